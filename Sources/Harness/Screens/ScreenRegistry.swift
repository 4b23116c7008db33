import Diagnostics
import Foundation

/// The screens a package supplies to the harness, checked once: every screen id is unique and
/// no screen names a state twice. `check`, `render` and `screens` run over a registry, whoever
/// declared its screens (Do It, a team's app, previews gathered from a target).
///
/// ```swift
/// let registry = try ScreenRegistry([
///     ScreenPreview("welcome") { WelcomeView() },
///     ScreenPreview("inbox", states: ["full", "empty"]) { state in InboxView(empty: state == "empty") },
/// ])
/// ```
public struct ScreenRegistry: Sendable {
    /// The screens, in the order they were registered.
    public private(set) var screens: [ScreenPreview] = []

    /// An empty registry.
    public init() {}

    /// A registry of `screens`, in their order.
    public init(_ screens: [ScreenPreview]) throws(ScreenRegistryError) {
        for screen in screens { try register(screen) }
    }

    /// Adds `screen` after the others; throws when a screen already has its id or it names a
    /// state twice, naming both declarations.
    public mutating func register(_ screen: ScreenPreview) throws(ScreenRegistryError) {
        if let other = screens.first(where: { $0.id == screen.id }) {
            throw .duplicateScreen(screen.id, first: other.declaration, second: screen.declaration)
        }
        var seen: [String: PreviewState] = [:]
        for state in screen.stateDeclarations {
            if let first = seen[state.name] {
                throw .duplicateState(screen: screen.id, state: state.name, first: first.declaration, second: state.declaration)
            }
            seen[state.name] = state
        }
        screens.append(screen)
    }

    /// The screen with `id`.
    public func screen(_ id: String) throws(MatrixError) -> ScreenPreview {
        guard let screen = screens.first(where: { $0.id == id }) else { throw .unknownScreen(id, known: screens.map(\.id)) }
        return screen
    }

    /// The screens' ids, in order.
    public var ids: [String] { screens.map(\.id) }
}

/// A registry that cannot be built: two declarations claim one name.
public enum ScreenRegistryError: Error, Equatable, CustomStringConvertible {
    /// Two screens have the id.
    case duplicateScreen(String, first: SourceLocation, second: SourceLocation)
    /// One screen names the state twice.
    case duplicateState(screen: String, state: String, first: SourceLocation, second: SourceLocation)

    public var description: String {
        switch self {
        case .duplicateScreen(let id, let first, let second):
            "two screens have the id '\(id)': \(Self.place(first)) and \(Self.place(second)); give each screen its own id"
        case .duplicateState(let screen, let state, let first, let second):
            "screen '\(screen)' names the state '\(state)' twice: \(Self.place(first)) and \(Self.place(second)); "
                + "give each state its own name"
        }
    }

    /// `file:line`, relative to the current folder when inside it.
    private static func place(_ location: SourceLocation) -> String {
        let folder = FileManager.default.currentDirectoryPath + "/"
        let file = location.file.hasPrefix(folder) ? String(location.file.dropFirst(folder.count)) : location.file
        return location.line > 0 ? "\(file):\(location.line)" : file
    }
}
