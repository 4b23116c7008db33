#if os(Linux)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SwiftUI

// Foundation API of Apple platforms that swift-corelibs-foundation lacks: a person's name
// written, the device's power state, an app group's folder, notifications as a sequence.

extension PersonNameComponents {
    /// How a person's name is written (Foundation's `PersonNameComponents.FormatStyle`).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the name is written.
        public enum Style: Codable, Hashable, Sendable { case short, medium, long, abbreviated }
        /// How much of the name is written.
        public var style: Style
        /// The locale; the render's when left at the process's.
        public var locale: Locale

        /// A style.
        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// `components` written: given then family name, or family first where the locale writes it so.
        public func format(_ components: PersonNameComponents) -> String {
            let language = FormatterLocale.identifier(locale).language
            let familyFirst = ["ja", "zh", "ko", "hu", "vi"].contains(language)
            switch style {
            case .short:
                return components.nickname ?? components.givenName ?? components.familyName ?? ""
            case .abbreviated:
                let initials = [components.givenName, components.familyName].compactMap { $0?.first }.map(String.init)
                return (familyFirst ? initials.reversed() : initials).joined()
            case .medium, .long:
                var parts = [components.givenName, style == .long ? components.middleName : nil, components.familyName].compactMap { $0 }
                if familyFirst { parts.reverse() }
                let name = parts.joined(separator: familyFirst && ["ja", "zh"].contains(language) ? "" : " ")
                guard style == .long else { return name }
                return [components.namePrefix, name, components.nameSuffix].compactMap { $0 }.joined(separator: " ")
            }
        }

        /// The style in `locale`.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The name written in `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }

    /// The name written given name first (family first where the locale writes it so).
    public func formatted() -> String { FormatStyle().format(self) }
}

/// Nanoseconds per second (`NSEC_PER_SEC` of Apple platforms' Dispatch, as in
/// `CMTime(seconds:preferredTimescale: CMTimeScale(NSEC_PER_SEC))`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name (`.name(style: .short)`).
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> PersonNameComponents.FormatStyle {
        PersonNameComponents.FormatStyle(style: style)
    }
}

extension ProcessInfo {
    /// How warm the device is (Foundation's `ProcessInfo.ThermalState`).
    public enum ThermalState: Int, Sendable { case nominal, fair, serious, critical }

    /// Whether Low Power Mode is on: off in a preview.
    public var isLowPowerModeEnabled: Bool { false }
    /// How warm the device is: nominal in a preview.
    public var thermalState: ThermalState { .nominal }
    /// Posted when the device's warmth changes.
    public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
    /// Posted when Low Power Mode changes.
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}

extension FileManager {
    /// An app group's shared folder: a folder of its name in the temporary directory.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        temporaryDirectory.appendingPathComponent("AppGroup-" + groupIdentifier, isDirectory: true)
    }
}

extension NotificationCenter {
    /// The notifications named `name`, as an asynchronous sequence; none are posted while a
    /// screen is laid out.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> AsyncStream<Notification> {
        AsyncStream { _ in }
    }
}

extension URLSession {
    /// The bytes of `url` as they arrive: a preview is offline, so it fails at once.
    public func bytes(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncStream<UInt8>, URLResponse) {
        throw URLError(.notConnectedToInternet)
    }

    /// The bytes of `request` as they arrive: fails at once, offline.
    public func bytes(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncStream<UInt8>, URLResponse) {
        throw URLError(.notConnectedToInternet)
    }
}
extension URLCache {
    /// A cache of the given capacities (iOS 13's form, with the folder Apple's platforms choose);
    /// a preview's cache never touches the disk.
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: 0, diskPath: nil)
    }
}
#endif
