import Foundation

/// Everything the scratch package is written from: the app's folder as scanned, the name its
/// module gets, the third-party stand-ins, the modules to build empty, and where l10n is.
public struct AppBuildPlan: Sendable {
    /// The app's folder.
    public var scan: AppFolderScan
    /// The module the app's files are compiled as (the folder's name, as an identifier).
    public var appModule: String
    /// Third-party stand-in modules: name → their Swift files (absolute paths), from `--stand-ins`.
    public var standIns: [String: [String]]
    /// The `--stand-ins` folder, for messages.
    public var standInsFolder: String?
    /// Modules built empty (`--stub-missing-modules`).
    public var stubModules: [String]
    /// Those of `stubModules` that are Apple's frameworks (no third-party stand-in to write).
    public var appleStubModules: Set<String> = []
    /// The Swift language mode of the app and its stand-ins: 5 or 6.
    public var languageMode: Int
    /// The app's Xcode project's Swift settings (default isolation, upcoming features, conditions),
    /// given to the app's module.
    public var swiftSettings = XcodeSwiftSettings()
    /// The root of the l10n package (its Package.swift's folder).
    public var packageRoot: String
    /// The scratch folder the package is written in.
    public var scratch: String
    /// App files left out of the build because they do not compile here (path relative to the
    /// app's folder → the first error): only their previews are kept, each saying why.
    public var leftOut: [String: String] = [:]
    /// Where earlier builds failed in app files still built (path relative to the app's folder →
    /// the sites): the declarations there are built differently (`DeclarationLeaveOut`).
    public var notBuilt: [String: [BuildErrorSite]] = [:]
    /// Whether the app is a Mac app (a file imports AppKit or Cocoa): then every file sees AppKit,
    /// as `import SwiftUI` brings it on macOS.
    public var isMacApp = false
    /// Whether some file of the app imports Core Data: SwiftUI declares the Core Data API views
    /// use (`@Environment(\.managedObjectContext)`, `@FetchRequest`), so on iOS a view file that
    /// imports only SwiftUI uses them; every file of such an app sees Core Data's stand-in.
    public var usesCoreData = false

    /// A plan.
    public init(scan: AppFolderScan, appModule: String, standIns: [String: [String]] = [:], standInsFolder: String? = nil,
                stubModules: [String] = [], languageMode: Int = 5, packageRoot: String, scratch: String) {
        self.scan = scan
        self.appModule = appModule
        self.standIns = standIns
        self.standInsFolder = standInsFolder
        self.stubModules = stubModules
        self.languageMode = languageMode
        self.packageRoot = packageRoot
        self.scratch = scratch
    }

    /// The executable the scratch package builds: l10n's preview harness linked with the app.
    public static let programName = "L10nAppPreviews"

    /// Modules a Linux toolchain has, which the app may import as on iOS.
    public static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch",
        "Observation", "RegexBuilder", "Synchronization", "_Concurrency", "_StringProcessing",
    ]

    /// Apple's system modules the Linux toolchain has under another name, reached through
    /// `-module-alias` (`import Darwin` for `sqrt`, `exit` and `arc4random_uniform` is Glibc).
    public static let toolchainAliases: [String: String] = ["Darwin": "Glibc"]

    /// Apple's frameworks l10n ships stand-ins of, as products of its package (Linux only): the
    /// folders of `Sources/AppleSDKs` but `AppleFoundation`, which no file imports by name.
    public static let appleStandIns: Set<String> = [
        "ActivityKit", "AppIntents", "ARKit", "AppKit", "AudioToolbox", "AuthenticationServices", "AVFAudio", "AVFoundation", "AVKit",
        "BackgroundTasks", "CallKit", "Charts", "CloudKit", "Cocoa", "Combine", "Contacts", "ContactsUI", "CoreBluetooth", "CoreData", "CoreGraphics", "CoreHaptics",
        "CoreImage", "CoreLocation", "CoreMedia", "CoreML", "CoreMotion", "CoreNFC", "CoreSpotlight", "CoreText", "CryptoKit", "EventKit", "EventKitUI", "ExternalAccessory", "GameController", "GameKit",
        "GameplayKit", "HealthKit", "HealthKitUI", "HomeKit", "ImageIO", "Intents", "LinkPresentation", "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction",
        "Network", "os", "OSLog", "PassKit", "PDFKit", "PencilKit", "Photos", "PhotosUI", "PushKit", "QuartzCore", "QuickLook", "RealityKit", "SafariServices", "SceneKit", "Security", "simd",
        "ServiceManagement", "Speech", "SpriteKit", "StoreKit", "SwiftData", "SystemConfiguration", "TipKit", "Translation", "UIKit", "UniformTypeIdentifiers", "UserNotifications", "Vision", "WatchConnectivity",
        "VisionKit", "WeatherKit", "WebKit", "WidgetKit",
    ]

    /// The stand-in of Foundation's Apple-only API (`NSItemProvider`, `NSPredicate(format:)`…),
    /// which every file sees as it sees Foundation.
    public static let appleFoundationStandIn = "AppleFoundation"

    /// The module each stand-in is built as (`StandInUIKit`), which the app's files reach under
    /// Apple's name through `-module-alias`.
    public static func standInModule(_ name: String) -> String { "StandIn" + name }

    /// Modules every file of the app sees without importing them, as `import SwiftUI` and
    /// `import Foundation` bring them on iOS (Foundation's module exports Security's, which its
    /// URL credentials use: keychain code often imports Foundation alone; `URLSession` and
    /// `XMLParser` are in Foundation there, in FoundationNetworking and FoundationXML here).
    public static let implicitModules = ["SwiftUI", standInModule("UIKit"), standInModule("Combine"), standInModule(appleFoundationStandIn),
                                          standInModule("UniformTypeIdentifiers"), standInModule("Security"), "Observation",
                                          "FoundationNetworking", "FoundationXML"]

    /// Modules every file of this app sees without importing them: `implicitModules`, AppKit in
    /// a Mac app, Core Data in an app that uses it.
    public var implicitModulesOfApp: [String] {
        Self.implicitModules + (isMacApp ? [Self.standInModule("AppKit")] : []) + (usesCoreData ? [Self.standInModule("CoreData")] : [])
    }

    /// Modules whose import makes an app a Mac app.
    public static let macModules: Set<String> = ["AppKit", "Cocoa", "ServiceManagement"]

    /// The app's name as a Swift identifier: the folder's name with other characters dropped.
    public static func moduleName(forFolder folder: String) -> String {
        let base = URL(fileURLWithPath: folder).lastPathComponent
        var name = String(base.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII || $0 == "_" }.map(Character.init))
        if name.isEmpty { name = "App" }
        if let first = name.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { name = "App" + name }
        if appleStandIns.contains(name) || toolchainModules.contains(name) || IOSBuildConfiguration.iOSModules.contains(name) || name == programName {
            name += "App"
        }
        return name
    }

    /// The modules every import must come from: the toolchain's (and Apple's names of them),
    /// l10n's stand-ins, the third-party stand-ins, the stubs and the app itself.
    public var knownModules: Set<String> {
        Self.toolchainModules.union(Self.toolchainAliases.keys).union(Self.appleStandIns).union(standIns.keys).union(stubModules)
            .union([appModule, "SwiftUI"])
    }
}
