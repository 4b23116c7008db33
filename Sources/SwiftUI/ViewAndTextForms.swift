#if os(Linux)
import Foundation

// Forms of SwiftUI's API that apps write beside the common ones: a text of a symbol, the
// initializers passed as functions (`ForEach(names, id: \.self, content: Text.init)`), a
// gradient as a style, the scroll view's coordinate space, per-corner rectangles, scoped
// animations and trimmed paths.

extension Text {
    /// A text of an image (`Text(Image(systemName: "star.fill")) + Text(" 4.5")`): an SF
    /// Symbol is drawn as its glyph in the text's font, as in a text it is inserted in; an image
    /// of the app's assets draws nothing.
    public init(_ image: Image, file: StaticString = #filePath, line: UInt = #line) {
        self.init(verbatim: image.inlineGlyph, file: file, line: line)
    }

    /// A string shown as it is, as a function of one argument (`items.map(Text.init)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(content, file: #filePath, line: #line)
    }

    /// A string value shown as it is, recording where it was written: a `String` argument
    /// takes this form over the generic ones (the one above only serves references to
    /// `Text.init`).
    @_disfavoredOverload
    public init(_ content: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(content[...], file: file, line: line)
    }
}

extension Image {
    /// An SF Symbol, as a function of one argument (`names.map(Image.init(systemName:))`):
    /// disfavoured, so a call still records its file and line.
    @_disfavoredOverload
    public init(systemName: String) {
        self.init(systemName: systemName, file: #filePath, line: #line)
    }
}

extension Gradient: ShapeStyle {
    /// A gradient as a style (`.tint(Gradient(colors: …))`): top to bottom, as SwiftUI draws it.
    public var paint: Paint { LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint }
}

extension CoordinateSpace {
    /// The nearest scroll view's space (iOS 17's `.scrollView`).
    public static var scrollView: CoordinateSpace { .named("scrollView") }
    /// The nearest scroll view's space along one axis.
    public static func scrollView(axis: Axis) -> CoordinateSpace { .named("scrollView") }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner (iOS 17's `.rect(topLeadingRadius:…)`).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle of corner radii.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

nonisolated extension View {
    /// Animates only what `body` changes (iOS 17): drawn as `body` makes it.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self))
    }
}

extension Path {
    /// The part of the path from `from` to `to` (fractions of its length): the whole path, as a
    /// render measures no path's length; a trimmed line draws within its frame all the same.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
}
#endif
