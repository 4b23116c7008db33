import Foundation
import SwiftUI
import Testing

/// An app's own shape, written as for SwiftUI.
private struct Triangle: Shape {
    var animatableData: Double = 0
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A modifier that animates a value.
private struct Shake: AnimatableModifier {
    var animatableData: Double
    func body(content: Content) -> some View { content.offset(x: animatableData) }
}

/// Shapes the way apps draw them: custom shapes, paths, rings and borders.
private struct Badges: View {
    var body: some View {
        VStack {
            Triangle().fill(Color.red).frame(width: 40, height: 30)
            Path { path in
                path.addArc(center: CGPoint(x: 20, y: 20), radius: 20, startAngle: .zero, endAngle: .degrees(270), clockwise: false)
            }
            .stroke(Color.blue, lineWidth: 2)
            .frame(width: 40, height: 40)
            Circle().trim(from: 0, to: 0.7).stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .rotationEffect(.degrees(-90)).frame(width: 50, height: 50)
            RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray, lineWidth: 1).frame(width: 60, height: 20)
            AnyShape(Capsule()).fill(.orange).frame(width: 60, height: 20)
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 4).fill(.purple).frame(width: 60, height: 20)
            Text("Shaken").modifier(Shake(animatableData: 0))
                .animation(.interpolatingSpring(stiffness: 170, damping: 15).repeatCount(3), value: 1)
        }
    }
}

@Suite struct ShapeFamilyTests {
    @Test func customShapesAndPathsDrawInTheirFrames() throws {
        let screen = ScreenLayout().layout(Badges(), name: "badges", in: ScreenConfiguration(device: .iPhone16, locale: "en"))
        let paths = screen.allElements.filter { $0.outline == .path }
        #expect(paths.count == 2)
        #expect(paths.map(\.frame.width) == [40, 40])
        #expect(paths.first?.fill == Color.red.paint)
        #expect(screen.allElements.contains { $0.outline == .circle && $0.frame.width == 50 })
        #expect(screen.allElements.contains { $0.outline == .roundedRectangle(cornerRadius: 12) })
        #expect(screen.allElements.contains { $0.outline == .capsule && $0.frame.width == 60 })
        #expect(screen.allElements.compactMap(\.text) == ["Shaken"])
    }

    @Test func aPathKeepsTheBoundsOfItsPoints() {
        let triangle = Triangle().path(in: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(triangle.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 20))
        var arc = Path()
        arc.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(arc.boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(Path().isEmpty && Path().boundingRect.isNull)
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
    }
}
