#if os(Linux)
/// A property a view reads while its `body` is evaluated (SwiftUI's `DynamicProperty`). A screen
/// is laid out once, so there is nothing to update between passes.
public protocol DynamicProperty {}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}

extension State where Value: ExpressibleByNilLiteral {
    /// A state starting at nil (`@State private var selection: Item?`).
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension Binding {
    /// A binding to an optional, from a binding to a value (`Binding($name)` is the reverse).
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to the value of a binding to an optional, nil when it holds none.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}
#endif
