import Testing
@testable import ScreenKit

/// A screen resolved once and laid out on several devices (and sizes, when its views read none)
/// gives what resolving it on each gives.
@Suite struct ResolvedScreenTests {
    /// A list (its rows are inset by the device's margin) with texts that wrap differently on
    /// each device, a fixed frame that clips, and an alert on top.
    private var screen: some View {
        NavigationView {
            List {
                Section(header: Text(verbatim: "A section header")) {
                    ForEach(0..<3) { index in
                        HStack {
                            Image(systemName: "star")
                            Text(verbatim: "Row \(index): a line long enough to wrap on the smaller phones")
                            Spacer()
                        }
                    }
                }
                Text(verbatim: "A text in a fixed frame that it does not fit").frame(width: 120, height: 20)
            }
            .navigationBarTitle(Text(verbatim: "Title"))
        }
        .alert(isPresented: .constant(true)) { Alert(title: Text(verbatim: "An alert")) }
    }

    private func configuration(_ device: Device, size: ContentSizeCategory = .accessibilityLarge) -> ScreenConfiguration {
        ScreenConfiguration(device: device, locale: "pl", sizeCategory: size)
    }

    @Test func aResolutionLaidOutOnAnotherDeviceIsAFreshLayoutThere() {
        let layout = ScreenLayout()
        let resolved = layout.resolve(name: "list", in: configuration(.iPhoneSE)) { screen }
        for device in [Device.iPhoneSE, .iPhone16, .iPhone16ProMax, .iPhoneSE] {
            #expect(resolved.canLayOut(in: configuration(device)))
            let reused = layout.layout(resolved, in: configuration(device))
            let fresh = layout.layout(screen, name: "list", in: configuration(device))
            #expect(reused == fresh)
            #expect(reused.rendered(as: .tree) == fresh.rendered(as: .tree))
        }
    }

    @Test func aResolutionIsNotReusedWhereItWouldResolveOtherwise() {
        let resolved = ScreenLayout().resolve(name: "list", in: configuration(.iPhoneSE)) { screen }
        var dark = configuration(.iPhone16)
        dark.colorScheme = .dark
        #expect(!resolved.canLayOut(in: dark))
        #expect(!resolved.canLayOut(in: ScreenConfiguration(device: .iPhone16, locale: "ar", sizeCategory: .accessibilityLarge)))
    }

    /// The screen with a text at a fixed size; the bar's title keeps to the standard sizes.
    private var sized: some View {
        VStack {
            screen
            Text(verbatim: "Always small").environment(\.sizeCategory, .small)
        }
    }

    @Test func aResolutionWhoseViewsReadNoSizeLaidOutAtAnotherSizeIsAFreshLayoutThere() {
        let layout = ScreenLayout()
        let resolved = layout.resolve(name: "list", in: configuration(.iPhoneSE, size: .extraSmall)) { sized }
        for size in [ContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge, .medium] {
            #expect(resolved.canLayOut(in: configuration(.iPhoneSE, size: size)))
            let reused = layout.layout(resolved, in: configuration(.iPhoneSE, size: size))
            let fresh = layout.layout(sized, name: "list", in: configuration(.iPhoneSE, size: size))
            #expect(reused == fresh)
            #expect(reused.rendered(as: .tree) == fresh.rendered(as: .tree))
        }
    }

    /// A view whose body switches layouts at the accessibility sizes.
    private struct SizeReading: View {
        @Environment(\.sizeCategory) private var size

        var body: some View {
            if size.isAccessibilityCategory {
                VStack { Text(verbatim: "Stacked") }
            } else {
                HStack { Text(verbatim: "Side by side") }
            }
        }
    }

    @Test func aResolutionWhoseViewsReadTheSizeIsResolvedAtEachSize() {
        let resolved = ScreenLayout().resolve(name: "reading", in: configuration(.iPhoneSE, size: .large)) { SizeReading() }
        #expect(resolved.canLayOut(in: configuration(.iPhone16, size: .large)))
        #expect(!resolved.canLayOut(in: configuration(.iPhoneSE, size: .accessibilityLarge)))
        #expect(!resolved.canLayOut(in: configuration(.iPhoneSE, size: .extraLarge)))
    }

    /// A view that reads the device's layout margin while it is resolved.
    private struct MarginReading: View {
        @Environment(\.layoutMargin) private var margin

        var body: some View {
            Text(verbatim: "Margin").padding(.leading, margin)
        }
    }

    @Test func aResolutionWhoseViewsReadTheMarginIsResolvedOnEachMargin() {
        let resolved = ScreenLayout().resolve(name: "margin", in: configuration(.iPhoneSE)) { MarginReading() }
        #expect(resolved.canLayOut(in: configuration(.iPhone16)))
        // The Pro Max's margin is 20 pt, not 16.
        #expect(!resolved.canLayOut(in: configuration(.iPhone16ProMax)))
    }

    @Test func limitsOfTheSizeComposeAsOneLimit() {
        var environment = EnvironmentValues(locale: "en", sizeCategory: .accessibilityLarge)
        environment.limitSizeCategory(to: .small ... .extraExtraExtraLarge)
        #expect(environment.storedSizeCategory == .extraExtraExtraLarge)
        environment.limitSizeCategory(to: .extraSmall ... .large)
        #expect(environment.storedSizeCategory == .large)
        for screen in ContentSizeCategory.allCases {
            #expect(environment.sizeCategory(onScreenOf: screen) == min(max(min(max(screen, .small), .extraExtraExtraLarge), .extraSmall), .large))
        }
        environment.limitSizeCategory(to: .accessibilityMedium ... .accessibilityLarge)
        #expect(ContentSizeCategory.allCases.allSatisfy { environment.sizeCategory(onScreenOf: $0) == .accessibilityMedium })
    }

    @Test func aViewResolvedDuringLayoutIsResolvedOnEachDevice() {
        let resolved = ScreenLayout().resolve(name: "reader", in: configuration(.iPhoneSE)) {
            ProposalReader { size in Text(verbatim: "\(Int(size.width)) pt wide") }
        }
        #expect(resolved.canLayOut(in: configuration(.iPhoneSE)))
        #expect(!resolved.canLayOut(in: configuration(.iPhone16)))
        #expect(!resolved.canLayOut(in: configuration(.iPhoneSE, size: .large)))
    }
}
