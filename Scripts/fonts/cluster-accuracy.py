#!/usr/bin/env python3
"""How close the bundled measurement of the joining scripts comes to HarfBuzz's shaping.

Reads every word of the Indic scripts and Thai in the catalogs under ../shared/corpora (the
real apps' catalogs; it says so and stops when they are absent), and for each script prints how
much wider than HarfBuzz's whole-word shaping (Noto Sans Regular, kern and ligatures on) the
words measure with summed advances alone and with the cluster corrections of `clusters.py` added
as ScreenKit adds them: mean, 90th percentile and worst relative error.

    python3 Scripts/fonts/cluster-accuracy.py
"""

import base64
import glob
import os
import re
import statistics
import struct
import sys
import unicodedata

sys.dont_write_bytecode = True
import clusters  # noqa: E402
import uharfbuzz as hb  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402

NOTO_DIR = "/usr/share/fonts/truetype/noto"
SCRIPTS = [("NotoSansDevanagari", (0x0900, 0x097F)), ("NotoSansBengali", (0x0980, 0x09FF)),
           ("NotoSansGurmukhi", (0x0A00, 0x0A7F)), ("NotoSansGujarati", (0x0A80, 0x0AFF)),
           ("NotoSansTamil", (0x0B80, 0x0BFF)), ("NotoSansTelugu", (0x0C00, 0x0C7F)),
           ("NotoSansKannada", (0x0C80, 0x0CFF)), ("NotoSansMalayalam", (0x0D00, 0x0D7F)),
           ("NotoSansThai", (0x0E00, 0x0E7F))]


def corpus_words(root):
    words = {}
    for path in glob.glob(os.path.join(root, "**", "*.xcstrings"), recursive=True) + \
            glob.glob(os.path.join(root, "**", "*.strings"), recursive=True):
        with open(path, encoding="utf-8", errors="ignore") as handle:
            for word in re.findall(r"[\u0900-\u0E7F]+", handle.read()):
                words.setdefault(word, None)
    return sorted(words)


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "corpora")
    if not os.path.isdir(root):
        sys.exit(f"no corpora at {os.path.normpath(root)}: this measurement reads the real apps' catalogs there")
    words = corpus_words(root)
    print(f"{'script':<20} {'words':>6}  {'summed: mean':>12} {'p90':>6} {'worst':>6}  {'corrected: mean':>15} {'p90':>6} {'worst':>6}")
    for stem, (first, last) in SCRIPTS:
        path = f"{NOTO_DIR}/{stem}-Regular.ttf"
        font = TTFont(path)
        cmap, metrics = font.getBestCmap(), font["hmtx"].metrics
        blob, _ = clusters.encode(path, (first, last), cmap, metrics, font["head"].unitsPerEm)
        data = base64.b64decode(blob)
        table = {}
        for offset in range(0, len(data), 8):
            a, b, c, delta = struct.unpack_from("<HHHh", data, offset)
            table[(a, b, c)] = delta
        shaper = hb.Font(hb.Face(hb.Blob.from_file_path(path)))

        def summed(scalars):
            return sum(0 if unicodedata.category(chr(s)) in ("Mn", "Me", "Cf", "Cc")
                       else (metrics[cmap[s]][0] if s in cmap else 1000) for s in scalars)

        def corrected(scalars):
            total, index = summed(scalars), 0
            while index + 1 < len(scalars):
                triple = table.get((scalars[index], scalars[index + 1], scalars[index + 2])) if index + 2 < len(scalars) else None
                if triple is not None:
                    total, index = total + triple, index + 2
                elif (scalars[index], scalars[index + 1], 0) in table:
                    total, index = total + table[(scalars[index], scalars[index + 1], 0)], index + 1
                else:
                    index += 1
            return total

        plain, fixed = [], []
        for word in (w for w in words if first <= ord(w[0]) <= last):
            buffer = hb.Buffer()
            buffer.add_str(word)
            buffer.guess_segment_properties()
            hb.shape(shaper, buffer, {"kern": True, "liga": True})
            shaped = sum(p.x_advance for p in buffer.glyph_positions)
            if shaped:
                scalars = [ord(c) for c in word]
                plain.append((summed(scalars) - shaped) / shaped)
                fixed.append((corrected(scalars) - shaped) / shaped)
        if len(plain) < 20:
            continue

        def stats(errors):
            magnitudes = sorted(abs(e) for e in errors)
            return (100 * statistics.mean(errors), 100 * magnitudes[int(0.9 * len(magnitudes))], 100 * magnitudes[-1])
        print(f"{stem:<20} {len(plain):>6}  {stats(plain)[0]:>11.1f}% {stats(plain)[1]:>5.1f}% {stats(plain)[2]:>5.1f}%  "
              f"{stats(fixed)[0]:>14.1f}% {stats(fixed)[1]:>5.1f}% {stats(fixed)[2]:>5.1f}%")


if __name__ == "__main__":
    main()
