// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// The `SwiftUI` product: on Linux, today's SwiftUI API over ScreenKit, so a team's view files
// compile unchanged. On Apple platforms the product holds only an empty module of another name,
// so `import SwiftUI` always finds Apple's framework there and is never shadowed.
#if os(Linux)
let swiftUIProductTargets = ["SwiftUI"]
#else
let swiftUIProductTargets = ["SwiftUIOnApplePlatforms"]
#endif

// Stand-ins of Apple's frameworks around SwiftUI (UIKit, SwiftData, os…), so an app's folder
// builds on Linux (`l10n check --app DIR`). Declared on Linux only, and named `StandIn…`: a module
// named `os` or `Combine` would turn on the `#if canImport(os)` branches of the dependencies; the
// app's files reach them under Apple's names through `-module-alias UIKit=StandInUIKit`.
#if os(Linux)
// Each stand-in's folder in `Sources/AppleSDKs`, with the stand-ins it imports besides SwiftUI
// (AppFolder's `AppBuildPlan.appleStandIns` lists the same names; a test keeps them equal).
let appleSDKDependencies: [String: [String]] = [
    "ActivityKit": [], "ARKit": ["SceneKit", "simd", "UIKit"], "AppIntents": ["UniformTypeIdentifiers"], "AppKit": ["UIKit", "UniformTypeIdentifiers"], "AppleFoundation": [],
    "AudioToolbox": ["AppleFoundation"], "AuthenticationServices": ["UIKit"], "AVFAudio": [],
    "AVFoundation": ["AudioToolbox", "AVFAudio", "CoreMedia", "QuartzCore"], "AVKit": ["AVFoundation", "UIKit"], "BackgroundTasks": [], "Charts": [],
    "CloudKit": ["CoreLocation", "UIKit"], "CoreBluetooth": [], "Cocoa": ["AppKit", "CoreData"], "Combine": ["AppleFoundation"], "Contacts": [],
    "ContactsUI": ["Contacts", "UIKit"], "CoreData": ["AppleFoundation", "CloudKit"], "CoreGraphics": [], "CoreHaptics": [], "CoreImage": ["CoreGraphics"],
    "CoreLocation": [], "CoreMedia": [], "CoreML": ["CoreGraphics"], "CoreNFC": [], "CoreMotion": [], "CoreSpotlight": ["AppleFoundation", "UniformTypeIdentifiers"],
    "CoreText": ["AppleFoundation", "CoreGraphics"], "CryptoKit": [], "EventKit": ["CoreGraphics", "CoreLocation"], "EventKitUI": ["EventKit", "UIKit"], "ExternalAccessory": [], "GameKit": ["UIKit"],
    "CallKit": [], "GameController": [], "GameplayKit": [], "HealthKit": [], "HealthKitUI": ["HealthKit", "UIKit"], "HomeKit": [], "ImageIO": ["AppleFoundation", "CoreGraphics"], "Intents": ["AppleFoundation", "UserNotifications"], "LinkPresentation": ["UIKit"], "LocalAuthentication": [],
    "MapKit": ["CoreLocation", "UIKit"], "MediaPlayer": ["UIKit"], "MessageUI": ["UIKit"], "MultipeerConnectivity": ["UIKit"], "MusicKit": ["CoreGraphics"], "NaturalLanguage": [], "NearbyInteraction": ["simd"], "Network": [], "os": [],
    "OSLog": ["os"], "PassKit": ["Contacts", "UIKit"], "PDFKit": ["UIKit"], "PencilKit": ["UIKit"], "Photos": ["AppleFoundation", "CoreLocation", "UIKit"], "PhotosUI": ["Photos", "UIKit", "UniformTypeIdentifiers"], "PushKit": [],
    "QuartzCore": ["CoreGraphics"], "QuickLook": ["UIKit"], "RealityKit": ["ARKit", "Combine", "UIKit"], "SafariServices": ["UIKit"], "SceneKit": ["UIKit"], "simd": [], "Security": ["AppleFoundation"], "ServiceManagement": [],
    "Speech": ["AVFAudio"], "SpriteKit": ["UIKit"], "StoreKit": [], "SwiftData": ["AppleFoundation"], "SystemConfiguration": ["AppleFoundation"], "TipKit": [], "Translation": [],
    "UIKit": ["AppleFoundation", "CoreGraphics", "CoreImage", "CoreText", "QuartzCore", "UniformTypeIdentifiers"],
    "UniformTypeIdentifiers": ["AppleFoundation"], "UserNotifications": [], "WatchConnectivity": [], "Vision": ["CoreImage", "CoreML", "ImageIO"], "VisionKit": ["Vision", "UIKit"],
    "WeatherKit": ["CoreLocation"], "WebKit": ["UIKit"], "WidgetKit": ["ActivityKit", "AppIntents"],
]
let appleSDKFolders = appleSDKDependencies.keys.sorted()
let appleSDKNames = appleSDKFolders.map { "StandIn" + $0 }
let appleSDKProducts: [Product] = [.library(name: "AppleSDKs", targets: appleSDKNames)]
let appleSDKTargets: [Target] = appleSDKFolders.map { folder in
    .target(
        name: "StandIn" + folder,
        dependencies: ["SwiftUI"] + (appleSDKDependencies[folder] ?? []).map { .target(name: "StandIn" + $0) }
            + (folder == "SwiftData" || folder == "AppleFoundation" || folder == "TipKit" ? ["AppleSDKMacros"] : [])
            + (folder == "WidgetKit" || folder == "UIKit" ? ["SwiftUIMacros"] : [])
            + (folder == "CryptoKit" ? [.product(name: "Crypto", package: "swift-crypto")] : []),
        path: "Sources/AppleSDKs/\(folder)"
    )
} + [
    .macro(
        name: "AppleSDKMacros",
        dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]
    ),
    // Compile tests of the stand-ins: code written as apps write it against each framework.
    .testTarget(name: "AppleSDKsTests", dependencies: appleSDKNames.map { .target(name: $0) }),
]
#else
let appleSDKNames: [String] = []
let appleSDKProducts: [Product] = []
let appleSDKTargets: [Target] = []
#endif

// Module order (dependencies point down only):
//   CICU ← L10n ← (Catalogs below L10n: plain parsers with no ICU)
//   ToolSupport (progress bar, parallel helpers, escaping for output) ← Diagnostics ← CatalogLint, SourceScan, Harness
//   ToolSupport ← ScreenKit (its SVG and text output escape with the same helpers)
//   Configuration (.l10nlint.yml, every section) ← CatalogLint, HarnessCLI
//   L10n ← ScreenKit ← Harness ← HarnessCLI ← l10n
//   SwiftUI, HarnessCLI ← PreviewScreens ← l10n-previews (a views target's previews as the screens)
// lint and extract reach ToolSupport without the screen harness.
// Do It, the sample app, is a consumer like a team's app: it registers its screens with Harness,
// and only the l10n tool (its embedded default), the benchmarks package (Benchmarks/) and tests depend on it.
let package = Package(
    name: "l10n",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "L10n", targets: ["L10n"]),
        .library(name: "Catalogs", targets: ["Catalogs"]),
        .library(name: "Configuration", targets: ["Configuration"]),
        .library(name: "CatalogLint", targets: ["CatalogLint"]),
        .library(name: "SourceScan", targets: ["SourceScan"]),
        .library(name: "ScreenKit", targets: ["ScreenKit"]),
        .library(name: "Harness", targets: ["Harness"]),
        .library(name: "SwiftUI", targets: swiftUIProductTargets),
        .library(name: "HarnessCLI", targets: ["HarnessCLI"]),
        .library(name: "PreviewScreens", targets: ["PreviewScreens"]),
        // The sample app, for the benchmarks package (`Benchmarks/`) and a team that wants to try the harness on it.
        .library(name: "DoIt", targets: ["DoIt"]),
        .executable(name: "l10n-previews", targets: ["l10n-previews"]),
        .executable(name: "l10n", targets: ["l10n"]),
        .plugin(name: "L10nPlugin", targets: ["L10nPlugin"]),
    ] + appleSDKProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // SourceScan reads swift-syntax's raw tree through its SPI, which may change between minor
        // versions: stay within 603.0.x.
        .package(url: "https://github.com/swiftlang/swift-syntax", .upToNextMinor(from: "603.0.1")),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // CryptoKit's stand-in is swift-crypto, which has CryptoKit's API.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // `swift package generate-documentation`: the DocC catalogs are built in CI so a broken link fails.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        .target(name: "Catalogs"),
        .target(name: "L10n", dependencies: ["CICU", "Catalogs"]),
        .target(name: "ToolSupport"),
        .target(name: "Diagnostics", dependencies: ["ToolSupport"]),
        // `.l10nlint.yml`, every section: lint and the harness read it here, not through each other.
        .target(name: "Configuration", dependencies: ["Catalogs", "L10n", "Diagnostics", "Yams"]),
        .target(name: "CatalogLint", dependencies: ["L10n", "Diagnostics", "ToolSupport", "Configuration"]),
        .target(
            name: "SourceScan",
            dependencies: [
                "L10n", "Diagnostics", "ToolSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The wall clock views read while a screen is resolved: one fixed instant per run.
        .target(name: "CFixedClock"),
        .target(name: "ScreenKit", dependencies: ["L10n", "CICU", "ToolSupport", "CFixedClock"]),
        .macro(
            name: "SwiftUIMacros",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "CPreviewSection"),
        // Reads an app's folder and writes the package it is built in (`l10n check --app DIR`).
        .target(
            name: "AppFolder",
            dependencies: [
                "ToolSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .target(name: "SwiftUI", dependencies: ["ScreenKit", "L10n", "SwiftUIMacros", "CPreviewSection"]),
        .target(name: "SwiftUIOnApplePlatforms"),
        .target(name: "Harness", dependencies: ["ScreenKit", "L10n", "Diagnostics", "ToolSupport"]),
        .target(
            name: "HarnessCLI",
            dependencies: ["Harness", "ScreenKit", "L10n", "Diagnostics", "Configuration", "ToolSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "PreviewScreens", dependencies: ["SwiftUI", "Harness", "HarnessCLI", "ToolSupport", "Catalogs"]),
        // What the plugin links a views target's code into, so that its previews are the screens.
        // On Linux it also links the Apple SDK stand-ins, so `l10n check --app DIR` compiles only the
        // app's own files and links them with this program's objects.
        .executableTarget(
            name: "l10n-previews",
            dependencies: ["PreviewScreens"] + appleSDKNames.map { .target(name: $0) },
            path: "Sources/l10n-previews"
        ),
        // Do It's screens are ordinary SwiftUI: on Linux `import SwiftUI` is this package's module.
        .target(
            name: "DoIt",
            dependencies: ["ScreenKit", "L10n", "Harness", .target(name: "SwiftUI", condition: .when(platforms: [.linux]))]
        ),
        // The tool's folder is `L10nTool` so that no two paths differ only in case (`Sources/L10n`).
        .executableTarget(
            name: "l10n",
            dependencies: [
                "L10n", "Catalogs", "Configuration", "CatalogLint", "SourceScan", "ScreenKit", "DoIt", "Harness", "HarnessCLI", "Diagnostics", "ToolSupport",
                "AppFolder", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/L10nTool"
        ),
        // `swift run generate-registries`: writes each rule family's registry from the rule types in
        // its folder (`LintRules+Generated.swift`, …); a test fails while one is stale.
        .executableTarget(
            name: "generate-registries",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .plugin(
            name: "L10nPlugin",
            capability: .command(
                intent: .custom(verb: "l10n", description: "Lint, extract, render and check the package's catalogs and screens with l10n."),
                permissions: []
            )
        ),
        .testTarget(name: "CatalogsTests", dependencies: ["Catalogs"]),
        .testTarget(name: "L10nTests", dependencies: ["L10n"]),
        .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "ToolSupport"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration"]),
        .testTarget(name: "CatalogLintTests", dependencies: ["CatalogLint", "Configuration", "ToolSupport"]),
        .testTarget(
            name: "SourceScanTests",
            dependencies: [
                "SourceScan",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "ScreenKitTests", dependencies: ["ScreenKit", "ToolSupport"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI"]),
        .testTarget(name: "DoItTests", dependencies: ["DoIt", "Harness"], exclude: ["__Snapshots__"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "ToolSupport"]),
        .testTarget(name: "PreviewScreensTests", dependencies: ["PreviewScreens", "SwiftUI", "Harness"]),
        .testTarget(name: "HarnessCLITests", dependencies: ["HarnessCLI", "Harness"]),
        .testTarget(name: "L10nToolTests", dependencies: ["l10n", "HarnessCLI", "AppFolder", "generate-registries"]),
        .testTarget(name: "AppFolderTests", dependencies: ["AppFolder"]),
    ] + appleSDKTargets,
    swiftLanguageModes: [.v6]
)
