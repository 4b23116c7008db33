#if os(Linux)
@_exported import Foundation
@_exported import StandInUniformTypeIdentifiers

/// The activity type of a user activity continuing a tap on a Spotlight result (Core Spotlight's
/// `CSSearchableItemActionType`), as apps pass to `onContinueUserActivity`.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The `userInfo` key of the tapped item's unique identifier (Core Spotlight's `CSSearchableItemActivityIdentifier`).
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of a search continued in the app (Core Spotlight's `CSQueryContinuationActionType`).
public let CSQueryContinuationActionType = "com.apple.corespotlightquery"
/// The `userInfo` key of the continued search's text (Core Spotlight's `CSSearchQueryString`).
public let CSSearchQueryString = "kCSSearchQueryString"

/// What Spotlight shows and searches of an item (Core Spotlight's `CSSearchableItemAttributeSet`):
/// the values the app sets, kept as set.
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
    /// The content type's identifier.
    open var contentType: String?
    /// The title.
    open var title: String?
    /// The name shown for the item.
    open var displayName: String?
    /// Other names the item is found by.
    open var alternateNames: [String]?
    /// The description shown under the title.
    open var contentDescription: String?
    /// The text searched.
    open var textContent: String?
    /// The thumbnail's image data.
    open var thumbnailData: Data?
    /// The thumbnail's file.
    open var thumbnailURL: URL?
    /// The thumbnail's file in Dark Mode.
    open var darkThumbnailURL: URL?
    /// Keywords the item is found by.
    open var keywords: [String]?
    /// An identifier the app gives the item's content.
    open var identifier: String?
    /// The unique identifier of a related item.
    open var relatedUniqueIdentifier: String?
    /// The item's web address.
    open var url: URL?
    /// The item's file.
    open var contentURL: URL?
    /// When an event starts.
    open var startDate: Date?
    /// When an event ends.
    open var endDate: Date?
    /// Whether an event lasts all day (a Boolean number).
    open var allDay: NSNumber?
    /// When the content was made.
    open var contentCreationDate: Date?
    /// When the content last changed.
    open var contentModificationDate: Date?
    /// When the item was added.
    open var addedDate: Date?
    /// When the item was last used.
    open var lastUsedDate: Date?
    /// A rating, 0 to 5.
    open var rating: NSNumber?
    /// What the rating means.
    open var ratingDescription: String?
    /// The authors' names.
    open var authorNames: [String]?
    /// The phone numbers.
    open var phoneNumbers: [String]?
    /// The email addresses.
    open var emailAddresses: [String]?
    /// Whether the item's phone numbers can be called.
    open var supportsPhoneCall: NSNumber?
    /// Whether the item's place can be navigated to.
    open var supportsNavigation: NSNumber?
    /// A place's name.
    open var namedLocation: String?
    /// A place's latitude.
    open var latitude: NSNumber?
    /// A place's longitude.
    open var longitude: NSNumber?
    /// A place's street number.
    open var subThoroughfare: String?
    /// A place's street.
    open var thoroughfare: String?
    /// A place's city.
    open var city: String?
    /// A place's state or province.
    open var stateOrProvince: String?
    /// A place's postal code.
    open var postalCode: String?
    /// A place's country.
    open var country: String?
    /// A place's whole address, as the app writes it.
    open var fullyFormattedAddress: String?
    /// The identifiers of the actions shown with the item.
    open var actionIdentifiers: [String]?
    /// The domain of the item.
    open var domainIdentifier: String?

    /// Attributes of content of `contentType`.
    public init(contentType: UTType) { self.contentType = contentType.identifier }

    /// Attributes of content of the type identifier `itemContentType` (deprecated by `init(contentType:)`).
    public init(itemContentType: String) { contentType = itemContentType }
}

/// An item of the app's content Spotlight finds (Core Spotlight's `CSSearchableItem`).
open class CSSearchableItem: NSObject, @unchecked Sendable {
    /// The identifier the app finds the item by when it is tapped.
    open var uniqueIdentifier: String
    /// The group the item belongs to, for deleting it with its group.
    open var domainIdentifier: String?
    /// What Spotlight shows and searches of it.
    open var attributeSet: CSSearchableItemAttributeSet
    /// When Spotlight forgets the item: `Date.distantFuture` unless set (a device counts 30 days
    /// from indexing; a preview reads no clock).
    open var expirationDate: Date! = .distantFuture
    /// Whether indexing it only updates the attributes set.
    open var isUpdate = false

    /// An item; a `nil` identifier gets a fixed one ("item") rather than a random one.
    public init(uniqueIdentifier identifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        uniqueIdentifier = identifier ?? "item"
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
    }
}
#endif
