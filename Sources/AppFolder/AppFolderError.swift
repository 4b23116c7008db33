/// What stops `--app DIR` before or while building: each case says where it looked and what to
/// do next.
public enum AppFolderError: Error, Equatable, CustomStringConvertible, Sendable {
    /// DIR does not exist or is not a folder.
    case notAFolder(String)
    /// DIR holds no Swift file the app compiles.
    case noSwiftFiles(folder: String)
    /// DIR's Swift files declare no `#Preview` and no `PreviewProvider`.
    case noPreviews(folder: String, files: Int)
    /// DIR has no `.xcstrings` and no `.lproj` folder, and `--catalogs` was not given.
    case noCatalogs(folder: String)
    /// A symbolic link inside DIR points outside it.
    case linkOutside(link: String, target: String)
    /// DIR is inside the scratch folder, or the scratch folder inside DIR.
    case scratchOverlaps(folder: String, scratch: String)
    /// The folder holds more entries than the walk reads.
    case tooManyEntries(folder: String, limit: Int)
    /// A file could not be read or written.
    case io(path: String, reason: String)
    /// Modules the app imports that nothing provides.
    case missingModules([String: [String]], standIns: String?)
    /// A stand-ins folder that is not a folder.
    case standInsNotAFolder(String)
    /// The l10n package (its `SwiftUI` product) could not be found.
    case packageRootNotFound(looked: [String])

    public var description: String {
        switch self {
        case .notAFolder(let path):
            "--app \(path): not a folder; name the folder of the app's sources (the one holding its .xcodeproj, or any folder of its Swift files)"
        case .noSwiftFiles(let folder):
            "no Swift files in \(folder) (looked in every folder below it, leaving out tests, .build and hidden folders); "
                + "name the folder of the app's sources with --app"
        case .noPreviews(let folder, let files):
            "no #Preview or PreviewProvider in the \(files) Swift files of \(folder); add a #Preview to a view to check it"
        case .noCatalogs(let folder):
            "no catalogs in \(folder) (looked for *.xcstrings files and *.lproj folders below it); name a folder with --catalogs DIR"
        case .linkOutside(let link, let target):
            "\(link) is a symbolic link to \(target), outside the app's folder; refused, nothing was written (copy the file into the folder, or point --app at a folder holding both)"
        case .scratchOverlaps(let folder, let scratch):
            "the scratch folder \(scratch) and the app's folder \(folder) overlap; refused, nothing was written (choose another --scratch)"
        case .tooManyEntries(let folder, let limit):
            "\(folder) holds more than \(limit) files and folders; point --app at the app's own folder"
        case .io(let path, let reason):
            "\(path): \(reason)"
        case .missingModules(let modules, let standIns):
            "the app imports modules nothing provides:\n"
                + modules.keys.sorted().map { name in
                    let files = modules[name] ?? []
                    let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
                    return "  \(name) — imported by \(shown); write it in \(standIns ?? "STAND-INS")/\(name)/*.swift"
                }.joined(separator: "\n")
                + "\n" + (standIns == nil ? "pass --stand-ins DIR (a folder with one folder per module), or " : "")
                + "--stub-missing-modules to build an empty module for each"
        case .standInsNotAFolder(let path):
            "--stand-ins \(path): not a folder; name a folder with one folder of Swift files per module (STAND-INS/SomeSDK/*.swift)"
        case .packageRootNotFound(let looked):
            "cannot find the l10n package whose SwiftUI product the app is built against (looked in \(looked.joined(separator: ", "))); "
                + "set L10N_PACKAGE_ROOT to the folder of l10n's Package.swift, or reinstall with Scripts/install"
        }
    }
}
