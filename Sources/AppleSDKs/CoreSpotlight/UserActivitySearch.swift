#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation

/// The attribute sets given to user activities, each held with its activity weakly, so an
/// activity made where a freed one was never reads the old set.
private final class ActivityAttributeSets: @unchecked Sendable {
    private struct Entry {
        weak var activity: NSUserActivity?
        var attributes: CSSearchableItemAttributeSet
    }

    static let shared = ActivityAttributeSets()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func attributes(of activity: NSUserActivity) -> CSSearchableItemAttributeSet? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(activity)], entry.activity === activity else { return nil }
            return entry.attributes
        }
    }

    func set(_ attributes: CSSearchableItemAttributeSet?, of activity: NSUserActivity) {
        lock.withLock {
            if entries.count > 1024 { entries = entries.filter { $0.value.activity != nil } }
            entries[ObjectIdentifier(activity)] = attributes.map { Entry(activity: activity, attributes: $0) }
        }
    }
}

extension NSUserActivity {
    /// What Spotlight shows of the activity when it is indexed (Core Spotlight's
    /// `contentAttributeSet`): remembered per activity, as set; a preview indexes nothing.
    public var contentAttributeSet: CSSearchableItemAttributeSet? {
        get { ActivityAttributeSets.shared.attributes(of: self) }
        set { ActivityAttributeSets.shared.set(newValue, of: self) }
    }
}
#endif
