#if os(Linux)
@_exported import Foundation
import SwiftUI

// How a subscription store lays out its plans (iOS 17) and where it places them (iOS 18), as
// Apple models them: a style protocol whose `Placement` lists the places that style supports, so
// `.subscriptionStoreControlStyle(.compactPicker, placement: .bottomBar)` type-checks as on a
// device. A preview's store draws a gray placeholder of its plans whatever the style.

/// A way a subscription store lays out its plans (StoreKit's `SubscriptionStoreControlStyle`).
public protocol SubscriptionStoreControlStyle {
    /// The places this style's controls may go.
    associatedtype Placement: SubscriptionStoreControlPlacement = AutomaticSubscriptionStoreControlPlacement
}

/// A place for a subscription store's controls (StoreKit's `SubscriptionStoreControlPlacement`).
public protocol SubscriptionStoreControlPlacement: RawRepresentable where RawValue == SubscriptionStoreControlPlacementKey {
    /// The platform's choice.
    static var automatic: Self { get }
}

/// A region of a subscription store (StoreKit's `SubscriptionStoreControlPlacementKey`).
public struct SubscriptionStoreControlPlacementKey: Hashable, Sendable {
    let name: String
    /// The platform's choice (the key behind each placement's `automatic`).
    static let automatic = SubscriptionStoreControlPlacementKey(name: "automatic")
    /// Anchored at the bottom.
    public static let bottom = SubscriptionStoreControlPlacementKey(name: "bottom")
    /// In a bar near the bottom, over the scrolling content.
    public static let bottomBar = SubscriptionStoreControlPlacementKey(name: "bottomBar")
    /// In the store's scroll view.
    public static let scrollView = SubscriptionStoreControlPlacementKey(name: "scrollView")
    /// The plans in the scroll view, the buttons in the bottom bar.
    public static let buttonsInBottomBar = SubscriptionStoreControlPlacementKey(name: "buttonsInBottomBar")
}

/// The places any style supports (StoreKit's `AutomaticSubscriptionStoreControlPlacement`).
public struct AutomaticSubscriptionStoreControlPlacement: SubscriptionStoreControlPlacement, Hashable, Sendable {
    /// The region.
    public let rawValue: SubscriptionStoreControlPlacementKey
    /// The placement of a region.
    public init?(rawValue: SubscriptionStoreControlPlacementKey) { self.rawValue = rawValue }
    init(_ key: SubscriptionStoreControlPlacementKey) { rawValue = key }
    /// The platform's choice.
    public static var automatic: Self { Self(.automatic) }
    /// Anchored at the bottom.
    public static var bottom: Self { Self(.bottom) }
    /// In a bar near the bottom.
    public static var bottomBar: Self { Self(.bottomBar) }
    /// In the scroll view.
    public static var scrollView: Self { Self(.scrollView) }
    /// The plans in the scroll view, the buttons in the bottom bar.
    public static var buttonsInBottomBar: Self { Self(.buttonsInBottomBar) }
}

/// Plans as a picker with one subscribe button (StoreKit's `PickerSubscriptionStoreControlStyle`).
public struct PickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle, Sendable {
    /// The style.
    public init() {}
    /// Where a picker goes (StoreKit's `PickerSubscriptionStoreControlStyle.Placement`).
    public struct Placement: SubscriptionStoreControlPlacement, Hashable, Sendable {
        /// The region.
        public let rawValue: SubscriptionStoreControlPlacementKey
        /// The placement of a region the picker supports.
        public init?(rawValue: SubscriptionStoreControlPlacementKey) {
            guard [.automatic, .scrollView, .buttonsInBottomBar].contains(rawValue) else { return nil }
            self.rawValue = rawValue
        }
        init(_ key: SubscriptionStoreControlPlacementKey) { rawValue = key }
        /// The platform's choice.
        public static var automatic: Self { Self(.automatic) }
        /// In the scroll view.
        public static var scrollView: Self { Self(.scrollView) }
        /// The plans in the scroll view, the buttons in the bottom bar.
        public static var buttonsInBottomBar: Self { Self(.buttonsInBottomBar) }
    }
}

/// Plans as a prominent picker (StoreKit's `ProminentPickerSubscriptionStoreControlStyle`).
public struct ProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle, Sendable {
    /// Where it goes: as a picker's.
    public typealias Placement = PickerSubscriptionStoreControlStyle.Placement
    /// The style.
    public init() {}
}

/// Plans side by side in a compact picker (StoreKit's `CompactPickerSubscriptionStoreControlStyle`, iOS 18).
public struct CompactPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle, Sendable {
    /// The style.
    public init() {}
    /// Where a compact picker goes (StoreKit's `CompactPickerSubscriptionStoreControlStyle.Placement`).
    public struct Placement: SubscriptionStoreControlPlacement, Hashable, Sendable {
        /// The region.
        public let rawValue: SubscriptionStoreControlPlacementKey
        /// The placement of a region the picker supports.
        public init?(rawValue: SubscriptionStoreControlPlacementKey) {
            guard [.automatic, .bottomBar, .scrollView, .buttonsInBottomBar].contains(rawValue) else { return nil }
            self.rawValue = rawValue
        }
        init(_ key: SubscriptionStoreControlPlacementKey) { rawValue = key }
        /// The platform's choice.
        public static var automatic: Self { Self(.automatic) }
        /// In a bar near the bottom.
        public static var bottomBar: Self { Self(.bottomBar) }
        /// In the scroll view.
        public static var scrollView: Self { Self(.scrollView) }
        /// The plans in the scroll view, the buttons in the bottom bar.
        public static var buttonsInBottomBar: Self { Self(.buttonsInBottomBar) }
    }
}

/// Plans as pages (StoreKit's `PagedPickerSubscriptionStoreControlStyle`, iOS 18).
public struct PagedPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle, Sendable {
    /// The style.
    public init() {}
    /// Where a paged picker goes: the regions a compact picker supports (StoreKit declares a
    /// `Placement` of its own with the same regions).
    public typealias Placement = CompactPickerSubscriptionStoreControlStyle.Placement
}

/// Plans as prominent pages (StoreKit's `PagedProminentPickerSubscriptionStoreControlStyle`, iOS 18).
public struct PagedProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle, Sendable {
    /// Where it goes: as a paged picker's.
    public typealias Placement = PagedPickerSubscriptionStoreControlStyle.Placement
    /// The style.
    public init() {}
}

/// One button per plan (StoreKit's `ButtonsSubscriptionStoreControlStyle`).
public struct ButtonsSubscriptionStoreControlStyle: SubscriptionStoreControlStyle, Sendable {
    /// The style.
    public init() {}
    /// Where the buttons go (StoreKit's `ButtonsSubscriptionStoreControlStyle.Placement`).
    public struct Placement: SubscriptionStoreControlPlacement, Hashable, Sendable {
        /// The region.
        public let rawValue: SubscriptionStoreControlPlacementKey
        /// The placement of a region the buttons support.
        public init?(rawValue: SubscriptionStoreControlPlacementKey) {
            guard [.automatic, .bottom, .scrollView, .buttonsInBottomBar].contains(rawValue) else { return nil }
            self.rawValue = rawValue
        }
        init(_ key: SubscriptionStoreControlPlacementKey) { rawValue = key }
        /// The platform's choice.
        public static var automatic: Self { Self(.automatic) }
        /// Anchored at the bottom.
        public static var bottom: Self { Self(.bottom) }
        /// In the scroll view.
        public static var scrollView: Self { Self(.scrollView) }
        /// The plans in the scroll view, the other buttons in the bottom bar.
        public static var buttonsInBottomBar: Self { Self(.buttonsInBottomBar) }
    }
}

/// The platform's layout of plans (StoreKit's `AutomaticSubscriptionStoreControlStyle`).
public struct AutomaticSubscriptionStoreControlStyle: SubscriptionStoreControlStyle, Sendable {
    /// The style.
    public init() {}
}

extension SubscriptionStoreControlStyle where Self == AutomaticSubscriptionStoreControlStyle {
    /// The platform's choice.
    public static var automatic: AutomaticSubscriptionStoreControlStyle { AutomaticSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == PickerSubscriptionStoreControlStyle {
    /// A picker.
    public static var picker: PickerSubscriptionStoreControlStyle { PickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == ProminentPickerSubscriptionStoreControlStyle {
    /// A prominent picker.
    public static var prominentPicker: ProminentPickerSubscriptionStoreControlStyle { ProminentPickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == CompactPickerSubscriptionStoreControlStyle {
    /// A compact picker (iOS 18).
    public static var compactPicker: CompactPickerSubscriptionStoreControlStyle { CompactPickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == PagedPickerSubscriptionStoreControlStyle {
    /// A paged picker (iOS 18).
    public static var pagedPicker: PagedPickerSubscriptionStoreControlStyle { PagedPickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == PagedProminentPickerSubscriptionStoreControlStyle {
    /// A prominent paged picker (iOS 18).
    public static var pagedProminentPicker: PagedProminentPickerSubscriptionStoreControlStyle {
        PagedProminentPickerSubscriptionStoreControlStyle()
    }
}

extension SubscriptionStoreControlStyle where Self == ButtonsSubscriptionStoreControlStyle {
    /// A button per plan.
    public static var buttons: ButtonsSubscriptionStoreControlStyle { ButtonsSubscriptionStoreControlStyle() }
}

/// The layer behind a subscription store's controls (StoreKit's `SubscriptionStoreControlBackground`, iOS 17).
public struct SubscriptionStoreControlBackground: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = SubscriptionStoreControlBackground(name: "automatic")
    /// A material fading into the background.
    public static let gradientMaterial = SubscriptionStoreControlBackground(name: "gradientMaterial")
    /// The gradient material, once the store scrolls.
    public static let gradientMaterialOnScroll = SubscriptionStoreControlBackground(name: "gradientMaterialOnScroll")
}

extension View {
    /// How subscription stores inside lay out their plans (SwiftUI's
    /// `subscriptionStoreControlStyle(_:)`): accepted; a preview draws a placeholder of the plans.
    public func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View { self }
    /// How and where subscription stores inside lay out their plans (SwiftUI's
    /// `subscriptionStoreControlStyle(_:placement:)`, iOS 18): accepted.
    public func subscriptionStoreControlStyle<S: SubscriptionStoreControlStyle>(_ style: S, placement: S.Placement) -> some View { self }
    /// The effect behind subscription stores' controls (SwiftUI's
    /// `subscriptionStoreControlBackground(_:)`, iOS 17): accepted.
    public func subscriptionStoreControlBackground(_ backgroundStyle: SubscriptionStoreControlBackground) -> some View { self }
    /// A style behind subscription stores' controls (SwiftUI's `subscriptionStoreControlBackground(_:)`): accepted.
    public func subscriptionStoreControlBackground(_ backgroundStyle: some ShapeStyle) -> some View { self }
    /// The style of the terms-of-service and privacy-policy buttons (SwiftUI's
    /// `subscriptionStorePolicyForegroundStyle(_:)`, iOS 17): accepted.
    public func subscriptionStorePolicyForegroundStyle(_ style: some ShapeStyle) -> some View { self }
    /// The styles of the policy buttons and of the words between them (SwiftUI's
    /// `subscriptionStorePolicyForegroundStyle(_:_:)`, iOS 17): accepted.
    public func subscriptionStorePolicyForegroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> some View { self }
    /// A view of the app's own that a policy button shows (SwiftUI's
    /// `subscriptionStorePolicyDestination(for:destination:)`, iOS 17): never shown, nothing is tapped in a preview.
    public func subscriptionStorePolicyDestination(for button: SubscriptionStorePolicyKind,
                                                   @ViewBuilder destination: () -> some View) -> some View { self }
}
#endif
