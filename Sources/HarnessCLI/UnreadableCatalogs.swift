import L10n

extension CatalogSet {
    /// Fails with exit status 2, naming each path and the system's reason, when a file or folder
    /// of the catalogs could not be read at all: a run without them would leave locales unchecked
    /// and pass, whatever `--fail-on` says. (A file that reads but does not parse is not this.)
    func requireEverythingRead(commandName: String) throws(CommandFailure) {
        let unreadable = loadErrors.filter(\.isFileSystemProblem)
        guard !unreadable.isEmpty else { return }
        throw CommandFailure(message: unreadable.map(\.description).joined(separator: "\n\(commandName): "), code: 2)
    }
}
