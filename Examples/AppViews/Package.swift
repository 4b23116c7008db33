// swift-tools-version:6.0
import PackageDescription

// A team's views as they are written for Xcode: `import SwiftUI`, `#Preview`s and a
// `PreviewProvider`, catalogs in English, German, Arabic and Japanese, and no code written for
// l10n. `swift package l10n check --target AppViews` links the target's previews into l10n's
// preview program and checks each one in every locale, text size, device and color scheme.
let package = Package(
    name: "AppViews",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "l10n", path: "../.."),
    ],
    targets: [
        .target(
            name: "AppViews",
            dependencies: [.product(name: "SwiftUI", package: "l10n")],
            resources: [.process("Resources")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
