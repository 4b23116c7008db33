#if os(Linux)
import Foundation

/// Where an `AsyncImage`'s loading is (SwiftUI's `AsyncImagePhase`). A render loads nothing
/// from the network, so an image is always drawn in its first phase, `.empty`, as on the first
/// frame on a device.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed to load.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL (SwiftUI's `AsyncImage`), drawn as its placeholder: a render does
/// not reach the network, so the screen shows what a device shows before the image arrives — the
/// system's gray placeholder, the `placeholder:` view, or the `content` of the `.empty` phase.
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The image at `url`, shown before it loads as the system's placeholder: a gray area that
    /// takes the space offered.
    public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
        content = AnyView(Color(.tertiarySystemFill).asSystemDefault)
    }

    /// The image at `url`; `placeholder` is drawn, as before the image loads.
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }

    /// The image at `url` drawn by phase; the `.empty` phase is drawn, as before the image loads.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}
#endif
