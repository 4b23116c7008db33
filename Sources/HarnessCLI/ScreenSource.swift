import Foundation
import Harness
import Diagnostics
import L10n

/// What a command line chose about the screens: a variant, an example app, a folder of catalogs,
/// and the folder the command runs in.
public struct ScreenChoice: Sendable, Hashable {
    /// `--variant`, if given.
    public var variant: String?
    /// `--example`, if given.
    public var example: String?
    /// `--catalogs`, if given.
    public var catalogs: String?
    /// The folder the command runs in (catalogs are looked for from there).
    public var directory: String

    /// A choice.
    public init(variant: String? = nil, example: String? = nil, catalogs: String? = nil,
                directory: String = FileManager.default.currentDirectoryPath) {
        self.variant = variant
        self.example = example
        self.catalogs = catalogs
        self.directory = directory
    }
}

/// The screens a command runs over, what reports call them, and the catalogs they are looked up in.
public struct ScreenSource: Sendable {
    /// The screens, checked.
    public var registry: ScreenRegistry
    /// The app's name in reports ("Do It").
    public var title: String
    /// The variant chosen, when the app has variants.
    public var variant: String?
    /// Whether `variant` is the app's default one (renders and snapshots name only the others).
    public var isDefaultVariant: Bool
    /// The folder of catalogs.
    public var catalogs: String

    /// A source.
    public init(registry: ScreenRegistry, title: String, variant: String? = nil, isDefaultVariant: Bool = true, catalogs: String) {
        self.registry = registry
        self.title = title
        self.variant = variant
        self.isDefaultVariant = isDefaultVariant
        self.catalogs = catalogs
    }

    /// What reports call the run: the title, with the variant when the app has several
    /// ("Do It (fixed)").
    public var reportTitle: String { variant.map { "\(title) (\($0))" } ?? title }

    /// The variant to name in renders and snapshot files: nil for the default one.
    public var namedVariant: String? { isDefaultVariant ? nil : variant }

    /// The source `App` gives for `choice` by default: its screens in the chosen variant, and
    /// the catalogs named or found in the package the command runs in.
    public static func resolve<App: HarnessMain>(_ choice: ScreenChoice, of app: App.Type) throws(CommandFailure) -> ScreenSource {
        if let example = choice.example {
            throw CommandFailure.usage(App.examples.isEmpty
                ? "--example: \(App.commandName) has no example apps; it checks its own screens"
                : "unknown example '\(example)'; examples: \(App.examples.joined(separator: ", "))")
        }
        let variant = try chosenVariant(choice, of: app)
        return ScreenSource(registry: try registry(variant.map(App.screens(variant:)) ?? App.screens), title: App.title, variant: variant,
                            isDefaultVariant: variant == App.variants.first, catalogs: try catalogs(choice))
    }

    /// The variant `choice` names (checked against the app's), or the app's default; nil when
    /// the app has none.
    public static func chosenVariant<App: HarnessMain>(_ choice: ScreenChoice, of app: App.Type) throws(CommandFailure) -> String? {
        guard let variant = choice.variant else { return App.variants.first }
        guard App.variants.contains(variant) else {
            throw CommandFailure.usage(App.variants.isEmpty
                ? "--variant: \(App.title) has no variants"
                : "unknown variant '\(variant)'; variants: \(App.variants.joined(separator: ", "))")
        }
        return variant
    }

    /// `screens` checked into a registry; a duplicate id or state is an error naming both declarations.
    public static func registry(_ screens: [ScreenPreview]) throws(CommandFailure) -> ScreenRegistry {
        do { return try ScreenRegistry(screens) } catch { throw CommandFailure(message: error.description, code: 2) }
    }

    /// The folder `choice` names, else the catalogs of the package it runs in; when there are
    /// none, the error says where it looked.
    public static func catalogs(_ choice: ScreenChoice) throws(CommandFailure) -> String {
        if let named = choice.catalogs { return named }
        if let found = CatalogFolder.locate(from: choice.directory) { return found }
        let places = CatalogFolder.searched(from: choice.directory).map { RelativePath.from(choice.directory, to: $0) }
        throw CommandFailure(message: "no catalogs found (looked in \(places.joined(separator: ", "))); name a folder with --catalogs DIR",
                             code: 2)
    }
}
