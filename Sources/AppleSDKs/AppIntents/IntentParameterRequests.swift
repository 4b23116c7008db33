#if os(Linux)
@_exported import Foundation
import SwiftUI

// Text parameters' keyboard options and what an intent asks of the user while it runs. A preview
// runs no intent and has no one to ask: every request throws.

extension String {
    /// How the system's text field for a string parameter behaves (App Intents'
    /// `String.IntentInputOptions`), kept as given.
    public struct IntentInputOptions: Sendable, Hashable {
        /// The keyboard shown (App Intents' `String.IntentInputOptions.KeyboardType`).
        public enum KeyboardType: Int, Sendable, Hashable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
                 twitter, webSearch, asciiCapableNumberPad
        }

        /// What is capitalized as the user types (App Intents' `String.IntentInputOptions.CapitalizationType`).
        public enum CapitalizationType: Int, Sendable, Hashable {
            case none, words, sentences, characters
            /// Every character, as UIKit's `UITextAutocapitalizationType` spells it.
            public static var allCharacters: CapitalizationType { .characters }
        }

        /// The keyboard shown.
        public var keyboardType: KeyboardType
        /// What is capitalized.
        public var capitalizationType: CapitalizationType
        /// Whether the text may span lines.
        public var multiline: Bool
        /// Whether typing is autocorrected.
        public var autocorrect: Bool
        /// Whether quotes become curly.
        public var smartQuotes: Bool
        /// Whether double hyphens become dashes.
        public var smartDashes: Bool

        /// Options of the text field, Apple's defaults where not given.
        public init(keyboardType: KeyboardType = .asciiCapable, capitalizationType: CapitalizationType = .sentences, multiline: Bool = false,
                    autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

extension Parameter where Value == String {
    /// A text parameter typed with `inputOptions` (App Intents'
    /// `init(title:description:default:inputOptions:requestValueDialog:)`); "" until set when
    /// there is no default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
                inputOptions: String.IntentInputOptions?, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue ?? "", requestValueDialog: requestValueDialog)
    }
}

extension Parameter where Value == String? {
    /// An optional text parameter typed with `inputOptions`; nil until set when there is no default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
                inputOptions: String.IntentInputOptions?, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}

extension Parameter where Value == [String] {
    /// A parameter of several texts typed with `inputOptions`; empty until set when there is no default.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: [String]? = nil,
                inputOptions: String.IntentInputOptions?, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue ?? [], requestValueDialog: requestValueDialog)
    }
}

/// The parameter property wrapper under App Intents' class name (`IntentParameter`, of which
/// `@Parameter` is the short name).
public typealias IntentParameter<Value> = Parameter<Value>

/// An error an intent throws to have the system act (App Intents' `AppIntentError`). A preview
/// throws `.restartPerform` where the system would ask the user.
public struct AppIntentError: Error, Sendable, Equatable, CustomStringConvertible {
    let kind: String
    /// The system asks the user for a value and runs the intent again.
    public static let restartPerform = AppIntentError(kind: "restartPerform")
    /// The intent needs the user to act in the app.
    public static let userActionRequired = AppIntentError(kind: "userActionRequired")
    /// What went wrong.
    public var description: String { "AppIntentError.\(kind): a preview runs no intent and asks the user nothing" }
}

extension Parameter {
    /// An error asking the system to request this parameter's value and run the intent again
    /// (App Intents' `needsValueError(_:)`): `AppIntentError.restartPerform`.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError { .restartPerform }

    /// Asks the user for the parameter's value (App Intents' `requestValue(_:)`): throws
    /// `AppIntentError.restartPerform`, as a preview has no one to ask.
    @_disfavoredOverload
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value { throw AppIntentError.restartPerform }

    /// Asks the user to confirm `itemToConfirm` (App Intents' `requestConfirmation(for:dialog:)`):
    /// throws `AppIntentError.restartPerform`.
    @_disfavoredOverload
    public func requestConfirmation(for itemToConfirm: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        throw AppIntentError.restartPerform
    }

    /// Asks the user to pick one of `itemsToDisambiguate` (App Intents'
    /// `requestDisambiguation(among:dialog:)`): throws `AppIntentError.restartPerform`.
    @_disfavoredOverload
    public func requestDisambiguation(among itemsToDisambiguate: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        throw AppIntentError.restartPerform
    }
}

extension Parameter {
    /// Asks the user for an optional parameter's value, unwrapped (App Intents' `requestValue(_:)`,
    /// whose value type is the wrapped one): throws `AppIntentError.restartPerform`.
    public func requestValue<Wrapped>(_ dialog: IntentDialog? = nil) async throws -> Wrapped where Value == Wrapped? {
        throw AppIntentError.restartPerform
    }

    /// Asks the user to confirm an optional parameter's `itemToConfirm`: throws `AppIntentError.restartPerform`.
    public func requestConfirmation<Wrapped>(for itemToConfirm: Wrapped, dialog: IntentDialog? = nil) async throws -> Bool
    where Value == Wrapped? {
        throw AppIntentError.restartPerform
    }

    /// Asks the user to pick one of `itemsToDisambiguate` for an optional parameter: throws
    /// `AppIntentError.restartPerform`.
    public func requestDisambiguation<Wrapped>(among itemsToDisambiguate: [Wrapped], dialog: IntentDialog? = nil) async throws -> Wrapped
    where Value == Wrapped? {
        throw AppIntentError.restartPerform
    }
}
#endif
