/// The values of a color set in an app's asset catalog: light, dark, and, where the catalog has
/// them, the values with Increase Contrast on.
struct AssetColorValues: Sendable, Hashable {
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
