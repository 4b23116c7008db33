/// Each finding's file as a report shows it (`ReportContext.displayPath`), worked out once per
/// file: a large report has tens of thousands of findings about a few hundred files, and working
/// a relative path out for each finding cost more than writing the rest of the report.
struct ShownPaths: Sendable {
    /// The shown path of each finding, by its index in the findings the paths were made for.
    private let paths: [String]

    /// The paths of `diagnostics` as `context` shows them.
    init(_ diagnostics: [Diagnostic], context: ReportContext) {
        self.init(diagnostics, shownAs: context.displayPath)
    }

    /// The paths of `diagnostics` (in report order, so findings come in runs about one file), each
    /// distinct file passed to `shown` once; a finding without a file has an empty path.
    init(_ diagnostics: [Diagnostic], shownAs shown: (String) -> String) {
        var shownByFile: [String: String] = [:]
        var paths: [String] = []
        paths.reserveCapacity(diagnostics.count)
        var previous: (file: String, shown: String)?
        for diagnostic in diagnostics {
            let file = diagnostic.location.file
            if let previous, previous.file == file {
                paths.append(previous.shown)
                continue
            }
            let path: String
            if let known = shownByFile[file] {
                path = known
            } else {
                path = file.isEmpty ? "" : shown(file)
                shownByFile[file] = path
            }
            previous = (file, path)
            paths.append(path)
        }
        self.paths = paths
    }

    /// The shown path of the finding at `index`.
    subscript(index: Int) -> String { paths[index] }
}
