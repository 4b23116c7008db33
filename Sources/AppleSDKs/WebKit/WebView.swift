#if os(Linux)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Observation
import SwiftUI

/// A web page SwiftUI shows (WebKit's `WebPage`): pages never load in a preview.
@Observable
public final class WebPage: @unchecked Sendable {
    /// The URL asked for.
    public private(set) var url: URL?
    /// The page's title.
    public private(set) var title = ""
    /// Whether it is loading.
    public private(set) var isLoading = false
    /// The load's progress.
    public private(set) var estimatedProgress = 0.0
    /// A page.
    public init() {}
    /// Loads a request (never loads here).
    public func load(_ request: URLRequest) { url = request.url }
    /// Loads a URL (never loads here).
    public func load(_ url: URL?) { self.url = url }
    /// Loads HTML (never shown here).
    public func load(html: String, baseURL: URL = URL(fileURLWithPath: "/")) {}
    /// Reloads.
    public func reload() {}
    /// Stops loading.
    public func stopLoading() {}
    /// Runs JavaScript: no result here.
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? { nil }
}

/// A web page in SwiftUI (WebKit's `WebView`): a gray placeholder of the frame it is given.
public struct WebView: View {
    /// A view of a page.
    public init(_ page: WebPage) {}
    /// A view of a URL.
    public init(url: URL?) {}
    public var body: some View { Color(.tertiarySystemFill) }
}

extension View {
    /// Sets whether back and forward swipes navigate (accepted).
    public func webViewBackForwardNavigationGestures(_ visibility: Visibility) -> some View { self }
    /// Sets how a web view scrolls (accepted).
    public func webViewScrollPosition<P>(_ position: Binding<P>) -> some View { self }
}
#endif
