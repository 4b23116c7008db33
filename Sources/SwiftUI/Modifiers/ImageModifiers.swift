#if os(Linux)
import Foundation

extension Image {
    /// An image from a bundle that VoiceOver skips.
    public init(decorative name: String, bundle: Bundle?, file: StaticString = #filePath, line: UInt = #line) {
        self.init(decorative: name, file: file, line: line)
    }

    /// An SF Symbol with a variable value (drawn as the symbol).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image from the app's assets, from a bundle.
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }

    /// How a resizable image fills its frame; accepted.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    /// The image's interpolation; accepted.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Whether the image is antialiased; accepted.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How an image is drawn (SwiftUI's `Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }

    /// How an image is scaled (SwiftUI's `Image.Interpolation`).
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
}

/// How content fits its frame (SwiftUI's `ContentMode`).
public enum ContentMode: Sendable, Hashable {
    case fit, fill
}

nonisolated extension View {
    /// Scales the view to fit or fill its frame, keeping its proportions.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }

    /// Scales the view to fit its frame.
    public func scaledToFit() -> some View { self }

    /// Scales the view to fill its frame.
    public func scaledToFill() -> some View { self }
}
#endif
