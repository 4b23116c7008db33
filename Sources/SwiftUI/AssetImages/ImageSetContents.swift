#if os(Linux)
import Foundation

/// What an image set's `Contents.json` says an iPhone draws: the file of the iPhone (else the
/// universal) entry for the light appearance at the highest scale (3x, else 2x, else the single
/// scale, else 1x), and how the set renders.
struct ImageSetContents: Sendable, Equatable {
    /// The chosen file's name inside the set's folder.
    var filename: String
    /// The file's scale: 3 for a `3x` entry, 1 for a single-scale (vector) one.
    var scale: Double
    /// Whether the set renders as a template (`template-rendering-intent` is `template`).
    var isTemplate: Bool
    /// Whether the set has a dark-appearance file.
    var hasDarkAppearance: Bool

    /// The contents of the set in `folder`.
    static func read(_ folder: String) throws(AssetImageError) -> ImageSetContents {
        let path = folder + "/Contents.json"
        let bytes = try AssetFileReader.head(of: path, limit: AssetFileReader.contentsLimit)
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let entries = root["images"] as? [[String: Any]] else { throw .badContents(path: path) }
        let properties = root["properties"] as? [String: Any] ?? [:]
        var best: (rank: Int, contents: ImageSetContents)?
        var hasDark = false
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone", let filename = entry["filename"] as? String, !filename.isEmpty,
                  !filename.contains("/") else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }) {
                hasDark = true
                continue
            }
            // Other appearances (increased contrast) are not what a standard iPhone shows.
            guard appearances.allSatisfy({ $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "light" }) else { continue }
            guard let (scale, scaleRank) = scale(of: entry["scale"]) else { continue }
            // An iPhone's own file comes before a universal one, then the highest scale.
            let rank = (idiom == "iphone" ? 0 : 10) + scaleRank
            if best == nil || rank < best?.rank ?? .max {
                best = (rank, ImageSetContents(filename: filename, scale: scale, isTemplate: false, hasDarkAppearance: false))
            }
        }
        guard var contents = best?.contents else { throw .noImageForIPhone(set: folder) }
        contents.isTemplate = properties["template-rendering-intent"] as? String == "template"
        contents.hasDarkAppearance = hasDark
        return contents
    }

    /// An entry's scale and its preference (lower first); nil for a scale iOS does not know.
    private static func scale(of value: Any?) -> (Double, Int)? {
        switch value as? String {
        case "3x": (3, 0)
        case "2x": (2, 1)
        case nil: value == nil ? (1, 2) : nil
        case "1x": (1, 3)
        default: nil
        }
    }
}
#endif
