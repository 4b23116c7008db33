#if os(Linux)
// Preferences: values a view passes up to its ancestors (SwiftUI's `PreferenceKey`), most often
// a child's size or frame read by a parent that lays out around it. A render lays out once and
// does not feed values back, so a reader sees the key's default value; the views that set a
// preference are drawn as they are.

/// A value views pass up to their ancestors (SwiftUI's `PreferenceKey`).
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of siblings.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// No value.
    public static var defaultValue: Value { nil }
}

/// A geometry value a view passes up, resolved in an ancestor's geometry (SwiftUI's `Anchor`).
public struct Anchor<Value> {
    let value: Value

    /// An anchor resolving to `value` (for the package's stand-ins, such as a chart's plot frame).
    package init(_ value: Value) { self.value = value }

    /// Where an anchor is taken from (`.bounds`, `.center`, `.top`…).
    public struct Source {
        let value: Value
    }
}

extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(value: .zero) }
    /// A rectangle in the view.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(value: rect) }
}

extension Anchor.Source where Value == CGPoint {
    /// A point of the view.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: point) }
    /// A unit point of the view.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: .zero) }
    /// The center.
    public static var center: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: .zero) }
    /// The top edge's middle.
    public static var top: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: .zero) }
    /// The bottom edge's middle.
    public static var bottom: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: .zero) }
    /// The leading edge's middle.
    public static var leading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: .zero) }
    /// The trailing edge's middle.
    public static var trailing: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: .zero) }
}

extension GeometryProxy {
    /// An anchor's value in this geometry.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}

nonisolated extension View {
    /// Passes `value` up for `key`; the view is drawn as it is.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    /// Changes the value passed up for `key`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { self }
    /// Passes an anchor up for `key`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View { self }
    /// Changes the value passed up for `key` with an anchor.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View { self }
    /// Runs `action` when the value of `key` changes; a render does not feed values back.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable { self }
    /// A background made from the value of `key`: its default value in a render.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(transform(K.defaultValue), alignment: alignment)
    }
    /// An overlay made from the value of `key`: its default value in a render.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(transform(K.defaultValue), alignment: alignment)
    }
}
#endif
