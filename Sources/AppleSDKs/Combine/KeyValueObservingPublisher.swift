#if os(Linux)
import Foundation
import StandInAppleFoundation

extension NSObject {
    /// The values of a property of an object, as key-value observing reports them (Combine's
    /// `NSObject.KeyValueObservingPublisher`): the current value first when `.initial` is asked
    /// for, and nothing more, as nothing changes while a preview renders.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        /// The object observed.
        public let object: Subject
        /// The property observed.
        public let keyPath: KeyPath<Subject, Value>
        /// What is reported.
        public let options: NSKeyValueObservingOptions

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                              receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            if options.contains(.initial) { receiveValue(object[keyPath: keyPath]) }
            return AnyCancellable {}
        }
    }
}

extension NSObjectProtocol where Self: NSObject {
    /// A publisher of the property at `keyPath` (`player.publisher(for: \.timeControlStatus)`).
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>,
                                 options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}
#endif
