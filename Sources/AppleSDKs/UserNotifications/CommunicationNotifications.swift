#if os(Linux)
@_exported import Foundation

// Communication notifications (a message's sender with an avatar, from Intents' message or call
// intent), copies of a notification's content, and the options of attachments. A preview shows
// no notification: an updated content keeps the texts the app set.

/// An object of Apple's frameworks that gives a notification context, such as Intents'
/// `INSendMessageIntent` (UserNotifications' `UNNotificationContentProviding`).
public protocol UNNotificationContentProviding: NSObjectProtocol {}

extension UNNotificationContent: NSCopying, NSMutableCopying {
    /// A copy of the content with what `provider` adds, such as a message's sender (UserNotifications'
    /// `updating(from:)`): in a preview a copy of the content, its texts, sound, badge and
    /// attachments unchanged (the sender's avatar a device shows is not drawn); it never throws.
    public func updating(from provider: any UNNotificationContentProviding) throws -> UNNotificationContent {
        copyFields(into: UNNotificationContent())
    }

    /// A copy of the content (Foundation's `NSCopying`).
    public func copy(with zone: NSZone? = nil) -> Any { copyFields(into: UNNotificationContent()) }

    /// A copy the app can change, a `UNMutableNotificationContent` (Foundation's `NSMutableCopying`).
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copyFields(into: UNMutableNotificationContent()) }

    private func copyFields<Content: UNNotificationContent>(into copy: Content) -> Content {
        copy.title = title
        copy.subtitle = subtitle
        copy.body = body
        copy.badge = badge
        copy.sound = sound
        copy.userInfo = userInfo
        copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier
        copy.interruptionLevel = interruptionLevel
        copy.relevanceScore = relevanceScore
        copy.attachments = attachments
        copy.targetContentIdentifier = targetContentIdentifier
        return copy
    }
}

/// The option of an attachment giving its file's type, when its extension does not (UserNotifications'
/// `UNNotificationAttachmentOptionsTypeHintKey`).
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
/// The option of an attachment hiding its thumbnail (UserNotifications' `UNNotificationAttachmentOptionsThumbnailHiddenKey`).
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
/// The option of an attachment giving the part of its image its thumbnail shows, a unit rectangle's
/// dictionary (UserNotifications' `UNNotificationAttachmentOptionsThumbnailClippingRectKey`).
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
/// The option of an attachment giving the frame or time of its animation or movie its thumbnail
/// shows (UserNotifications' `UNNotificationAttachmentOptionsThumbnailTimeKey`).
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"
#endif
