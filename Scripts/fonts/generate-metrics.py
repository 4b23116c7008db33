#!/usr/bin/env python3
"""Generate ScreenKit's bundled font metrics from open fonts.

Reads advance widths and vertical metrics from the Debian packages
`fonts-inter` (Inter, the stand-in for SF Pro: Text and Display cuts, nine
weights), `fonts-noto-core` (Noto Sans Arabic and Hebrew, and the Noto Sans faces of
Devanagari, Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam and Thai, Regular and Bold)
and `fonts-noto-cjk` (Noto Sans CJK JP, Regular and Bold), and writes Swift
sources under `Sources/ScreenKit/Metrics/Generated/` so that no build, test or
run depends on installed fonts.

Set-up (once):
    apt-get install -y fonts-inter fonts-noto-core fonts-noto-cjk
    pip install fonttools uharfbuzz

Run from the package root:
    python3 Scripts/fonts/generate-metrics.py [--output DIR] [--check] [--verify]

`--check` regenerates in memory and exits 1 if the committed files differ.
`--verify` also compares sample widths (advances + kerning) with HarfBuzz; it
needs `pip install uharfbuzz`.

The output is deterministic: the same font files give the same bytes. Each
face's widths are one base64 blob of little-endian segments:
    u32 first scalar, u16 count, u16 width
where width 0xFFFF means `count` explicit u16 widths follow, and any other
value means every scalar of the segment has that width (a run). Widths are in
the face's font units; the Swift side divides by units per em. Inter faces also
get a kerning blob (see kerning.py). Decisions and caveats: README.md here.
"""

import argparse
import base64
import hashlib
import os
import struct
import subprocess
import sys

from fontTools.ttLib import TTCollection, TTFont

sys.dont_write_bytecode = True  # keep the source tree clean of __pycache__
import clusters  # noqa: E402  (after the flag above)
import kerning  # noqa: E402
import verify  # noqa: E402

INTER_DIR = "/usr/share/fonts/opentype/inter"
NOTO_DIR = "/usr/share/fonts/truetype/noto"
CJK_DIR = "/usr/share/fonts/opentype/noto"

INTER_WEIGHTS = [
    (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"),
    (500, "Medium"), (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold"),
    (900, "Black"),
]

# Scripts of South and Southeast Asia: each Noto Sans face read for its own Unicode block only
# (the faces also map Latin and punctuation, which Inter measures).
INDIC_AND_SOUTHEAST_ASIAN = [
    ("notoSansDevanagari", "NotoSansDevanagari", (0x0900, 0x097F)),
    ("notoSansBengali", "NotoSansBengali", (0x0980, 0x09FF)),
    ("notoSansGurmukhi", "NotoSansGurmukhi", (0x0A00, 0x0A7F)),
    ("notoSansGujarati", "NotoSansGujarati", (0x0A80, 0x0AFF)),
    ("notoSansTamil", "NotoSansTamil", (0x0B80, 0x0BFF)),
    ("notoSansTelugu", "NotoSansTelugu", (0x0C00, 0x0C7F)),
    ("notoSansKannada", "NotoSansKannada", (0x0C80, 0x0CFF)),
    ("notoSansMalayalam", "NotoSansMalayalam", (0x0D00, 0x0D7F)),
    ("notoSansThai", "NotoSansThai", (0x0E00, 0x0E7F)),
]

# Shortest run of equal widths worth a run segment instead of explicit widths.
MIN_RUN = 6
EXPLICIT = 0xFFFF
MAX_COUNT = 0xFFFF
BLOB_LINE = 100


class Source:
    """One face to read: where it lives and how the Swift side names it."""

    def __init__(self, family, cut, weight, path, package, collection_index=None, block=None):
        self.family = family
        # The Unicode block a script face is read for (first, last scalar); None: every scalar.
        self.block = block
        self.cut = cut
        self.weight = weight
        self.path = path
        self.package = package
        self.collection_index = collection_index


def sources():
    result = []
    for cut, prefix in (("text", "Inter"), ("display", "InterDisplay")):
        for weight, style in INTER_WEIGHTS:
            result.append(Source("inter", cut, weight, f"{INTER_DIR}/{prefix}-{style}.otf", "fonts-inter"))
    for family, stem in (("notoSansArabic", "NotoSansArabic"), ("notoSansHebrew", "NotoSansHebrew")):
        for weight, style in ((400, "Regular"), (700, "Bold")):
            result.append(Source(family, "text", weight, f"{NOTO_DIR}/{stem}-{style}.ttf", "fonts-noto-core"))
    for family, stem, block in INDIC_AND_SOUTHEAST_ASIAN:
        for weight, style in ((400, "Regular"), (700, "Bold")):
            result.append(Source(family, "text", weight, f"{NOTO_DIR}/{stem}-{style}.ttf", "fonts-noto-core", block=block))
    for weight, style in ((400, "Regular"), (700, "Bold")):
        # Index 0 of the collection is Noto Sans CJK JP; Han, Kana and Hangul
        # advances are the same in every regional face.
        result.append(Source("notoSansCJK", "text", weight, f"{CJK_DIR}/NotoSansCJK-{style}.ttc", "fonts-noto-cjk", 0))
    return result


def open_font(source):
    if source.collection_index is None:
        return TTFont(source.path, lazy=True)
    return TTCollection(source.path, lazy=True).fonts[source.collection_index]


def package_version(package):
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package],
                             capture_output=True, text=True, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def advances(font):
    """Scalar → advance width in font units, for every scalar the cmap maps."""
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    return {scalar: metrics[glyph][0] for scalar, glyph in cmap.items()}


def segments(widths):
    """Split sorted (scalar, width) pairs into run and explicit segments."""
    scalars = sorted(widths)
    out = []
    i = 0
    while i < len(scalars):
        # A stretch of consecutive scalars.
        j = i
        while j + 1 < len(scalars) and scalars[j + 1] == scalars[j] + 1:
            j += 1
        values = [widths[s] for s in scalars[i:j + 1]]
        out.extend(split_stretch(scalars[i], values))
        i = j + 1
    return out


def split_stretch(first, values):
    out = []
    explicit_start = 0
    k = 0
    while k < len(values):
        run_end = k
        while run_end + 1 < len(values) and values[run_end + 1] == values[k]:
            run_end += 1
        if run_end - k + 1 >= MIN_RUN:
            if explicit_start < k:
                out.extend(chunks(first + explicit_start, values[explicit_start:k], False))
            out.extend(chunks(first + k, values[k:run_end + 1], True))
            explicit_start = run_end + 1
        k = run_end + 1
    if explicit_start < len(values):
        out.extend(chunks(first + explicit_start, values[explicit_start:], False))
    return out


def chunks(first, values, is_run):
    out = []
    for offset in range(0, len(values), MAX_COUNT):
        part = values[offset:offset + MAX_COUNT]
        out.append((first + offset, part, is_run))
    return out


def encode(widths):
    data = bytearray()
    for first, values, is_run in segments(widths):
        for value in values:
            if not 0 <= value < EXPLICIT:
                raise ValueError(f"advance {value} at U+{first:04X} does not fit the encoding")
        if is_run:
            data += struct.pack("<IHH", first, len(values), values[0])
        else:
            data += struct.pack("<IHH", first, len(values), EXPLICIT)
            data += struct.pack(f"<{len(values)}H", *values)
    return base64.b64encode(bytes(data)).decode("ascii")


def swift_identifier(source):
    return f"{source.family}{source.cut.capitalize()}{source.weight}"


def read_face(source):
    font = open_font(source)
    widths = advances(font)
    if source.block is not None:
        first, last = source.block
        widths = {scalar: width for scalar, width in widths.items() if first <= scalar <= last}
    os2 = font["OS/2"]
    hhea = font["hhea"]
    name = font["name"]
    glyph_order = font.getGlyphOrder()
    metrics = font["hmtx"].metrics
    face = {
        "source": source,
        "postScriptName": name.getDebugName(6),
        "version": name.getDebugName(5).split(";")[0].replace("Version ", ""),
        "licenseURL": name.getDebugName(14) or "",
        "unitsPerEm": font["head"].unitsPerEm,
        # Typographic metrics when the font asks for them (USE_TYPO_METRICS),
        # else hhea, as Core Text does.
        "ascender": os2.sTypoAscender if os2.fsSelection & (1 << 7) else hhea.ascent,
        "descender": os2.sTypoDescender if os2.fsSelection & (1 << 7) else hhea.descent,
        "lineGap": os2.sTypoLineGap if os2.fsSelection & (1 << 7) else hhea.lineGap,
        "notdef": metrics[glyph_order[0]][0],
        "space": widths.get(0x20),
        "ellipsis": widths.get(0x2026),
        "scalars": len(widths),
        "blob": encode(widths),
        "kerning": "",
        "kernPairs": 0,
        "clusters": "",
        "clusterCount": 0,
    }
    # Latin pair kerning for the primary family; the other families' scripts are measured kern-free.
    if source.family == "inter":
        face["kerning"], face["kernPairs"] = kerning.encode(font)
    # Shaped-cluster corrections for the scripts whose letters join.
    if source.block is not None:
        face["clusters"], face["clusterCount"] = clusters.encode(
            source.path, source.block, font.getBestCmap(), metrics, face["unitsPerEm"])
    return face


HEADER = """\
// Generated by Scripts/fonts/generate-metrics.py — do not edit; rerun the script.
"""


def optional(value):
    return "nil" if value is None else str(value)


def face_literal(face):
    s = face["source"]
    kerning_reference = f"BundledKerning.{swift_identifier(s)}" if face["kerning"] else '""'
    clusters_reference = f"BundledClusters.{swift_identifier(s)}" if face["clusters"] else '""'
    lines = [
        "        FontFace(",
        f"            postScriptName: \"{face['postScriptName']}\", version: \"{face['version']}\",",
        f"            family: .{s.family}, cut: .{s.cut}, weight: {s.weight},",
        f"            unitsPerEm: {face['unitsPerEm']}, ascender: {face['ascender']}, "
        f"descender: {face['descender']}, lineGap: {face['lineGap']},",
        f"            notdefAdvance: {face['notdef']}, spaceAdvance: {optional(face['space'])}, "
        f"ellipsisAdvance: {optional(face['ellipsis'])},",
        f"            widths: BundledWidths.{swift_identifier(s)},",
        f"            kerning: {kerning_reference},",
        f"            clusters: {clusters_reference}",
        "        ),",
    ]
    return "\n".join(lines)


def blob_literal(identifier, blob):
    lines = [blob[i:i + BLOB_LINE] for i in range(0, len(blob), BLOB_LINE)]
    body = "\n".join(f"        {line}" for line in lines)
    return f"    static let {identifier} = \"\"\"\n{body}\n        \"\"\"\n"


def render_faces(faces, packages):
    files = {}
    header = [HEADER, "//", "// Font packages (every face is licensed under the SIL Open Font License 1.1):"]
    for package in sorted(packages):
        header.append(f"//   Debian {package} {packages[package]}")
    header.append("//")
    header.append("// Font files, their versions (name ID 5) and SHA-256:")
    for face in faces:
        s = face["source"]
        suffix = f" #{s.collection_index}" if s.collection_index is not None else ""
        header.append(f"//   {os.path.basename(s.path)}{suffix} {face['version']} {face['sha256']}")
    urls = sorted({face["licenseURL"] for face in faces if face["licenseURL"]})
    header.append("//")
    header.append("// License URLs named by the fonts (name ID 14): " + ", ".join(urls))
    body = [
        "\n".join(header),
        "",
        "extension FontFace {",
        "    /// Every bundled face, in the order the generator read them.",
        "    static let bundled: [FontFace] = [",
        "\n".join(face_literal(face) for face in faces),
        "    ]",
        "}",
        "",
    ]
    files["FontFace+Bundled.swift"] = "\n".join(body)
    by_family = {}
    for face in faces:
        by_family.setdefault(face["source"].family, []).append(face)
    for family, family_faces in by_family.items():
        name = f"BundledWidths+{family[0].upper()}{family[1:]}.swift"
        parts = [HEADER, "extension BundledWidths {"]
        for face in family_faces:
            parts.append(f"    /// {face['postScriptName']}: {face['scalars']} scalars.")
            parts.append(blob_literal(swift_identifier(face["source"]), face["blob"]))
        parts.append("}\n")
        files[name] = "\n".join(parts)
    kerned = [face for face in faces if face["kerning"]]
    if kerned:
        parts = [HEADER, "extension BundledKerning {"]
        for face in kerned:
            parts.append(f"    /// {face['postScriptName']}: {face['kernPairs']} kerning pairs.")
            parts.append(blob_literal(swift_identifier(face["source"]), face["kerning"]))
        parts.append("}\n")
        files["BundledKerning+Inter.swift"] = "\n".join(parts)
    shaped = [face for face in faces if face["clusters"]]
    if shaped:
        parts = [HEADER, "extension BundledClusters {"]
        for face in shaped:
            parts.append(f"    /// {face['postScriptName']}: {face['clusterCount']} cluster corrections.")
            parts.append(blob_literal(swift_identifier(face["source"]), face["clusters"]))
        parts.append("}\n")
        files["BundledClusters+Indic.swift"] = "\n".join(parts)
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--output", default=os.path.join(root, "Sources/ScreenKit/Metrics/Generated"))
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed files are stale")
    parser.add_argument("--verify", action="store_true",
                        help="also compare sample widths with HarfBuzz (needs `pip install uharfbuzz`)")
    args = parser.parse_args()

    faces = []
    for source in sources():
        if not os.path.exists(source.path):
            sys.exit(f"error: {source.path} not found; install {source.package} (apt-get install -y {source.package})")
        face = read_face(source)
        face["sha256"] = sha256(source.path)
        faces.append(face)
    packages = {s.package: package_version(s.package) for s in sources()}
    files = render_faces(faces, packages)

    stale = []
    total = 0
    for name in sorted(files):
        path = os.path.join(args.output, name)
        data = files[name].encode("utf-8")
        total += len(data)
        existing = open(path, "rb").read() if os.path.exists(path) else None
        if existing != data:
            stale.append(name)
            if not args.check:
                os.makedirs(args.output, exist_ok=True)
                with open(path, "wb") as handle:
                    handle.write(data)
    for face in faces:
        s = face["source"]
        print(f"{face['postScriptName']:<28} {s.cut:<8} {s.weight:>4}  upm {face['unitsPerEm']:>5}  "
              f"{face['scalars']:>6} scalars  {len(face['blob']):>7} width bytes  "
              f"{face['kernPairs']:>6} kern pairs  {len(face['kerning']):>6} kerning bytes  "
              f"{face['clusterCount']:>5} clusters")
    print(f"{len(faces)} faces, {len(files)} files, {total} bytes in {args.output}")
    if args.verify:
        failures = verify.verify(sources(), open_font)
        for failure in failures:
            print("mismatch: " + failure)
        if failures:
            sys.exit(1)
    if args.check:
        if stale:
            print("stale: " + ", ".join(stale))
            sys.exit(1)
        print("up to date")
    elif stale:
        print("wrote: " + ", ".join(stale))
    else:
        print("unchanged")


if __name__ == "__main__":
    main()
