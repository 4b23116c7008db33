// On Apple platforms the `SwiftUI` product is this empty module: `import SwiftUI` finds Apple's
// framework, never a module of this package.

/// Marks the placeholder module the `SwiftUI` product holds on Apple platforms.
public enum SwiftUIOnApplePlatforms {}
