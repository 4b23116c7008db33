#if os(Linux)
// `import UIKit` brings Foundation's Apple-only API, Core Graphics, Core Image, Core Text and Core
// Animation, as it does on iOS.
@_exported import StandInAppleFoundation
@_exported import StandInCoreGraphics
@_exported import StandInCoreImage
@_exported import StandInCoreText
@_exported import StandInQuartzCore
#endif
