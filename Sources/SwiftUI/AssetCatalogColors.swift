#if os(Linux)
import Foundation

/// The color sets of the app's asset catalogs (`Assets.xcassets`), named by
/// `L10N_ASSET_CATALOGS` (paths separated by `:`, set by `l10n check --app`), so that
/// `Color("name")` draws, and contrast is judged on, the app's own light, dark and
/// increased-contrast values.
enum AssetCatalogColors {
    /// The environment variable naming the asset catalogs.
    static let variable = "L10N_ASSET_CATALOGS"

    /// The catalogs' colors by name, read once.
    static let colors: [String: Color]? = {
        guard let list = ProcessInfo.processInfo.environment[variable], !list.isEmpty else { return nil }
        var found: [String: Color] = [:]
        for catalog in list.split(separator: ":").map(String.init) {
            for (name, folder) in colorSets(in: catalog) where found[name] == nil {
                if let color = read(folder, name: name) { found[name] = color }
            }
        }
        return found
    }()

    /// The color named `name`. A name no catalog has (or any name, when no catalog is named) is
    /// an unknown asset color: drawn as the label color, named as unknown, never judged.
    static func color(named name: String) -> Color {
        colors?[name] ?? Color(unknownAsset: name)
    }

    /// `NAME.colorset` folders under `catalog`, with their names (at most 10,000 entries read).
    static func colorSets(in catalog: String) -> [(String, String)] {
        AssetCatalogFolders.sets(withSuffix: ".colorset", in: catalog)
    }

    /// The color of the set in `folder`: its universal (or iPhone) values by appearance.
    static func read(_ folder: String, name: String) -> Color? {
        guard let bytes = try? AssetFileReader.head(of: folder + "/Contents.json", limit: AssetFileReader.contentsLimit),
              let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else { return nil }
        var values: [String: RGBA] = [:]
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone", let color = entry["color"] as? [String: Any],
                  let value = rgba(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let dark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let high = appearances.contains { $0["appearance"] as? String == "contrast" && $0["value"] as? String == "high" }
            let key = (dark ? "dark" : "light") + (high ? "-high" : "")
            if values[key] == nil || idiom == "iphone" { values[key] = value }
        }
        guard let light = values["light"] ?? values["dark"] else { return nil }
        return Color(asset: name, light: light, dark: values["dark"] ?? light,
                     increasedContrastLight: values["light-high"], increasedContrastDark: values["dark-high"])
    }

    /// A color entry's value: sRGB components, or a reference to a system color.
    static func rgba(_ color: [String: Any]) -> RGBA? {
        if let reference = color["reference"] as? String {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            return SystemColor(rawValue: name)?.values.light
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func channel(_ key: String) -> Double? {
            let raw = components[key]
            let text = (raw as? String) ?? (raw as? NSNumber)?.stringValue
            guard let text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if text.contains(".") { return Double(text) }
            guard let whole = Int(text) else { return nil }
            return whole > 1 ? Double(whole) / 255 : Double(whole)
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        func byte(_ value: Double) -> Int { Int((max(0, min(1, value)) * 255).rounded()) }
        return RGBA(byte(red), byte(green), byte(blue), max(0, min(1, channel("alpha") ?? 1)))
    }
}

/// A color of the app's asset catalog by its generated symbol (`Color(.brandInk)`), as Xcode
/// generates one per color set.
public struct ColorResource: Hashable, Sendable {
    /// The color set's name.
    public let name: String

    /// The resource of the color set `name`.
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// An image of the app's asset catalog by its generated symbol (`Image(.logo)`).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name.
    public let name: String

    /// The resource of the image set `name`.
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    /// The color of an asset catalog's color set, by its generated symbol.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    /// The image of an asset catalog's image set, by its generated symbol.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}
#endif
