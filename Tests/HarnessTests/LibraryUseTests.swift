import Diagnostics
import Harness
import ScreenKit
import Testing

/// The README's library example, run: a package declares its own screens as it would write
/// previews and runs the harness from `@Test(arguments:)`.
enum AppScreens {
    static let all: [ScreenPreview] = [
        ScreenPreview("welcome") {
            VStack(alignment: .leading, spacing: 12) {
                Text("Welcome").font(.largeTitle).bold()
                Text("Your lists, on every device.")
                Button(action: {}) { Text("Get Started").padding() }
                Spacer()
            }
            .padding()
        },
        ScreenPreview("inbox", states: ["full", "empty"]) { state in
            NavigationView {
                List {
                    if state == "full" {
                        Text(verbatim: "Quarterly report")
                        Text(verbatim: "Lunch on Friday?")
                    } else {
                        Text("No messages")
                    }
                }
                .navigationBarTitle("Inbox")
            }
        },
    ]
}

/// The catalogs the example's package would ship (written to a temporary folder here).
let libraryCatalogs = try? TemporaryCatalogs([
    "en": ["Welcome": "Welcome", "Your lists, on every device.": "Your lists, on every device.", "Get Started": "Get Started",
           "No messages": "No messages", "Inbox": "Inbox"],
    "de": ["Welcome": "Willkommen", "Your lists, on every device.": "Deine Listen, auf jedem Gerät.", "Get Started": "Los geht's",
           "No messages": "Keine Nachrichten", "Inbox": "Posteingang"],
]).load()
let libraryChecker = ScreenChecker(screens: AppScreens.all, catalogs: libraryCatalogs)

@Test(arguments: AppScreens.all.map(\.id))
func screenPassesTheHarness(_ id: String) throws {
    let report = libraryChecker.run(try libraryChecker.matrix(MatrixSelection(screens: [id], sizes: ["L", "AX3"], devices: ["iphone-se"])))
    #expect(report.renders > 0)
    #expect(report.findings(atLeast: .error).isEmpty, "\(report.report(as: .text))")
}

@Test(arguments: try libraryChecker.matrix(MatrixSelection(screens: ["inbox/empty"], sizes: ["AX5"])).cells)
func oneRender(_ cell: MatrixCell) throws {
    #expect(try libraryChecker.check(cell).filter { $0.severity == .error }.isEmpty)
}
