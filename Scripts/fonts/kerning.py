"""Pair kerning from a font's GPOS `kern` feature, for the Latin scalars that the bundled tables
kern (ASCII, Latin-1, Latin Extended-A, dashes, quotes and the ellipsis).

The pairs are regrouped into left and right classes: scalars whose kerning against every other
scalar is the same share a class, class 0 being "never kerned". The encoding (little-endian):

    u8 left class count, u8 right class count, u8 range count
    per range: u32 first scalar, u16 count
    per scalar of the ranges, in order: u8 left class, u8 right class
    u16 pair count; per pair: u8 left class, u8 right class, i16 adjustment in font units
"""

import base64
import struct

KERNING_RANGES = [(0x20, 0x7E), (0xA0, 0x17F), (0x2013, 0x2026)]


def kerned_scalars(cmap):
    return [s for first, last in KERNING_RANGES for s in range(first, last + 1) if s in cmap]


def _x_advance(value):
    return (getattr(value, "XAdvance", 0) or 0) if value is not None else 0


def _prepared_subtables(lookup):
    subtables = lookup.SubTable
    if lookup.LookupType == 9:
        subtables = [extension.ExtSubTable for extension in subtables]
    elif lookup.LookupType != 2:
        return []
    prepared = []
    for subtable in subtables:
        coverage = {glyph: index for index, glyph in enumerate(subtable.Coverage.glyphs)}
        if subtable.Format == 1:
            pair_sets = [
                {r.SecondGlyph: _x_advance(r.Value1) + _x_advance(getattr(r, "Value2", None))
                 for r in pair_set.PairValueRecord}
                for pair_set in subtable.PairSet
            ]
            prepared.append((1, coverage, pair_sets))
        else:
            prepared.append((2, coverage, subtable))
    return prepared


def _adjustment(prepared, first_glyph, second_glyph):
    """The first subtable that covers the pair decides it, as OpenType layout engines do."""
    for form, coverage, data in prepared:
        index = coverage.get(first_glyph)
        if index is None:
            continue
        if form == 1:
            value = data[index].get(second_glyph)
            if value is None:
                continue
            return value
        class1 = data.ClassDef1.classDefs.get(first_glyph, 0)
        class2 = data.ClassDef2.classDefs.get(second_glyph, 0)
        if class1 >= len(data.Class1Record) or class2 >= data.Class2Count:
            continue
        record = data.Class1Record[class1].Class2Record[class2]
        return _x_advance(record.Value1) + _x_advance(getattr(record, "Value2", None))
    return 0


def pair_adjustments(font):
    """(first scalar, second scalar) → advance adjustment in font units, non-zero pairs only."""
    if "GPOS" not in font:
        return {}
    cmap = font.getBestCmap()
    gpos = font["GPOS"].table
    lookup_indices = sorted({
        index
        for record in gpos.FeatureList.FeatureRecord if record.FeatureTag == "kern"
        for index in record.Feature.LookupListIndex
    })
    scalars = kerned_scalars(cmap)
    pairs = {}
    for lookup_index in lookup_indices:
        prepared = _prepared_subtables(gpos.LookupList.Lookup[lookup_index])
        if not prepared:
            continue
        for first in scalars:
            for second in scalars:
                value = _adjustment(prepared, cmap[first], cmap[second])
                if value:
                    pairs[(first, second)] = pairs.get((first, second), 0) + value
    return {pair: value for pair, value in pairs.items() if value}


def _classes(vectors):
    """Scalar → class number; the all-zero vector is class 0, the others numbered in sorted order."""
    distinct = sorted(set(vectors.values()))
    zero = tuple(0 for _ in next(iter(vectors.values()))) if vectors else ()
    numbering = {zero: 0}
    for vector in distinct:
        if vector not in numbering:
            numbering[vector] = len(numbering)
    if len(numbering) > 255:
        raise ValueError(f"{len(numbering)} kerning classes do not fit in a byte")
    return {scalar: numbering[vector] for scalar, vector in vectors.items()}, len(numbering)


def encode(font):
    """The face's kerning as base64 (empty when the face has no kern pairs), and its pair count."""
    pairs = pair_adjustments(font)
    if not pairs:
        return "", 0
    cmap = font.getBestCmap()
    scalars = kerned_scalars(cmap)
    rows = {a: tuple(pairs.get((a, b), 0) for b in scalars) for a in scalars}
    columns = {b: tuple(pairs.get((a, b), 0) for a in scalars) for b in scalars}
    left, left_count = _classes(rows)
    right, right_count = _classes(columns)
    class_pairs = {}
    for (a, b), value in pairs.items():
        class_pairs[(left[a], right[b])] = value
    data = bytearray(struct.pack("<BBB", left_count, right_count, len(KERNING_RANGES)))
    for first, last in KERNING_RANGES:
        data += struct.pack("<IH", first, last - first + 1)
    for first, last in KERNING_RANGES:
        for scalar in range(first, last + 1):
            data += struct.pack("<BB", left.get(scalar, 0), right.get(scalar, 0))
    data += struct.pack("<H", len(class_pairs))
    for (l, r) in sorted(class_pairs):
        data += struct.pack("<BBh", l, r, class_pairs[(l, r)])
    return base64.b64encode(bytes(data)).decode("ascii"), len(pairs)
