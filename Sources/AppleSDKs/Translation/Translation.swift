#if os(Linux)
@_exported import Foundation
import SwiftUI

/// Translates text on the device (Translation's `TranslationSession`, iOS 18): a preview's device
/// has no translation models, so translating throws and the view shows its untranslated state.
public final class TranslationSession: @unchecked Sendable {
    /// What to translate from and into (Translation's `TranslationSession.Configuration`).
    public struct Configuration: Equatable, Sendable {
        /// The source language; detected when nil.
        public var source: Locale.Language?
        /// The target language; the user's when nil.
        public var target: Locale.Language?
        /// Bumped to translate again.
        public var version = 0
        /// A configuration.
        public init(source: Locale.Language? = nil, target: Locale.Language? = nil) {
            self.source = source
            self.target = target
        }
        /// Asks for the same translation again.
        public mutating func invalidate() { version += 1 }
    }

    /// A request of a batch (Translation's `TranslationSession.Request`).
    public struct Request: Sendable {
        /// The text.
        public var sourceText: String
        /// The app's identifier of it.
        public var clientIdentifier: String?
        /// A request.
        public init(sourceText: String, clientIdentifier: String? = nil) {
            self.sourceText = sourceText
            self.clientIdentifier = clientIdentifier
        }
    }

    /// A translation (Translation's `TranslationSession.Response`).
    public struct Response: Sendable {
        /// The text translated.
        public let sourceText: String
        /// The translation.
        public let targetText: String
        /// The app's identifier of it.
        public let clientIdentifier: String?
    }

    /// The source language.
    public let sourceLanguage: Locale.Language?
    /// The target language.
    public let targetLanguage: Locale.Language?

    package init(configuration: Configuration) {
        sourceLanguage = configuration.source
        targetLanguage = configuration.target
    }

    /// Translates a text: no model is installed in a preview.
    public func translate(_ string: String) async throws -> Response { throw TranslationError.notInstalled }
    /// Translates a batch: no model is installed in a preview.
    public func translations(from batch: [Request]) async throws -> [Response] { throw TranslationError.notInstalled }
    /// Asks to download the languages: refused in a preview.
    public func prepareTranslation() async throws { throw TranslationError.notInstalled }
}

/// Why a translation failed (Translation's `TranslationError`).
public enum TranslationError: Error, Sendable, Equatable {
    /// The languages' models are not on the device.
    case notInstalled
    /// The pair of languages is not supported.
    case unsupportedLanguagePairing
    /// The source language could not be told.
    case unableToIdentifyLanguage
}

/// Which languages translate (Translation's `LanguageAvailability`): none are installed in a preview.
public final class LanguageAvailability: Sendable {
    /// Whether a pair translates (Translation's `LanguageAvailability.Status`).
    public enum Status: Sendable, Equatable { case installed, supported, unsupported }
    /// A checker.
    public init() {}
    /// Whether a pair translates: supported, not installed.
    public func status(from source: Locale.Language, to target: Locale.Language?) async -> Status { .supported }
    /// The languages supported: none known offline.
    public var supportedLanguages: [Locale.Language] { get async { [] } }
}

extension View {
    /// Shows the system's translation sheet for a text (iOS 17.4): never shown in a preview.
    public func translationPresentation(isPresented: Binding<Bool>, text: String, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                        arrowEdge: Edge = .top, replacementAction: ((String) -> Void)? = nil) -> some View { self }

    /// Runs `action` with a session for `configuration` (iOS 18): a render runs no tasks, so it
    /// never runs.
    public func translationTask(_ configuration: TranslationSession.Configuration?,
                                action: @escaping (TranslationSession) async -> Void) -> some View { self }

    /// Runs `action` with a session from `source` to `target`: never run in a render.
    public func translationTask(source: Locale.Language? = nil, target: Locale.Language? = nil,
                                action: @escaping (TranslationSession) async -> Void) -> some View { self }
}
#endif
