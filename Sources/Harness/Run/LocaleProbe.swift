import ScreenKit
import Synchronization

/// Finds the screens whose code stops the process in some locales only (a force unwrap of a
/// value one locale's formatter does not give), before a run lays them out: each is tried where
/// a trap cannot end the run (a process of its own). The checker draws a screen that stopped in
/// a locale as `screen-failed` there, with the runtime's message, and checks it in the others.
public protocol LocaleProbe: Sendable {
    /// For each of `screens` (by id) that stops in some of `locales`, those locales with the
    /// runtime's message; a screen missing from the answer worked in every locale.
    func failures(screens: [String], locales: [LocaleIdentifier]) -> [String: [LocaleIdentifier: String]]
}

/// What a run's probe found, kept for the renders the report draws afterwards (the smallest
/// failing render of each finding is laid out again).
final class ProbeFailures: Sendable {
    private let found = Mutex<[String: [LocaleIdentifier: String]]>([:])

    /// Records `failures`, adding to what is known.
    func record(_ failures: [String: [LocaleIdentifier: String]]) {
        found.withLock { known in
            for (screen, locales) in failures { known[screen, default: [:]].merge(locales) { first, _ in first } }
        }
    }

    /// The message of `screen` stopping in `locale`, if it did.
    func message(screen: String, locale: LocaleIdentifier) -> String? {
        found.withLock { $0[screen]?[locale] }
    }
}
