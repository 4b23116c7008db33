import Foundation

/// Finds the l10n package the scratch package depends on, whose `SwiftUI`, `PreviewScreens` and
/// Apple SDK stand-ins it builds: `L10N_PACKAGE_ROOT` when set; else, run from a clone, the folder
/// above the build folder the tool runs from; else, installed by Scripts/install, the path it
/// recorded in `PREFIX/share/l10n/package-root`.
public enum PackageRootLocator {
    /// The environment variable that names the package's folder.
    public static let variable = "L10N_PACKAGE_ROOT"

    /// The package's folder, or the places looked in.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: String = executablePath) throws(AppFolderError) -> String {
        var looked: [String] = []
        if let named = environment[variable], !named.isEmpty {
            if isPackageRoot(named) { return AppFolderScan.realPath(named) }
            looked.append("\(variable)=\(named)")
        }
        var folder = URL(fileURLWithPath: AppFolderScan.realPath(executable)).deletingLastPathComponent()
        for _ in 0..<6 {
            if isPackageRoot(folder.path) { return folder.path }
            looked.append(folder.path)
            folder.deleteLastPathComponent()
        }
        let recorded = URL(fileURLWithPath: AppFolderScan.realPath(executable)).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("share/l10n/package-root").path
        if let text = try? String(contentsOfFile: recorded, encoding: .utf8) {
            let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if isPackageRoot(path) { return path }
        }
        looked.append(recorded)
        throw .packageRootNotFound(looked: looked)
    }

    /// Whether `folder` holds l10n's Package.swift and its SwiftUI module.
    public static func isPackageRoot(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/Package.swift")
            && FileManager.default.fileExists(atPath: folder + "/Sources/SwiftUI/Exports.swift")
            && FileManager.default.fileExists(atPath: folder + "/Sources/PreviewScreens/PreviewHarness.swift")
    }

    /// The running executable.
    public static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
