#if os(Linux)
@_exported import Foundation

// Combine's subscriber side: demand, the `Subscriber` and `Subscription` protocols, `Subscribers.Sink`,
// and the small conveniences apps reach for (`subject.send()`, `AnyCancellable(cancellable)`).

extension Subscribers {
    /// How many values a subscriber asks for (Combine's `Subscribers.Demand`).
    public struct Demand: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The number of values, `nil` when unlimited.
        public let max: Int?

        private init(count: Int?) { max = count.map { Swift.max(0, $0) } }

        /// As many values as the publisher sends.
        public static let unlimited = Demand(count: nil)
        /// No values.
        public static let none = Demand(count: 0)
        /// At most `value` values.
        public static func max(_ value: Int) -> Demand { Demand(count: value) }

        /// `unlimited`, `max(n)` or `none`, as Combine prints it.
        public var description: String { max.map { $0 == 0 ? "none" : "max(\($0))" } ?? "unlimited" }

        /// Unlimited is more than any number.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): return false
            case (_, nil): return true
            case let (left?, right?): return left < right
            }
        }
        /// The demands added; unlimited stays unlimited.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            return Demand(count: left + right)
        }
        /// The demand less `rhs`, never below none; unlimited stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            guard let right = rhs.max else { return .none }
            return Demand(count: left - right)
        }
        /// The demand times `rhs`; unlimited stays unlimited.
        public static func * (lhs: Demand, rhs: Int) -> Demand { lhs.max.map { Demand(count: $0 * rhs) } ?? .unlimited }
        /// Adds `rhs` to the demand.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Takes `rhs` from the demand.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        /// Adds `rhs` values to the demand.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Takes `rhs` values from the demand.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        /// The demand with `rhs` more values.
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }
        /// The demand with `rhs` fewer values.
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {
    /// Both finished, or both failed with equal errors.
    public static func == (lhs: Subscribers.Completion<Failure>, rhs: Subscribers.Completion<Failure>) -> Bool {
        switch (lhs, rhs) {
        case (.finished, .finished): return true
        case let (.failure(left), .failure(right)): return left == right
        default: return false
        }
    }
}

/// A subscriber's link to a publisher (Combine's `Subscription`).
public protocol Subscription: Cancellable {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Something that receives a publisher's values (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure> {
    /// The values received.
    associatedtype Input
    /// The error that can end the stream.
    associatedtype Failure: Error
    /// The link to the publisher, given once before any value.
    func receive(subscription: any Subscription)
    /// A value; returns how many more values are wanted.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The end of the stream.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscribers {
    /// A subscriber running closures for each value and the end (Combine's `Subscribers.Sink`); it asks
    /// for every value.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        /// Run for each value.
        public let receiveValue: (Input) -> Void
        /// Run at the end.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?

        /// A sink running the closures.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the link and asks for every value.
        public func receive(subscription: any Subscription) {
            guard self.subscription == nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Runs `receiveValue`.
        public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }

        /// Runs `receiveCompletion`.
        public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            subscription = nil
        }

        /// Stops delivery.
        public func cancel() {
            subscription?.cancel()
            subscription = nil
        }
    }
}

/// A subscription that delivers as many values as asked for, keeping the rest until asked.
final class DemandSubscription<Input, Failure: Error>: Subscription {
    private let deliver: (Input) -> Subscribers.Demand
    private let complete: (Subscribers.Completion<Failure>) -> Void
    private var demand = Subscribers.Demand.none
    private var pending: [Input] = []
    private var ending: Subscribers.Completion<Failure>?
    private var draining = false
    private var isCancelled = false
    private var upstream: AnyCancellable?

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        deliver = subscriber.receive(_:)
        complete = subscriber.receive(completion:)
    }

    func start<P: Publisher>(_ publisher: P) where P.Output == Input, P.Failure == Failure {
        guard !isCancelled else { return }
        let link = publisher.subscribe(receiveCompletion: { [weak self] in self?.ending = $0; self?.drain() },
                                       receiveValue: { [weak self] in self?.pending.append($0); self?.drain() })
        if isCancelled { link.cancel() } else { upstream = link }
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        drain()
    }

    private func drain() {
        guard !draining, !isCancelled else { return }
        draining = true
        while demand > .none, !pending.isEmpty, !isCancelled {
            demand -= 1
            demand += deliver(pending.removeFirst())
        }
        draining = false
        if pending.isEmpty, let ending, !isCancelled {
            isCancelled = true
            complete(ending)
        }
    }

    func cancel() {
        isCancelled = true
        pending = []
        upstream?.cancel()
        upstream = nil
    }
}

extension Publisher {
    /// Attaches `subscriber`, which receives as many values as it asks for (Combine's `subscribe(_:)`).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = DemandSubscription(subscriber)
        subscriber.receive(subscription: subscription)
        subscription.start(self)
    }

    /// Sends the values and the end into `subject` (Combine's `subscribe(_:)` with a subject).
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        subscribe(receiveCompletion: { [weak subject] in subject?.send(completion: $0) },
                  receiveValue: { [weak subject] in subject?.send($0) })
    }
}

extension Subject where Output == Void {
    /// Sends an empty value (Combine's `send()`), as a tap or a refresh does.
    public func send() { send(()) }
}

extension Cancellable {
    /// Keeps the subscription in `set` (Combine's `store(in:)`).
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

    /// Keeps the subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(AnyCancellable(self))
    }
}

extension AnyCancellable {
    /// A cancellable that cancels `canceller` (Combine's `AnyCancellable(_:)`); takes a concrete
    /// cancellable or an `any Cancellable` alike.
    public convenience init(_ canceller: any Cancellable) { self.init { canceller.cancel() } }
}

extension AnyPublisher {
    /// `publisher`, its type erased (Combine's `AnyPublisher(_:)`).
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        self.init { completion, value in publisher.subscribe(receiveCompletion: completion, receiveValue: value) }
    }
}
#endif
