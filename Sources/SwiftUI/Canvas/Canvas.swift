#if os(Linux)
import Foundation

/// A view drawn by code (SwiftUI's `Canvas`): it takes the space it is offered, and its
/// `renderer` runs for that size when the screen is laid out. The texts it draws are laid out
/// where it drew them, hidden from VoiceOver as a canvas's pixels are, so they are checked for
/// translation and fit; shapes and images leave no mark.
nonisolated public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`, with views it may draw as `symbols` (not drawn here).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
    }

    public var body: some View {
        let renderer = self.renderer
        return ProposalReader { size in
            CanvasTexts(size: size, renderer: renderer)
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// The texts a canvas's renderer drew for one size, each where it was drawn.
nonisolated private struct CanvasTexts: View {
    let size: Size
    let renderer: (inout GraphicsContext, CGSize) -> Void
    @Environment(\.self) private var environment

    var body: some View {
        var context = GraphicsContext(environment: environment)
        let canvasSize = CGSize(width: size.width, height: size.height)
        renderer(&context, canvasSize)
        let texts = context.drawing.texts
        return CanvasTextLayout(size: canvasSize, texts: texts) {
            ForEach(texts.indices, id: \.self) { index in
                texts[index].text.accessibilityHidden(true)
            }
        }
    }
}

/// Places each drawn text with its anchor at its point, sized for its rectangle when it was
/// drawn in one.
private struct CanvasTextLayout: Layout {
    let size: CGSize
    let texts: [GraphicsContext.DrawnText]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, text) in zip(subviews, texts) {
            subview.place(at: CGPoint(x: bounds.minX + text.point.x, y: bounds.minY + text.point.y), anchor: text.anchor,
                          proposal: text.size.map { ProposedViewSize($0) } ?? .unspecified)
        }
    }
}
#endif
