import SwiftIfConfig
import SwiftSyntax

/// The build configuration of an iPhone simulator's debug build, against which an app's `#if`s
/// are folded: `os(iOS)`, `targetEnvironment(simulator)`, `canImport(UIKit)` and `DEBUG` hold;
/// `os(macOS)`, `canImport(AppKit)` do not.
public struct IOSBuildConfiguration: BuildConfiguration, Sendable {
    /// Modules `canImport` finds besides iOS's own: the app's stand-ins.
    public var extraModules: Set<String>
    /// The Swift language version the app is compiled in (5 or 6).
    public var languageMajor: Int
    /// Compilation conditions set besides `DEBUG` (the project's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`).
    public var conditions: Set<String>
    /// Whether the app's module is compiled with `MainActor` as its default isolation.
    public var mainActorByDefault = false

    /// A configuration with `extraModules` importable, in Swift `languageMajor` mode, with `conditions` set.
    public init(extraModules: Set<String> = [], languageMajor: Int = 5, conditions: Set<String> = []) {
        self.extraModules = extraModules
        self.languageMajor = languageMajor
        self.conditions = conditions
    }

    /// The frameworks an iOS app can import.
    public static let iOSModules: Set<String> = [
        "Swift", "Foundation", "SwiftUI", "UIKit", "Combine", "Observation", "Dispatch", "os", "OSLog", "SwiftData", "CoreData",
        "CloudKit", "TipKit", "StoreKit", "PhotosUI", "Photos", "MapKit", "CoreLocation", "Charts", "AVKit", "AVFoundation", "WebKit",
        "SafariServices", "AuthenticationServices", "UniformTypeIdentifiers", "CryptoKit", "UserNotifications", "LocalAuthentication",
        "WidgetKit", "AppIntents", "ActivityKit", "CoreGraphics", "CoreImage", "CoreText", "QuartzCore", "Accelerate", "GameKit",
        "MessageUI", "CoreHaptics", "CoreMotion", "HealthKit", "EventKit", "Contacts", "CoreSpotlight", "BackgroundTasks", "Network",
        "Security", "SystemConfiguration", "MobileCoreServices", "ImageIO", "Vision", "NaturalLanguage", "Speech", "RegexBuilder",
        "Synchronization", "_Concurrency", "XCTest", "Darwin", "ObjectiveC", "LinkPresentation", "QuickLook", "PDFKit", "SceneKit",
        "SpriteKit", "ARKit", "RealityKit", "MusicKit", "MediaPlayer", "UIKitCore", "CoreTransferable", "Intents", "AVFAudio", "CoreMedia",
        "AudioToolbox", "VisionKit", "ContactsUI", "EventKitUI", "PencilKit", "GameController", "Translation",
        "HomeKit", "CallKit", "PushKit", "WeatherKit", "HealthKitUI", "CoreML", "GameplayKit", "PassKit",
        "CoreBluetooth", "CoreNFC", "ExternalAccessory", "MultipeerConnectivity", "NearbyInteraction", "simd", "WatchConnectivity",
    ]

    public func isCustomConditionSet(name: String) throws -> Bool { name == "DEBUG" || conditions.contains(name) }
    public func hasFeature(name: String) throws -> Bool { false }
    public func hasAttribute(name: String) throws -> Bool { true }

    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return Self.iOSModules.contains(module) || extraModules.contains(module)
    }

    public func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
    public func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
    public func isActiveTargetEnvironment(name: String) throws -> Bool { name == "simulator" }
    public func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" || name == "_multithreaded" }
    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    public func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
    public var targetPointerBitWidth: Int { 64 }
    public var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    public var endianness: Endianness { .little }
    public var languageVersion: VersionTuple { VersionTuple(languageMajor, 0) }
    public var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
