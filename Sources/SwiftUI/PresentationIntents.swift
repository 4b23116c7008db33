#if os(Linux)
import Foundation

// Foundation's Markdown intents and the accessibility attributes of an `AttributedString`, which
// Linux's Foundation lacks, so code that walks a parsed Markdown string's runs or marks an
// announcement's priority builds. A render reads the characters; no run carries an intent.

/// How a run of inline Markdown is styled (Foundation's `InlinePresentationIntent`).
public struct InlinePresentationIntent: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt
    /// An intent of a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `*emphasis*`.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**strong**`.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Inline code (between backticks).
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~strikethrough~~`.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

/// Which Markdown blocks a run is in (Foundation's `PresentationIntent`).
public struct PresentationIntent: Sendable, Hashable, Codable {
    /// The blocks, innermost first.
    public var components: [IntentType]

    /// An intent of `components`.
    public init(types: [IntentType]) { components = types }

    /// One block a run is in.
    public struct IntentType: Sendable, Hashable, Codable {
        /// What kind of block.
        public var kind: Kind
        /// Which block of that kind, in the document.
        public var identity: Int

        /// A block of `kind`.
        public init(kind: Kind, identity: Int) {
            self.kind = kind
            self.identity = identity
        }
    }

    /// The kinds of Markdown block.
    public enum Kind: Sendable, Hashable, Codable {
        case paragraph
        case header(level: Int)
        case orderedList
        case unorderedList
        case listItem(ordinal: Int)
        case codeBlock(languageHint: String?)
        case blockQuote
        case thematicBreak
        case table(columns: [TableColumn])
        case tableHeaderRow
        case tableRow(rowIndex: Int)
        case tableCell(columnIndex: Int)
    }

    /// A table column's alignment.
    public struct TableColumn: Sendable, Hashable, Codable {
        /// The column's alignment.
        public var alignment: Alignment
        /// A column aligned as `alignment`.
        public init(alignment: Alignment) { self.alignment = alignment }

        /// How a column's cells align.
        public enum Alignment: Int, Sendable, Hashable, Codable { case left, center, right }
    }
}

/// How urgently VoiceOver reads an announcement (`AttributeScopes.AccessibilityAttributes`'
/// `AnnouncementPriorityAttribute.AnnouncementPriority`).
public enum AccessibilityAnnouncementPriority: Int, Sendable, Hashable, Codable {
    case low, `default`, high
}

extension AttributeScopes {
    /// Foundation's Markdown intents and the accessibility attributes, as `AttributedString`
    /// properties (`string.inlinePresentationIntent`, `run.presentationIntent`).
    public struct PresentationAndAccessibilityAttributes: AttributeScope {
        /// The run's inline Markdown style.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        /// The Markdown blocks the run is in.
        public let presentationIntent: PresentationIntentAttribute
        /// How urgently an announcement of the string is read.
        public let accessibilitySpeechAnnouncementPriority: AnnouncementPriorityAttribute
        /// Whether VoiceOver spells the run out.
        public let accessibilitySpeechSpellsOutCharacters: SpellsOutCharactersAttribute
    }
}

extension AttributeScopes.PresentationAndAccessibilityAttributes {
    /// The run's inline Markdown style.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    /// The Markdown blocks the run is in.
    public enum PresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = PresentationIntent
        public static let name = "NSPresentationIntent"
    }

    /// How urgently an announcement is read.
    public enum AnnouncementPriorityAttribute: CodableAttributedStringKey {
        public typealias Value = AccessibilityAnnouncementPriority
        public static let name = "UIAccessibilitySpeechAttributeAnnouncementPriority"
    }

    /// Whether VoiceOver spells the run out.
    public enum SpellsOutCharactersAttribute: CodableAttributedStringKey {
        public typealias Value = Bool
        public static let name = "UIAccessibilitySpeechAttributeSpellOut"
    }
}

extension AttributeDynamicLookup {
    /// Foundation's Markdown intents and accessibility attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.PresentationAndAccessibilityAttributes, T>) -> T {
        self[T.self]
    }
}
#endif
