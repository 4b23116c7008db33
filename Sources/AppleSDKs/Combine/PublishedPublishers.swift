#if os(Linux)
import Foundation
import SwiftUI

// What Combine adds to SwiftUI's `@Published` and `ObservableObject`: their publishers.

extension Published.Publisher: Publisher {
    /// The published values.
    public typealias Output = Value
    /// A published property never fails.
    public typealias Failure = Never

    /// Sends the property's current value: a render lays the screen out once, so no later one comes.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                          receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
        receiveValue(value)
        return AnyCancellable {}
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
    /// Sets a published property to each value (`.assign(to: &$items)`); the values a render
    /// sees arrive while this runs.
    public func assign(to published: inout Published<Output>.Publisher) {
        var last: Output?
        let subscription = subscribe(receiveCompletion: { _ in }) { last = $0 }
        if let last { published.value = last }
        subscription.cancel()
    }
}
#endif
