import DoIt
import Foundation
import Harness
import HarnessCLI
import L10n

/// Do It, the book's app, as the tool's embedded default for `check`, `render` and `screens`:
/// registered through the same seam a team's screens executable uses. It runs by default only in
/// Do It's own package (the folder holding `Sources/DoIt`); elsewhere the commands say how to
/// point them at the package's screens, and `--example doit` asks for Do It anyway.
enum DoItApp: HarnessMain {
    static let screens = ScreenPreview.doIt()
    static let title = "Do It"
    static let commandName = "l10n"
    static let variants = AppVariant.allCases.map(\.rawValue)
    static let examples = ["doit"]
    static let moreOptionsHelp = """


        An app's folder (an Xcode project's, as it is) instead of a package:
          --app DIR               its Swift files, built as iOS builds them
          --stand-ins DIR         Swift files for modules it imports that l10n lacks
          --stub-missing-modules  declare the other missing modules empty
          --language-mode 5|6     its Swift language mode (default: its Xcode project's, else 5)
          --scratch DIR           where the build goes (default ~/.cache/l10n/apps)
        """

    static func screens(variant: String) -> [ScreenPreview] {
        ScreenPreview.doIt(AppVariant(rawValue: variant) ?? .fixed)
    }

    static func source(for choice: ScreenChoice) throws(CommandFailure) -> ScreenSource {
        let home = doItPackage(from: choice.directory)
        if let example = choice.example, !examples.contains(example) {
            throw .usage("unknown example '\(example)'; examples: \(examples.joined(separator: ", "))")
        }
        if choice.example == nil && home == nil {
            throw CommandFailure(message: notHere, code: 2)
        }
        var local = choice
        local.example = nil
        if home == nil && choice.catalogs == nil {
            throw CommandFailure(message: "--example doit outside the l10n package needs Do It's catalogs: "
                                     + "--catalogs PATH/TO/l10n/Localizations", code: 2)
        }
        return try ScreenSource.resolve(local, of: Self.self)
    }

    /// The root of Do It's package (the l10n repository) at or above `directory`, if the command
    /// runs inside it.
    static func doItPackage(from directory: String) -> String? {
        guard let root = CatalogFolder.packageRoot(from: directory) else { return nil }
        var isDirectory: ObjCBool = false
        let sources = root + "/Sources/DoIt"
        return FileManager.default.fileExists(atPath: sources, isDirectory: &isDirectory) && isDirectory.boolValue ? root : nil
    }

    /// What to do outside Do It's package.
    static let notHere = """
        no screens to run here. Check an app's folder as it is (an Xcode project's folder, or any folder of its \
        Swift files, catalogs and Assets.xcassets): `l10n check --app PATH/TO/APP` builds its #Previews and \
        PreviewProviders against l10n's SwiftUI and checks them (third-party SDKs: --stand-ins DIR). In a Swift \
        package: `swift package l10n check --target AppScreens`, AppScreens being the target with the previews, or \
        an executable target that registers screens (`@main struct AppScreens: HarnessMain { static let screens = [...] }`, \
        also run as `swift run AppScreens check --catalogs DIR`); `l10n check --example doit --catalogs DIR` runs the \
        sample app Do It. See "Check your own app" in the README.
        """
}

typealias CheckCommand = HarnessCLI.CheckCommand<DoItApp>
typealias RenderCommand = HarnessCLI.RenderCommand<DoItApp>
typealias ScreensCommand = HarnessCLI.ScreensCommand<DoItApp>
