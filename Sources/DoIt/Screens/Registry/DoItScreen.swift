import SwiftUI

/// A Do It screen as tools see it: an id, the states it can be shown in, and a way to build it
/// in any state and variant. `DoItScreens.all` lists them; the harness iterates them.
public struct DoItScreen: Sendable, Identifiable {
    /// The screen's id on the command line (`home`, `detail`).
    public let id: String
    /// One line saying what the screen is.
    public let summary: String
    /// Every state, the default first.
    public let states: [ScreenState]
    /// The state shown when none is named.
    public let defaultState: ScreenState
    /// The file and line that list the screen in the registry (which name its view type), for
    /// reports about parts of the screen that no line of the app's code wrote.
    public let declaration: (file: String, line: Int)
    private let make: @MainActor @Sendable (String, AppVariant, DoItData) -> AnyView?

    init<Screen: DoItScreenView>(_ type: Screen.Type, file: String = #filePath, line: Int = #line) {
        id = Screen.id
        declaration = (file, line)
        summary = Screen.summary
        let states = Screen.State.allCases.map { ScreenState(id: $0.rawValue, summary: $0.summary) }
        self.states = states
        defaultState = states.first ?? ScreenState(id: "default", summary: "")
        make = { name, variant, data in
            Screen.State(rawValue: name).map { AnyView(Screen(state: $0, variant: variant, data: data)) }
        }
    }

    /// The screen in `state` (the default when nil), in `variant`, showing `data`, built on the
    /// main actor as SwiftUI builds views.
    @MainActor public func view(state: String? = nil, variant: AppVariant = .fixed, data: DoItData = .sample) throws(DoItScreenError) -> AnyView {
        let name = state ?? defaultState.id
        guard let view = make(name, variant, data) else {
            throw .unknownState(screen: id, state: name, known: states.map(\.id))
        }
        return view
    }

    /// The name a rendering's header shows: `detail`, `detail/scroll-notes`, with
    /// ` (as-written)` for the book's variant.
    public func renderingName(state: String? = nil, variant: AppVariant = .fixed) -> String {
        let name = state.map { $0 == defaultState.id ? id : "\(id)/\($0)" } ?? id
        return variant == .fixed ? name : "\(name) (\(variant))"
    }
}

/// A screen type of Do It: a view built from a state, a variant and the data it shows.
protocol DoItScreenView: View {
    associatedtype State: ScreenStates
    /// The screen's id on the command line.
    nonisolated static var id: String { get }
    /// One line saying what the screen is.
    nonisolated static var summary: String { get }
    /// The screen in `state` and `variant`, showing `data`.
    init(state: State, variant: AppVariant, data: DoItData)
}
