import SwiftUI
import Testing

/// Animation API written as types and views: a render draws one still frame.
@MainActor
@Suite struct AnimationViewTests {
    private func texts(_ view: some View) -> [String] {
        ScreenLayout().layout(view, name: "animation", in: ScreenConfiguration(device: .iPhoneSE)).texts.compactMap(\.text)
    }

    private struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            amount * sin(animatableData * .pi * 2) == 0 ? ProjectionTransform() : ProjectionTransform(size)
        }
    }

    @Test func aGeometryEffectDrawsItsViewWhereTheLayoutPutsIt() {
        let plain = ScreenLayout().layout(Text(verbatim: "Wrong password"), name: "plain").texts.first?.frame
        let shaken = ScreenLayout().layout(Text(verbatim: "Wrong password").modifier(Shake(animatableData: 3)), name: "shaken")
        #expect(shaken.texts.first?.frame == plain)
    }

    @Test func animatorsDrawTheirFirstPhaseAndInitialValue() {
        let view = VStack {
            PhaseAnimator(["Pulse", "Rest"]) { phase in Text(verbatim: phase) }
            PhaseAnimator([String](), trigger: 1) { phase in Text(verbatim: phase) }
            KeyframeAnimator(initialValue: 2.0) { value in Text(verbatim: "Scale \(value)") } keyframes: { _ in
                LinearKeyframe(3.0, duration: 1)
            }
        }
        #expect(texts(view) == ["Pulse", "Scale 2.0"])
    }

    @Test func aTimelinesContentCanReadItsContext() {
        let view = TimelineView(.animation) { context in
            let seconds = context.date.timeIntervalSince(FixedClock.referenceDate)
            Text(verbatim: "t=\(Int(seconds))").offset(x: sin(seconds) * 20)
        }
        #expect(texts(view) == ["t=0"])
        _ = Text(verbatim: "x").transition(.blurReplace)
    }
}
