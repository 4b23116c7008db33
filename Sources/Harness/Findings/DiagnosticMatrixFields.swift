import Diagnostics

/// A screen finding's matrix context read field by field, as the package's tests ask about it
/// (an empty value for a finding without a matrix context).
package extension Diagnostic {
    var screen: String { matrix?.screen ?? "" }
    var element: String {
        get { matrix?.element ?? "" }
        set { matrix?.element = newValue }
    }
    var name: String {
        get { matrix?.name ?? "" }
        set { matrix?.name = newValue }
    }
    var text: String? { matrix?.text }
    var cells: [MatrixPlace] { matrix?.cells ?? [] }
    var states: [String] { matrix?.states ?? [] }
    var state: String { matrix?.state ?? "" }
    var occurrence: String { matrix?.occurrence ?? "" }
    var excerpt: String { matrix?.excerpt ?? "" }
    var smallestRender: String { matrix?.smallest.description ?? "" }
    var source: Diagnostics.SourceLocation? { location.file.isEmpty ? nil : location }
}
