import ArgumentParser
import Foundation
import Harness

/// Which screens a command runs over and where their texts come from: the options `check`,
/// `render` and `screens` share.
public struct ScreenOptions<App: HarnessMain>: ParsableArguments {
    @Option(help: ArgumentHelp("The app's variant: \(App.variants.joined(separator: ", ")).",
                               visibility: App.variants.isEmpty ? .private : .default))
    public var variant: String?

    @Option(help: "The folder of catalogs (default: the package's Localizations, or its targets' .lproj folders).")
    public var catalogs: String?

    @Option(help: ArgumentHelp("A built-in example app to run instead: \(App.examples.joined(separator: ", ")).",
                               visibility: App.examples.isEmpty ? .private : .default))
    public var example: String?

    public init() {}

    /// The choice these options make, in the current folder.
    public var choice: ScreenChoice {
        ScreenChoice(variant: variant, example: example, catalogs: catalogs)
    }

    /// The screens and catalogs the options choose.
    public func source() throws(CommandFailure) -> ScreenSource {
        try App.source(for: choice)
    }
}

/// The matrix axes, shared by `check` (whose default is the whole axis) and `render` (whose
/// default is one value, and which renders every combination named): each option takes one value
/// or several, comma separated or repeated, and `--locale` is `--locales`, `--size` `--sizes`…
public struct MatrixOptions: ParsableArguments {
    @Option(name: [.customLong("locales"), .customLong("locale")],
            help: "Locales, real or pseudo (en, pl, ar, en-XA, ar-XB, en-XL).")
    public var locales: [String] = []

    @Option(name: [.customLong("sizes"), .customLong("size")],
            help: "Dynamic Type sizes: names (xSmall S M L xL xxL xxxL AX1 … AX5, or SwiftUI's) or ranges (AX1...AX5).")
    public var sizes: [String] = []

    @Option(name: [.customLong("devices"), .customLong("device")],
            help: "Devices by name or slug (iphone-se, iphone-16, iphone-16-pro-max, ipad, iphone-11), current or all.")
    public var devices: [String] = []

    @Option(name: [.customLong("schemes"), .customLong("scheme")], help: "Color schemes: light, dark.")
    public var schemes: [String] = []

    public init() {}

    /// The selection of `screens` the options name.
    public func selection(screens: [String]) -> MatrixSelection {
        MatrixSelection(screens: screens, locales: locales, sizes: sizes, devices: devices, schemes: schemes)
    }
}
