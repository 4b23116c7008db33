#if os(Linux)
import Foundation
import SwiftUI

// `AttributedString(markdown:)`, which swift-corelibs-foundation lacks: the string's text with its
// inline Markdown read, as a `Text` of it shows (its styles are not kept; l10n draws text plain).

extension AttributedString {
    /// How Markdown is read (Foundation's `AttributedString.MarkdownParsingOptions`).
    public struct MarkdownParsingOptions: Sendable, Hashable {
        /// Which Markdown is read.
        public enum InterpretedSyntax: Sendable, Hashable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        /// What a string that does not parse gives.
        public enum FailurePolicy: Sendable, Hashable { case throwError, returnPartiallyParsedIfPossible }

        /// Whether Apple's extended attributes are read.
        public var allowsExtendedAttributes: Bool
        /// Which Markdown is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What a string that does not parse gives.
        public var failurePolicy: FailurePolicy
        /// The language of the text.
        public var languageCode: String?

        /// Options.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The text of `markdown` with its inline Markdown read.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init(InlineMarkdown.plain(markdown))
    }

    /// The text of `markdown` with its inline Markdown read, its attributes in `scope` (accepted:
    /// attributes are not drawn).
    public init<S: AttributeScope>(markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
                                   options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init(InlineMarkdown.plain(markdown))
    }
}
#endif
