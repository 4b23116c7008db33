#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics
import SwiftUI

extension MusicPlayer.State: ObservableObject {}
extension MusicPlayer.Queue: ObservableObject {}

/// A music item's artwork image (MusicKit's `ArtworkImage`): a preview loads no image, so it
/// draws the placeholder a device shows while loading, a rectangle of the artwork's background
/// color (gray if it has none) of the size asked for.
public struct ArtworkImage: View {
    let artwork: Artwork
    let width: CGFloat?
    let height: CGFloat?
    /// The artwork's image at `width` by `height` points.
    public init(_ artwork: Artwork, width: CGFloat, height: CGFloat) {
        self.artwork = artwork
        self.width = width
        self.height = height
    }
    /// The artwork's image `width` points wide, at the artwork's aspect ratio.
    public init(_ artwork: Artwork, width: CGFloat) {
        self.artwork = artwork
        self.width = width
        height = nil
    }
    /// The artwork's image `height` points tall, at the artwork's aspect ratio.
    public init(_ artwork: Artwork, height: CGFloat) {
        self.artwork = artwork
        width = nil
        self.height = height
    }
    /// A placeholder of the artwork's size and background color.
    public var body: some View {
        // The artwork's aspect ratio, square when its size is not known.
        let ratio = artwork.maximumWidth > 0 && artwork.maximumHeight > 0
            ? CGFloat(artwork.maximumWidth) / CGFloat(artwork.maximumHeight) : 1
        let size = CGSize(width: width ?? (height ?? 0) * ratio, height: height ?? (width ?? 0) / ratio)
        Rectangle()
            .fill(artwork.backgroundColor.map { Color(cgColor: $0) } ?? Color(.tertiarySystemFill))
            .frame(width: size.width, height: size.height)
    }
}

/// The sheet of Apple Music subscription offers (MusicKit's `MusicSubscriptionOffer`).
public struct MusicSubscriptionOffer: Sendable {
    /// What the sheet offers to do (MusicKit's `MusicSubscriptionOffer.Action`).
    public struct Action: RawRepresentable, Hashable, Sendable {
        /// The action's name.
        public let rawValue: String
        /// An action named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An action named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Subscribe.
        public static let subscribe = Action("subscribe")
    }
    /// The sheet's main message (MusicKit's `MusicSubscriptionOffer.MessageIdentifier`).
    public struct MessageIdentifier: RawRepresentable, Hashable, Sendable {
        /// The message's name.
        public let rawValue: String
        /// A message named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A message named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Join Apple Music.
        public static let join = MessageIdentifier("join")
        /// Subscribe to add music to the library.
        public static let addMusic = MessageIdentifier("addMusic")
        /// Subscribe to play music.
        public static let playMusic = MessageIdentifier("playMusic")
    }
    /// What the sheet shows (MusicKit's `MusicSubscriptionOffer.Options`).
    public struct Options: Hashable, Sendable {
        /// The action offered.
        public var action: Action
        /// The main message.
        public var messageIdentifier: MessageIdentifier
        /// The item the user wanted, which needs a subscription.
        public var itemID: MusicItemID?
        /// An affiliate token.
        public var affiliateToken: String?
        /// A campaign token.
        public var campaignToken: String?
        /// Options for the sheet.
        public init(action: Action = .subscribe, messageIdentifier: MessageIdentifier = .join, itemID: MusicItemID? = nil,
                    affiliateToken: String? = nil, campaignToken: String? = nil) {
            self.action = action
            self.messageIdentifier = messageIdentifier
            self.itemID = itemID
            self.affiliateToken = affiliateToken
            self.campaignToken = campaignToken
        }
        /// The default options.
        public static let `default` = Options()
    }
}

extension View {
    /// Presents Apple Music subscription offers while `isPresented` is true (MusicKit's
    /// `musicSubscriptionOffer(isPresented:options:onLoadCompletion:)`): a preview has no Apple
    /// Music account and loads no offers, so nothing is presented.
    public func musicSubscriptionOffer(isPresented: Binding<Bool>, options: MusicSubscriptionOffer.Options = .default,
                                       onLoadCompletion: @escaping ((any Error)?) -> Void = { _ in }) -> some View { self }
}
#endif
