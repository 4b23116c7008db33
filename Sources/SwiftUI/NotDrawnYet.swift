#if os(Linux)
// SwiftUI API that this product does not draw yet, declared unavailable so that a view using it
// fails to compile with a message naming what is missing, instead of a type-checker error that
// names nothing ("cannot infer key path type", "unable to type-check this expression").

/// Draws with a graphics context (SwiftUI's `Canvas`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw Canvas yet; check the screen without it, or draw its text with Text")
nonisolated public struct Canvas: View {
    /// A canvas.
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false, renderer: @escaping (inout Any, CGSize) -> Void) {}
    public var body: some View { EmptyView() }
}

/// A tree of rows that disclose their children (SwiftUI's `OutlineGroup`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw OutlineGroup yet; a List of the top-level rows is drawn")
nonisolated public struct OutlineGroup<Data, Content: View>: View {
    /// An outline of `data`'s tree.
    public init<Children>(_ data: Data, children: KeyPath<Any, Children?>, @ViewBuilder content: @escaping (Any) -> Content) {}
    public var body: some View { EmptyView() }
}

/// A picker of several dates (SwiftUI's `MultiDatePicker`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw MultiDatePicker yet; a DatePicker is drawn")
nonisolated public struct MultiDatePicker<Label: View>: View {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) where Label == Text {}
    public var body: some View { EmptyView() }
}

/// A button that pastes (SwiftUI's `PasteButton`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw PasteButton yet; a Button is drawn")
nonisolated public struct PasteButton: View {
    /// A paste button.
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public var body: some View { EmptyView() }
}

/// A button that starts renaming (SwiftUI's `RenameButton`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw RenameButton yet; a Button is drawn")
nonisolated public struct RenameButton<Label: View>: View {
    /// A rename button.
    public init() where Label == Text {}
    public var body: some View { EmptyView() }
}

/// A mesh of colors (SwiftUI's `MeshGradient`): not drawn yet.
@available(*, unavailable, message: "l10n does not draw MeshGradient yet; a LinearGradient is drawn")
public struct MeshGradient {
    /// A mesh gradient.
    public init(width: Int, height: Int, points: [Any], colors: [Color]) {}
}



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
