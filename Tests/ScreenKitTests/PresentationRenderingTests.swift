import Testing
@testable import ScreenKit

/// A presented sheet, alert or action sheet hides what lies under it in the `text` format.
@Suite struct PresentationRenderingTests {
    private struct Behind: View {
        var body: some View {
            VStack {
                Spacer()
                Text(verbatim: "Behind everything")
                Spacer()
            }
        }
    }

    @Test func aSheetCoversTheScreen() {
        let text = laidOut(Behind().sheet(isPresented: .constant(true)) { Text(verbatim: "In the sheet") }, width: 300, height: 400)
            .rendered(as: .text)
        #expect(text.contains("In the sheet"))
        #expect(!text.contains("Behind everything"))
        // Its rounded top edge shows where it starts.
        #expect(text.contains("╭──") && text.contains("──╮"))
    }

    @Test func anAlertCoversOnlyItsBox() {
        struct Both: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(verbatim: "Top of the screen")
                    Spacer()
                    Text(verbatim: "Behind the alert box")
                    Spacer()
                }
                .alert(isPresented: .constant(true)) { Alert(title: Text(verbatim: "Saved")) }
            }
        }
        let text = laidOut(Both(), width: 300, height: 400).rendered(as: .text)
        #expect(text.contains("Saved"))
        #expect(text.contains("Top of the screen"))
        #expect(!text.contains("Behind the alert"))
    }

    @Test func withoutAPresentationNothingIsCovered() {
        let text = laidOut(Behind(), width: 300, height: 400).rendered(as: .text)
        #expect(text.contains("Behind everything"))
    }
}
