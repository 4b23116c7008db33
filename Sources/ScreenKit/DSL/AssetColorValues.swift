/// The values of a color set in an app's asset catalog: light, dark, and, where the catalog has
/// them, the values with Increase Contrast on.
struct AssetColorValues: Sendable, Hashable {
    /// The values on the heap, compared by value: a `Color` holds an asset color this way, so
    /// that every `Color` stays small.
    final class Box: Sendable, Hashable {
        let values: AssetColorValues
        init(_ values: AssetColorValues) { self.values = values }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.values == rhs.values }
        func hash(into hasher: inout Hasher) { hasher.combine(values) }
    }

    /// The color set's name.
    let name: String
    let light: RGBA
    let dark: RGBA
    let increasedContrastLight: RGBA?
    let increasedContrastDark: RGBA?
    /// Whether no catalog has the set, so its values stand in for a color nobody can see here.
    var isUnknown = false

    /// The value in `scheme` and `contrast`; without an increased-contrast value, the standard one.
    func resolved(in scheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBA {
        switch (scheme, contrast) {
        case (.light, .increased): increasedContrastLight ?? light
        case (.dark, .increased): increasedContrastDark ?? dark
        case (.dark, _): dark
        default: light
        }
    }
}
