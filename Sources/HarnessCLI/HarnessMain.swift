import Foundation
import Harness

/// An executable that runs the harness's `check`, `render` and `screens` over its own screens.
/// A package adopts it in three lines:
///
/// ```swift
/// @main struct AppScreens: HarnessMain {
///     static let screens = [ScreenPreview("welcome") { WelcomeView() }]
/// }
/// ```
///
/// then `swift run AppScreens check --catalogs Sources/App/Resources`, or
/// `swift package l10n check --target AppScreens` through the package's command plugin.
public protocol HarnessMain {
    /// The screens, in the default variant.
    static var screens: [ScreenPreview] { get }
    /// The app's own screen rules, run after the harness's (default: none). `.l10nlint.yml`
    /// enables, disables and re-grades them under `check:` like the harness's.
    static var rules: [any ScreenRule] { get }
    /// What reports call the app (default: the executable's name).
    static var title: String { get }
    /// The name usage lines and messages start with (default: the executable's name).
    static var commandName: String { get }
    /// Named variants of the app, the default first (empty when it has one): `--variant` picks one.
    static var variants: [String] { get }
    /// Built-in example apps `--example` picks instead of the screens (empty unless the tool ships some).
    static var examples: [String] { get }
    /// What tries each screen in the run's locales where a trap cannot end `check` (default: none,
    /// the screens are laid out directly; a preview program runs them in processes of their own).
    static var probe: (any LocaleProbe)? { get }
    /// The string literals of the app's own code, outside its previews (default: none): a String
    /// shown on screen equal to one is text the app wrote, which `hardcoded-text` reports when it
    /// is shown untranslated.
    static var codeLiterals: Set<String> { get }
    /// Options the tool reads itself before the command line reaches `check`, `render` and
    /// `screens`, added to the end of their help, from a blank line (default: none; `l10n` reads
    /// `--app DIR`).
    static var moreOptionsHelp: String { get }
    /// The screens in `variant`, one of `variants` (default: `screens`).
    static func screens(variant: String) -> [ScreenPreview]
    /// The screens and catalogs a command runs over, for the choice on its command line; throws
    /// a `CommandFailure` saying what is needed when there is nothing to run.
    static func source(for choice: ScreenChoice) throws(CommandFailure) -> ScreenSource
}

extension HarnessMain {
    public static var commandName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "screens").lastPathComponent
    }

    public static var title: String { commandName }

    public static var rules: [any ScreenRule] { [] }

    public static var variants: [String] { [] }

    public static var examples: [String] { [] }

    public static var probe: (any LocaleProbe)? { nil }

    public static var codeLiterals: Set<String> { [] }

    public static var moreOptionsHelp: String { "" }

    public static func screens(variant: String) -> [ScreenPreview] { screens }

    public static func source(for choice: ScreenChoice) throws(CommandFailure) -> ScreenSource {
        try ScreenSource.resolve(choice, of: Self.self)
    }

    /// Runs `check`, `render` or `screens` as the command line says, over `screens`.
    public static func main() async {
        await CommandRunner.run(HarnessCommand<Self>.self, name: commandName)
    }
}
