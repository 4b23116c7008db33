@testable import AppFolder
import Testing

@Suite("A failed build's errors, grouped")
struct BuildErrorReportTests {
    @Test("Errors are grouped by module and missing names by the stand-in the file imports")
    func groups() {
        let scan = AppFolderScan(root: "/app", swiftFiles: ["Feed.swift"], catalogs: [], assetCatalogs: [])
        let plan = AppBuildPlan(scan: scan, appModule: "Feed", standIns: ["SomeSDK": ["/stand/SomeSDK/SDK.swift"]],
                                standInsFolder: "/stand", packageRoot: "/l10n", scratch: "/tmp/s")
        var facts = AppSourceFacts()
        facts.imports = [("SwiftUI", 1), ("SomeSDK", 2)]
        let log = """
            /app/Feed.swift:10:5: error: cannot find 'Client' in scope
            /app/Feed.swift:11:9: error: cannot find type 'User' in scope
            /app/Feed.swift:12:3: error: value of type 'UIColor' has no member 'systemMint'
            /stand/SomeSDK/SDK.swift:3:1: error: expected declaration
            /app/Feed.swift:10:5: note: something
            """
        let report = BuildErrorReport(log: log, plan: plan, facts: ["Feed.swift": facts])
        #expect(report.errorsByModule["Feed"]?.count == 3)
        #expect(report.errorsByModule["SomeSDK"]?.map(\.line) == [3])
        #expect(report.missingNames["SomeSDK"] == ["Client", "User"])
        #expect(report.missingNames[""] == ["UIColor.systemMint"])
        let text = report.text(standInsFolder: "/stand")
        #expect(text.contains("  SomeSDK: Client, User — not found; write them in /stand/SomeSDK/"))
        #expect(text.hasPrefix("the app does not build: 4 errors\nFeed: 3 errors\n  /app/Feed.swift:10:5: error: cannot find 'Client' in scope"))
    }

    @Test("A name spelled as Apple's in a file importing an Apple framework is not the third-party SDK's")
    func applesNamesAreNotTheSDKs() {
        let scan = AppFolderScan(root: "/app", swiftFiles: ["Prefs.swift"], catalogs: [], assetCatalogs: [])
        let plan = AppBuildPlan(scan: scan, appModule: "Mouse", stubModules: ["Defaults"], packageRoot: "/l10n", scratch: "/tmp/s")
        var prefs = AppSourceFacts()
        prefs.imports = [("AppKit", 1), ("Defaults", 2)]
        let log = """
            /app/Prefs.swift:4:5: error: cannot find type 'NSTableView' in scope
            /app/Prefs.swift:5:5: error: cannot find 'Keys' in scope
            /app/Prefs.swift:6:5: error: cannot find 'NSMenuDelegate' in scope
            """
        let report = BuildErrorReport(log: log, plan: plan, facts: ["Prefs.swift": prefs])
        #expect(report.missingNames["Defaults"] == ["Keys"])
        #expect(report.missingNames[""] == ["NSMenuDelegate", "NSTableView"])
        #expect(!BuildErrorReport.looksLikeApples("Nickname") && !BuildErrorReport.looksLikeApples("UI") && BuildErrorReport.looksLikeApples("kCFBundleNameKey"))
    }

    @Test("A name missing in files that import different stand-ins is owned by none of them")
    func aNameMissingUnderTwoStandInsIsUnowned() {
        let scan = AppFolderScan(root: "/app", swiftFiles: ["Zip.swift", "Spinner.swift", "Client.swift"], catalogs: [], assetCatalogs: [])
        let plan = AppBuildPlan(scan: scan, appModule: "Cube", standIns: ["ZipKit": ["/stand/ZipKit/Z.swift"], "Spin": ["/stand/Spin/S.swift"]],
                                standInsFolder: "/stand", packageRoot: "/l10n", scratch: "/tmp/s")
        var zip = AppSourceFacts()
        zip.imports = [("ZipKit", 1)]
        var spinner = AppSourceFacts()
        spinner.imports = [("Spin", 1)]
        let log = """
            /app/Zip.swift:4:5: error: cannot find type 'Session' in scope
            /app/Zip.swift:5:5: error: cannot find 'Archive' in scope
            /app/Spinner.swift:7:9: error: cannot find type 'Session' in scope
            /app/Zip.swift:9:9: error: cannot find 'Unzip' in scope
            """
        let report = BuildErrorReport(log: log, plan: plan, facts: ["Zip.swift": zip, "Spinner.swift": spinner])
        #expect(report.missingNames[""] == ["Session"])
        #expect(report.missingNames["ZipKit"] == ["Archive", "Unzip"])
        #expect(report.missingNames["Spin"] == nil)
    }

    @Test("An error inside a macro's expansion is placed where the expanded code originates")
    func macroExpansion() {
        let scan = AppFolderScan(root: "/app", swiftFiles: ["Journal.swift"], catalogs: [], assetCatalogs: [])
        let plan = AppBuildPlan(scan: scan, appModule: "Journal", standIns: [:], standInsFolder: nil, packageRoot: "/l10n", scratch: "/tmp/s")
        let log = """
            macro expansion #Predicate:1:46: error: The lowercased() function is not supported in this predicate
            `- /app/Journal.swift:84:30: note: expanded code originates here
            """
        let report = BuildErrorReport(log: log, plan: plan, facts: [:])
        #expect(report.errorsByModule["Journal"]?.map(\.line) == [84])
        #expect(report.appErrorSites(plan: plan, round: 0)["Journal.swift"]?.first?.text.hasPrefix("Journal.swift:84:30:") == true)
        // A macro nested in another's expansion is placed in the scratch copy, a line below the original.
        let nested = BuildErrorReport(log: "/tmp/s/Sources/Journal/Journal.swift:85:65: error: The lowercased() function is not supported",
                                      plan: plan, facts: [:])
        #expect(nested.appErrorSites(plan: plan, round: 0)["Journal.swift"]?.first?.text.hasPrefix("Journal.swift:84:65:") == true)
    }

    @Test("An error naming its file as #fileID does is placed in the app's file of that name, when only one has it")
    func fileIDPaths() {
        let scan = AppFolderScan(root: "/app", swiftFiles: ["Core/Updater.swift", "A/Row.swift", "B/Row.swift"], catalogs: [], assetCatalogs: [])
        let plan = AppBuildPlan(scan: scan, appModule: "Shop", standIns: [:], standInsFolder: nil, packageRoot: "/l10n", scratch: "/tmp/s")
        let log = """
            Shop/Updater.swift:37:18: error: extraneous argument label 'to:' in call
            Shop/Row.swift:3:1: error: ambiguous
            Other/Updater.swift:1:1: error: elsewhere
            """
        let report = BuildErrorReport(log: log, plan: plan, facts: [:])
        #expect(report.appErrorSites(plan: plan, round: 0) == ["Core/Updater.swift": [
            BuildErrorSite(line: 37, column: 18, round: 0, text: "Core/Updater.swift:37:18: extraneous argument label 'to:' in call"),
        ]])
        #expect(report.errorsByModule.values.reduce(0) { $0 + $1.count } == 3)
    }
}
