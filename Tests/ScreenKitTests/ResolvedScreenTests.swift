import Testing
@testable import ScreenKit

/// A screen resolved once and laid out on several devices gives what resolving it on each gives.
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
        for device in [Device.iPhoneSE, .iPhone16, .iPhoneSE] {
            #expect(resolved.canLayOut(in: configuration(device)))
            let reused = layout.layout(resolved, in: configuration(device))
            let fresh = layout.layout(screen, name: "list", in: configuration(device))
            #expect(reused == fresh)
            #expect(reused.rendered(as: .tree) == fresh.rendered(as: .tree))
        }
    }

    @Test func aResolutionIsNotReusedWhereItWouldResolveOtherwise() {
        let resolved = ScreenLayout().resolve(name: "list", in: configuration(.iPhoneSE)) { screen }
        // The Pro Max's rows are inset by 20 pt, not 16.
        #expect(!resolved.canLayOut(in: configuration(.iPhone16ProMax)))
        #expect(!resolved.canLayOut(in: configuration(.iPhone16, size: .large)))
        var dark = configuration(.iPhone16)
        dark.colorScheme = .dark
        #expect(!resolved.canLayOut(in: dark))
        #expect(!resolved.canLayOut(in: ScreenConfiguration(device: .iPhone16, locale: "ar", sizeCategory: .accessibilityLarge)))
    }

    @Test func aViewResolvedDuringLayoutIsResolvedOnEachDevice() {
        let resolved = ScreenLayout().resolve(name: "reader", in: configuration(.iPhoneSE)) {
            ProposalReader { size in Text(verbatim: "\(Int(size.width)) pt wide") }
        }
        #expect(resolved.canLayOut(in: configuration(.iPhoneSE)))
        #expect(!resolved.canLayOut(in: configuration(.iPhone16)))
    }
}
