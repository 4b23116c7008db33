import Foundation
import StandInCoreGraphics
import StandInCoreImage
import StandInMapKit
import StandInUIKit
import SwiftUI
import Testing

/// UIKit and Foundation spellings apps use around text, drawing and sharing: links found in a
/// message, text measured before drawing, a display link that never fires in a preview, paths
/// handed between UIKit and SwiftUI.
@MainActor
@Suite struct TextAndGraphicsBridgesTests {
    private final class ShareItem: NSObject, UIActivityItemSource {
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
        func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
            "https://example.com/post/1"
        }
    }

    @Test func aDataDetectorFindsLinksAddressesAndPhoneNumbers() throws {
        let types = NSTextCheckingResult.CheckingType.link.rawValue | NSTextCheckingResult.CheckingType.phoneNumber.rawValue
        let detector = try NSDataDetector(types: types)
        let message = "See https://example.com/a?b=1. Or www.swift.org, write to ana@example.org, call +48 22 123 45 67."
        let matches = detector.matches(in: message, options: [], range: NSRange(message.startIndex..., in: message))
        #expect(matches.compactMap(\.url?.absoluteString) == ["https://example.com/a?b=1", "http://www.swift.org", "mailto:ana@example.org"])
        #expect(matches.compactMap(\.phoneNumber) == ["+48 22 123 45 67"])
        let linksOnly = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
        #expect(linksOnly.numberOfMatches(in: message, range: NSRange(location: 0, length: (message as NSString).length)) == 3)
        #expect(linksOnly.firstMatch(in: "no links here", range: NSRange(location: 0, length: 13)) == nil)
    }

    @Test func attributedTextIsMeasuredFromItsFontAndWrappedToAWidth() {
        let text = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let line = text.size()
        #expect(line.height == 24 && line.width > 0)
        let wrapped = text.boundingRect(with: CGSize(width: line.width / 2, height: .greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, context: nil)
        #expect(wrapped.width == line.width / 2 && wrapped.height == 48)
    }

    @Test func aDisplayLinkNeverFiresAndAShareItemIsAsked() {
        let link = CADisplayLink(target: NSObject(), selector: Selector("tick"))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        link.add(to: .main, forMode: .common)
        #expect(link.timestamp == 0 && link.preferredFrameRateRange.maximum == 60)
        let source: any UIActivityItemSource = ShareItem()
        let controller = UIActivityViewController(activityItems: [source], applicationActivities: nil)
        #expect(source.activityViewController(controller, subjectForActivityType: nil).isEmpty)
    }

    @Test func pathsKeepTheirBoundsBetweenUIKitCoreGraphicsAndSwiftUI() {
        let bubble = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 40), cornerRadius: 12)
        let path = Path(bubble.cgPath)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(path.cgPath.boundingBox == path.boundingRect && Path(CGMutablePath()).isEmpty)
        let tint = CIColor(color: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(tint.red == 1 && abs(tint.green - 0.5) < 0.01 && UIColor(ciColor: tint).ciColor.blue == 0)
        var green: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.5).getRed(nil, green: &green, blue: nil, alpha: &alpha))
        #expect(abs(green - 0.6) < 0.01 && alpha == 0.5)
    }

    @Test func aRouteHasNoStepsOffline() {
        let route = MKRoute()
        let instructions: [String] = route.steps.filter { !$0.instructions.isEmpty }.map(\.instructions)
        #expect(instructions.isEmpty && route.transportType == .automobile)
    }
}
