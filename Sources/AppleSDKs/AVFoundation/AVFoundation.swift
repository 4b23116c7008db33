#if os(Linux)
// `import AVFoundation` brings Audio Toolbox, AVFAudio and Core Media, as it does on iOS.
@_exported import Foundation
@_exported import StandInAudioToolbox
@_exported import StandInAVFAudio
@_exported import StandInCoreMedia
#endif
