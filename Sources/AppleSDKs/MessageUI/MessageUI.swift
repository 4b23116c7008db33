#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// How the mail sheet ended (MessageUI's `MFMailComposeResult`).
public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }

/// How the message sheet ended (MessageUI's `MessageComposeResult`).
public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }

/// An error of the mail sheet (MessageUI's `MFMailComposeError`).
public struct MFMailComposeError: Error, CustomNSError, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable { case saveFailed, sendFailed }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { "MFMailComposeErrorDomain" }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
}

/// The system's mail sheet (MessageUI's `MFMailComposeViewController`): a preview's device has
/// no mail account, so `canSendMail()` is false; made anyway, it is a placeholder that sends nothing.
open class MFMailComposeViewController: UINavigationController, @unchecked Sendable {
    /// Its delegate.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    // What the app set: kept, never sent.
    var toRecipients: [String]?
    var ccRecipients: [String]?
    var bccRecipients: [String]?
    var subject = ""
    var messageBody = ""
    var isHTML = false
    var attachmentFileNames: [String] = []

    /// Whether the device can send mail: no, in a preview.
    open class func canSendMail() -> Bool { false }
    /// Sets the recipients.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
    /// Sets the copied recipients.
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
    /// Sets the blind-copied recipients.
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
    /// Sets the subject.
    open func setSubject(_ subject: String) { self.subject = subject }
    /// Sets the body, plain text or HTML.
    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        self.isHTML = isHTML
    }
    /// Attaches data.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) { attachmentFileNames.append(filename) }
    /// Sets the sender's address.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

/// What the mail sheet tells its delegate (MessageUI's `MFMailComposeViewControllerDelegate`).
@MainActor
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    /// The sheet finished.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    /// Does nothing by default.
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                                      error: (any Error)?) {}
}

/// The system's message sheet (MessageUI's `MFMessageComposeViewController`): a preview's device
/// cannot send messages, so `canSendText()` is false; made anyway, it is a placeholder that sends nothing.
open class MFMessageComposeViewController: UINavigationController, @unchecked Sendable {
    /// Its delegate.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients.
    open var recipients: [String]?
    /// The body.
    open var body: String?
    /// The subject.
    open var subject: String?
    /// Whether the device can send messages: no, in a preview.
    open class func canSendText() -> Bool { false }
    /// Whether messages can have a subject: no.
    open class func canSendSubject() -> Bool { false }
    /// Whether messages can have attachments: no.
    open class func canSendAttachments() -> Bool { false }
    /// Whether a type can be attached: no.
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }
    /// Attaches a file; refused in a preview.
    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }
    /// Attaches data; refused in a preview.
    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }
    /// Stops the reader from adding attachments.
    open func disableUserAttachments() {}
}

/// What the message sheet tells its delegate (MessageUI's `MFMessageComposeViewControllerDelegate`).
@MainActor
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    /// The sheet finished.
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

extension MFMessageComposeViewControllerDelegate {
    /// Does nothing by default.
    public func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {}
}
#endif
