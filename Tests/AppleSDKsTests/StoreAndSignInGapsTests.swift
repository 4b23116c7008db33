import StandInAuthenticationServices
import StandInStoreKit
import SwiftUI
import Testing

/// Paywalls, entitlement checks and sign-in code as subscription apps write them (iOS 17 and 18
/// store modifiers, the transaction's details, the web sign-in's errors), answering as a preview
/// with no App Store account and nobody to sign in.
@Suite struct StoreAndSignInGapsTests {
    /// A paywall of iOS 17 and 18 with a long chain of store modifiers.
    struct Paywall: View {
        @State private var showsManage = false
        var body: some View {
            SubscriptionStoreView(groupID: "21482456") {
                VStack {
                    Text(verbatim: "Go Pro").font(.largeTitle.bold())
                    Text(verbatim: "Everything, no ads").foregroundStyle(.secondary)
                }
            }
            .subscriptionStoreControlStyle(.pagedProminentPicker, placement: .bottomBar)
            .subscriptionStoreButtonLabel(.multiline)
            .subscriptionStorePickerItemBackground(.thinMaterial)
            .subscriptionStoreControlBackground(.gradientMaterial)
            .storeButton(.visible, for: .restorePurchases)
            .storeButton(.hidden, for: .cancellation)
            .subscriptionStorePolicyForegroundStyle(.white)
            .subscriptionStorePolicyForegroundStyle(.white, .gray)
            .subscriptionStorePolicyDestination(for: .termsOfService) { Text(verbatim: "Terms") }
            .subscriptionStorePolicyDestination(url: URL(fileURLWithPath: "/privacy"), for: .privacyPolicy)
            .manageSubscriptionsSheet(isPresented: $showsManage, subscriptionGroupID: "21482456")
        }
    }

    /// Stores of every style and placement, and product views with icons.
    struct Shelf: View {
        var body: some View {
            VStack {
                SubscriptionStoreView(groupID: "g").subscriptionStoreControlStyle(.compactPicker, placement: .bottomBar)
                SubscriptionStoreView(groupID: "g").subscriptionStoreControlStyle(.picker, placement: .automatic)
                SubscriptionStoreView(groupID: "g").subscriptionStoreControlStyle(.buttons, placement: .scrollView)
                SubscriptionStoreView(groupID: "g").subscriptionStoreControlStyle(.automatic).subscriptionStoreControlBackground(.automatic)
                ProductView(id: "tip") { Image(systemName: "gift") }
                StoreView(ids: ["a", "b"]) { _ in Image(systemName: "bolt") } placeholderIcon: { ProgressView() }
                StoreView(ids: ["a"]) { _, phase in phase.promotionalIcon } placeholderIcon: { ProgressView() }
            }
        }
    }

    /// A store model that watches transactions and reads their details.
    @MainActor final class Entitlements {
        var owned: Set<String> = []
        var notes: [String] = []

        func note(_ result: VerificationResult<StandInStoreKit.Transaction>) async {
            guard let transaction = try? result.payloadValue else { return }
            owned.insert(transaction.productID)
            if transaction.ownershipType == .familyShared { notes.append("shared") }
            if transaction.reason == .renewal, transaction.environment == .sandbox { notes.append("test renewal") }
            if let offer = transaction.offer, offer.type == .introductory, offer.paymentMode == .freeTrial { notes.append("trial") }
            if let status = await transaction.subscriptionStatus, case .verified(let renewal) = status.renewalInfo,
               renewal.isInBillingRetry || renewal.expirationReason == .billingError {
                notes.append("billing")
            }
            notes.append(result.jwsRepresentation)
        }

        func refresh() async {
            for await result in StandInStoreKit.Transaction.currentEntitlements(for: "pro") { await note(result) }
            for await result in StandInStoreKit.Transaction.updates { await note(result) }
            for await status in Product.SubscriptionInfo.Status.updates { notes.append("\(status.state)") }
            for await (groupID, _) in Product.SubscriptionInfo.Status.all { notes.append(groupID) }
        }
    }

    @Test func aPreviewHasNoTransactionsNoStatusesAndNoUpdates() async {
        let entitlements = Entitlements()
        await entitlements.refresh()
        #expect(await entitlements.owned.isEmpty)
        #expect(await entitlements.notes.isEmpty)
        #expect(StandInStoreKit.Transaction.Offer.PaymentMode.freeTrial != .payAsYouGo)
        #expect(StandInStoreKit.Transaction.OwnershipType.purchased != .familyShared)
    }

    @Test func theAppTransactionIsVerifiedInXcodeAtTheReferenceDate() async throws {
        let shared = try await AppTransaction.shared
        let app = try shared.payloadValue
        #expect(app.environment == .xcode)
        #expect(app.originalAppVersion == "1.0")
        #expect(app.originalPurchaseDate == FixedClock.referenceDate)
        #expect(shared.signedDate == app.signedDate)
        #expect(shared.deviceVerificationNonce == app.deviceVerificationNonce)
        #expect(shared.jwsRepresentation.split(separator: ".", omittingEmptySubsequences: false).count == 3)
        #expect(try await AppTransaction.refresh().payloadValue == app)
    }

    @Test func anUnverifiedValueThrowsItsErrorAndStillHasAnUnsafePayload() async throws {
        let app = try await AppTransaction.shared.payloadValue
        let unverified = VerificationResult<AppTransaction>.unverified(app, .invalidSignature)
        #expect(throws: VerificationResult<AppTransaction>.VerificationError.invalidSignature) { try unverified.payloadValue }
        #expect(unverified.unsafePayloadValue == app)
    }

    @Test func placementsAreThoseTheirStyleSupports() {
        #expect(CompactPickerSubscriptionStoreControlStyle.Placement(rawValue: .bottomBar) == .bottomBar)
        #expect(CompactPickerSubscriptionStoreControlStyle.Placement(rawValue: .bottom) == nil)
        #expect(PagedProminentPickerSubscriptionStoreControlStyle.Placement.automatic == PagedPickerSubscriptionStoreControlStyle.Placement.automatic)
    }

    @MainActor @Test func storeViewsBuildAndAProductOfAnIdentifierShowsItsPlaceholder() {
        _ = Paywall().body
        _ = Shelf().body
        let loading = ProductView(id: "tip") { Text(verbatim: "ICON") } placeholderIcon: { Text(verbatim: "WAIT") }
        let screen = ScreenLayout().layout(loading, name: "tip", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.text == "WAIT" })
        #expect(!screen.allElements.contains { $0.text == "ICON" })
        let product = Product(id: "tip", displayName: "Tip", description: "Thanks", displayPrice: "$0.99", price: 0.99, type: .consumable)
        let made = ProductView(product) { phase in Text(verbatim: phase.promotionalIcon == nil ? "NO IMAGE" : "IMAGE") }
        let madeScreen = ScreenLayout().layout(made, name: "made", in: ScreenConfiguration(device: .iPhone16))
        #expect(madeScreen.allElements.contains { $0.text == "NO IMAGE" })
    }

    /// A sign-in model as apps write one around `ASAuthorizationController` and web sign-ins.
    final class SignIn: NSObject, ASAuthorizationControllerDelegate, ASAuthorizationControllerPresentationContextProviding {
        func signInSilently() {
            let controller = ASAuthorizationController(authorizationRequests: [ASAuthorizationAppleIDProvider().createRequest()])
            controller.delegate = self
            controller.presentationContextProvider = self
            controller.performRequests(options: .preferImmediatelyAvailableCredentials)
            controller.performAutoFillAssistedRequests()
        }

        func outcome(of work: () throws -> Void) -> String {
            do {
                try work()
                return "signed in"
            } catch let error as ASWebAuthenticationSessionError where error.code == .presentationContextInvalid {
                return "invalid context"
            } catch ASWebAuthenticationSessionError.canceledLogin {
                return "cancelled"
            } catch ASAuthorizationError.canceled {
                return "authorization cancelled"
            } catch {
                return "failed"
            }
        }
    }

    @MainActor @Test func aWebSignInsErrorsMatchAsOnADevice() {
        let signIn = SignIn()
        signIn.signInSilently()
        #expect(signIn.outcome { throw ASWebAuthenticationSessionError(.canceledLogin) } == "cancelled")
        #expect(signIn.outcome { throw ASWebAuthenticationSessionError(.presentationContextInvalid) } == "invalid context")
        #expect(signIn.outcome { throw ASAuthorizationError(.canceled) } == "authorization cancelled")
        #expect(signIn.outcome { throw ASWebAuthenticationSessionError(.presentationContextNotProvided) } == "failed")
        let bridged = ASWebAuthenticationSessionError(.canceledLogin) as NSError
        #expect(bridged.domain == ASWebAuthenticationSessionErrorDomain && bridged.code == 1)
    }

    @Test func aPreviewHasNoRealUserAndItsRequestsEndAsACancel() async {
        #expect(ASAuthorizationAppleIDCredential().realUserStatus == .unsupported)
        #expect(ASAuthorizationController.RequestOptions.preferImmediatelyAvailableCredentials.rawValue == 1)
        let controller = EnvironmentValues().authorizationController
        await #expect(throws: ASAuthorizationError.self) {
            try await controller.performRequests([ASAuthorizationPasswordProvider().createRequest()], options: .preferImmediatelyAvailableCredentials)
        }
        await #expect(throws: ASAuthorizationError.self) {
            try await controller.performAutoFillAssistedRequests([ASAuthorizationAppleIDProvider().createRequest()])
        }
    }
}
