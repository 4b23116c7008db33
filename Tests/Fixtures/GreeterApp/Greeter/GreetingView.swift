import SwiftUI
import UIKit
import os
import GreeterAnalytics

private let log = Logger(subsystem: "com.example.greeter", category: "greeting")

/// The greeting: a phone layout on iPhone, another elsewhere.
struct GreetingView: View {
    let model: GreetingModel
    @State private var visitsSoFar = 0
    @State private var appeared = false

    /// The app's version and build, as its bundle gives them.
    static var version: String {
        let short = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "unknown"
        let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "?"
        return "\(short) (\(build))"
    }

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
            Text("\(visitsSoFar) visits so far")
            if appeared {
                Text("Good to see you again")
            }
            Text(verbatim: "v\(Self.version)")
                .font(.footnote)
            Button("Say hello") {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                log.info("said hello to \(model.name, privacy: .public)")
                GreeterAnalytics.track("hello")
            }
        }
        .padding()
        .background(Color(uiColor: .systemBackground))
        .onAppear { appeared = true }
        .task { visitsSoFar = await model.countVisits() }
    }
}

#Preview("Greeting") {
    GreetingView(model: GreetingModel())
}
