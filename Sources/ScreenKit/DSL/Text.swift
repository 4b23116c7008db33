/// Text (SwiftUI's `Text`). A string literal is a localized key, looked up in the environment's
/// locale (`Text("Done")`, `Text("Editing: \(title)")` → key "Editing: %@"); `Text(verbatim:)`
/// and a `String` value are shown as they are; `Text(LocalizedStringKey(value))` looks a value up.
nonisolated public struct Text: View, PrimitiveView {
    enum Content {
        case verbatim(String, TextOrigin)
        case localized(LocalizedStringKey, table: String?)
        case concatenation([Text])
        case system(SystemStrings.Word)
        case formatted(@Sendable (EnvironmentValues) -> String)
    }

    let content: Content
    var font: Font?
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false
    var color: Color?
    /// Where the text was written.
    let sourceLocation: ViewSourceLocation?

    init(content: Content, sourceLocation: ViewSourceLocation? = nil) {
        self.content = content
        self.sourceLocation = sourceLocation
    }

    /// A localized text: the key is looked up in `tableName` (default "Localizable").
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(content: .localized(key, table: tableName), sourceLocation: ViewSourceLocation(file: file, line: line))
    }

    /// Text shown exactly as given, never looked up (for user data).
    public init(verbatim content: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(content: .verbatim(content, .verbatim), sourceLocation: ViewSourceLocation(file: file, line: line))
    }

    /// A string value, shown as it is: SwiftUI does not look `String` values up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S, file: StaticString = #filePath, line: UInt = #line) {
        self.init(content: .verbatim(String(content), .stringValue), sourceLocation: ViewSourceLocation(file: file, line: line))
    }

    /// One of the system's own words in the layout's language (a search field's "Search"), which
    /// no app catalog holds; `filling` takes the place of a word's `%@`.
    package init(systemWord word: SystemStrings.Word, filling: String? = nil, file: StaticString, line: UInt) {
        if let filling {
            self.init(formatting: { SystemStrings.string(word, locale: $0.locale).replacingOccurrences(of: "%@", with: filling) }, file: file, line: line)
        } else {
            self.init(content: .system(word), sourceLocation: ViewSourceLocation(file: file, line: line))
        }
    }

    /// A value formatted when the text is laid out, in the environment's locale (a date, a
    /// number): what SwiftUI's `Text(date, style:)` and `Text(value, format:)` show.
    package init(formatting format: @escaping @Sendable (EnvironmentValues) -> String, file: StaticString, line: UInt) {
        self.init(content: .formatted(format), sourceLocation: ViewSourceLocation(file: file, line: line))
    }

    public var body: Never { neverBody(Self.self) }

    /// The text in bold.
    public func bold() -> Text {
        var copy = self
        copy.isBold = true
        return copy
    }

    /// The text in italics.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    /// Two texts run together on the same lines, each keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(content: .concatenation([lhs, rhs]), sourceLocation: lhs.sourceLocation ?? rhs.sourceLocation)
    }

    /// How a text that does not fit is cut (SwiftUI's `Text.TruncationMode`).
    public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
        case head, middle, tail
    }

    func makeNodes(in context: ResolveContext) -> [Node] {
        var runs: [TextRun] = []
        var sources: [TextSource] = []
        collect(into: &runs, sources: &sources, inherited: TextStyleOverrides(), environment: context.environment)
        if let transform = context.environment.textCase {
            for index in runs.indices { runs[index].text = transform.apply(to: runs[index].text, locale: context.environment.locale) }
        }
        let paragraph = TextParagraph(alignment: context.environment.multilineTextAlignment,
                                      lineLimit: context.environment.lineLimit,
                                      truncation: context.environment.truncationMode,
                                      direction: context.environment.layoutDirection,
                                      locale: context.environment.locale)
        return [Node(.text(TextContent(runs: runs, sources: sources, paragraph: paragraph)), context, sourceLocation: sourceLocation)]
    }

    /// Flattens this text (and concatenated parts) into runs, looking localized parts up.
    private func collect(into runs: inout [TextRun], sources: inout [TextSource], inherited: TextStyleOverrides,
                         environment: EnvironmentValues) {
        let style = inherited.applying(self)
        switch content {
        case .concatenation(let parts):
            for part in parts {
                part.collect(into: &runs, sources: &sources, inherited: style, environment: environment)
            }
        case .verbatim(let string, let origin):
            runs.append(style.run(string, environment))
            sources.append(TextSource(origin: origin, text: string, key: nil, table: nil, outcome: nil))
        case .system(let word):
            let string = SystemStrings.string(word, locale: environment.locale)
            runs.append(style.run(string, environment))
            sources.append(TextSource(origin: .system, text: string, key: nil, table: nil, outcome: nil))
        case .formatted(let format):
            let string = format(environment)
            runs.append(style.run(string, environment))
            sources.append(TextSource(origin: .formatted, text: string, key: nil, table: nil, outcome: nil))
        case .localized(let key, let table):
            let tableName = table ?? environment.defaultTable
            let lookup = environment.localizer.localize(key, table: tableName, locale: environment.locale)
            // A localized string's inline Markdown is read, as SwiftUI reads it; what it shows is the text without the markers.
            let shown = InlineMarkdown.plain(lookup.text)
            var run = style.run(shown, environment)
            run.isMirrored = lookup.isMirrored
            runs.append(run)
            let inserted = key.arguments.compactMap { argument -> String? in if case .string(let value) = argument { value } else { nil } }
            sources.append(TextSource(origin: .localized, text: shown, key: key.key, table: tableName, outcome: lookup.outcome,
                                      insertedStrings: inserted))
        }
    }
}

/// Style set on a text or inherited from the text it is concatenated into.
struct TextStyleOverrides {
    var font: Font?
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false
    var color: Color?

    func applying(_ text: Text) -> TextStyleOverrides {
        TextStyleOverrides(font: text.font ?? font, weight: text.weight ?? weight, isBold: isBold || text.isBold,
                           isItalic: isItalic || text.isItalic, color: text.color ?? color)
    }

    func run(_ string: String, _ environment: EnvironmentValues) -> TextRun {
        let style = TextFontStyle(font: font ?? environment.font ?? .body, isBold: isBold, isItalic: isItalic, weight: weight)
        return TextRun(text: string, style: style, font: style.resolved(in: environment.storedSizeCategory),
                       color: color ?? environment.foregroundColor)
    }
}

/// The font a run asked for, before a size category makes it concrete.
struct TextFontStyle {
    var font: Font
    var isBold: Bool
    var isItalic: Bool
    var weight: Font.Weight?

    /// The concrete font at `category`.
    func resolved(in category: ContentSizeCategory) -> ResolvedFont {
        font.resolved(in: category, bold: isBold, italic: isItalic, weightOverride: weight)
    }
}

/// A stretch of text in one font and color.
struct TextRun {
    var text: String
    /// The font asked for, which `font` is at the size the run was resolved at.
    var style: TextFontStyle
    var font: ResolvedFont
    var color: Color?
    /// Whether `text` was looked up mirrored (`LocalizedLookup.isMirrored`).
    var isMirrored = false
}

/// Paragraph settings of a text, from its environment.
struct TextParagraph {
    var alignment: TextAlignment
    var lineLimit: Int?
    var truncation: Text.TruncationMode
    var direction: LayoutDirection
    var locale: LocaleIdentifier
}

/// Everything a text node lays out.
struct TextContent {
    var runs: [TextRun]
    var sources: [TextSource]
    var paragraph: TextParagraph

    /// The whole string.
    var string: String { runs.count == 1 ? runs[0].text : runs.map(\.text).joined() }

    /// Whether the text is a mirror image throughout: wrapped as the text it mirrors, each line
    /// mirrored back.
    var isMirrored: Bool { !runs.isEmpty && runs.allSatisfy(\.isMirrored) }

    /// The same text with its runs' fonts at `category`.
    func sized(_ category: ContentSizeCategory) -> TextContent {
        var sized = self
        for index in sized.runs.indices { sized.runs[index].font = runs[index].style.resolved(in: category) }
        return sized
    }
}

/// How a text's string was written in the code, which decides whether it was looked up.
public enum TextOrigin: String, Sendable, Hashable {
    /// `Text(verbatim:)`: deliberately not localized.
    case verbatim
    /// `Text(aString)`: a `String` value, not localized (often a bug for interface text).
    case stringValue
    /// A `LocalizedStringKey` (a literal, or `LocalizedStringKey(value)`): looked up.
    case localized
    /// A word the system supplies, translated by the platform (`EditButton`'s "Edit").
    case system
    /// A value formatted for the locale by the platform (`Text(date, style:)`, `Text(value, format:)`).
    case formatted
}

/// Where one piece of a text came from: the record the harness's localization checks read.
public struct TextSource: Sendable, Hashable {
    /// How the piece was written.
    public var origin: TextOrigin
    /// What it shows.
    public var text: String
    /// The key looked up, for localized pieces.
    public var key: String?
    /// The table looked in, for localized pieces.
    public var table: String?
    /// What the lookup found, for localized pieces.
    public var outcome: LookupOutcome?
    /// For localized pieces: the String values interpolated into the key (`Text("\(distance) \(unit)")`),
    /// which SwiftUI inserts as they are, untranslated.
    public var insertedStrings: [String]

    /// A source record.
    public init(origin: TextOrigin, text: String, key: String?, table: String?, outcome: LookupOutcome?, insertedStrings: [String] = []) {
        self.origin = origin
        self.text = text
        self.key = key
        self.table = table
        self.outcome = outcome
        self.insertedStrings = insertedStrings
    }
}
