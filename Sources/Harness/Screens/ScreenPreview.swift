import Diagnostics
import ScreenKit

/// A screen declared for the harness the way a preview is written: an id, the named states it
/// can be shown in, and the view for each state. The harness lays every state out across the
/// matrix of locales, text sizes, devices and color schemes.
///
/// ```swift
/// let screens = [
///     ScreenPreview("greeting") { Greeting(name: "Ada") },
///     ScreenPreview("inbox", states: ["default", "empty"]) { state in Inbox(messages: state == "empty" ? [] : .sample) },
/// ]
/// ```
public struct ScreenPreview: Sendable, Identifiable {
    /// The screen's id, as `--screens` and reports name it.
    public let id: String
    /// The states the screen is shown in, in order; the first is the default.
    public let states: [String]
    /// Where the screen is declared (the caller's file and line): reports point there when the
    /// element a finding is about was built by the harness or ScreenKit, not by a line of the app.
    public let declaration: SourceLocation
    private let make: @Sendable (String) -> AnyView

    /// A screen with several states; `content` builds the view for a state's name.
    public init<Content: View & SendableMetatype>(_ id: String, states: [String], file: String = #filePath, line: Int = #line,
                                                  @ViewBuilder content: @escaping @Sendable (String) -> Content) {
        self.init(id: id, states: states.isEmpty ? ["default"] : states, file: file, line: line, make: { AnyView(content($0)) })
    }

    /// A screen whose views are already type-erased.
    public init(id: String, states: [String], file: String = #filePath, line: Int = #line,
                make: @escaping @Sendable (String) -> AnyView) {
        self.id = id
        self.states = states.isEmpty ? ["default"] : states
        self.declaration = SourceLocation(file: file, line: line)
        self.make = make
    }

    /// A screen with one state, `default`.
    public init<Content: View & SendableMetatype>(_ id: String, file: String = #filePath, line: Int = #line,
                                                  @ViewBuilder content: @escaping @Sendable () -> Content) {
        self.init(id, states: ["default"], file: file, line: line) { _ in content() }
    }

    /// The same screen with only `names` among its states (in its own order); unknown names are
    /// ignored, so check them against `states` first.
    public func restricted(to names: [String]) -> ScreenPreview {
        ScreenPreview(id: id, states: states.filter(names.contains), file: declaration.file, line: declaration.line, make: make)
    }

    /// The view of `state`.
    public func view(state: String) -> AnyView { make(state) }

    /// The name a rendering and a report show: `home` for the first state, `home/editing` for others.
    public func name(state: String) -> String {
        state == states.first ? id : "\(id)/\(state)"
    }
}
