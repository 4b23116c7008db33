import Foundation
import Testing

/// Type-checks Swift source against this build's `SwiftUI` module, as an app's file is compiled.
enum Typecheck {
    /// The build folder the tests run from (`.build/debug`), when it holds the modules.
    static let buildFolder: String? = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/SwiftUI.swiftmodule").path) { return folder.path }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// The compiler beside the running toolchain's, or `swiftc` on the path.
    static let compiler: String? = {
        let candidates = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether a module build and a compiler are at hand.
    static var isAvailable: Bool { buildFolder != nil && compiler != nil }

    /// The compiler's diagnostics for `source` in `mode` (5 or 6).
    static func diagnostics(of source: String, swiftVersion: Int = 6) throws -> String {
        guard let buildFolder, let compiler else { return "" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Screen.swift")
        try Data(source.utf8).write(to: file)
        var arguments = ["-typecheck", "-parse-as-library", "-swift-version", String(swiftVersion), "-I", buildFolder + "/Modules", file.path]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: buildFolder)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".build") {
            let map = buildFolder + "/" + entry + "/module.modulemap"
            if FileManager.default.fileExists(atPath: map) { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
        }
        for tool in ["SwiftUIMacros-tool", "SwiftUIMacros"] where FileManager.default.isExecutableFile(atPath: buildFolder + "/" + tool) {
            arguments += ["-load-plugin-executable", buildFolder + "/" + tool + "#SwiftUIMacros"]
            break
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A view using SwiftUI API that is not drawn yet does not compile, and the error names the API
/// and says it is not drawn; the API that is drawn compiles without a diagnostic.
@Suite(.enabled(if: Typecheck.isAvailable, "needs this build's modules and swiftc"))
struct NamedMissingAPITests {
    @Test func theViewsThatWereNotDrawnCompileWithoutDiagnostics() throws {
        let source = """
            import SwiftUI
            struct Folder: Identifiable { let id: Int; let name: String; var children: [Folder]? }
            struct Flow: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            }
            struct Shelf: View {
                let folders: [Folder]
                @State private var days: Set<DateComponents> = []
                var body: some View {
                    VStack {
                        MultiDatePicker("Days", selection: $days)
                        HStack { Text("Card"); RenameButton(); PasteButton(payloadType: String.self) { _ in } }
                        Canvas { context, size in
                            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
                            context.draw(Text("Centre"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                        }
                        OutlineGroup(folders, children: \\.children) { folder in Text(folder.name) }
                        List(folders, children: \\.children) { folder in Text(folder.name) }
                        MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
                        Flow { Text("A"); Text("B") }
                        DatePicker("Due", selection: .constant(.now)).datePickerStyle(.graphical)
                        NavigationSplitView(columnVisibility: .constant(.all)) { Text("S") } content: { Text("C") } detail: { Text("D") }
                        Text("Raised").kerning(1).fontWidth(.condensed).baselineOffset(2).underline(true, color: .red)
                        Text(timerInterval: Date()...Date().addingTimeInterval(60), countsDown: true)
                    }
                }
            }
            """
        for version in [5, 6] {
            let output = try Typecheck.diagnostics(of: source, swiftVersion: version)
            #expect(output.isEmpty, "Swift \(version): \(output)")
        }
    }

    @Test func theEnvironmentAndPresentationFormsAppsWriteCompile() throws {
        let source = """
            import SwiftUI
            extension EnvironmentValues { @Entry var compactMode = false; @Entry var accent: Color = .blue }
            struct Problem: Identifiable { let id = 1; let text: String }
            struct Screen: View {
                @Environment(\\.compactMode) private var compact
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @Environment(\\.displayScale) private var scale
                @Environment(\\.presentationMode) private var presentation
                @Environment(\\.redactionReasons) private var redaction
                @Environment(\\.dismissSearch) private var dismissSearch
                @Environment(\\.isFocused) private var focused
                @SceneStorage("tab") private var tab = 0
                @AccessibilityFocusState private var spoken: Bool
                @State private var problem: Problem?
                @State private var open = false
                let formatter = DateFormatter()
                var body: some View {
                    ScrollView {
                        DisclosureGroup("More", isExpanded: $open) { Text("Inside", bundle: .main) }
                        Text(Date(), formatter: formatter)
                        Text("Title", tableName: "Main", bundle: .main, comment: "A title")
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .accessibilityFocused($spoken)
                    .alert(item: $problem) { Alert(title: Text($0.text)) }
                    .popover(isPresented: $open, arrowEdge: .bottom) { Text("Tip") }
                    .environment(\\.calendar, Calendar(identifier: .iso8601))
                    .onAppear { withAnimation { open = true } completion: { open = false } }
                }
            }
            """
        for version in [5, 6] {
            let output = try Typecheck.diagnostics(of: source, swiftVersion: version)
            #expect(output.isEmpty, "Swift \(version): \(output)")
        }
    }

    @Test func stylesOfTheAppsOwnCompile() throws {
        let source = """
            import SwiftUI
            struct ThinBar: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.label; ProgressView(configuration).tint(.red) }
                }
            }
            struct Plain: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.onTapGesture { configuration.trigger() }
                }
            }
            struct Dial: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View { Text("\\(Int(configuration.value * 100))%") }
            }
            struct Compact: MenuStyle {
                func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(4) }
            }
            struct Styled: View {
                var body: some View {
                    VStack {
                        ProgressView(value: 0.4).progressViewStyle(ThinBar())
                        Button("Go") {}.buttonStyle(Plain())
                        Gauge(value: 0.5) { Text("Level") }.gaugeStyle(Dial())
                        Menu("More") { Button("One") {} }.menuStyle(Compact())
                    }
                }
            }
            """
        for version in [5, 6] {
            let output = try Typecheck.diagnostics(of: source, swiftVersion: version)
            #expect(output.isEmpty, "Swift \(version): \(output)")
        }
    }

    @Test func aShaderEffectIsNamedInTheError() throws {
        let output = try Typecheck.diagnostics(of: """
            import SwiftUI
            struct Glow: View {
                var body: some View { Text("Glow").colorEffect(ShaderLibrary.default.glow(.float(1))) }
            }
            """)
        #expect(output.contains("is unavailable: l10n does not run Metal shaders"), "\(output)")
    }

    @Test func theScreenThatUsedToFailCompilesWithoutDiagnostics() throws {
        let source = """
            import SwiftUI
            struct Note: Identifiable, Hashable { let id: Int; let title: String; let date: Date }
            struct NoteKey: FocusedValueKey { typealias Value = Note }
            extension FocusedValues {
                var note: Note? { get { self[NoteKey.self] } set { self[NoteKey.self] = newValue } }
            }
            struct Notes: View {
                let notes: [Note]
                @State private var chosen: Note.ID?
                @State private var query = ""
                @Environment(\\.scenePhase) private var phase
                @FocusedValue(\\.note) private var focused
                private let formatter = DateFormatter()
                var body: some View {
                    List(notes, selection: $chosen) { note in
                        Label(note.title, systemImage: "doc.badge.plus")
                        Text("Edited \\(note.date, formatter: formatter)")
                    }
                    .listStyle(.inset)
                    .focusedValue(\\.note, notes.first)
                    .overlay {
                        GroupBox("Search") {
                            TextField(text: $query, prompt: Text("Title")) { Text("Search") }
                            AsyncImage(url: URL(string: "https://example.com/a.png"))
                        }
                        .background(Color.blue.gradient)
                        .accessibilityShowsLargeContentViewer { Text("Search") }
                    }
                }
            }
            #Preview("Notes") { Notes(notes: [Note(id: 1, title: "Milk", date: .now)]) }
            """
        for version in [5, 6] {
            let output = try Typecheck.diagnostics(of: source, swiftVersion: version)
            #expect(output.isEmpty, "Swift \(version): \(output)")
        }
    }
}
