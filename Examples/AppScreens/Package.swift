// swift-tools-version:6.0
import PackageDescription

// A team's package as l10n sees it: an app target with its views and catalogs (`AppUI`), and a
// small executable that registers its screens and its own screen rule with the harness (`AppScreens`). Check it with
// `swift package l10n check --target AppScreens` or `swift run AppScreens check`.
let package = Package(
    name: "AppScreens",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "l10n", path: "../.."),
    ],
    targets: [
        .target(
            name: "AppUI",
            dependencies: [.product(name: "ScreenKit", package: "l10n"), .product(name: "Harness", package: "l10n")],
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "AppScreens",
            dependencies: ["AppUI", .product(name: "HarnessCLI", package: "l10n")]
        ),
        .testTarget(
            name: "AppUITests",
            dependencies: ["AppUI", .product(name: "Harness", package: "l10n"), .product(name: "L10n", package: "l10n")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
