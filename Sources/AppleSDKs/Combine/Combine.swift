#if os(Linux)
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// Something that can be cancelled (Combine's `Cancellable`).
public protocol Cancellable {
    /// Stops delivery.
    func cancel()
}

/// A subscription that cancels itself when released (Combine's `AnyCancellable`).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var onCancel: (() -> Void)?

    /// A cancellable running `cancel` once.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    /// Stops delivery.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    /// Keeps the subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { collection.append(self) }

    deinit { onCancel?() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a stream ended (Combine's `Subscribers.Completion`).
public enum Subscribers {
    /// How a stream ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// A stream of values (Combine's `Publisher`, simplified: a subscriber is a pair of closures).
public protocol Publisher<Output, Failure> {
    /// The values.
    associatedtype Output
    /// The error that ends the stream.
    associatedtype Failure: Error
    /// Delivers values and the completion to the closures until the returned value is cancelled.
    func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                   receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher {
    /// Runs the closures for each value and the completion.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    /// The values mapped.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { completion, value in self.subscribe(receiveCompletion: completion) { value(transform($0)) } }
    }

    /// The values kept by `isIncluded`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in self.subscribe(receiveCompletion: completion) { if isIncluded($0) { value($0) } } }
    }

    /// The same stream, delivered on `scheduler` with `options` (Combine's `receive(on:options:)`): at once here.
    public func receive<S>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// The same stream without repeated values (all delivered here).
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    /// The stream as `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in self.subscribe(receiveCompletion: completion, receiveValue: value) }
    }
}

extension Publisher where Failure == Never {
    /// Runs `receiveValue` for each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Sets `keyPath` of `object` to each value.
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        subscribe(receiveCompletion: { _ in }) { object[keyPath: keyPath] = $0 }
    }
}

/// Any publisher (Combine's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let body: (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

    init(_ body: @escaping (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable) {
        self.body = body
    }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        body(receiveCompletion, receiveValue)
    }
}

/// One value, then the end (Combine's `Just`).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value.
    public let output: Output
    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

/// A publisher values are sent into (Combine's `Subject`).
public protocol Subject: AnyObject, Publisher {
    /// Sends `value` to every subscriber.
    func send(_ value: Output)
    /// Ends the stream for every subscriber; nothing is sent after it.
    func send(completion: Subscribers.Completion<Failure>)
}

/// Sends values to its subscribers as they come (Combine's `PassthroughSubject`).
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private var subscribers: [UUID: (completion: (Subscribers.Completion<Failure>) -> Void, value: (Output) -> Void)] = [:]
    private var ending: Subscribers.Completion<Failure>?

    /// A subject.
    public init() {}

    /// Sends `value` to every subscriber, unless the subject has ended.
    public func send(_ value: Output) {
        guard ending == nil else { return }
        for subscriber in subscribers.values { subscriber.value(value) }
    }

    /// Ends the stream: subscribers receive `completion`, later values are dropped, and later
    /// subscribers receive `completion` at once.
    public func send(completion: Subscribers.Completion<Failure>) {
        guard ending == nil else { return }
        ending = completion
        let ended = subscribers.values
        subscribers = [:]
        for subscriber in ended { subscriber.completion(completion) }
    }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if let ending {
            receiveCompletion(ending)
            return AnyCancellable {}
        }
        let id = UUID()
        subscribers[id] = (receiveCompletion, receiveValue)
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}

/// Holds a value and sends each new one (Combine's `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let passthrough = PassthroughSubject<Output, Failure>()
    private var ending: Subscribers.Completion<Failure>?
    /// The current value.
    public var value: Output { didSet { passthrough.send(value) } }

    /// A subject holding `value`.
    public init(_ value: Output) { self.value = value }

    /// Sets and sends `value`, unless the subject has ended.
    public func send(_ value: Output) {
        guard ending == nil else { return }
        self.value = value
    }

    /// Ends the stream (Combine's `send(completion:)`): subscribers receive `completion`, later
    /// values are dropped, and later subscribers receive only `completion`.
    public func send(completion: Subscribers.Completion<Failure>) {
        guard ending == nil else { return }
        ending = completion
        passthrough.send(completion: completion)
    }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if ending == nil { receiveValue(value) }
        return passthrough.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

extension Timer {
    /// A timer's ticks (Combine's `Timer.publish`); a preview is a still picture, so it never ticks.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Void? = nil) -> TimerPublisher {
        TimerPublisher()
    }

    /// A timer's ticks.
    public struct TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        /// Starts on the first subscriber.
        public func autoconnect() -> TimerPublisher { self }
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                              receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }
}

extension NotificationCenter {
    /// The notifications named `name` (Combine's); none arrive in a preview.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        AnyPublisher { _, _ in AnyCancellable {} }
    }
}

extension URLSession {
    /// A publisher of a URL's data (Combine's `URLSession.DataTaskPublisher`): a preview loads
    /// nothing, so it fails at once with `URLError(.notConnectedToInternet)`.
    public func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        AnyPublisher { completion, _ in
            completion(.failure(URLError(.notConnectedToInternet)))
            return AnyCancellable {}
        }
    }
    /// A publisher of a request's data: fails at once, as `dataTaskPublisher(for:)` with a URL does.
    public func dataTaskPublisher(for request: URLRequest) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        AnyPublisher { completion, _ in
            completion(.failure(URLError(.notConnectedToInternet)))
            return AnyCancellable {}
        }
    }
}
#endif
