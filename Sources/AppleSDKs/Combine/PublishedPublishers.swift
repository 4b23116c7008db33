#if os(Linux)
import Foundation
import SwiftUI

// What Combine adds to SwiftUI's `@Published` and `ObservableObject`: their publishers.

extension Published.Publisher: Publisher {
    /// The published values.
    public typealias Output = Value
    /// A published property never fails.
    public typealias Failure = Never

    /// Sends the property's current value, then each value it is set to until cancelled.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                          receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
        receiveValue(value)
        guard let storage else { return AnyCancellable {} }
        let id = storage.subscribe(receiveValue)
        return AnyCancellable { storage.unsubscribe(id) }
    }
}

extension ObservableObjectPublisher: Publisher {
    /// A change, announced with no value.
    public typealias Output = Void
    /// Announcing never fails.
    public typealias Failure = Never

    /// Sends nothing: no change is announced while a screen is laid out.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                          receiveValue: @escaping (()) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }
}

extension Publisher where Failure == Never {
    /// Sets a published property to each value (`.assign(to: &$items)`), for as long as the
    /// property lives, as Combine ties the subscription to it.
    public func assign(to published: inout Published<Output>.Publisher) {
        guard let storage = published.storage else {
            var last: Output?
            let subscription = subscribe(receiveCompletion: { _ in }) { last = $0 }
            if let last { published.value = last }
            subscription.cancel()
            return
        }
        storage.retain(subscribe(receiveCompletion: { _ in }) { storage.set($0) })
    }
}
#endif
