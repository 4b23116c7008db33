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

/// Geometry-driven modifiers as apps write them.
private struct Badge: View {
    let point: CGPoint
    var body: some View {
        ZStack {
            Text(verbatim: "Pin").position(point)
            Text(verbatim: "Card")
                .visualEffect { content, proxy in content.offset(y: proxy.size.height / 10).opacity(0.9) }
                .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { _ in }
                .alignmentGuide(.leading) { dimensions in dimensions[.leading] + dimensions.width / 4 }
        }
        .frame(width: 200, height: 100)
    }
}

@Suite struct GeometryEffectTests {
    @Test func positionPutsTheCenterAtThePointAndTheRestDrawsAtRest() throws {
        let screen = ScreenLayout().layout(Badge(point: CGPoint(x: 50, y: 30)), name: "badge", in: ScreenConfiguration(device: .iPhone16))
        let frame = try #require(screen.allElements.first { $0.text == "Card" }?.frame)
        let pin = try #require(screen.allElements.first { $0.text == "Pin" }?.frame)
        // The ZStack's 200×100 frame is centered on the screen; the pin's center is 50, 30 inside it.
        let center = { (rect: Rect) in (x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2) }
        let origin = (x: center(frame).x - 100, y: center(frame).y - 50)
        #expect(abs(center(pin).x - (origin.x + 50)) < 0.01 && abs(center(pin).y - (origin.y + 30)) < 0.01, "\(pin) in \(frame)")
    }
}

/// Styles of iOS 13 to 15 that apps still set.
private struct Calculator: View {
    @State private var amount = ""
    var body: some View {
        NavigationView {
            VStack {
                TextField("Amount", text: $amount).textFieldStyle(.roundedBorder)
                TextField("Note", text: $amount).textFieldStyle(PlainTextFieldStyle())
                Text(verbatim: "Total").rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0))
                Capsule().fill(AnyShapeStyle(Color.green)).frame(width: 40, height: 10)
            }
            .statusBar(hidden: true)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

@Suite struct OlderStyleTests {
    @Test func olderStylesCompileAndDrawTheFields() throws {
        let screen = ScreenLayout().layout(Calculator(), name: "calculator", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.filter { $0.kind == .textField }.count == 2)
        #expect(screen.allElements.contains { $0.text == "Total" })
        #expect(screen.allElements.first { $0.outline == .capsule }?.fill == Color.green.paint)
    }
}

/// A carousel as iOS 17 apps write it: cards sized from the scroll view's width.
private struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3, id: \.self) { index in
                    Text(verbatim: "Card \(index)")
                        .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
                }
                Text(verbatim: "Whole").containerRelativeFrame(.horizontal)
            }
        }
    }
}

@Suite struct ContainerRelativeFrameTests {
    @Test(arguments: [Device.iPhoneSE, .iPhone16ProMax])
    func cardsTakeTheirShareOfTheScreensWidth(device: Device) throws {
        let screen = ScreenLayout().layout(Carousel(), name: "carousel", in: ScreenConfiguration(device: device))
        let centers = try (0..<2).map { index in
            let card = try #require(screen.allElements.first { $0.text == "Card \(index)" })
            return card.frame.minX + card.frame.width / 2
        }
        let whole = try #require(screen.allElements.first { $0.text == "Whole" })
        // Each card is centered in a frame three of four columns (and two gaps) wide; the stack puts 10 pt between frames.
        let column = (device.size.width - 30) / 4
        #expect(abs((centers[1] - centers[0]) - (column * 3 + 20 + 10)) < 0.01, "\(centers)")
        #expect(whole.frame.minX > centers[1])
    }
}

/// The values a keyframe animation moves through.
private struct Bounce {
    var scale = 1.0
    var lift = 0.0
}

/// A keyframe animation as apps write it: drawn with its initial value.
private struct BouncingHeart: View {
    var body: some View {
        Text(verbatim: "Liked")
            .keyframeAnimator(initialValue: Bounce(), repeating: true) { content, value in
                content.scaleEffect(value.scale).offset(y: value.lift)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    CubicKeyframe(1.0, duration: 0.2)
                }
                KeyframeTrack(\.lift) {
                    MoveKeyframe(0)
                    LinearKeyframe(-20, duration: 0.3)
                }
            }
    }
}

@Suite struct KeyframeTests {
    @Test func aKeyframeAnimationDrawsItsInitialValue() {
        let screen = ScreenLayout().layout(BouncingHeart(), name: "heart", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.compactMap(\.text) == ["Liked"])
    }
}
