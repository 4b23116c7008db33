"""Checks the generated data against HarfBuzz (`pip install uharfbuzz`, optional): for each Inter
face, the width of sample strings from cmap advances plus our pair kerning must equal HarfBuzz's
with the `kern` feature on and ligatures and contextual alternates off.
"""

import kerning

SAMPLES = [
    "Complete SwiftUI book sample",
    "To-Do Items",
    "AVATAR Wolf Typography",
    "Zażółć gęślą jaźń",
    "\u201cYes,\u201d he said \u2014 \u201cTy\u2019s\u201d\u2026",
    "LT. VAT. P.J. F,",
    "Wyślij ostateczną wersję do redakcji",
]


def our_units(font, pairs, text):
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    advances = sum(metrics[cmap[ord(c)]][0] for c in text)
    return advances + sum(pairs.get((ord(a), ord(b)), 0) for a, b in zip(text, text[1:]))


def harfbuzz_units(path, collection_index, text):
    import uharfbuzz as hb  # imported here: only --verify needs it

    face = hb.Face(hb.Blob.from_file_path(path), collection_index or 0)
    font = hb.Font(face)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(font, buffer, {"kern": True, "liga": False, "calt": False})
    return sum(position.x_advance for position in buffer.glyph_positions)


def verify(sources, open_font):
    """Returns the mismatches as text lines; prints one line per face checked."""
    failures = []
    for source in sources:
        if source.family != "inter":
            continue
        font = open_font(source)
        pairs = kerning.pair_adjustments(font)
        bad = [
            (text, ours, theirs)
            for text in SAMPLES
            for ours, theirs in [(our_units(font, pairs, text), harfbuzz_units(source.path, source.collection_index, text))]
            if ours != theirs
        ]
        print(f"verify {source.path}: {len(SAMPLES) - len(bad)}/{len(SAMPLES)} samples match HarfBuzz")
        failures += [f"{source.path}: {text!r}: ours {ours}, HarfBuzz {theirs}" for text, ours, theirs in bad]
    return failures
