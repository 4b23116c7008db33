import Foundation
import Testing
import ScreenKit
@testable import DoIt

@Test func scratchMatrix() throws {
    guard let spec = ProcessInfo.processInfo.environment["MATRIX"] else { return }
    let variant = AppVariant(rawValue: spec) ?? .fixed
    var counts: [String: Int] = [:]
    var examples: [String: String] = [:]
    for screen in DoItScreens.all {
        for state in screen.states {
            for locale in ["en", "pl", "ar", "de", "ja", "he"] {
                for size in ContentSizeCategory.allCases {
                    for device in [Device.iPhoneSE, .iPhone11] {
                        let laid = try Rendering.layout(screen.id, state: state.id, variant: variant, locale: locale, size: size, device: device)
                        for element in laid.allElements {
                            var problems: [String] = []
                            if element.isTruncated { problems.append("truncated") }
                            if element.isClipped { problems.append("clipped") }
                            if element.isBeyondScrollArea { continue }
                            for p in problems {
                                let key = "\(screen.id)/\(state.id) \(p) \(element.kind.rawValue) \(element.text ?? element.symbol?.name ?? "")"
                                counts[key, default: 0] += 1
                                if examples[key] == nil { examples[key] = "\(locale) \(size.shortName) \(device.slug)" }
                            }
                        }
                    }
                }
            }
        }
    }
    for key in counts.keys.sorted() { print("\(counts[key]!)\t\(key)\t[\(examples[key]!)]") }
}
