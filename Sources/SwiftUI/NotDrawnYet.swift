#if os(Linux)
// SwiftUI API that this product does not draw yet, declared unavailable so that a view using it
// fails to compile with a message naming what is missing, instead of a type-checker error that
// names nothing ("cannot infer key path type", "unable to type-check this expression").

/// A Metal shader function with its arguments (SwiftUI's `Shader`): not drawn yet.
@available(*, unavailable, message: "l10n does not run Metal shaders; check the screen without the shader effect")
public struct Shader: Sendable {
    /// An argument of a shader function (SwiftUI's `Shader.Argument`).
    public struct Argument: Sendable {
        /// A number.
        public static func float<T: BinaryFloatingPoint>(_ value: T) -> Argument { Argument() }
        /// Two numbers.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument() }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument() }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument() }
        /// The view's bounding rectangle.
        public static var boundingRect: Argument { Argument() }
    }
}

/// The app's Metal shader functions (SwiftUI's `ShaderLibrary`): not drawn yet.
@available(*, unavailable, message: "l10n does not run Metal shaders; check the screen without the shader effect")
@dynamicMemberLookup
public struct ShaderLibrary: Sendable {
    /// The app's default library.
    public static var `default`: ShaderLibrary { fatalError("unavailable") }
    /// A shader function by name.
    public static subscript(dynamicMember name: String) -> (Shader.Argument...) -> Shader { fatalError("unavailable") }
    /// A shader function by name.
    public subscript(dynamicMember name: String) -> (Shader.Argument...) -> Shader { fatalError("unavailable") }
}

nonisolated extension View {
    /// A colour shader: not drawn yet.
    @available(*, unavailable, message: "l10n does not run Metal shaders; check the screen without colorEffect")
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }
    /// A distortion shader: not drawn yet.
    @available(*, unavailable, message: "l10n does not run Metal shaders; check the screen without distortionEffect")
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
    /// A layer shader: not drawn yet.
    @available(*, unavailable, message: "l10n does not run Metal shaders; check the screen without layerEffect")
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}
#endif
