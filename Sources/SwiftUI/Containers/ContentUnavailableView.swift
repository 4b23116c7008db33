#if os(Linux)
import Foundation

/// An empty state (SwiftUI's `ContentUnavailableView`): a large symbol, a title and a
/// description, centered.
nonisolated public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View {
    let label: LabelContent
    let description: Description
    let actions: Actions

    /// An empty state from views.
    public init(@ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.font(.title2.bold()).labelStyle(ContentUnavailableLabelStyle())
            description.font(.callout).foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity)
    }
}

/// A label of an empty state: the icon large and gray above the title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where LabelContent == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a localized title, an SF Symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(label: { SwiftUI.Label(titleKey, systemImage: name, file: file, line: line) }, description: { description })
    }

    /// An empty state with a string title, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil,
                                   file: StaticString = #filePath, line: UInt = #line) {
        self.init(label: { SwiftUI.Label(title, systemImage: name, file: file, line: line) }, description: { description })
    }
}

extension ContentUnavailableView where LabelContent == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == EmptyView {
    /// The system's empty state for a search without results.
    public static var search: ContentUnavailableView<LabelContent, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description() })
    }

    /// The system's empty state for a search for `text` without results ("No Results for “milk”").
    public static func search(text: String) -> ContentUnavailableView<LabelContent, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() })
    }
}

/// The parts of the system's empty search state.
public enum SearchUnavailableContent {
    /// "No Results" (or "No Results for “milk”" when the search text is given), with a
    /// magnifying glass.
    nonisolated public struct Label: View {
        let text: String?

        init(text: String? = nil) { self.text = text }

        public var body: some View {
            SwiftUI.Label {
                if let text {
                    Text(systemWord: .noResultsFor, filling: text, file: #filePath, line: #line)
                } else {
                    Text(systemWord: .noResults, file: #filePath, line: #line)
                }
            } icon: {
                Image(systemName: "magnifyingglass")
            }
        }
    }

    /// "Check the spelling or try a new search."
    nonisolated public struct Description: View {
        public var body: some View {
            Text(systemWord: .checkSpelling, file: #filePath, line: #line)
        }
    }
}
#endif
