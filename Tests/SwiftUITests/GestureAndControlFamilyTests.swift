import Foundation
import SwiftUI
import Testing

/// A card dragged and pinched as apps write it: drawn at rest.
private struct DraggableCard: View {
    @GestureState private var drag = CGSize.zero
    @GestureState private var pressing = false
    @State private var scale: CGFloat = 1

    var body: some View {
        VStack {
            Text("Card")
                .offset(drag)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global)
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in _ = value.predictedEndTranslation.width })
                .simultaneousGesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .highPriorityGesture(TapGesture(count: 2).onEnded { scale = 1 })
                .gesture(LongPressGesture(minimumDuration: 1).updating($pressing) { current, state, _ in state = current }
                    .sequenced(before: DragGesture()).onEnded { value in
                        if case .second(true, let drag?) = value { _ = drag.location }
                    })
                .gesture(RotationGesture().simultaneously(with: MagnificationGesture()).onEnded { _ in }, including: .gesture)
                .onTapGesture(count: 1, coordinateSpace: .local) { location in _ = location.x }
            Text(pressing ? "Pressed" : "Resting")
        }
    }
}

/// Controls that iOS draws in a form.
private struct Settings: View {
    @State private var tint = Color.orange
    var body: some View {
        VStack {
            ColorPicker("Tint", selection: $tint)
            Gauge(value: 0.4, in: 0...1) { Text("Battery") } currentValueLabel: { Text("40%") }
                .gaugeStyle(.accessoryLinearCapacity)
            ControlGroup {
                Button("Previous") {}
                Button("Next") {}
            }
            .controlGroupStyle(.navigation)
        }
    }
}

@Suite struct GestureAndControlFamilyTests {
    private func layout(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "family", in: ScreenConfiguration(device: .iPhone16, locale: "en"))
    }

    @Test func gesturesCompileAndTheViewIsDrawnAtRest() {
        #expect(layout(DraggableCard()).allElements.compactMap(\.text) == ["Card", "Resting"])
    }

    @Test func colorPickerGaugeAndControlGroupDrawTheirParts() throws {
        let screen = layout(Settings())
        #expect(screen.allElements.compactMap(\.text) == ["Tint", "Battery", "40%", "Previous", "Next"])
        let well = try #require(screen.allElements.first { $0.outline == .circle })
        #expect(well.fill == Color.orange.paint && well.frame.width == 28)
        let previous = try #require(screen.allElements.first { $0.text == "Previous" })
        let next = try #require(screen.allElements.first { $0.text == "Next" })
        #expect(previous.frame.maxY > next.frame.minY && previous.frame.maxX < next.frame.minX)
    }
}
