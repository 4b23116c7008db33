/// Where a view was written in the app's Swift source: the file (`#filePath`) and line of its
/// initializer. Views record it at no cost to their callers (defaulted arguments), so a check
/// that finds a fault on an element can point at the line to change.
public struct ViewSourceLocation: Sendable, Hashable, CustomStringConvertible {
    private let filePath: StaticString
    /// The line of the view's initializer, from 1.
    public let line: Int

    /// The location of the code that calls this initializer.
    public init(file: StaticString = #filePath, line: UInt = #line) {
        self.filePath = file
        self.line = Int(line)
    }

    /// The source file's path as the compiler saw it (absolute for a package built by SwiftPM).
    public var file: String { filePath.description }

    /// Whether the view was written inside ScreenKit, the `SwiftUI` module built on it or the
    /// stand-ins of Apple's frameworks (a list's chevron, a back button, the parts of a
    /// `ContentUnavailableView`, a `PhotosPicker`'s button): such a view has no
    /// line in the app's code, so its element takes its container's location.
    var isInsideLibrary: Bool {
        filePath.withUTF8Buffer { path in
            Self.libraryFolders.contains { folder in path.count > folder.count && path.starts(with: folder) }
        }
    }

    /// The folders holding ScreenKit's, the `SwiftUI` module's and the Apple stand-ins' sources,
    /// as the compiler spells paths (`…/Sources/ScreenKit/`, `…/Sources/SwiftUI/`, `…/Sources/AppleSDKs/`).
    private static let libraryFolders: [[UInt8]] = {
        let own = Array(String(describing: #filePath).utf8)
        let marker = Array("ScreenKit/Output/ViewSourceLocation.swift".utf8)
        guard own.count >= marker.count, own.suffix(marker.count).elementsEqual(marker) else { return [own] }
        let sources = Array(own.dropLast(marker.count))
        return [sources + Array("ScreenKit/".utf8), sources + Array("SwiftUI/".utf8), sources + Array("AppleSDKs/".utf8)]
    }()

    /// `file:line`.
    public var description: String { "\(file):\(line)" }

    public static func == (lhs: ViewSourceLocation, rhs: ViewSourceLocation) -> Bool {
        guard lhs.line == rhs.line else { return false }
        return lhs.filePath.withUTF8Buffer { left in
            rhs.filePath.withUTF8Buffer { right in left.elementsEqual(right) }
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        filePath.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
