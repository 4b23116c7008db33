#if os(Linux)
import Foundation
import SwiftUI

/// A cell's content described as a value (UIKit's `UIContentConfiguration`).
public protocol UIContentConfiguration {}

/// SwiftUI views as a UIKit cell's content (SwiftUI's `UIHostingConfiguration`, iOS 16): a UIKit
/// list is not drawn here, so the configuration is kept and its views are not rendered.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    /// The cell's views.
    public let content: Content
    /// What is drawn behind them.
    public let background: Background
    /// The insets around the content.
    public private(set) var insets = EdgeInsets()
    /// The smallest size the cell takes.
    public private(set) var minimumSize = CGSize.zero

    /// A configuration of `content`.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        background = EmptyView()
    }

    init(content: Content, background: Background, insets: EdgeInsets, minimumSize: CGSize) {
        self.content = content
        self.background = background
        self.insets = insets
        self.minimumSize = minimumSize
    }

    /// The same content with `length` of margin on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The same content with `insets` as margins on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
        var copy = self
        if edges.contains(.top) { copy.insets.top = insets.top }
        if edges.contains(.leading) { copy.insets.leading = insets.leading }
        if edges.contains(.bottom) { copy.insets.bottom = insets.bottom }
        if edges.contains(.trailing) { copy.insets.trailing = insets.trailing }
        return copy
    }

    /// The same content at least `width` wide and `height` high.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        copy.minimumSize = CGSize(width: width ?? minimumSize.width, height: height ?? minimumSize.height)
        return copy
    }

    /// The same content over `background`'s views.
    public func background<B: View>(@ViewBuilder content background: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: content, background: background(), insets: insets, minimumSize: minimumSize)
    }

    /// The same content over a style (`.background(.blue)`).
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, FilledShape> {
        UIHostingConfiguration<Content, FilledShape>(content: content, background: Rectangle().fill(style), insets: insets,
                                                          minimumSize: minimumSize)
    }
}
#endif
