import SwiftUI

/// An order on its way: what it is, when it comes, and a way to follow it.
struct OrderStatusView: View {
    let order: Order

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Label("Your order is on its way", systemImage: "shippingbox")
                    .font(.headline)
                Text(order.items == 1 ? "\(order.items) item" : "\(order.items) items")
                    .foregroundStyle(.secondary)
                Text("Arrives tomorrow between 9 and 11")
                    .lineLimit(1)
                    .frame(width: 310, alignment: .leading)
                Button("Track Package") {}
                    .buttonStyle(.borderedProminent)
            }
            .padding()
            .navigationTitle("Order")
        }
    }
}

/// An order, as the app's model has it.
struct Order {
    var items: Int

    static let sample = Order(items: 3)
}

#Preview("Order status") {
    OrderStatusView(order: .sample)
}

#Preview("Order status, one item", traits: .sizeThatFitsLayout) {
    OrderStatusView(order: Order(items: 1))
}
