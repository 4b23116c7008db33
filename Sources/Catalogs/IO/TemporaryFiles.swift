#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files a write has made and not yet renamed into place, removed when the process
/// is stopped by SIGINT, SIGTERM or SIGHUP (the handler then lets the signal end the process as it
/// would have); and the leftovers of a process that was killed outright (`kill -9`), removed by
/// the next write into the same folder.
///
/// The paths live in fixed slots allocated once, so the handler only reads memory and calls
/// `unlink`, both safe in a signal handler.
package enum TemporaryFiles {
    private static let slotCount = 64
    private static let slotSize = 4096

    /// Records `path` until `forget(_:)`; returns its slot, or nil when every slot is taken (the
    /// file is then only removed by the next run).
    package static func remember(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < slotSize, !bytes.contains(0) else { return nil }
        installHandlers()
        return slotLock.withLock { () -> Int? in
            guard let slot = (0..<slotCount).first(where: { temporarySlots[$0 * slotSize] == 0 }) else { return nil }
            let start = temporarySlots + slot * slotSize
            // The first byte last: the handler never sees a slot half written.
            for (offset, byte) in bytes.enumerated().dropFirst() { start[offset] = CChar(bitPattern: byte) }
            start[bytes.count] = 0
            start[0] = CChar(bitPattern: bytes[0])
            return slot
        }
    }

    /// Stops tracking the slot `remember(_:)` gave (the file was renamed or removed).
    package static func forget(_ slot: Int?) {
        guard let slot else { return }
        slotLock.withLock { temporarySlots[slot * slotSize] = 0 }
    }

    /// Removes the temporary files `writeTemporary` left beside `path` by processes that no longer
    /// run (`.NAME.tmp-PID-N` and their `.old` links): a run killed outright cannot clean up.
    package static func removeLeftovers(beside path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let prefix = "." + name + ".tmp-"
        guard let directory = opendir(folder.isEmpty ? "/" : folder) else { return }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard entryName.hasPrefix(prefix) else { continue }
            let rest = entryName.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { continue }
            let suffix = rest[rest.index(after: dash)...]
            let attempt = suffix.hasSuffix(".old") ? suffix.dropLast(4) : suffix
            guard Int(attempt) != nil else { continue }
            // Only a process that is gone: a live one (another run) is still writing it.
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(entryName) }
        }
        for entryName in stale { unlink((folder.isEmpty ? "" : folder) + "/" + entryName) }
    }

    /// The paths remembered now: those the handler would remove.
    package static func remembered() -> [String] {
        slotLock.withLock {
            (0..<slotCount).compactMap { slot in
                let start = temporarySlots + slot * slotSize
                return start[0] == 0 ? nil : String(cString: start)
            }
        }
    }

    /// Removes every file still remembered: what the signal handler does before the process ends.
    /// Only memory reads and `unlink`, so it is safe in a signal handler.
    package static func removeRemembered() {
        for slot in 0..<slotCount {
            let start = temporarySlots + slot * slotSize
            if start[0] != 0 { unlink(start) }
        }
    }

    nonisolated(unsafe) private static var handlersInstalled = false

    /// Installs the handlers once, for each signal whose action is still the default one (a
    /// signal the host ignores or handles is left to it).
    private static func installHandlers() {
        slotLock.withLock {
            guard !handlersInstalled else { return }
            handlersInstalled = true
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                var current = sigaction()
                guard sigaction(signalNumber, nil, &current) == 0 else { continue }
                #if canImport(Darwin)
                let isDefault = current.__sigaction_u.__sa_handler == nil
                #else
                let isDefault = current.__sigaction_handler.sa_handler == nil
                #endif
                guard isDefault else { continue }
                var action = sigaction()
                #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = removeTemporaryFilesAndStop
                #else
                action.__sigaction_handler.sa_handler = removeTemporaryFilesAndStop
                #endif
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                sigaction(signalNumber, &action, nil)
            }
        }
    }
}

/// The slots: `slotCount` paths of up to `slotSize - 1` bytes, an empty slot starting with 0.
nonisolated(unsafe) private let temporarySlots: UnsafeMutablePointer<CChar> = {
    let slots = UnsafeMutablePointer<CChar>.allocate(capacity: 64 * 4096)
    slots.initialize(repeating: 0, count: 64 * 4096)
    return slots
}()

/// Serialises writers of the slots (never taken by the handler).
private let slotLock = SlotLock()

/// A `pthread_mutex_t` behind a pointer, taken around the slots' updates.
private final class SlotLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// The signal handler: removes every file in the slots, then ends the process as the signal would have.
private func removeTemporaryFilesAndStop(_ signalNumber: Int32) {
    TemporaryFiles.removeRemembered()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
