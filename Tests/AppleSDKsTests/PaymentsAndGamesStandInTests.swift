import Foundation
import StandInGameKit
import StandInGameplayKit
import StandInPassKit
import StandInSpriteKit
import StandInUIKit
import SwiftUI
import Testing

/// Apple Pay, Wallet passes, GameplayKit's dice and states, a SpriteKit scene and Game Center
/// achievements, written as apps write them.
@Suite struct PaymentsAndGamesStandInTests {
    // MARK: Apple Pay

    /// A checkout's view model: the request a shop builds.
    final class CheckoutModel {
        var status = "Ready"
        func request(total: Decimal) -> PKPaymentRequest {
            let request = PKPaymentRequest()
            request.merchantIdentifier = "merchant.com.example.shop"
            request.countryCode = "DE"
            request.currencyCode = "EUR"
            request.supportedNetworks = [.visa, .masterCard, .amex, .discover, .maestro]
            request.merchantCapabilities = [.threeDSecure, .credit, .debit]
            let standard = PKShippingMethod(label: "Standard", amount: NSDecimalNumber(string: "4.99"))
            standard.identifier = "standard"
            standard.detail = "3–5 days"
            request.shippingMethods = [standard]
            request.shippingType = .delivery
            request.requiredShippingContactFields = [.postalAddress, .name, .emailAddress]
            request.requiredBillingContactFields = [.postalAddress]
            request.paymentSummaryItems = [
                PKPaymentSummaryItem(label: "Tea", amount: NSDecimalNumber(decimal: total)),
                PKPaymentSummaryItem(label: "Tax", amount: NSDecimalNumber(string: "1.20"), type: .pending),
                PKPaymentSummaryItem(label: "Example Shop", amount: NSDecimalNumber(decimal: total + 1.2)),
            ]
            return request
        }
        func handle(_ phase: PayWithApplePayButtonPaymentAuthorizationPhase) {
            switch phase {
            case .willAuthorize: status = "Paying"
            case .didAuthorize(let payment, let resultHandler):
                status = payment.token.transactionIdentifier
                resultHandler(PKPaymentAuthorizationResult(status: .success, errors: nil))
            case .didFinish: status = "Done"
            }
        }
    }

    /// A checkout screen: the Apple Pay button with a card form as fallback.
    struct CheckoutView: View {
        let model = CheckoutModel()
        var body: some View {
            VStack(spacing: 16) {
                Text("Order total")
                PayWithApplePayButton(.checkout, request: model.request(total: 12.5), onPaymentAuthorizationChange: model.handle) {
                    Button("Pay with card") {}
                }
                .payWithApplePayButtonStyle(.black)
                .frame(height: 48)
                .onApplePayShippingMethodChange { method in
                    PKPaymentRequestShippingMethodUpdate(paymentSummaryItems: [PKPaymentSummaryItem(label: method.label, amount: method.amount)])
                }
                .onApplePayCouponCodeChange { code in
                    PKPaymentRequestCouponCodeUpdate(errors: code.isEmpty ? nil : [PKPaymentRequest.paymentCouponCodeInvalidError(localizedDescription: "Unknown code")],
                                                     paymentSummaryItems: [], shippingMethods: [])
                }
            }
            .padding()
        }
    }

    /// A tip jar: an Apple Pay button with no fallback, its own action.
    struct TipJarView: View {
        var body: some View {
            VStack {
                Text("Enjoying the app?")
                PayWithApplePayButton(.tip) {}
                    .payWithApplePayButtonStyle(.whiteOutline)
                    .frame(height: 50)
                    .frame(maxWidth: .infinity)
                Spacer()
            }
            .padding()
        }
    }

    /// The UIKit Apple Pay button wrapped for SwiftUI.
    struct ApplePayUIKitButton: UIViewRepresentable {
        func makeUIView(context: Context) -> PKPaymentButton {
            let button = PKPaymentButton(paymentButtonType: .buy, paymentButtonStyle: .automatic)
            button.cornerRadius = 12
            return button
        }
        func updateUIView(_ uiView: PKPaymentButton, context: Context) {}
    }

    /// A payment controller's delegate, as a view model.
    final class PaymentCoordinator: NSObject, PKPaymentAuthorizationControllerDelegate {
        var finished = false
        func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) { finished = true }
        func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                            handler completion: @escaping (PKPaymentAuthorizationResult) -> Void) {
            completion(PKPaymentAuthorizationResult(status: .success, errors: nil))
        }
    }

    @Test("The checkout shows its fallback, as a preview's device has no Apple Pay")
    @MainActor func checkoutShowsTheFallback() {
        let screen = ScreenLayout().layout(CheckoutView(), name: "checkout", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.text == "Pay with card" })
        #expect(!screen.allElements.contains { $0.symbol?.name == "apple.logo" })
    }

    @Test("A button without a fallback is drawn as Apple's button, in the app's frame")
    @MainActor func buttonWithoutFallbackIsAPlaceholder() {
        let screen = ScreenLayout().layout(TipJarView(), name: "tips", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.symbol?.name == "apple.logo" })
        #expect(screen.allElements.contains { $0.fill != nil && $0.frame.height == 50 && $0.frame.width > 300 })
        _ = ApplePayUIKitButton().body
    }

    @Test("Payments are not available and nothing is presented")
    @MainActor func paymentsAreNotAvailable() async {
        let model = CheckoutModel()
        let request = model.request(total: 3)
        #expect(!PKPaymentAuthorizationController.canMakePayments())
        #expect(!PKPaymentAuthorizationController.canMakePayments(usingNetworks: request.supportedNetworks))
        #expect(!PKPaymentAuthorizationViewController.canMakePayments(usingNetworks: [.visa], capabilities: .threeDSecure))
        #expect(PKPaymentAuthorizationViewController(paymentRequest: request) == nil)
        let controller = PKPaymentAuthorizationController(paymentRequest: request)
        let coordinator = PaymentCoordinator()
        controller.delegate = coordinator
        #expect(await controller.present() == false)
        var presented: Bool?
        controller.present { presented = $0 }
        #expect(presented == false)
        #expect(!coordinator.finished)
        #expect(request.paymentSummaryItems.first?.amount.decimalValue == 3)
        #expect(request.paymentSummaryItems.last?.label == "Example Shop")
        #expect(request.paymentSummaryItems[1].type == .pending)
        #expect(PKPaymentRequest.availableNetworks().isEmpty)
        model.handle(.didFinish)
        #expect(model.status == "Done")
    }

    // MARK: Wallet

    /// A boarding pass screen: the Add to Apple Wallet button once the pass loads.
    struct BoardingPassView: View {
        let passData: Data
        @State private var added = false
        var pass: PKPass? { try? PKPass(data: passData) }
        var body: some View {
            VStack(spacing: 12) {
                Text("Flight LH 2024")
                if let pass {
                    AddPassToWalletButton([pass]) { added = $0 }
                        .frame(width: 264, height: 48)
                        .addPassToWalletButtonStyle(.blackOutline)
                } else {
                    Text("Your boarding pass is not ready yet")
                }
                AddPassToWalletButton {}
                    .frame(width: 264, height: 48)
            }
        }
    }

    @Test("A pass's data does not load, so the screen shows its message; Wallet is not available")
    @MainActor func walletIsNotAvailable() async {
        let screen = ScreenLayout().layout(BoardingPassView(passData: Data("pass".utf8)), name: "boarding",
                                           in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.text == "Your boarding pass is not ready yet" })
        #expect(screen.allElements.contains { $0.symbol?.name == "wallet.pass" })
        #expect(throws: PKPassKitError.self) { try PKPass(data: Data()) }
        do {
            _ = try PKPass(data: Data("pass".utf8))
        } catch PKPassKitError.invalidDataError {
        } catch {
            Issue.record("unexpected error \(error)")
        }
        let library = PKPassLibrary()
        #expect(!PKPassLibrary.isPassLibraryAvailable())
        #expect(library.passes().isEmpty)
        #expect(!library.containsPass(PKPass()))
        #expect(await library.addPasses([PKPass()]) == .didCancelAddPasses)
        #expect(!PKAddPassesViewController.canAddPasses())
    }

    // MARK: GameplayKit

    /// A dice game's view model.
    final class DiceGame {
        private let die = GKRandomDistribution.d6()
        private(set) var rolls: [Int] = []
        func roll() { rolls.append(die.nextInt()) }
    }

    @Test("Dice roll the same fixed sequence on every run")
    func diceAreDeterministic() {
        let game = DiceGame()
        for _ in 0 ..< 10 { game.roll() }
        #expect(game.rolls == [6, 1, 3, 2, 3, 6, 2, 6, 3, 4])
        let again = DiceGame()
        for _ in 0 ..< 10 { again.roll() }
        #expect(again.rolls == game.rolls)
        let deck = GKShuffledDistribution.d6()
        #expect(Set((0 ..< 6).map { _ in deck.nextInt() }) == Set(1 ... 6))
        let twister = GKMersenneTwisterRandomSource(seed: 42)
        #expect((0 ..< 3).map { _ in twister.nextInt(upperBound: 100) } == [75, 63, 75])
        #expect(GKMersenneTwisterRandomSource().nextInt() == -915_597_028)
        let heights = GKGaussianDistribution(randomSource: GKLinearCongruentialRandomSource(seed: 7), mean: 170, deviation: 10)
        #expect((0 ..< 20).allSatisfy { _ in (140 ... 200).contains(heights.nextInt()) })
        let d20 = GKRandomDistribution(randomSource: GKARC4RandomSource(seed: Data("seed".utf8)), lowestValue: 1, highestValue: 20)
        #expect((1 ... 20).contains(d20.nextInt()))
        let cards = GKRandomSource.sharedRandom().arrayByShufflingObjects(in: ["A", "K", "Q", "J"]) as? [String]
        #expect(cards?.sorted() == ["A", "J", "K", "Q"])
    }

    final class IdleState: GKState, @unchecked Sendable {
        override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass is PlayingState.Type }
    }
    final class PlayingState: GKState, @unchecked Sendable {
        var entries = 0
        var elapsed: TimeInterval = 0
        override func didEnter(from previousState: GKState?) { entries += 1 }
        override func update(deltaTime seconds: TimeInterval) { elapsed += seconds }
        override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass is GameOverState.Type }
    }
    final class GameOverState: GKState, @unchecked Sendable {
        var cameFromPlaying = false
        override func didEnter(from previousState: GKState?) { cameFromPlaying = previousState is PlayingState }
    }
    final class HealthComponent: GKComponent, @unchecked Sendable {
        var points = 3
    }

    @Test("A state machine moves as the app enters states")
    func stateMachine() throws {
        let machine = GKStateMachine(states: [IdleState(), PlayingState(), GameOverState()])
        #expect(machine.currentState == nil)
        #expect(machine.enter(IdleState.self))
        #expect(!machine.canEnterState(GameOverState.self))
        #expect(!machine.enter(GameOverState.self))
        #expect(machine.enter(PlayingState.self))
        machine.update(deltaTime: 0.5)
        let playing = try #require(machine.state(forClass: PlayingState.self))
        #expect(playing.entries == 1 && playing.elapsed == 0.5)
        #expect(playing.stateMachine === machine)
        #expect(machine.enter(GameOverState.self))
        #expect(machine.state(forClass: GameOverState.self)?.cameFromPlaying == true)
        let hero = GKEntity()
        hero.addComponent(HealthComponent())
        #expect(hero.component(ofType: HealthComponent.self)?.points == 3)
        #expect(hero.component(ofType: HealthComponent.self)?.entity === hero)
        hero.removeComponent(ofType: HealthComponent.self)
        #expect(hero.components.isEmpty)
    }

    // MARK: SpriteKit

    /// A dice scene: set up in `sceneDidLoad`, as SpriteKit games do.
    final class DiceScene: SKScene, @unchecked Sendable {
        let die = SKSpriteNode(color: .white, size: CGSize(width: 60, height: 60))
        private(set) var loaded = false
        private(set) var oldSize: CGSize?
        override func sceneDidLoad() {
            loaded = true
            die.name = "die"
            addChild(die)
            let sparks = SKEmitterNode()
            sparks.numParticlesToEmit = 40
            sparks.particleLifetime = 0.5
            sparks.particleBirthRate = 200
            sparks.targetNode = self
            sparks.advanceSimulationTime(1)
            addChild(sparks)
            let roll = SKAction.sequence([
                .scaleX(to: 1.2, y: 0.8, duration: 0.1), .scaleX(by: 1, y: 1, duration: 0.1), .scaleY(to: 1, duration: 0),
                .colorize(withColorBlendFactor: 0.5, duration: 0.2), .rotate(toAngle: .pi, duration: 0.3, shortestUnitArc: true),
                .speed(to: 2, duration: 0), .resize(toWidth: 80, height: 80, duration: 0.2), .setTexture(SKTexture(imageNamed: "die-6")),
                .follow(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil), asOffset: true, orientToPath: false,
                        duration: 0.1),
            ])
            die.run(roll, withKey: "roll")
            run(.run(.hide(), onChildWithName: "die"))
        }
        override func didChangeSize(_ oldSize: CGSize) { self.oldSize = oldSize }
    }

    @Test("A scene's sceneDidLoad runs; its actions are kept, not run")
    @MainActor func sceneLoads() throws {
        let scene = DiceScene(size: CGSize(width: 390, height: 600))
        #expect(scene.loaded)
        #expect(scene.childNode(withName: "die") === scene.die)
        let roll = try #require(scene.die.action(forKey: "roll"))
        #expect(abs(roll.duration - 1.0) < 1e-9)
        #expect(scene.die.xScale == 1 && !scene.die.isHidden)
        scene.size = CGSize(width: 600, height: 390)
        #expect(scene.oldSize == CGSize(width: 390, height: 600))
    }

    // MARK: GameKit

    @Test("Achievement artwork does not load, as the player is signed out")
    func achievementImages() async throws {
        let description = GKAchievementDescription()
        await #expect(throws: GKError.self) { _ = try await description.loadImage() }
        let placeholder = GKAchievementDescription.placeholderCompletedAchievementImage()
        #expect(placeholder.isSymbol)
        #expect(GKAchievementDescription.incompleteAchievementImage().isSymbol)
        #expect(try await GKAchievementDescription.loadAchievementDescriptions().isEmpty)
    }
}
