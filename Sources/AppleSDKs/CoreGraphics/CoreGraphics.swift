#if os(Linux)
// `import CoreGraphics` brings `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, which Foundation has on Linux.
@_exported import Foundation
#endif
