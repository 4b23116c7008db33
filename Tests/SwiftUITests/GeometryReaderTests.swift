import SwiftUI
import Testing

/// `GeometryReader` is sized from the proposal, as in SwiftUI, and its content is built for that size.
@Suite struct GeometryReaderTests {
    private func texts(_ view: some View) -> [String] {
        ScreenLayout().layout(view, name: "geometry", in: ScreenConfiguration(device: .iPhoneSE)).texts.compactMap(\.text)
    }

    @Test func itReportsTheSizeItIsOffered() {
        let reader = GeometryReader { proxy in Text(verbatim: "\(Int(proxy.size.width))×\(Int(proxy.size.height))") }
        #expect(texts(reader.frame(width: 200, height: 120)) == ["200×120"])
    }

    @Test func itSharesAStackWithItsSiblings() {
        let screen = ScreenLayout().layout(VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in Text(verbatim: "\(Int(proxy.size.height))") }
        }, name: "geometry", in: ScreenConfiguration(device: .iPhoneSE))
        let device = Device.iPhoneSE
        let expected = Int(device.size.height - device.topSafeArea - device.bottomSafeArea - 100)
        #expect(screen.texts.compactMap(\.text) == ["\(expected)"])
    }

    @Test func itPlacesItsContentAtTheTopLeadingCorner() throws {
        let screen = ScreenLayout().layout(GeometryReader { _ in Text(verbatim: "Corner") }.frame(width: 300, height: 300),
                                           name: "geometry", in: ScreenConfiguration(device: .iPhoneSE))
        let text = try #require(screen.texts.first)
        let reader = try #require(screen.allElements.first { $0.kind == .zstack && $0.frame.size == Size(width: 300, height: 300) })
        #expect(text.frame.minX == reader.frame.minX)
        #expect(text.frame.minY == reader.frame.minY)
    }

    @Test func anOpenDimensionIsTenPoints() {
        let reader = GeometryReader { proxy in Text(verbatim: "\(Int(proxy.size.height))") }
        #expect(texts(ScrollView { reader }) == ["10"])
    }
}

/// iOS 17's coordinate space kinds, as code generic over them writes them.
@MainActor @Suite struct CoordinateSpaceKindsTests {
    private enum Space: Hashable { case scroll }

    /// A helper an app writes over any kind of space.
    private static func height(of proxy: GeometryProxy, in space: some CoordinateSpaceProtocol) -> CGFloat {
        proxy.frame(in: space).height
    }

    @Test func spacesOfEveryKindAndNameAreAccepted() {
        let named: NamedCoordinateSpace = .named(Space.scroll)
        #expect(named == .named("scroll"))
        #expect(named != .named("other") && CoordinateSpace.local.coordinateSpace == .local)
        let view = GeometryReader { proxy in
            Text(verbatim: "\(Int(Self.height(of: proxy, in: named))) \(Int(proxy.frame(in: .global).width))")
        }
        .coordinateSpace(.named(Space.scroll))
        .frame(width: 120, height: 40)
        let texts = ScreenLayout().layout(view, name: "spaces", in: ScreenConfiguration(device: .iPhoneSE)).texts.compactMap(\.text)
        #expect(texts == ["40 120"])
    }
}
