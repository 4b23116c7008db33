import ScreenKit

/// The axes a run covered, by name: what reports print, what `--merge` joins, and what
/// folding measures a finding's extent against.
public struct MatrixSummary: Sendable, Hashable, Codable {
    /// A screen and the states it ran in.
    public struct Screen: Sendable, Hashable, Codable {
        /// The screen's id.
        public var id: String
        /// Its states, in order.
        public var states: [String]
    }

    /// The screens.
    public var screens: [Screen]
    /// The locales (BCP 47).
    public var locales: [String]
    /// The sizes (short names: `xSmall` … `AX5`).
    public var sizes: [String]
    /// The device names.
    public var devices: [String]
    /// The schemes.
    public var schemes: [String]

    /// The summary of `matrix`.
    public init(_ matrix: CheckMatrix) {
        screens = matrix.screens.map { Screen(id: $0.id, states: $0.states) }
        locales = matrix.locales.map(\.bcp47)
        sizes = matrix.sizes.map(\.shortName)
        devices = matrix.devices.map(\.name)
        schemes = matrix.schemes.map(\.rawValue)
    }

    /// Both summaries' axes: this one's values first, then the other's new ones.
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

    /// How many renders the axes make.
    public var renders: Int {
        screens.map(\.states.count).reduce(0, +) * locales.count * sizes.count * devices.count * schemes.count
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
}
