/// The names of Apple's SDK modules an app may import (iOS, iPadOS, macOS, watchOS, tvOS and
/// visionOS frameworks). One that l10n has no stand-in of is built as an empty module for the
/// app without being asked (`--stub-missing-modules` is for third-party SDKs): the files using
/// its API are left out (by declaration) and the previews reaching them reported, the rest checked.
public enum AppleFrameworkNames {
    /// Whether `module` is one of Apple's SDK modules.
    public static func contains(_ module: String) -> Bool {
        names.contains(module)
    }

    static let names: Set<String> = [
        "Accelerate", "Accessibility", "AccessorySetupKit", "Accounts", "ActivityKit", "AdServices", "AdSupport", "AppClip",
        "AppTrackingTransparency", "AppleArchive", "ARKit", "AssetsLibrary", "AudioUnit", "AutomaticAssessmentConfiguration",
        "BackgroundAssets", "BackgroundTasks", "BusinessChat", "CallKit", "CarPlay", "CFNetwork", "ClassKit", "ClockKit",
        "CloudKit", "Contacts", "ContactsUI", "CoreAudio", "CoreAudioKit", "CoreBluetooth", "CoreFoundation", "CoreHaptics",
        "CoreML", "CoreMIDI", "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreTransferable",
        "CoreVideo", "CoreWLAN", "CryptoTokenKit", "DataDetection", "DeveloperToolsSupport", "DeviceActivity", "DeviceCheck",
        "DockKit", "EventKitUI", "ExtensionFoundation", "ExtensionKit", "ExternalAccessory", "FamilyControls", "FileProvider",
        "FileProviderUI", "FinanceKit", "GameController", "GameKit", "GameplayKit", "GLKit", "GroupActivities", "HealthKit",
        "HealthKitUI", "HomeKit", "IdentityLookup", "ImageCaptureCore", "Intents", "IntentsUI", "IOKit", "IOSurface",
        "JavaScriptCore", "LinkPresentation", "ManagedSettings", "ManagedSettingsUI", "MapKit", "MediaPlayer", "MediaToolbox",
        "MessageUI", "Messages", "Metal", "MetalKit", "MetalPerformanceShaders", "MobileCoreServices", "ModelIO",
        "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction", "Network", "NetworkExtension",
        "NotificationCenter", "OpenGLES", "PassKit", "PDFKit", "PencilKit", "PhotosUI", "PushKit", "PushToTalk", "QuickLook",
        "QuickLookThumbnailing", "QuickLookUI", "RealityFoundation", "RealityKit", "ReplayKit", "SafariServices", "SceneKit",
        "ScreenCaptureKit", "ScreenTime", "Security", "SensitiveContentAnalysis", "SensorKit", "ServiceManagement", "SharedWithYou",
        "ShazamKit", "Social", "SoundAnalysis", "Speech", "SpriteKit", "StoreKitTest", "SwiftUICore", "Symbols",
        "SystemConfiguration", "ThreadNetwork", "Translation", "UserNotificationsUI", "VideoSubscriberAccount", "VideoToolbox",
        "WatchConnectivity", "WatchKit", "WeatherKit", "WorkoutKit", "_AppIntents_SwiftUI", "_AuthenticationServices_SwiftUI",
        "_AVKit_SwiftUI", "_MapKit_SwiftUI", "_PhotosUI_SwiftUI", "_StoreKit_SwiftUI", "_QuickLook_SwiftUI", "Carbon",
        "ApplicationServices", "Quartz", "QuartzCore", "AppKit", "Cocoa", "OSAKit", "ScriptingBridge", "InputMethodKit",
        "CoreWLAN", "LocalAuthenticationEmbeddedUI", "Virtualization", "SystemExtensions", "DiskArbitration", "Hypervisor",
        "simd", "ObjectiveC", "CoreTransferable", "MachO",
    ]
}
