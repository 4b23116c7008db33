#if os(Linux)
import Foundation
import SwiftUI

/// The running app (UIKit's): opening URLs and settings does nothing in a preview.
public final class UIApplication: @unchecked Sendable {
    /// The app.
    public static let shared = UIApplication()
    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// The app's state: active.
    public let applicationState = State.active
    /// The badge on the app's icon.
    public var applicationIconBadgeNumber = 0
    /// Whether the screen stays on.
    public var isIdleTimerDisabled = false
    /// The scenes: none in a preview.
    public var connectedScenes: Set<UIScene> { [] }
    /// The app's states.
    public enum State: Int, Sendable { case active, inactive, background }

    /// Whether a URL could be opened: yes.
    public func canOpenURL(_ url: URL) -> Bool { true }

    /// Opens `url` (nothing happens in a preview); `completion` is told it opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(true)
    }

    /// Registers for remote notifications (nothing happens here).
    public func registerForRemoteNotifications() {}

    /// A key of `open(_:options:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        let rawValue: String
        /// Open only universal links.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }
}

/// A scene of the app (UIKit's).
public class UIScene: NSObject, @unchecked Sendable {}

/// A window scene (UIKit's).
public class UIWindowScene: UIScene, @unchecked Sendable {
    /// The windows: none.
    public var windows: [UIWindow] { [] }
    /// The key window: none.
    public var keyWindow: UIWindow? { nil }
}

/// An image (UIKit's): a name SwiftUI's `Image` draws, and a size.
extension ImageRenderer {
    /// The view as an image of its laid-out size (drawn as an image placeholder of that size).
    public var uiImage: UIImage? {
        UIImage(name: "", isSymbol: false, size: renderedSize)
    }

    /// The view as a Mac image: the same image as `uiImage`.
    public var nsImage: UIImage? { uiImage }
}

public final class UIImage: NSObject, @unchecked Sendable {
    /// The asset or symbol name.
    public let name: String
    /// Whether `name` is an SF Symbol.
    public let isSymbol: Bool
    /// The size in points.
    public let size: CGSize

    package init(name: String, isSymbol: Bool, size: CGSize) {
        self.name = name
        self.isSymbol = isSymbol
        self.size = size
    }

    /// An image of the app's asset catalog: its size in points when the catalog gives one, else
    /// the placeholder's 24 × 24.
    public convenience init?(named name: String) {
        let size = AssetImage.inAppCatalogs(named: name)?.size ?? Size(width: 24, height: 24)
        self.init(name: name, isSymbol: false, size: CGSize(width: size.width, height: size.height))
    }

    /// An empty image (`@State var photo = UIImage()`): no name, no size.
    public override convenience init() { self.init(name: "", isSymbol: false, size: .zero) }

    /// An SF Symbol.
    public convenience init?(systemName: String) { self.init(name: systemName, isSymbol: true, size: CGSize(width: 24, height: 24)) }

    /// An image decoded from `data` at a scale (not decoded here: a placeholder of 100 × 100).
    public convenience init?(data: Data, scale: CGFloat) { self.init(data: data) }

    /// The image stretched between insets: the same image here.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// The image stretched between insets in a mode: the same image here.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

    /// How a resizable image fills (UIKit's `UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// A thumbnail of at most `size` (the same image's name at that size).
    public func preparingThumbnail(of size: CGSize) -> UIImage? { UIImage(name: name, isSymbol: isSymbol, size: size) }

    /// A thumbnail of at most `size`, made off the main thread.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// An image decoded from `data` (not decoded here: a placeholder of 100 × 100).
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(name: "photo", isSymbol: true, size: CGSize(width: 100, height: 100))
    }

    /// An image read from a file (a placeholder).
    public convenience init?(contentsOfFile path: String) { self.init(name: "photo", isSymbol: true, size: CGSize(width: 100, height: 100)) }

    /// PNG bytes: none here.
    public func pngData() -> Data? { nil }

    /// JPEG bytes: none here.
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    /// The image drawn with another tint (the same image here).
    public func withTintColor(_ color: UIColor) -> UIImage { self }
}

extension Image {
    /// A SwiftUI image drawing a UIKit one.
    public init(uiImage: UIImage) {
        if uiImage.isSymbol { self.init(systemName: uiImage.name) } else { self.init(uiImage.name) }
    }
}

/// A font (UIKit's): a size and a text style.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The font's family.
    public let familyName: String

    init(pointSize: CGFloat, familyName: String = "SF Pro") {
        self.pointSize = pointSize
        self.familyName = familyName
    }

    /// A named font.
    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size, familyName: name) }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(pointSize: fontSize) }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }

    /// The monospaced system font.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, familyName: "SF Mono") }

    /// The font of a text style at the default text size (iOS's Large).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(pointSize: style.defaultSize) }

    /// A font's weight (UIKit's).
    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }

    /// A text style (UIKit's), with its size at Large.
    public struct TextStyle: Hashable, Sendable {
        let defaultSize: CGFloat
        public static let largeTitle = TextStyle(defaultSize: 34), title1 = TextStyle(defaultSize: 28), title2 = TextStyle(defaultSize: 22)
        public static let title3 = TextStyle(defaultSize: 20), headline = TextStyle(defaultSize: 17), body = TextStyle(defaultSize: 17)
        public static let callout = TextStyle(defaultSize: 16), subheadline = TextStyle(defaultSize: 15), footnote = TextStyle(defaultSize: 13)
        public static let caption1 = TextStyle(defaultSize: 12), caption2 = TextStyle(defaultSize: 11)
    }
}
#endif
