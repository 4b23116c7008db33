import Testing
@testable import ScreenKit

/// The header title of the book's detail screen, measured against DESIGN.md's figures.
@Suite struct MetricsFigureTests {
    let metrics = FontMetrics.standard
    let title = "Complete SwiftUI book sample"
    /// The width an iPhone 11 (414 pt) leaves inside the header's 16 pt padding on each side.
    let headerWidth = 382.0

    /// DESIGN.md's figures were measured with Inter Bold (the Text cut): 376, 511 and 871 pt.
    @Test(arguments: [(25.0, 376.0), (34.0, 511.0), (58.0, 871.0)])
    func textCutMatchesDesignFigures(pointSize: Double, expected: Double) {
        let width = metrics.width(of: title, weight: .bold, pointSize: pointSize, cut: .text)
        #expect(abs(width - expected) / expected < 0.01, "measured \(width)")
    }

    /// With the Display cut that SF Pro uses from 20 pt the title still takes 1, 2 and 3 lines:
    /// xSmall (25 pt), xxxLarge (34 pt) and AX5 (58 pt) as the book shows.
    @Test func titleTakesOneTwoThreeLines() {
        #expect(metrics.width(of: title, weight: .bold, pointSize: 25) < headerWidth)
        #expect(metrics.width(of: title, weight: .bold, pointSize: 34) > headerWidth)
        #expect(metrics.width(of: title, weight: .bold, pointSize: 34) < 2 * headerWidth)
        #expect(metrics.width(of: title, weight: .bold, pointSize: 58) > 2 * headerWidth)
    }

    @Test func displayCutIsTighterThanTextCut() {
        let text = metrics.width(of: title, weight: .bold, pointSize: 34, cut: .text)
        let display = metrics.width(of: title, weight: .bold, pointSize: 34, cut: .display)
        #expect(display < text)
        #expect(metrics.width(of: title, weight: .bold, pointSize: 34) == display)
    }

    @Test func cutSwitchesAtTwentyPoints() {
        #expect(metrics.face(weight: .bold, pointSize: 19.5).postScriptName == "Inter-Bold")
        #expect(metrics.face(weight: .bold, pointSize: 20).postScriptName == "InterDisplay-Bold")
        #expect(metrics.face(weight: .regular, pointSize: 17).postScriptName == "Inter-Regular")
    }

    @Test(arguments: [FontCut.text, .display])
    func heavierWeightsAreWider(cut: FontCut) {
        let widths = FontWeight.allCases.map { metrics.width(of: title, weight: $0, pointSize: 17, cut: cut) }
        for (lighter, heavier) in zip(widths, widths.dropFirst()) {
            #expect(lighter < heavier, "\(widths)")
        }
    }

    @Test func widthScalesWithPointSize() {
        let at10 = metrics.width(of: title, weight: .regular, pointSize: 10)
        let at15 = metrics.width(of: title, weight: .regular, pointSize: 15)
        #expect(abs(at15 - at10 * 1.5) < 1e-9)
    }

    @Test func spaceAndEllipsisMatchTheFacesRecordedAdvances() throws {
        for pointSize in [17.0, 34.0] {
            let face = metrics.face(weight: .regular, pointSize: pointSize)
            let space = try #require(face.spaceAdvance)
            let ellipsis = try #require(face.ellipsisAdvance)
            let em = Double(face.unitsPerEm)
            #expect(abs(metrics.width(of: " ", weight: .regular, pointSize: pointSize) - Double(space) / em * pointSize) < 1e-4)
            #expect(abs(metrics.width(of: "…", weight: .regular, pointSize: pointSize) - Double(ellipsis) / em * pointSize) < 1e-4)
        }
    }

    @Test func lineHeightIsTheFacesNaturalLineHeight() {
        let face = metrics.face(weight: .regular, pointSize: 17)
        let expected = Double(face.ascender - face.descender + face.lineGap) / Double(face.unitsPerEm) * 17
        #expect(metrics.lineHeight(weight: .regular, pointSize: 17) == expected)
        // Inter's line box is about 1.2 em, close to iOS Body's 22 pt at 17 pt.
        #expect((19.0...23.0).contains(expected))
    }
}
