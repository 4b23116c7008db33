@testable import SwiftUI
import Testing

/// An asset color no catalog at hand has is said to be unknown, never invented: drawn as the
/// label color, named as unknown, and marked so that no rule judges it.
@Suite struct UnknownAssetColorTests {
    @Test func aNameNoCatalogHasIsAnUnknownAssetColor() {
        // No catalogs are named in the test process, as in a folder checked out without them.
        let color = Color("BrandInk")
        #expect(color.isUnknownAsset)
        #expect(color.description == "BrandInk (not in the asset catalogs)")
        #expect(color.resolved(in: .light) == SystemColor.label.values.light)
        #expect(Color(ColorResource(name: "Brand/Ink", bundle: .main)).isUnknownAsset)
    }

    @Test func knownColorsAreNotUnknown() {
        #expect(!Color.white.isUnknownAsset)
        #expect(!Color(asset: "Ink", light: RGBA(0, 0, 0, 1), dark: RGBA(255, 255, 255, 1)).isUnknownAsset)
        #expect(Paint.color(Color("BrandInk")).hasUnknownAsset)
        #expect(!Paint.color(Color.white).hasUnknownAsset)
    }
}
