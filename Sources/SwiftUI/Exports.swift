#if os(Linux)
// `import SwiftUI` brings what it brings on iOS: Foundation (`URL`, `Date`, `CGFloat`) and the
// view vocabulary, here ScreenKit's, laid out and rendered by ScreenKit.
@_exported import Foundation
@_exported import ScreenKit
#endif
