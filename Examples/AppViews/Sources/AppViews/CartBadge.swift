import SwiftUI

/// The cart the app puts in the environment at launch.
@MainActor @Observable
final class Cart {
    var count = 2
}

/// How many things are in the cart, read from the environment.
struct CartBadge: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        Label("\(cart.count) in cart", systemImage: "cart")
    }
}

#Preview("Cart badge") {
    CartBadge()
        .environment(Cart())
}

// This preview forgets to put a cart in the environment: SwiftUI stops here, and so does the
// preview's process; the check reports it and goes on with the others.
#Preview("Cart badge without a cart") {
    CartBadge()
}
