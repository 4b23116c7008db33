#if os(Linux)
import Foundation

// iOS 18's text renderers: an app's own drawing of a text's lines, runs and glyphs (animated
// reveals, highlights). A render lays the text out and draws it as the text itself, so what it
// says is checked; the renderer's effects are not drawn.

/// Draws a text's layout in an app's own way (SwiftUI's `TextRenderer`).
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size the text takes: as laid out.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far the drawing may go past the text's frame.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.size }
    /// No padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes (SwiftUI's `TextProxy`).
public struct TextProxy {
    let size: CGSize
    /// The text's size for `proposal`: as it was laid out.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }
}

extension Text {
    /// A text's lines as a renderer receives them (SwiftUI's `Text.Layout`): empty in a render,
    /// which draws the text itself.
    public struct Layout: RandomAccessCollection {
        /// The lines.
        let lines: [Line]
        /// The first line's index.
        public var startIndex: Int { lines.startIndex }
        /// The index past the last line.
        public var endIndex: Int { lines.endIndex }
        /// The line at `index`.
        public subscript(index: Int) -> Line { lines[index] }
        /// Whether the text was cut short to fit.
        public var isTruncated: Bool { false }

        /// One line: its runs of one style.
        public struct Line: RandomAccessCollection {
            let runs: [Run]
            /// The first run's index.
            public var startIndex: Int { runs.startIndex }
            /// The index past the last run.
            public var endIndex: Int { runs.endIndex }
            /// The run at `index`.
            public subscript(index: Int) -> Run { runs[index] }
            /// Where the line's glyphs sit.
            public var typographicBounds: TypographicBounds { TypographicBounds() }
            /// Where the line starts.
            public var origin: CGPoint { .zero }
        }

        /// A run of glyphs of one style in a line.
        public struct Run: RandomAccessCollection {
            let slices: [RunSlice]
            /// The first glyph's index.
            public var startIndex: Int { slices.startIndex }
            /// The index past the last glyph.
            public var endIndex: Int { slices.endIndex }
            /// The glyph at `index`.
            public subscript(index: Int) -> RunSlice { slices[index] }
            /// Where the run's glyphs sit.
            public var typographicBounds: TypographicBounds { TypographicBounds() }
            /// The value of a text attribute the app set on the run (`Text(…).customAttribute(…)`): none here.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { nil }
        }

        /// A part of a run: one glyph or several.
        public struct RunSlice {
            /// Where the slice's glyphs sit.
            public var typographicBounds: TypographicBounds { TypographicBounds() }
        }

        /// A rectangle and baseline of laid-out glyphs.
        public struct TypographicBounds: Sendable, Hashable {
            /// The origin on the baseline.
            public var origin: CGPoint = .zero
            /// The width.
            public var width: CGFloat = 0
            /// How far the glyphs rise above the baseline.
            public var ascent: CGFloat = 0
            /// How far they fall below it.
            public var descent: CGFloat = 0
            /// The rectangle they take.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// How a renderer draws a line, run or slice.
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            /// Options of a raw value.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Places glyphs at fractional positions, not snapped to pixels.
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }
    }

    /// The text drawn by `renderer` (accepted: the text is drawn as it is).
    public func textRenderer<R: TextRenderer>(_ renderer: R) -> Text { self }
}

/// A value an app attaches to a run of text for its renderer (SwiftUI's `TextAttribute`).
public protocol TextAttribute: Hashable {}

extension Text {
    /// Attaches `attribute` to the text for a renderer (accepted).
    public func customAttribute<T: TextAttribute>(_ attribute: T) -> Text { self }
}

extension GraphicsContext {
    /// Draws a laid-out line (nothing: the text is drawn as it is).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
    /// Draws a run (nothing: the text is drawn as it is).
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
    /// Draws a slice (nothing: the text is drawn as it is).
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}

nonisolated extension View {
    /// Texts inside drawn by `renderer` (accepted: they are drawn as they are).
    public func textRenderer<R: TextRenderer>(_ renderer: R) -> some View { self }
}
#endif
