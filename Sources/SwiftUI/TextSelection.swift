#if os(Linux)
import Foundation

/// What is selected in a text field or editor (SwiftUI's `TextSelection`, iOS 18): a range, or
/// an insertion point. A still screen shows no selection, so it only holds what the app sets.
public struct TextSelection: Hashable, Sendable {
    /// The selected ranges, or the insertion point.
    public enum Indices: Hashable, Sendable {
        /// One selected range.
        case selection(Range<String.Index>)
        /// Several selected ranges.
        case multiSelection(RangeSet<String.Index>)
    }

    /// The selection.
    public var indices: Indices
    /// Which side of a line break the insertion point sits on.
    public var affinity: TextSelectionAffinity = .automatic

    /// A selection of `range`.
    public init(range: Range<String.Index>) { indices = .selection(range) }
    /// An insertion point at `index`.
    public init(insertionPoint index: String.Index) { indices = .selection(index ..< index) }
    /// A selection of several ranges.
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    /// Whether the selection is an insertion point.
    public var isInsertion: Bool {
        if case .selection(let range) = indices { return range.isEmpty }
        return false
    }
}

/// Which side of a line break an insertion point sits on (SwiftUI's `TextSelectionAffinity`).
public enum TextSelectionAffinity: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// Before the break.
    case upstream
    /// After the break.
    case downstream
}

extension TextField {
    /// A field with a localized placeholder whose selection is `selection` (iOS 18).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
                axis: Axis = .horizontal, file: StaticString = #filePath, line: UInt = #line) {
        self.init(titleKey, text: text, prompt: prompt, axis: axis, file: file, line: line)
    }

    /// A field with a placeholder string whose selection is `selection` (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
                                   axis: Axis = .horizontal, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title, text: text, prompt: prompt, axis: axis, file: file, line: line)
    }
}

/// How Writing Tools may rewrite a field's text (SwiftUI's `WritingToolsBehavior`, iOS 18).
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// Every tool, inline.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// Tools in a panel only.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

nonisolated extension View {
    /// How Writing Tools may rewrite text inside; accepted (no keyboard is shown here).
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }
}

extension TextEditor {
    /// An editor of `text` whose selection is `selection` (iOS 18).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }
}
#endif
