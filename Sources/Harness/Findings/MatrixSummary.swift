import Diagnostics
import ScreenKit

extension MatrixSummary {
    /// The summary of `matrix`.
    public init(_ matrix: CheckMatrix) {
        self.init(screens: matrix.screens.map { Screen(id: $0.id, states: $0.states) }, locales: matrix.locales.map(\.bcp47),
                  sizes: matrix.sizes.map(\.shortName), devices: matrix.devices.map(\.name), schemes: matrix.schemes.map(\.rawValue))
    }

    /// Both summaries' axes: this one's values first, then the other's new ones (sizes in Dynamic
    /// Type order).
    public func union(_ other: MatrixSummary) -> MatrixSummary {
        func joined<T: Equatable>(_ a: [T], _ b: [T]) -> [T] { a + b.filter { !a.contains($0) } }
        var result = self
        for screen in other.screens {
            if let index = result.screens.firstIndex(where: { $0.id == screen.id }) {
                result.screens[index].states = joined(result.screens[index].states, screen.states)
            } else {
                result.screens.append(screen)
            }
        }
        result.locales = joined(locales, other.locales)
        result.sizes = ContentSizeCategory.allCases.map(\.shortName).filter { sizes.contains($0) || other.sizes.contains($0) }
        result.devices = joined(devices, other.devices)
        result.schemes = joined(schemes, other.schemes)
        return result
    }

    /// The order in which failing renders count as smaller: real locales before pseudo-locales
    /// (a real translation reads better in a report), then text size, device area, locale in run
    /// order, scheme in run order and state order.
    func rank(of cell: MatrixCell) -> [Int] {
        let locale = locales.firstIndex(of: cell.locale.bcp47) ?? locales.count
        let pseudo = PseudoLocale(cell.locale) == nil ? 0 : 1
        let state = screens.first { $0.id == cell.screen }?.states.firstIndex(of: cell.state) ?? 0
        let scheme = schemes.firstIndex(of: cell.scheme.rawValue) ?? 0
        return [pseudo, cell.size.index, Int(cell.device.size.width * cell.device.size.height), locale, scheme, state]
    }

    /// Where `cell` comes in the matrix's order (screen, state, locale, size, device, scheme).
    func order(of cell: MatrixCell) -> [Int] { order(of: cell.place) }
}
