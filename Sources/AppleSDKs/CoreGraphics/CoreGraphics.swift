#if os(Linux)
// `import CoreGraphics` brings `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, which Foundation has on
// Linux, and the types below, which it has not.
@_exported import Foundation
import SwiftUI
#endif
