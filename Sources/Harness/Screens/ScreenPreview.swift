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
///
/// A preview record (a name, its file and line, and a view builder) becomes a screen through
/// `init(id:summary:states:file:line:make:)`, so previews found in a target can feed a
/// `ScreenRegistry` without hand-written registration.
public struct ScreenPreview: Sendable, Identifiable {
    /// The screen's id, as `--screens` and reports name it.
    public let id: String
    /// One line saying what the screen is (empty when not given), for `screens` listings.
    public let summary: String
    /// The states the screen is shown in, in order, each with where it is declared.
    public let stateDeclarations: [PreviewState]
    /// Where the screen is declared (the caller's file and line): reports point there when the
    /// element a finding is about was built by the harness or ScreenKit, not by a line of the app.
    public let declaration: SourceLocation
    /// The string literals written in the preview's own code (`Row(store: Store(name: "Store"))`):
    /// sample data standing in for the user's, which `hardcoded-text` and `missing-key` do not
    /// judge as the app's copy, as Xcode leaves them out of String Catalogs.
    public let sampleData: Set<String>
    /// The view the screen shows when only another platform's code shows it (a Mac toolbar's
    /// button written in `#if os(macOS)`): what its iPhone layout and touch targets give is a note.
    public private(set) var otherPlatformView: String?
    private let make: @MainActor @Sendable (String) -> AnyView

    /// The same screen, saying that `view`, which it shows, is shown only by another platform's code.
    public func showing(otherPlatformView view: String?) -> ScreenPreview {
        var copy = self
        copy.otherPlatformView = view
        return copy
    }

    /// The states' names, in order; the first is the default.
    public var states: [String] { stateDeclarations.map(\.name) }

    /// A screen with several states; `content` builds the view for a state's name.
    public init<Content: View & SendableMetatype>(_ id: String, summary: String = "", states: [String], file: String = #filePath,
                                                  line: Int = #line,
                                                  @ViewBuilder content: @escaping @MainActor @Sendable (String) -> Content) {
        self.init(id: id, summary: summary, states: states, file: file, line: line, make: { AnyView(content($0)) })
    }

    /// A screen whose views are already type-erased; every state is declared where the screen is.
    public init(id: String, summary: String = "", states: [String], file: String = #filePath, line: Int = #line,
                sampleData: Set<String> = [], make: @escaping @MainActor @Sendable (String) -> AnyView) {
        let declaration = SourceLocation(file: file, line: line)
        let named = states.isEmpty ? ["default"] : states
        self.init(id: id, summary: summary, states: named.map { PreviewState($0, file: file, line: line) }, declaration: declaration,
                  sampleData: sampleData, make: make)
    }

    /// A screen whose states carry their own summaries and declarations (as a screen gathered
    /// from several previews does); an empty list means one state, `default`.
    public init(id: String, summary: String = "", states: [PreviewState], file: String = #filePath, line: Int = #line,
                sampleData: Set<String> = [], make: @escaping @MainActor @Sendable (String) -> AnyView) {
        let declaration = SourceLocation(file: file, line: line)
        self.init(id: id, summary: summary, states: states.isEmpty ? [PreviewState("default", file: file, line: line)] : states,
                  declaration: declaration, sampleData: sampleData, make: make)
    }

    /// A screen with one state, `default`.
    public init<Content: View & SendableMetatype>(_ id: String, summary: String = "", file: String = #filePath, line: Int = #line,
                                                  @ViewBuilder content: @escaping @MainActor @Sendable () -> Content) {
        self.init(id, summary: summary, states: ["default"], file: file, line: line) { _ in content() }
    }

    private init(id: String, summary: String, states: [PreviewState], declaration: SourceLocation, sampleData: Set<String> = [],
                 make: @escaping @MainActor @Sendable (String) -> AnyView) {
        self.id = id
        self.summary = summary
        self.stateDeclarations = states
        self.declaration = declaration
        self.sampleData = sampleData
        self.make = make
    }

    /// The same screen with only `names` among its states (in its own order); unknown names are
    /// ignored, so check them against `states` first.
    public func restricted(to names: [String]) -> ScreenPreview {
        ScreenPreview(id: id, summary: summary, states: stateDeclarations.filter { names.contains($0.name) }, declaration: declaration,
                      sampleData: sampleData, make: make).showing(otherPlatformView: otherPlatformView)
    }

    /// The view of `state`, built on the main actor, as SwiftUI builds views.
    @MainActor public func view(state: String) -> AnyView { make(state) }

    /// The name a rendering and a report show: `home` for the first state, `home/editing` for others.
    public func name(state: String) -> String {
        state == states.first ? id : "\(id)/\(state)"
    }
}

/// One named state of a screen ("empty", "sort-sheet"), with what it shows and where it is declared.
public struct PreviewState: Sendable, Hashable {
    /// The state's name on the command line.
    public let name: String
    /// One line saying what the state shows (empty when not given).
    public let summary: String
    /// Where the state is declared.
    public let declaration: SourceLocation

    /// A state declared at the caller's file and line.
    public init(_ name: String, summary: String = "", file: String = #filePath, line: Int = #line) {
        self.name = name
        self.summary = summary
        self.declaration = SourceLocation(file: file, line: line)
    }
}
