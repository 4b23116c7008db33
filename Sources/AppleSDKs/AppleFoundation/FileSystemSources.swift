#if os(Linux)
import Dispatch
import Foundation

/// Opens a file only to watch it (Darwin's `O_EVTONLY`): read-only here, as Linux has no such flag.
public let O_EVTONLY: Int32 = O_RDONLY

/// A source of a file's or folder's changes (Dispatch's `DispatchSourceFileSystemObject`, which
/// Linux's Dispatch lacks): a preview's files do not change while it renders, so no event comes.
public protocol DispatchSourceFileSystemObject: AnyObject {
    /// The file descriptor watched.
    var handle: Int32 { get }
    /// The changes of the last event: none.
    var data: DispatchSource.FileSystemEvent { get }
    /// The changes watched for.
    var mask: DispatchSource.FileSystemEvent { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// What runs on a change (never, in a preview).
    func setEventHandler(handler: (@Sendable () -> Void)?)
    /// What runs when it is cancelled (apps close the descriptor there).
    func setCancelHandler(handler: (@Sendable () -> Void)?)
    /// What runs when it starts.
    func setRegistrationHandler(handler: (@Sendable () -> Void)?)
    /// Starts it.
    func resume()
    /// Starts it (Dispatch's newer spelling).
    func activate()
    /// Pauses it.
    func suspend()
    /// Stops it, running the cancel handler.
    func cancel()
}

/// The file-system source a preview gets: it registers and cancels as Dispatch's does and
/// delivers no change.
final class PreviewFileSystemSource: DispatchSourceFileSystemObject, @unchecked Sendable {
    let handle: Int32
    let mask: DispatchSource.FileSystemEvent
    private let queue: DispatchQueue?
    private let lock = NSLock()
    private var cancelHandler: (@Sendable () -> Void)?
    private var registrationHandler: (@Sendable () -> Void)?
    private var cancelled = false
    private var started = false

    init(handle: Int32, mask: DispatchSource.FileSystemEvent, queue: DispatchQueue?) {
        self.handle = handle
        self.mask = mask
        self.queue = queue
    }

    var data: DispatchSource.FileSystemEvent { [] }
    var isCancelled: Bool { lock.withLock { cancelled } }
    func setEventHandler(handler: (@Sendable () -> Void)?) {}
    func setCancelHandler(handler: (@Sendable () -> Void)?) { lock.withLock { cancelHandler = handler } }
    func setRegistrationHandler(handler: (@Sendable () -> Void)?) { lock.withLock { registrationHandler = handler } }
    func resume() { start() }
    func activate() { start() }
    func suspend() {}

    func cancel() {
        let handler: (@Sendable () -> Void)? = lock.withLock {
            guard !cancelled else { return nil }
            cancelled = true
            return cancelHandler
        }
        if let handler { (queue ?? .main).async(execute: handler) }
    }

    private func start() {
        let handler: (@Sendable () -> Void)? = lock.withLock {
            guard !started else { return nil }
            started = true
            return registrationHandler
        }
        if let handler { (queue ?? .main).async(execute: handler) }
    }
}

extension DispatchSource {
    /// A source of a file's or folder's changes (Dispatch's `makeFileSystemObjectSource`): none
    /// come in a preview.
    public static func makeFileSystemObjectSource(fileDescriptor: Int32, eventMask: DispatchSource.FileSystemEvent,
                                                  queue: DispatchQueue? = nil) -> any DispatchSourceFileSystemObject {
        PreviewFileSystemSource(handle: fileDescriptor, mask: eventMask, queue: queue)
    }
}
#endif
