#if os(Linux)
// `import AppKit` brings what `import UIKit` does on Linux (Foundation's Apple-only API, Core
// Graphics, Core Image, Core Text, Core Animation) and Uniform Type Identifiers. AppKit's
// drawing types are UIKit's under their Mac names: a Mac app's previews render on the same
// iPhone screens as an iOS app's, and its colours, images and fonts are judged the same way.
@_exported import StandInUIKit
@_exported import StandInUniformTypeIdentifiers
#endif
