#if os(Linux)
import Foundation

// Reading a person's name from text (Foundation's `PersonNameComponents.ParseStrategy`), so a
// text field bound to a name (`TextField("Owner", value: $name, format: .name(style: .medium))`)
// builds and shows the name.

extension PersonNameComponents {
    /// Reads a name written given name first: the first word is the given name, the last the
    /// family name, any between the middle name (Foundation's `PersonNameComponents.ParseStrategy`).
    public struct ParseStrategy: Foundation.ParseStrategy, Sendable, Hashable, Codable {
        /// The strategy.
        public init() {}

        /// The components of `value`; throws when it holds no name.
        public func parse(_ value: String) throws -> PersonNameComponents {
            let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first else { throw NameParseError(text: value) }
            var components = PersonNameComponents()
            components.givenName = first
            if words.count > 1 { components.familyName = words.last }
            if words.count > 2 { components.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
            return components
        }
    }

    /// The name `value` holds, read given name first.
    public init(_ value: String) throws {
        self = try ParseStrategy().parse(value)
    }

    /// The name `value` holds, read by `strategy`.
    public init<S: Foundation.ParseStrategy>(_ value: S.ParseInput, strategy: S) throws where S.ParseOutput == PersonNameComponents {
        self = try strategy.parse(value)
    }
}

/// Text that holds no name (the error Foundation's name parsing throws).
public struct NameParseError: Error, Sendable, CustomStringConvertible {
    /// The text.
    public let text: String
    /// What went wrong.
    public var description: String { "\"\(text)\" holds no name" }
}

extension Foundation.ParseStrategy where Self == PersonNameComponents.ParseStrategy {
    /// Reads a person's name (`PersonNameComponents("…", strategy: .name)`).
    public static var name: PersonNameComponents.ParseStrategy { PersonNameComponents.ParseStrategy() }
}

extension PersonNameComponents.FormatStyle: ParseableFormatStyle {
    /// Reads back what the style writes.
    public var parseStrategy: PersonNameComponents.ParseStrategy { PersonNameComponents.ParseStrategy() }
}
#endif
