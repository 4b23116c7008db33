@testable import Harness
import Diagnostics
import ScreenKit
import Testing

@Suite("Folding one element's findings across the matrix")
struct FindingFolderTests {
    private func finding(_ severity: Severity, _ size: SizeCategory, _ message: String) -> CellFinding {
        CellFinding(rule: "word-broken", severity: severity,
                    cell: MatrixCell(screen: "login", state: "default", locale: "nl", size: size, device: .iPhoneSE, scheme: .light),
                    element: "vStack/text", name: "text \"Gebruikersnaam\"", text: "Gebruikersnaam", message: message,
                    frame: Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test("A warning is told by its own render, not by a smaller render's note, whatever the order the renders come in")
    func mostSevereStands() {
        let note = finding(.note, .medium, "at M, only 2.3 pt wider: a note")
        let warning = finding(.warning, .extraLarge, "at xL, a standard size: it does not fit")
        let smallerWarning = finding(.warning, .large, "at L, a standard size: it does not fit")
        for order in [[note, warning, smallerWarning], [smallerWarning, warning, note], [warning, note, smallerWarning]] {
            var folder = FindingFolder()
            for (position, finding) in order.enumerated() {
                let rank = [finding.cell.size == .medium ? 0 : finding.cell.size == .large ? 1 : 2]
                folder.add(finding, position: position, rank: rank)
            }
            let fold = folder.folds.values.first
            #expect(fold?.severity == .warning)
            #expect(fold?.smallest.message == "at L, a standard size: it does not fit")
            #expect(fold?.positions.count == 3)
        }
        // Folders filled apart merge into the same.
        var first = FindingFolder(), second = FindingFolder()
        first.add(note, position: 0, rank: [0])
        second.add(warning, position: 1, rank: [2])
        first.merge(second)
        #expect(first.folds.values.first?.smallest.message == "at xL, a standard size: it does not fit")
    }
}
