#if os(Linux)
// `import Cocoa` brings AppKit, Foundation and Core Data, as it does on macOS.
@_exported import StandInAppKit
@_exported import StandInCoreData
#endif
