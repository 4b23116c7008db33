import AppFolder
import Foundation
import HarnessCLI
import Testing
@testable import l10n

/// `l10n check --app DIR`: reading the command line, and the bad input refused before anything is
/// built; the whole path (build and check) runs with L10N_APP_E2E=1.
@Suite struct AppFolderRunTests {
    /// The repository's folder (this file is Tests/L10nToolTests/AppFolderRunTests.swift).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let fixture = repository + "/Tests/Fixtures/GreeterApp"
    static let standIns = repository + "/Tests/Fixtures/AppStandIns"

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "appfolderrun-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return AppFolderScan.realPath(path)
    }

    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("check, render and screens show --app and its options in their help", arguments: ["check", "render", "screens"])
    func helpNamesTheAppOptions(command: String) {
        let help: String = switch command {
        case "check": CheckCommand<DoItApp>.helpMessage(columns: 100)
        case "render": RenderCommand<DoItApp>.helpMessage(columns: 100)
        default: ScreensCommand<DoItApp>.helpMessage(columns: 100)
        }
        for option in ["--app DIR", "--stand-ins DIR", "--stub-missing-modules", "--language-mode 5|6", "--scratch DIR"] {
            #expect(help.contains(option), "\(command) --help lacks \(option)")
        }
    }

    @Test("--app and its options are taken out; the rest goes to the harness")
    func readsOptions() throws {
        let options = try #require(try AppFolderRun.options(["check", "--locales", "de", "--app", "/a", "--stand-ins=/s",
                                                              "--stub-missing-modules", "--language-mode", "6", "--format", "json"]))
        #expect(options.app == "/a" && options.standIns == "/s" && options.stubMissingModules && options.languageMode == 6)
        #expect(options.rest == ["check", "--locales", "de", "--format", "json"])
        #expect(try AppFolderRun.options(["check", "--locales", "de"]) == nil)
        #expect(try AppFolderRun.options(["lint", "--app", "/a"]) == nil)
        #expect(throws: AppFolderError.io(path: "--language-mode", reason: "takes 5 or 6, not '4'")) {
            try AppFolderRun.options(["check", "--app", "/a", "--language-mode", "4"])
        }
    }

    @Test("A Mac app is checked at the default size on the iPad without hit targets or fixed fonts, unless the command line says")
    func macAppDefaults() {
        #expect(AppFolderRun.macAppArguments(["check", "--format", "json"])
                == ["--sizes", "L", "--devices", "ipad", "--disable", "a11y-hit-target", "--disable", "fixed-font"])
        #expect(AppFolderRun.macAppArguments(["check", "--sizes=AX1...AX5", "--device", "iphone-se"])
                == ["--disable", "a11y-hit-target", "--disable", "fixed-font"])
        #expect(AppFolderRun.macAppArguments(["render", "Settings"]).isEmpty)
        #expect(AppFolderRun.macAppArguments(["check", "--merge", "a.json"]).isEmpty)
        #expect(AppFolderRun.isMacOnly(importing: ["SwiftUI", "AppKit"]))
        #expect(!AppFolderRun.isMacOnly(importing: ["SwiftUI", "AppKit", "UIKit"]), "an iOS target beside a Mac one keeps the iPhone's matrix")
        #expect(!AppFolderRun.isMacOnly(importing: ["SwiftUI"]))
    }

    @Test("A folder without Swift files: exit 2 saying where it looked")
    func noSwiftFiles() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("{}", root + "/Localizable.xcstrings")
        let options = try #require(try AppFolderRun.options(["check", "--app", root]))
        #expect(throws: AppFolderError.noSwiftFiles(folder: root)) { try AppFolderRun.run(options) }
    }

    @Test("A folder without catalogs: exit 2 saying where it looked and what to pass")
    func noCatalogs() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("import SwiftUI\n#Preview { Text(\"a\") }\n", root + "/A.swift")
        let options = try #require(try AppFolderRun.options(["check", "--app", root]))
        #expect(throws: AppFolderError.noCatalogs(folder: root)) { try AppFolderRun.run(options) }
        #expect(AppFolderError.noCatalogs(folder: root).description.contains("--catalogs DIR"))
    }

    @Test("A folder without previews: exit 2 saying how many files were read")
    func noPreviews() throws {
        let root = try Self.temporaryFolder()
        let scratch = try Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        try Self.write("import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n", root + "/A.swift")
        try Self.write("{}", root + "/Localizable.xcstrings")
        let options = try #require(try AppFolderRun.options(["check", "--app", root, "--scratch", scratch]))
        #expect(throws: AppFolderError.noPreviews(folder: root, files: 1)) { try AppFolderRun.run(options) }
    }

    @Test("An import nothing provides is named with the files importing it, before any build")
    func missingModule() throws {
        let scratch = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let options = try #require(try AppFolderRun.options(["check", "--app", Self.fixture, "--scratch", scratch]))
        #expect(throws: AppFolderError.missingModules(["GreeterAnalytics": ["Greeter/GreetingView.swift:4", "Greeter/VisitsView.swift:3"]], standIns: nil)) {
            try AppFolderRun.run(options)
        }
    }

    @Test("A scratch folder inside the app's folder is refused and nothing is written there")
    func scratchInside() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("import SwiftUI\n#Preview { Text(\"a\") }\n", root + "/A.swift")
        try Self.write("{}", root + "/Localizable.xcstrings")
        let options = try #require(try AppFolderRun.options(["check", "--app", root, "--scratch", root + "/cache"]))
        #expect(throws: AppFolderError.scratchOverlaps(folder: root, scratch: root + "/cache")) { try AppFolderRun.run(options) }
        #expect(!FileManager.default.fileExists(atPath: root + "/cache"))
    }

    /// The fixture app built and checked by the tool itself (minutes the first time).
    @Test("The fixture app folder is built and checked end to end",
          .enabled(if: ProcessInfo.processInfo.environment["L10N_APP_E2E"] == "1", "set L10N_APP_E2E=1 to build the fixture app"))
    func endToEnd() throws {
        let scratch = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.runTool
        let common = ["--app", Self.fixture, "--stand-ins", Self.standIns, "--scratch", scratch]
        let json = try run(["check"] + common + ["--locales", "en,de", "--sizes", "L", "--devices", "iphone-16", "--schemes", "light,dark",
                                                  "--format", "json"])
        #expect(json.status == 0 || json.status == 1, "\(json.errors)")
        // Every file builds: the versioned schema, the model actor and the rest.
        #expect(!json.errors.contains("left out"), "\(json.errors)")
        // The app's print() went to the scratch folder, not into the report: the report parses.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.output)")
        #expect(object["summary"] != nil)
        let printed = try String(contentsOfFile: scratch + "/previews-output.log", encoding: .utf8)
        #expect(printed.contains("GreetingModel created"))
        let screens = try run(["screens"] + common)
        #expect(screens.status == 0, "\(screens.errors)")
        #expect(screens.output.contains("Greeting") && screens.output.contains("Visits") && screens.output.contains("Places"), "\(screens.output)")
        // The iPhone branch is compiled, the asset colour and image are the app's, and the SwiftData sample shows.
        let render = try run(["render", "Greeting"] + common + ["--locale", "en", "--format", "tree"])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.output.contains("Hello on iPhone, Ada!") && !render.output.contains("on a Mac"), "\(render.output)")
        // What the screen's onAppear and task set is shown, as a preview shows it.
        #expect(render.output.contains("3 visits so far") && render.output.contains("Good to see you again"), "\(render.output)")
        // The bundle's version is the Xcode project's, through the Info.plist's $(MARKETING_VERSION).
        #expect(render.output.contains("\"v2.4 (17)\""), "\(render.output)")
        // The badge's image set gives its size: 80 × 40 pixels at 2x.
        #expect(render.output.contains("40×20) image=\"Badge\""), "\(render.output)")
        // A widget's #Preview(as:) draws its content for the first entry at the family's size.
        let widget = try run(["render", "Greeting widget"] + common + ["--locale", "en", "--format", "tree"])
        #expect(widget.status == 0, "\(widget.errors)")
        #expect(widget.output.contains("Welcome back") && widget.output.contains("Grace") && !widget.output.contains("Linus"), "\(widget.output)")
        #expect(widget.output.contains("170×170"), "\(widget.output)")
        let visits = try run(["render", "Visits"] + common + ["--locale", "de", "--format", "tree"])
        #expect(visits.output.contains("Lisbon") && visits.output.contains("Kraków") && visits.output.contains("BESUCHE"), "\(visits.output)")
        // What the app formats itself (formatted(), a DateFormatter, Locale.current) reads in the render's locale.
        for expected in ["15. März 2026", "1.234,5", "15.03.2026", "\"de\""] {
            #expect(visits.output.contains(expected), "\(expected) in \(visits.output)")
        }
        let japanese = try run(["render", "Visits"] + common + ["--locale", "ja", "--format", "tree"])
        #expect(japanese.output.contains("2026年3月15日") && japanese.output.contains("1,234.5"), "\(japanese.output)")
        // Views of MapKit, Charts, PhotosUI, AVKit, StoreKit and AuthenticationServices draw as placeholders
        // around the app's own text, which is checked.
        let places = try run(["render", "Places"] + common + ["--locale", "de", "--format", "tree"])
        #expect(places.status == 0, "\(places.errors)")
        #expect(places.output.contains("Orte") && places.output.contains("Foto hinzufügen"), "\(places.output)")
        // A file importing SwiftUI alone parses XML with Foundation's XMLParser, as on iOS.
        let news = try run(["render", "News"] + common + ["--locale", "en", "--format", "tree"])
        #expect(news.status == 0, "\(news.errors)")
        #expect(news.output.contains("Ferry timetable changes") && news.output.contains("Harbour reopens"), "\(news.output)")
        // A preview of a UIKit view controller (iOS 17's form) builds and is listed.
        #expect(screens.output.contains("News settings"), "\(screens.output)")
        // The Core Data model's classes are generated and the app's own @NSManaged class compiles: the
        // preview's objects show by title, the leaflet filtered out by the predicate, the model's
        // default page count set, a sub-entity's object included and each shelf set through its inverse.
        let books = try run(["render", "Books"] + common + ["--locale", "de", "--format", "tree"])
        #expect(books.status == 0, "\(books.errors)")
        #expect(books.output.contains("BÜCHER") && books.output.contains("100 Seiten") && books.output.contains("48 Seiten"), "\(books.output)")
        let asterix = try #require(books.output.range(of: "Asterix · Kitchen"), "\(books.output)")
        let dune = try #require(books.output.range(of: "Dune · Kitchen"), "\(books.output)")
        #expect(asterix.lowerBound < dune.lowerBound && !books.output.contains("Leaflet"), "\(books.output)")
        #expect(screens.output.contains("Books"), "\(screens.output)")
        // A second run over the unchanged app compiles nothing, and its probes' outcome was kept.
        let again = try run(["screens"] + common)
        #expect(again.status == 0 && !again.errors.contains("compiled "), "\(again.errors)")
        #expect(FileManager.default.fileExists(atPath: scratch + "/probe-cache.json"))
        let checkedAgain = try run(["check"] + common + ["--locales", "en,de", "--sizes", "L", "--devices", "iphone-16", "--schemes", "light,dark",
                                                          "--format", "json"])
        #expect(checkedAgain.output == json.output, "the same report from the kept probes")
    }
}

extension AppFolderRunTests {
    /// A copy of the fixture app in a new temporary folder (`root`, the app at `app`), and a scratch folder.
    static func fixtureCopy() throws -> (root: String, app: String, scratch: String) {
        let root = try temporaryFolder(), scratch = try temporaryFolder()
        let app = root + "/GreeterApp"
        try FileManager.default.copyItem(atPath: fixture, toPath: app)
        return (root, app, scratch)
    }

    /// Runs the debug build of l10n; its exit status, standard output and standard error.
    static func runTool(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: repository + "/.build/debug/l10n")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorText = ErrorReader(errors.fileHandleForReading)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), errorText.text())
    }

    /// An app written for a new Xcode project's settings (MainActor by default, approachable
    /// concurrency, a compilation condition of its own) builds whole with them.
    @Test("The Xcode project's Swift settings are the app's: default isolation, features, conditions",
          .enabled(if: ProcessInfo.processInfo.environment["L10N_APP_E2E"] == "1", "set L10N_APP_E2E=1 to build the fixture app"))
    func projectSwiftSettings() throws {
        let (root, app, scratch) = try Self.fixtureCopy()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        let project = app + "/Greeter.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: project, encoding: .utf8)
        try text.replacingOccurrences(of: "\t\t\t\tMARKETING_VERSION = 2.4;", with: """
            \t\t\t\tMARKETING_VERSION = 2.4;
            \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited) SAMPLE_DATA";
            \t\t\t\tSWIFT_APPROACHABLE_CONCURRENCY = YES;
            \t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
            """).write(toFile: project, atomically: true, encoding: .utf8)
        // Without MainActor by default, the loader's method calls a main actor's function from a
        // nonisolated one: an error.
        try """
            import SwiftUI

            @MainActor func record() {}
            final class Loader {
                func load() { record() }
            }

            struct LoaderView: View {
                let loader = Loader()
                var body: some View { Text("Loaded") }
            }

            #if SAMPLE_DATA
            #Preview("Loader") { LoaderView() }
            #endif
            """.write(toFile: app + "/Greeter/Loader.swift", atomically: true, encoding: .utf8)
        let screens = try Self.runTool(["screens", "--app", app, "--stand-ins", Self.standIns, "--scratch", scratch])
        #expect(screens.status == 0, "\(screens.errors)")
        let settings = "default isolation MainActor; upcoming features "
            + "DisableOutwardActorInference, GlobalActorIsolatedTypesUsability, InferIsolatedConformances, "
            + "InferSendableFromCaptures, NonisolatedNonsendingByDefault; conditions SAMPLE_DATA"
        #expect(screens.errors.contains("l10n: the Xcode project's Swift settings (Greeter.xcodeproj): " + settings), "\(screens.errors)")
        #expect(!screens.errors.contains("does not build") && !screens.errors.contains("do not build"), "\(screens.errors)")
        #expect(screens.output.contains("Loader") && screens.output.contains("Greeting"), "\(screens.output)")
        // Pointed at the sources folder, the project beside it is read.
        let sources = try Self.runTool(["screens", "--app", app + "/Greeter", "--catalogs", app, "--stand-ins", Self.standIns,
                                        "--scratch", scratch + "-sources"])
        defer { try? FileManager.default.removeItem(atPath: scratch + "-sources") }
        #expect(sources.errors.contains("l10n: the Xcode project's Swift settings (../Greeter.xcodeproj): " + settings), "\(sources.errors)")
        #expect(sources.output.contains("Loader"), "\(sources.output)")
    }

    /// A view using an API nobody provides, a view using that view, a property of an Apple type
    /// without a stand-in, a preview of a view that does not exist and a model that does not
    /// generate: only what fails is left out, the screens reaching it are reported as
    /// `screen-failed` at the app's own lines, the rest is checked.
    @Test("What does not build is left out by declaration, the screens reaching it reported, the rest checked",
          .enabled(if: ProcessInfo.processInfo.environment["L10N_APP_E2E"] == "1", "set L10N_APP_E2E=1 to build the fixture app"))
    func leavesOutWhatDoesNotBuild() throws {
        let (root, app, scratch) = try Self.fixtureCopy()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        try """
            import SwiftUI

            struct Badge: View {
                var body: some View { Text("Badge").noSuchModifierAnywhere() }
            }

            struct BadgeRow: View {
                var body: some View { HStack { Badge(); Text("Row") } }
            }

            #Preview("Badge row") { BadgeRow() }

            #Preview("Missing") { NoSuchView() }
            """.write(toFile: app + "/Greeter/Broken.swift", atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            struct Shelf: View {
                var body: some View { VStack { BadgeRow() } }
            }

            #Preview { Shelf() }
            """.write(toFile: app + "/Greeter/UsesBroken.swift", atomically: true, encoding: .utf8)
        // Apple's framework l10n has no stand-in of: built empty unasked, the file using its API left out.
        try """
            import SwiftUI
            import CarPlay

            struct Buzz: View {
                let passes = CPInterfaceController()
                var body: some View { Text("Buzz") }
            }

            #Preview("Buzz") { Buzz() }
            """.write(toFile: app + "/Greeter/Home.swift", atomically: true, encoding: .utf8)
        // A second model that is not well-formed XML: a warning with its file and line; the rest is checked.
        let brokenModel = app + "/Greeter/Archive.xcdatamodeld/Archive.xcdatamodel"
        try FileManager.default.createDirectory(atPath: brokenModel, withIntermediateDirectories: true)
        try "<model>\n  <entity name=\"Old\">\n</model>\n".write(toFile: brokenModel + "/contents", atomically: true, encoding: .utf8)
        // A model whose generated code does not build: left out like a file, its error at the model's line.
        let tagsModel = app + "/Greeter/Tags.xcdatamodeld/Tags.xcdatamodel"
        try FileManager.default.createDirectory(atPath: tagsModel, withIntermediateDirectories: true)
        try """
            <model>
            <entity name="Tag" representedClassName="Tag" codeGenerationType="class">
            <attribute name="colour" optional="YES" attributeType="Transformable" customClassName="NoSuchColour"/>
            </entity>
            </model>
            """.write(toFile: tagsModel + "/contents", atomically: true, encoding: .utf8)
        let json = try Self.runTool(["check", "--app", app, "--stand-ins", Self.standIns, "--scratch", scratch, "--locales", "en",
                                     "--sizes", "L", "--devices", "iphone-16", "--schemes", "light", "--format", "json"])
        #expect(json.status == 1, "\(json.errors)")
        #expect(json.errors.contains("l10n: warning: \(AppFolderScan.realPath(brokenModel))/contents:3: "
                                     + "closing tag </model> does not match <entity> opened on line 2; the model's classes are left out of this run"),
                 "\(json.errors)")
        #expect(json.errors.contains("l10n: 3 declarations in 2 files do not build here and are built as said; "
                                     + "a screen that reaches one is reported as screen-failed, the rest of the app is checked:"), "\(json.errors)")
        #expect(json.errors.contains("  Greeter/Broken.swift:4: Badge.body (drawn as not built): "
                                     + "Greeter/Broken.swift:4:41: value of type 'Text' has no member 'noSuchModifierAnywhere'"), "\(json.errors)")
        #expect(json.errors.contains("  Greeter/Broken.swift:13: #Preview \"Missing\" (preview reported as screen-failed): "
                                     + "Greeter/Broken.swift:13:23: cannot find 'NoSuchView' in scope"), "\(json.errors)")
        #expect(json.errors.contains("  Greeter/Home.swift:5: Buzz.passes (left out): Greeter/Home.swift:5:18: cannot find 'CPInterfaceController' in scope"),
                "\(json.errors)")
        #expect(json.errors.contains("left out 1 file that does not build here; 0 previews are reported as screen-failed"), "\(json.errors)")
        #expect(json.errors.contains("Apple's CarPlay is not among l10n's stand-ins: built empty"), "\(json.errors)")
        #expect(json.errors.contains("  Greeter/Tags.xcdatamodeld/Tags.xcdatamodel/contents:3:24: cannot find type 'NoSuchColour' in scope"), "\(json.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.output)")
        let findings = try #require(object["findings"] as? [[String: Any]])
        let failed = findings.filter { $0["rule"] as? String == "screen-failed" }.compactMap { finding -> String? in
            guard let source = finding["source"] as? [String: Any], let file = source["file"] as? String, let line = source["line"] as? Int,
                  let screen = finding["screen"] as? String else { return nil }
            return "\(screen) @ \(URL(fileURLWithPath: file).lastPathComponent):\(line)"
        }
        // A screen using the view that does not build is drawn without it, and says so where the
        // view is used; the view using the Apple type is drawn without the property.
        #expect(failed.sorted() == ["Badge row @ Broken.swift:8", "Missing @ Broken.swift:13", "UsesBroken.swift:7 @ Broken.swift:8"])
        let badgeRow = findings.first { $0["rule"] as? String == "screen-failed" && $0["screen"] as? String == "Badge row" }
        #expect((badgeRow?["message"] as? String)?.hasPrefix("Badge row could not be built in full: Badge.body not built: "
                                                             + "Greeter/Broken.swift:4:41: value of type 'Text' has no member") == true, "\(String(describing: badgeRow))")
        // The previews of the files that build are checked as before.
        #expect(findings.contains { $0["screen"] as? String == "Greeting" })
        // A second run over the unchanged app leaves out the same files without compiling anything
        // again, and says and reports the same.
        let again = try Self.runTool(["check", "--app", app, "--stand-ins", Self.standIns, "--scratch", scratch, "--locales", "en",
                                      "--sizes", "L", "--devices", "iphone-16", "--schemes", "light", "--format", "json"])
        #expect(again.output == json.output)
        #expect(again.errors.contains("l10n: 3 declarations in 2 files do not build here"), "\(again.errors)")
        #expect(again.errors.contains("left out 1 file that does not build here"), "\(again.errors)")
        #expect(!again.errors.contains("l10n: compiled"), "\(again.errors)")
    }

    /// A preview modifier whose shared context stops its process fails the previews using it,
    /// and only those; the others are checked.
    @Test("A preview modifier that stops the process fails its previews only",
          .enabled(if: ProcessInfo.processInfo.environment["L10N_APP_E2E"] == "1", "set L10N_APP_E2E=1 to build the fixture app"))
    func trappingPreviewModifier() throws {
        let root = NSTemporaryDirectory() + "l10n-modifier-" + UUID().uuidString
        let app = root + "/Trap"
        let scratch = root + "-scratch"
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        try "\"Fine\" = \"Fine\";\n".write(toFile: app + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            struct MissingDatabase: PreviewModifier {
                static func makeSharedContext() async throws -> Int { fatalError("the sample database is missing") }
                func body(content: Content, context: Int) -> some View { content }
            }

            struct FineView: View {
                var body: some View { Text("Fine") }
            }

            #Preview("Trapping", traits: .modifier(MissingDatabase())) { FineView() }
            #Preview("Fine") { FineView() }
            """.write(toFile: app + "/Views.swift", atomically: true, encoding: .utf8)
        let json = try Self.runTool(["check", "--app", app, "--scratch", scratch, "--format", "json", "--locales", "en", "--sizes", "L",
                                     "--devices", "iphone-16", "--schemes", "light"])
        #expect(json.status == 1, "\(json.errors)")
        #expect(json.output.contains("Trapping could not be built in full: the preview stopped its process: Trap/Views.swift:4: Fatal error: "
                                     + "the sample database is missing"), "\(json.output)")
        #expect(!json.output.contains("Fine could not be built"), "\(json.output)")
    }
}

/// Standard error read on another thread, so neither pipe fills while the other is read.
private final class ErrorReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
