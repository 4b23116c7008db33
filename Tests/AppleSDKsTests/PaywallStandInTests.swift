import Foundation
import StandInStoreKit
import SwiftUI
import Testing

/// A paywall as subscription apps write one: a store with its styles, a status task and an offer.
@Suite struct PaywallStandInTests {
    @MainActor @Test func aPaywallIsDrawnAroundItsMarketingContent() async throws {
        let paywall = SubscriptionStoreView(groupID: "pro") { Text(verbatim: "Go Pro") }
            .subscriptionStoreControlStyle(.prominentPicker)
            .subscriptionStoreButtonLabel(.multiline)
            .storeButton(.visible, for: .restorePurchases)
            .subscriptionStatusTask(for: "pro") { state in
                if let statuses = state.value { _ = statuses.contains { $0.state == .subscribed } }
            }
            .productViewStyle(.compact)
        let screen = ScreenLayout().layout(paywall, name: "paywall", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.texts.contains { $0.text == "Go Pro" })
        let statuses = try await Product.SubscriptionInfo.status(for: "pro")
        #expect(statuses.isEmpty, "no account is subscribed in a preview")
        #expect(await Storefront.current?.countryCode == "USA")
    }
}
