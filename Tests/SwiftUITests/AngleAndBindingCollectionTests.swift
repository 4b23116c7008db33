import Foundation
import SwiftUI
import Testing

/// Angles do arithmetic as SwiftUI's do, and a binding to a collection is a collection of
/// bindings to its elements, as apps write them in radial menus and editable filtered lists.
@MainActor
@Suite struct AngleAndBindingCollectionTests {
    private struct Chore: Identifiable {
        let id: Int
        var title: String
        var isDone: Bool
    }

    private struct OpenTasks: View {
        @State var tasks = [Chore(id: 1, title: "Water plants", isDone: false), Chore(id: 2, title: "Pay rent", isDone: true),
                            Chore(id: 3, title: "Call Ana", isDone: false)]
        var body: some View {
            List {
                ForEach($tasks.filter { !$0.isDone.wrappedValue }) { $task in
                    Toggle(task.title, isOn: $task.isDone)
                }
                Text(verbatim: "\($tasks.count) tasks")
            }
        }
    }

    @Test func anglesAddSubtractScaleAndCompare() {
        let start = Angle.degrees(-90)
        let step = Angle.degrees(360) / 8
        #expect((start + step * Double(2)).degrees == 0)
        #expect(abs((2 * step - start).degrees - 180) < 1e-9)
        #expect((-step).degrees == -45)
        var turn = Angle.zero
        turn += .degrees(30)
        turn -= .degrees(10)
        turn *= 3
        turn /= 2
        #expect(abs(turn.degrees - 30) < 1e-9)
        #expect(Angle.degrees(10) < .degrees(20) && [Angle.degrees(20), .degrees(5)].max() == .degrees(20))
        var animated = Angle.radians(1)
        animated.animatableData = 2
        #expect(animated.radians == 2)
    }

    @Test func aFilteredBindingListsItsElementsAndWritesThrough() {
        let screen = ScreenLayout().layout(OpenTasks(), name: "tasks", in: ScreenConfiguration(device: .iPhone16))
        let texts = screen.allElements.compactMap(\.text)
        #expect(texts.contains("Water plants") && texts.contains("Call Ana") && !texts.contains("Pay rent"))
        #expect(texts.contains("3 tasks"))

        var tasks = [Chore(id: 1, title: "A", isDone: false), Chore(id: 2, title: "B", isDone: false)]
        let binding = Binding(get: { tasks }, set: { tasks = $0 })
        binding[1].isDone.wrappedValue = true
        #expect(tasks[1].isDone && binding.map(\.id) == [1, 2] && binding.last?.wrappedValue.title == "B")
    }

    @Test func hapticsOfLevelsAlignmentAndFlexibilityCompile() {
        let feedback: [SensoryFeedback] = [.levelChange, .alignment, .pathComplete, .impact(flexibility: .soft, intensity: 0.5)]
        #expect(Set(feedback).count == 4)
    }
}
