import Foundation
import StandInAppIntents
import SwiftUI
import Testing

/// App Intents as apps declare them for Shortcuts, widgets and Live Activities: the declarations
/// build, and nothing runs in a preview.
@Suite struct IntentsBreadthTests {
    enum Priority: String, AppEnum {
        case low, high
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
        static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [.low: "Low", .high: "High"]
    }

    struct AddTask: AppIntent {
        static let title: LocalizedStringResource = "Add Task"
        @Parameter(title: "Title") var taskTitle: String
        @Parameter(title: "Priority") var priority: Priority
        @Parameter(title: "Count", default: 1, inclusiveRange: (1, 10)) var count: Int

        static var parameterSummary: some ParameterSummary {
            Summary("Add \(\.$taskTitle) at \(\.$priority)") {
                \.$count
            }
        }

        func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
            .result(dialog: "Added", view: Text(verbatim: taskTitle))
        }
    }

    struct Upscale: AppIntent {
        static let title: LocalizedStringResource = "Upscale"
        @Parameter(title: "Files") var files: [IntentFile]
        @Parameter(title: "Scale", default: 4.0) var scale: Double?

        static var parameterSummary: some ParameterSummary {
            Summary {
                \.$files
                \.$scale
            }
        }

        func perform() async throws -> some IntentResult & ReturnsValue<[IntentFile]> {
            .result(value: files + [IntentFile(data: Data("x".utf8), filename: "x.png", type: .png)])
        }
    }

    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: AddTask(), phrases: ["Add a task in \(.applicationName)", "Add \(\.$priority) task in \(.applicationName)"],
                        shortTitle: "Add Task", systemImageName: "plus")
        }
        static let shortcutTileColor = ShortcutTileColor.orange
    }

    struct Timer: LiveActivityIntent {
        static let title: LocalizedStringResource = "Pause"
        func perform() async throws -> some IntentResult { .result(opensIntent: OpenURLIntent(URL(fileURLWithPath: "/timer"))) }
    }

    @Test func parametersStartAtTheirDefaultsAndIntentsRun() async throws {
        let intent = AddTask()
        #expect(intent.taskTitle == "" && intent.priority == .low && intent.count == 1)
        _ = try await intent.perform()
        _ = try await Timer().perform()
        #expect(Shortcuts.appShortcuts.count == 1)
        #expect(Shortcuts.shortcutTileColor == .orange)
        Shortcuts.updateAppShortcutParameters()
    }

    @Test func filesAreParametersAndResults() async throws {
        let intent = Upscale()
        #expect(intent.files.isEmpty && intent.scale == 4)
        _ = try await intent.perform()
        #expect(IntentFile(fileURL: URL(fileURLWithPath: "/photos/cat.heic")).filename == "cat.heic")
    }

    @Test func aDependencyIsReadFromTheManager() {
        struct Store: Sendable { let name: String }
        struct Reader { @Dependency var store: Store }
        AppDependencyManager.shared.add(dependency: Store(name: "main"))
        #expect(Reader().store.name == "main")
    }
}
