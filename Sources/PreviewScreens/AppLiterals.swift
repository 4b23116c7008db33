#if os(Linux)
import Foundation

/// The string literals of an app's own code, for `hardcoded-text`: a String value on screen
/// equal to one of them is text the app wrote (a display name a model's computed property
/// returns, a unit a ternary picks, a fallback after `??`) and shows untranslated. What previews
/// write is sample data and left out: `#Preview`'s arguments and body, a `PreviewProvider`'s
/// declaration, and Xcode's development assets (a `Preview Content` folder).
public enum AppLiterals {
    /// The literals of the `.swift` files under `folders`, and apart from them the literals of the
    /// types' static sample data (`static let preview = Recipe(name: "Recipe")`), which previews
    /// show as they show their own. A literal the code anywhere gives to a parameter or binding
    /// naming people (`maintainers: "…"`) is a person's name wherever else it is written
    /// (`content: "…"` beside a "Developer" caption), and is left out.
    public static func read(inFolders folders: [String]) -> (literals: Set<String>, sampleData: Set<String>) {
        var found = Set<String>()
        var names = Set<String>()
        var samples = Set<String>()
        for folder in folders {
            let root = URL(fileURLWithPath: folder)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "swift" && !url.path.contains("/Preview Content/") {
                guard let text = try? String(contentsOfFile: url.path, encoding: .utf8) else { continue }
                let read = DeclarationLiterals.literalsAndNamesOutsidePreviews(in: text)
                found.formUnion(read.literals)
                names.formUnion(read.names)
                samples.formUnion(read.samples)
            }
        }
        return (found.subtracting(names), samples)
    }
}
#endif
