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

// Module order (dependencies point down only):
//   CICU ← L10n ← (Catalogs below L10n: plain parsers with no ICU)
//   Diagnostics ← CatalogLint, SourceScan, Harness
//   L10n ← ScreenKit ← DoIt ← Harness ← l10n
let package = Package(
    name: "l10n",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "L10n", targets: ["L10n"]),
        .library(name: "Catalogs", targets: ["Catalogs"]),
        .library(name: "CatalogLint", targets: ["CatalogLint"]),
        .library(name: "SourceScan", targets: ["SourceScan"]),
        .library(name: "ScreenKit", targets: ["ScreenKit"]),
        .library(name: "Harness", targets: ["Harness"]),
        .library(name: "SwiftUI", targets: swiftUIProductTargets),
        .executable(name: "l10n", targets: ["l10n"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // SourceScan reads swift-syntax's raw tree through its SPI, which may change between minor
        // versions: stay within 603.0.x.
        .package(url: "https://github.com/swiftlang/swift-syntax", .upToNextMinor(from: "603.0.1")),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
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
        .target(name: "Diagnostics"),
        .target(name: "CatalogLint", dependencies: ["L10n", "Diagnostics", "Yams"]),
        .target(
            name: "SourceScan",
            dependencies: [
                "L10n", "Diagnostics",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "ScreenKit", dependencies: ["L10n", "CICU"]),
        .macro(
            name: "SwiftUIMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "CPreviewSection"),
        .target(name: "SwiftUI", dependencies: ["ScreenKit", "L10n", "SwiftUIMacros", "CPreviewSection"]),
        .target(name: "SwiftUIOnApplePlatforms"),
        .target(name: "DoIt", dependencies: ["ScreenKit", "L10n"]),
        .target(name: "Harness", dependencies: ["DoIt", "ScreenKit", "L10n", "Diagnostics", "CatalogLint"]),
        .executableTarget(
            name: "l10n",
            dependencies: [
                "L10n", "Catalogs", "CatalogLint", "SourceScan", "ScreenKit", "DoIt", "Harness", "Diagnostics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "l10n-bench",
            dependencies: ["L10n", "Catalogs", "CatalogLint", "SourceScan", "ScreenKit", "DoIt", "Harness"],
            path: "Sources/l10n-bench"
        ),
        .testTarget(name: "CatalogsTests", dependencies: ["Catalogs"]),
        .testTarget(name: "L10nTests", dependencies: ["L10n"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "CatalogLintTests", dependencies: ["CatalogLint"]),
        .testTarget(
            name: "SourceScanTests",
            dependencies: [
                "SourceScan",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "ScreenKitTests", dependencies: ["ScreenKit"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI"]),
        .testTarget(name: "DoItTests", dependencies: ["DoIt"], exclude: ["__Snapshots__"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness"]),
        .testTarget(name: "l10nTests", dependencies: ["l10n"]),
    ],
    swiftLanguageModes: [.v6]
)
