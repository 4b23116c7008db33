#if os(Linux)
// The modifiers a `PreviewProvider` sets on its previews for Xcode's canvas. The harness renders
// every preview on its own matrix of devices, orientations and schemes, so each is accepted and
// the preview is checked on that matrix.

/// A device Xcode's canvas draws a preview on (SwiftUI's `PreviewDevice`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// How Xcode's canvas sizes a preview (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable, Hashable {
    /// The device's screen.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device's orientation (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: Sendable, Hashable {
    let name: String
    /// Upright.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Turned left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Turned right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

nonisolated extension View {
    /// The device Xcode's canvas draws the preview on; accepted, the harness draws its devices.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// The preview's name in Xcode's canvas: the name of its state in the harness when a
    /// `PreviewProvider` shows several views.
    public func previewDisplayName(_ value: String?) -> some View { environmentChange { $0.previewDisplayName = value } }
    /// How Xcode's canvas sizes the preview; accepted, the harness draws it on the device's screen.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// The orientation Xcode's canvas draws the preview in; accepted.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
#endif
