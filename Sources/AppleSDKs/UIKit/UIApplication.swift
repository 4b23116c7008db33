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

/// A font (UIKit's `UIFont`): a family, a size, a weight and traits, and the text style it was
/// made for. Dynamic Type sizes are the preview's (Large) unless a trait collection says otherwise.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The font's family.
    public let familyName: String
    /// The font's full (PostScript) name.
    public let fontName: String
    /// Its weight.
    let weight: Weight
    /// Its symbolic traits (bold, italic, monospaced).
    let traits: UIFontDescriptor.SymbolicTraits
    /// The text style it was made for.
    let textStyle: TextStyle?

    init(pointSize: CGFloat, familyName: String = "SF Pro", fontName: String? = nil, weight: Weight = .regular,
         traits: UIFontDescriptor.SymbolicTraits = [], textStyle: TextStyle? = nil) {
        self.pointSize = pointSize
        self.familyName = familyName
        self.fontName = fontName ?? (familyName == "SF Pro" ? ".SFUI-\(weight.faceName)" : familyName)
        self.weight = weight
        self.traits = weight.value >= Weight.semibold.value ? traits.union(.traitBold) : traits
        self.textStyle = textStyle
    }

    /// The same font at another size.
    func resized(to size: CGFloat) -> UIFont {
        UIFont(pointSize: size, familyName: familyName, fontName: fontName, weight: weight, traits: traits, textStyle: textStyle)
    }

    /// A named font.
    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size, familyName: name) }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, fontName: ".SFUI-Italic", traits: .traitItalic)
    }

    /// The monospaced system font.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, familyName: "SF Mono", fontName: "SFMono-\(weight.faceName)", weight: weight, traits: .traitMonoSpace)
    }

    /// The system font with digits of one width (for timers and tables).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The font of a text style at the preview's text size (Large).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { preferredFont(forTextStyle: style, compatibleWith: nil) }

    /// The font of a text style at the text size of `traitCollection` (Large when it sets none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = style.pointSize(at: traitCollection?.preferredContentSizeCategory ?? .large)
        return UIFont(pointSize: size, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The standard system font size (14 pt).
    public static var systemFontSize: CGFloat { 14 }
    /// The size of labels' text (17 pt).
    public static var labelFontSize: CGFloat { 17 }
    /// The size of buttons' text (18 pt).
    public static var buttonFontSize: CGFloat { 18 }
    /// The small system font size (12 pt).
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The top of its tallest letters above the baseline.
    public var ascender: CGFloat { pointSize * 0.952 }
    /// The bottom of its descenders below the baseline (negative).
    public var descender: CGFloat { pointSize * -0.241 }
    /// The height of its capitals.
    public var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of its lowercase x.
    public var xHeight: CGFloat { pointSize * 0.528 }
    /// The space between lines.
    public var leading: CGFloat { 0 }

    /// A font's weight (UIKit's `UIFont.Weight`).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        let value: CGFloat
        /// The weight's value, -1…1.
        public var rawValue: CGFloat { value }
        /// A weight of a value.
        public init(rawValue: CGFloat) { value = rawValue }
        /// A weight of a value.
        public init(_ rawValue: CGFloat) { value = rawValue }
        init(value: CGFloat) { self.value = value }
        /// The face name of the weight (its nearest standard weight's).
        var faceName: String {
            let faces: [(CGFloat, String)] = [(-0.8, "Ultralight"), (-0.6, "Thin"), (-0.4, "Light"), (0, "Regular"), (0.23, "Medium"),
                                              (0.3, "Semibold"), (0.4, "Bold"), (0.56, "Heavy"), (0.62, "Black")]
            return faces.min { abs($0.0 - value) < abs($1.0 - value) }?.1 ?? "Regular"
        }
        /// The lightest weights.
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        /// The middle weights.
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        /// The heaviest weights.
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }

    /// A font's width (UIKit's `UIFont.Width`, iOS 16).
    public struct Width: Hashable, Sendable, RawRepresentable {
        /// The width's value.
        public let rawValue: CGFloat
        /// A width of a value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Narrow.
        public static let compressed = Width(rawValue: -0.3)
        /// Condensed.
        public static let condensed = Width(rawValue: -0.2)
        /// The usual width.
        public static let standard = Width(rawValue: 0)
        /// Wide.
        public static let expanded = Width(rawValue: 0.2)
    }

    /// A text style (UIKit's `UIFont.TextStyle`), sized by the Dynamic Type table.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// The style's name.
        public let rawValue: String
        /// A style of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The title styles.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0"), title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The smaller title styles.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2"), title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headlines and body text.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline"), body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts and subheadlines.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout"), subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnotes and captions.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote"), caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The smallest captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        /// SwiftUI's style of the same size.
        var swiftUIStyle: Font.TextStyle {
            let styles: [TextStyle: Font.TextStyle] = [.largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3,
                                                       .headline: .headline, .body: .body, .callout: .callout, .subheadline: .subheadline,
                                                       .footnote: .footnote, .caption1: .caption, .caption2: .caption2]
            return styles[self] ?? .body
        }
        /// Its size at Large.
        var defaultSize: CGFloat { pointSize(at: .large) }
        /// Its size at a text size.
        func pointSize(at category: UIContentSizeCategory) -> CGFloat {
            CGFloat(DynamicTypeTable.pointSize(swiftUIStyle, category.swiftUICategory))
        }
    }
}

extension UIContentSizeCategory {
    /// SwiftUI's category of the same size (Large when unspecified).
    var swiftUICategory: ContentSizeCategory {
        guard let index = Self.order.firstIndex(of: rawValue), ContentSizeCategory.allCases.indices.contains(index) else { return .large }
        return ContentSizeCategory.allCases[index]
    }
}
#endif
