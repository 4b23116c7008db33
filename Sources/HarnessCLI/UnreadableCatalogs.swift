import L10n

extension CatalogSet {
    /// Fails with exit status 2, naming each path and the system's reason, when a file or folder
    /// of the catalogs could not be read at all: a run without them would leave locales unchecked
    /// and pass, whatever `--fail-on` says. (A file that reads but does not parse is not this:
    /// see `leftOutWarnings`.)
    func requireEverythingRead(commandName: String) throws(CommandFailure) {
        let unreadable = loadErrors.filter(\.isFileSystemProblem)
        guard !unreadable.isEmpty else { return }
        throw CommandFailure(message: unreadable.map(\.description).joined(separator: "\n\(commandName): "), code: 2)
    }

    /// One warning per catalog file that was read but left out of lookups — it does not parse, or
    /// its folder is not a locale — so that the missing translations it causes are not a mystery.
    /// In path order; empty when every catalog is in use.
    package var leftOutWarnings: [String] {
        let unparsed = loadErrors.filter { !$0.isFileSystemProblem }.map { error in
            "warning: \(error.description); its translations are left out of this run (`lint` reports every problem in it)"
        }
        let misplaced = unrecognizedFolders.map { path in
            "warning: \(path): its folder is not named for a locale, so no device ever shows it; it is left out of this run"
        }
        return (unparsed + misplaced).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
