#if os(Linux)
import Foundation

// Animation API apps write as types of their own or as views: custom geometry effects (a
// "shake" for a wrong password), `PhaseAnimator` and `KeyframeAnimator` views, and iOS 17's
// blur-replace transition. A render is one still frame: an effect draws its content where the
// layout puts it, an animator its first phase or initial value.

/// A modifier that moves, scales or rotates its view by a transform of its size (SwiftUI's
/// `GeometryEffect`): drawn where the layout puts the view, as an effect changes no layout.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The view, drawn unmoved.
    public func body(content: Content) -> Content { content }

    /// The effect, not taken into account by layout (as every effect is here).
    public func ignoredByLayout() -> Self { self }
}

/// A view animated through phases (SwiftUI's `PhaseAnimator`): drawn in its first phase.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Cycles through `phases` without end.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        first = Array(phases).first
        self.content = content
    }

    /// Steps through `phases` each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases, content: content, animation: animation)
    }

    public var body: some View {
        if let first { content(first) }
    }
}

/// A view animated by keyframes (SwiftUI's `KeyframeAnimator`): drawn with the initial value.
nonisolated public struct KeyframeAnimator<Value, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays the keyframes, repeating them if asked.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [Any]) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [Any]) {
        self.init(initialValue: initialValue, content: content, keyframes: keyframes)
    }

    public var body: some View { content(initialValue) }
}

extension AnyTransition {
    /// Blurs out the old view and in the new one.
    public static let blurReplace = AnyTransition(name: "blurReplace")
    /// Blurs, in a direction.
    public static func blurReplace(_ configuration: BlurReplaceConfiguration = .downUp) -> AnyTransition { blurReplace }

    /// Which way a blur-replace goes.
    public struct BlurReplaceConfiguration: Sendable, Hashable {
        let name: String
        /// Down, then up.
        public static let downUp = BlurReplaceConfiguration(name: "downUp")
        /// Up, then down.
        public static let upUp = BlurReplaceConfiguration(name: "upUp")
    }
}
#endif
