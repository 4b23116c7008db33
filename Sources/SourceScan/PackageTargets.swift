import Foundation
import L10n

/// The targets of a Swift package with their sources and String Catalogs, as SwiftPM itself lists
/// them (`swift package describe --type json`): which sources feed which catalog. A catalog is
/// updated from its own target's sources only, so a key is marked stale only when every source
/// that can use it was scanned, and never because another target's sources do not use it.
public struct PackageTargets: Sendable, Hashable {
    /// One target: its name, Swift sources and String Catalogs (absolute or as the package path
    /// was given), sorted.
    public struct Target: Sendable, Hashable {
        /// The target's name.
        public var name: String
        /// Its `.swift` sources.
        public var sources: [String]
        /// Its `.xcstrings` resources.
        public var catalogs: [String]
        /// Its catalogs of every kind: `.xcstrings`, `.strings` and `.stringsdict` resources (what
        /// `lint --package` checks its sources against).
        public var catalogFiles: [String] = []
    }

    /// The package's targets in the manifest's order.
    public var targets: [Target]

    /// Reads the JSON `swift package describe --type json` prints for the package at `packagePath`.
    /// - Throws: `PackageDescriptionError` when the JSON is not such a description.
    public static func parse(_ json: Data, packagePath: String) throws(PackageDescriptionError) -> PackageTargets {
        let description: Description
        do {
            description = try JSONDecoder().decode(Description.self, from: json)
        } catch {
            throw PackageDescriptionError(package: packagePath, reason: "its description is not the JSON expected (\(error))")
        }
        let root = packagePath.hasSuffix("/") ? String(packagePath.dropLast()) : packagePath
        return PackageTargets(targets: description.targets.map { target in
            let folder = target.path.hasPrefix("/") || root == "." ? target.path : root + "/" + target.path
            let resources = (target.resources ?? []).map(\.path)
            return Target(
                name: target.name,
                sources: (target.sources ?? []).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted(),
                catalogs: resources.filter { $0.hasSuffix(".xcstrings") }.sorted(),
                catalogFiles: resources.filter { path in
                    path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
                }.sorted())
        })
    }

    /// The package at `location`: a package folder, described by SwiftPM, or a file holding such a
    /// description (what the command plugin passes: SwiftPM cannot be asked while it runs the plugin).
    /// - Throws: `PackageDescriptionError` when the package cannot be described or the file read.
    public static func load(_ location: String) throws(PackageDescriptionError) -> PackageTargets {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location, isDirectory: &isFolder), !isFolder.boolValue else {
            return try describe(packagePath: location)
        }
        let json: Data
        do throws(CatalogError) {
            json = Data(try CatalogFileReader.read(location))
        } catch {
            throw PackageDescriptionError(package: location, reason: "the description file cannot be read: \(error.message)")
        }
        let root: String
        do {
            root = try JSONDecoder().decode(Root.self, from: json).path
        } catch {
            throw PackageDescriptionError(package: location, reason: "it is neither a package folder nor the JSON of `swift package describe --type json` (\(error))")
        }
        return try parse(json, packagePath: root)
    }

    /// Runs `swift package describe --type json` in `packagePath` and reads its answer.
    /// - Throws: `PackageDescriptionError` when `swift` cannot be run or fails (with what it said).
    public static func describe(packagePath: String) throws(PackageDescriptionError) -> PackageTargets {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", packagePath, "describe", "--type", "json"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw PackageDescriptionError(package: packagePath, reason: "`swift package describe` could not be run: \(error.localizedDescription)")
        }
        // Both pipes are drained at once, so neither fills while the other is read.
        let said = ResultSlot()
        let drained = DispatchSemaphore(value: 0)
        Thread {
            said.data = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }.start()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        drained.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: said.data ?? Data(), as: UTF8.self)
                .split(separator: "\n").prefix(5).joined(separator: " ")
            throw PackageDescriptionError(package: packagePath,
                                          reason: "`swift package describe` failed (exit \(process.terminationStatus)): \(message)")
        }
        return try parse(json, packagePath: packagePath)
    }

    /// Where the described package lies.
    private struct Root: Decodable {
        var path: String
    }

    private struct Description: Decodable {
        var targets: [TargetDescription]
    }

    private struct TargetDescription: Decodable {
        var name: String
        var path: String
        var sources: [String]?
        var resources: [Resource]?
    }

    private struct Resource: Decodable {
        var path: String
    }
}

/// Data handed from the thread that reads it to the one that waits for it.
private final class ResultSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data?

    var data: Data? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// A package whose targets could not be listed.
public struct PackageDescriptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The package folder.
    public var package: String
    /// What went wrong.
    public var reason: String

    public var description: String { "\(package): \(reason)" }
}

extension ScanResult {
    /// The strings and findings of `files` only (a target's sources), for updating that target's
    /// catalogs; the file and line counts stay the whole scan's.
    public func restricted(to files: Set<String>) -> ScanResult {
        ScanResult(strings: strings.filter { files.contains($0.location.file) },
                   findings: findings.filter { files.contains($0.location.file) },
                   fileCount: fileCount, lineCount: lineCount, possibleKeys: possibleKeys)
    }
}
