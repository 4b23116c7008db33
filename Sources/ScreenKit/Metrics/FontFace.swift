/// One bundled font face: the facts a layout needs about it, read from the font file by
/// `Scripts/fonts/generate-metrics.py`. All lengths are in font units; divide by `unitsPerEm`.
public struct FontFace: Sendable, Equatable {
    /// The face's PostScript name, e.g. `Inter-Bold` (name ID 6).
    public let postScriptName: String
    /// The font's version string (name ID 5), e.g. `3.019`.
    public let version: String
    /// The family the face belongs to.
    public let family: FontFamily
    /// The optical cut; faces of families with one cut are `.text`.
    public let cut: FontCut
    /// The OpenType weight class (100–900).
    public let weight: Int
    /// Font units per em: the scale of every other length here.
    public let unitsPerEm: Int
    /// Distance from the baseline up to the top of the line box (positive).
    public let ascender: Int
    /// Distance from the baseline down to the bottom of the line box (negative).
    public let descender: Int
    /// Extra space the font asks for between lines.
    public let lineGap: Int
    /// Advance of the `.notdef` glyph, the box a renderer draws for a scalar the font lacks.
    public let notdefAdvance: Int
    /// Advance of U+0020 SPACE, or nil when the face has none.
    public let spaceAdvance: Int?
    /// Advance of U+2026 HORIZONTAL ELLIPSIS, or nil when the face has none.
    public let ellipsisAdvance: Int?
    /// The face's advance widths, encoded by the generator (see `FaceWidths`).
    let widths: String
    /// The face's Latin pair kerning, encoded by the generator (see `PairKerning`); empty if none.
    let kerning: String
    /// The face's shaped-cluster corrections, encoded by the generator (see `ClusterCorrections`);
    /// empty for faces whose letters do not join.
    let clusters: String

    /// The natural line height in ems: ascender − descender + line gap.
    public var lineHeightEm: Double {
        Double(ascender - descender + lineGap) / Double(unitsPerEm)
    }
}

/// Namespace of the generated advance-width blobs, one per face.
enum BundledWidths {}

/// Namespace of the generated kerning blobs, one per kerned face.
enum BundledKerning {}

/// Namespace of the generated cluster-correction blobs, one per face of a joining script.
enum BundledClusters {}
