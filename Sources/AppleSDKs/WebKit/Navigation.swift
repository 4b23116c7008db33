#if os(Linux)
@_exported import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StandInUIKit

/// A frame of a page (WebKit's `WKFrameInfo`): the main frame unless WebKit says otherwise.
open class WKFrameInfo: NSObject, @unchecked Sendable {
    /// Whether it is the page's main frame.
    open var isMainFrame: Bool { true }
    /// The frame's request.
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    /// Where the frame's content comes from.
    open var securityOrigin: WKSecurityOrigin { WKSecurityOrigin() }
    /// The web view of the frame.
    open weak var webView: WKWebView?
}

/// Where a frame's content comes from (WebKit's `WKSecurityOrigin`).
open class WKSecurityOrigin: NSObject, @unchecked Sendable {
    /// The scheme.
    open var `protocol`: String { "file" }
    /// The host.
    open var host: String { "" }
    /// The port (0: the scheme's).
    open var port: Int { 0 }
}

/// What a page asks of a new window (WebKit's `WKWindowFeatures`): nil where the page does not say.
open class WKWindowFeatures: NSObject, @unchecked Sendable {
    /// Whether the menu bar shows.
    open var menuBarVisibility: NSNumber? { nil }
    /// Whether the status bar shows.
    open var statusBarVisibility: NSNumber? { nil }
    /// Whether the toolbars show.
    open var toolbarsVisibility: NSNumber? { nil }
    /// Whether the window can be resized.
    open var allowsResizing: NSNumber? { nil }
    /// The window's x.
    open var x: NSNumber? { nil }
    /// The window's y.
    open var y: NSNumber? { nil }
    /// The window's width.
    open var width: NSNumber? { nil }
    /// The window's height.
    open var height: NSNumber? { nil }
}

/// A page of a web view's history (WebKit's `WKBackForwardListItem`).
open class WKBackForwardListItem: NSObject, @unchecked Sendable {
    /// The page's URL.
    public let url: URL
    /// The URL first asked for (before redirects).
    public let initialURL: URL
    /// The page's title.
    public let title: String?
    init(url: URL, initialURL: URL, title: String?) {
        self.url = url
        self.initialURL = initialURL
        self.title = title
    }
}

/// A web view's history (WebKit's `WKBackForwardList`): empty in a preview, as pages never load.
open class WKBackForwardList: NSObject, @unchecked Sendable {
    /// The page shown: none.
    open var currentItem: WKBackForwardListItem? { nil }
    /// The page before: none.
    open var backItem: WKBackForwardListItem? { nil }
    /// The page after: none.
    open var forwardItem: WKBackForwardListItem? { nil }
    /// The pages before, oldest first: none.
    open var backList: [WKBackForwardListItem] { [] }
    /// The pages after, nearest first: none.
    open var forwardList: [WKBackForwardListItem] { [] }
    /// The page `index` steps from the current one (negative: back): none.
    open func item(at index: Int) -> WKBackForwardListItem? { nil }
}

/// A device a page asks to capture from (WebKit's `WKMediaCaptureType`).
public enum WKMediaCaptureType: Int, Sendable { case camera, microphone, cameraAndMicrophone }

/// An answer to a page's permission request (WebKit's `WKPermissionDecision`).
public enum WKPermissionDecision: Int, Sendable { case prompt, grant, deny }

/// What a web view asks its UI delegate (WebKit's `WKUIDelegate`): every method is optional; pages
/// never run in a preview, so it is never asked. Without a delegate, WebKit opens no window and
/// answers panels at once, as the defaults do.
@MainActor
public protocol WKUIDelegate: AnyObject {
    /// A web view for a new window a page opens (nil: none).
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
                 windowFeatures: WKWindowFeatures) -> WKWebView?
    /// A page closed its window.
    func webViewDidClose(_ webView: WKWebView)
    /// A page's `alert()`: call `completionHandler` when dismissed.
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable () -> Void)
    /// A page's `confirm()`: call `completionHandler` with the answer.
    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
    /// A page's `prompt()`: call `completionHandler` with the text typed.
    func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void)
    /// A page asks for the camera or microphone: call `decisionHandler` with the answer.
    func webView(_ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
                 type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void)
}

extension WKUIDelegate {
    /// No new window.
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
                        windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    /// Nothing to do.
    public func webViewDidClose(_ webView: WKWebView) {}
    /// Dismissed at once.
    public func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping @MainActor @Sendable () -> Void) { completionHandler() }
    /// Answered no.
    public func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void) { completionHandler(false) }
    /// Answered with nothing.
    public func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void) {
        completionHandler(nil)
    }
    /// The user is asked (never, in a preview).
    public func webView(_ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
                        type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void) {
        decisionHandler(.prompt)
    }
}
#endif
