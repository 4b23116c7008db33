#if os(Linux)
@_exported import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StandInUIKit

/// A web view's settings (WebKit's `WKWebViewConfiguration`).
open class WKWebViewConfiguration: NSObject, @unchecked Sendable {
    /// Whether media plays inline.
    open var allowsInlineMediaPlayback = false
    /// The media that plays only when the user taps it: every kind, unless the app says otherwise.
    open var mediaTypesRequiringUserActionForPlayback = WKAudiovisualMediaTypes.all
    /// Whether video may play in picture in picture.
    open var allowsPictureInPictureMediaPlayback = true
    /// Whether media may play over AirPlay.
    open var allowsAirPlayForMediaPlayback = true
    /// The app's name appended to the user agent.
    open var applicationNameForUserAgent: String?
    /// The content controller.
    open var userContentController = WKUserContentController()
    /// The data store.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// The preferences.
    open var preferences = WKPreferences()
    /// The preferences per page.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// A configuration.
    public override init() {}
}

/// A web view's preferences (WebKit's `WKPreferences`).
open class WKPreferences: NSObject, @unchecked Sendable {
    /// Whether JavaScript may open windows.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether elements may go full screen.
    open var isElementFullscreenEnabled = false
    /// Whether fraudulent sites are warned of.
    open var isFraudulentWebsiteWarningEnabled = true
    /// The smallest font size.
    open var minimumFontSize: CGFloat = 0
    /// Whether text interaction is on.
    open var isTextInteractionEnabled = true
}

/// A page's preferences (WebKit's `WKWebpagePreferences`).
open class WKWebpagePreferences: NSObject, @unchecked Sendable {
    /// Whether JavaScript runs.
    open var allowsContentJavaScript = true
}

/// Scripts and message handlers of a web view (WebKit's `WKUserContentController`).
open class WKUserContentController: NSObject, @unchecked Sendable {
    /// Adds a message handler.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
    /// Removes a message handler.
    open func removeScriptMessageHandler(forName name: String) {}
    /// Adds a script.
    open func addUserScript(_ userScript: WKUserScript) {}
}

/// A script injected in pages (WebKit's `WKUserScript`).
open class WKUserScript: NSObject, @unchecked Sendable {
    /// When a script runs.
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    /// A script.
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {}
}

/// A message from a page's script (WebKit's `WKScriptMessage`).
open class WKScriptMessage: NSObject, @unchecked Sendable {
    /// The handler's name.
    open var name: String { "" }
    /// The message.
    open var body: Any { "" }
}

/// Receives messages from pages (WebKit's `WKScriptMessageHandler`).
@MainActor
public protocol WKScriptMessageHandler: AnyObject {
    /// A message came.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// Cookies and caches of web views (WebKit's `WKWebsiteDataStore`).
open class WKWebsiteDataStore: NSObject, @unchecked Sendable {
    /// The default store.
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    /// A store kept in memory.
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    /// The cookie store.
    open var httpCookieStore: WKHTTPCookieStore { WKHTTPCookieStore() }
    /// Every kind of website data.
    public static func allWebsiteDataTypes() -> Set<String> { [] }
    /// Removes data.
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping @Sendable () -> Void) { completionHandler() }
}

/// A web view's cookies (WebKit's `WKHTTPCookieStore`).
open class WKHTTPCookieStore: NSObject, @unchecked Sendable {
    /// Every cookie: none.
    open func getAllCookies(_ completionHandler: @escaping @Sendable ([HTTPCookie]) -> Void) { completionHandler([]) }
    /// Every cookie: none.
    open func allCookies() async -> [HTTPCookie] { [] }
    /// Sets a cookie.
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (@Sendable () -> Void)? = nil) { completionHandler?() }
}

/// A navigation (WebKit's `WKNavigation`).
open class WKNavigation: NSObject, @unchecked Sendable {}

/// A request to navigate (WebKit's `WKNavigationAction`): WebKit makes them as pages navigate,
/// which never happens in a preview; one made by the app targets the main frame.
open class WKNavigationAction: NSObject, @unchecked Sendable {
    /// The request.
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    /// The kind.
    open var navigationType: WKNavigationType { .other }
    /// The frame that asked for the navigation.
    open var sourceFrame: WKFrameInfo { WKFrameInfo() }
    /// The frame navigated: nil for a new window (`target="_blank"`, `window.open`).
    open var targetFrame: WKFrameInfo? { WKFrameInfo() }
    /// Whether the navigation should download its response.
    open var shouldPerformDownload: Bool { false }
}

/// A kind of navigation (WebKit's `WKNavigationType`).
public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1 }

/// Whether a navigation goes on (WebKit's `WKNavigationActionPolicy`).
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }

/// What a web view asks its navigation delegate (WebKit's `WKNavigationDelegate`).
@MainActor
public protocol WKNavigationDelegate: AnyObject {
    /// A page finished loading.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// Loading failed.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// Whether to follow a navigation.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
}

extension WKNavigationDelegate {
    /// Nothing to do.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Nothing to do.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Nothing to do.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {}
}

/// A web page (WebKit's `WKWebView`): a UIKit view, so a placeholder in a preview; pages never load.
open class WKWebView: UIView, @unchecked Sendable {
    /// The configuration.
    public let configuration: WKWebViewConfiguration
    /// Its navigation delegate.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Its UI delegate.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// Its scroll view.
    open var scrollView = UIScrollView()
    /// The URL shown.
    open private(set) var url: URL?
    /// The page's title.
    open var title: String? { nil }
    /// Whether it is loading.
    open var isLoading: Bool { false }
    /// The load's progress.
    open var estimatedProgress: Double { 0 }
    /// The pages visited: none, as pages never load in a preview.
    public let backForwardList = WKBackForwardList()
    /// Whether it can go back: never in a preview.
    open var canGoBack: Bool { backForwardList.backItem != nil }
    /// Whether it can go forward: never in a preview.
    open var canGoForward: Bool { backForwardList.forwardItem != nil }
    /// Whether swipes navigate.
    open var allowsBackForwardNavigationGestures = false
    /// Whether it is opaque.
    open var isOpaque = true
    /// Whether Safari's inspector may attach.
    open var isInspectable = false
    /// The user agent.
    open var customUserAgent: String?
    /// A web view.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    /// A web view with the default configuration.
    public override init(frame: CGRect) {
        configuration = WKWebViewConfiguration()
        super.init(frame: frame)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
    /// Loads a request (never loads here).
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return nil
    }
    /// Loads HTML (never shown here).
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }
    /// Loads a file.
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { nil }
    /// Reloads.
    @discardableResult open func reload() -> WKNavigation? { nil }
    /// Stops loading.
    open func stopLoading() {}
    /// Goes back.
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// Goes forward.
    @discardableResult open func goForward() -> WKNavigation? { nil }
    /// Goes to a page of the back-forward list (never loads here).
    @discardableResult open func go(to item: WKBackForwardListItem) -> WKNavigation? { nil }
    /// Runs JavaScript: no result here.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {}
    /// Runs JavaScript: no result here.
    @discardableResult open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? { nil }
}
#endif
