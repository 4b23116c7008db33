// swift-tools-version:6.0
import PackageDescription

// The benchmarks, a package of their own that depends on l10n by path (as swift-collections'
// Benchmarks do), so the product never links them nor their sample data.
// `Scripts/bench SUITE` builds and runs them in release.
let package = Package(
    name: "l10n-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "l10n", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "l10n-bench",
            dependencies: [
                .product(name: "L10n", package: "l10n"),
                .product(name: "Catalogs", package: "l10n"),
                .product(name: "CatalogLint", package: "l10n"),
                .product(name: "SourceScan", package: "l10n"),
                .product(name: "ScreenKit", package: "l10n"),
                .product(name: "Harness", package: "l10n"),
                .product(name: "DoIt", package: "l10n"),
            ],
            path: "Sources/l10n-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
