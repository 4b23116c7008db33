#if os(Linux)
import Foundation

/// Renders a view to an image (SwiftUI's `ImageRenderer`): no pixels are drawn here, so the image
/// it gives (`cgImage`, `uiImage`, `nsImage`, from the stand-ins of Core Graphics, UIKit and AppKit)
/// is one of the view's laid-out size, drawn as an image placeholder of that size, and a share
/// sheet or an export built on it is laid out as on a device.
@MainActor public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view rendered.
    public var content: Content
    /// Pixels per point of the image.
    public var scale: CGFloat = 1
    /// Whether the image has no transparency.
    public var isOpaque = false
    /// The size proposed to the view; unspecified lets it take its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified

    /// A renderer of `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The size the view chooses for the proposed size, in points, as laid out on the default
    /// iPhone (its ideal size when nothing is proposed).
    package var renderedSize: CGSize {
        let measured = MeasuredSize()
        _ = ScreenLayout().layout(RenderMeasure(measured: measured, proposal: proposedSize) { content }, name: "ImageRenderer")
        return measured.size
    }
}

/// Where `RenderMeasure` leaves the size it measured.
private final class MeasuredSize: @unchecked Sendable {
    var size = CGSize.zero
}

/// A layout that measures its one subview with the renderer's proposal.
private struct RenderMeasure: Layout {
    let measured: MeasuredSize
    let proposal: ProposedViewSize

    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let size = subviews.first?.sizeThatFits(proposal) ?? .zero
        measured.size = size
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}
#endif
