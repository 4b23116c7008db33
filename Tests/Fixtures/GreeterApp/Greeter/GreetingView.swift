import SwiftUI
import UIKit
import os
import GreeterAnalytics

private let log = Logger(subsystem: "com.example.greeter", category: "greeting")

/// The greeting: a phone layout on iPhone, another elsewhere.
struct GreetingView: View {
    let model: GreetingModel

    var body: some View {
        VStack(spacing: 12) {
            Image(.badge)
                .accessibilityHidden(true)
            Text(model.title)
                .font(.title)
                .foregroundStyle(Color("BrandInk"))
#if os(iOS)
            Text("Hello on iPhone, \(model.name)!")
#else
            Text("Hello on a Mac, \(model.name)!")
#endif
            Button("Say hello") {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                log.info("said hello to \(model.name, privacy: .public)")
                GreeterAnalytics.track("hello")
            }
        }
        .padding()
        .background(Color(uiColor: .systemBackground))
    }
}

#Preview("Greeting") {
    GreetingView(model: GreetingModel())
}
