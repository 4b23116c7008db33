import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInUIKit
import SwiftUI
import Testing

/// Images made from Core Graphics images and renderers, decoded ahead of display, and manual
/// grammar agreement on an attributed string, as apps write them.
@MainActor
@Suite struct ImagesAndInflectionTests {
    @Test func aRendererFormatAndItsContextAgree() async {
        let format = UIGraphicsImageRendererFormat.preferred()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
        var drawnBounds = CGRect.null
        let image = renderer.image { context in drawnBounds = context.format.bounds }
        #expect(format.scale == 3 && drawnBounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        let prepared = await image.byPreparingForDisplay()
        #expect(prepared?.size == image.size && image.preparingForDisplay() != nil)
    }

    @Test func aCoreGraphicsImageIsShownAsAnImage() throws {
        let signature = try #require(UIImage(systemName: "signature")?.cgImage)
        let view = VStack {
            Image(signature, scale: 2, label: Text(verbatim: "Signature"))
            Image(decorative: signature, scale: 1, orientation: .leftMirrored)
        }
        let screen = ScreenLayout().layout(view, name: "signature", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.count >= 2)
    }

    @Test func anInflectionRuleIsKeptAndTheStringReturnedAsWritten() {
        var morphology = Morphology()
        morphology.grammaticalGender = .feminine
        var welcome = AttributedString("Bienvenido")
        welcome.inflect = InflectionRule(morphology: morphology)
        #expect(welcome.inflect == InflectionRule(morphology: morphology))
        #expect(String(welcome.inflected().characters) == "Bienvenido")
    }
}
