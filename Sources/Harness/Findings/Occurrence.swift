import ScreenKit

/// Says in a few words which part of the matrix a finding covers: "pl, de; from AX2 up;
/// iPhone SE; dark", "every locale and size", "ar from AX4 up, pl from AX1 up". Axes the finding
/// covers in full are left out; locales that fail from different sizes are listed apart.
enum Occurrence {
    /// The description of `cells` of `screen` against the run's `matrix`.
    static func describe(_ cells: [MatrixCell], screen: String, in matrix: MatrixSummary) -> String {
        var parts: [String] = []
        let states = matrix.screens.first { $0.id == screen }?.states ?? []
        let failingStates = ordered(Set(cells.map(\.state)), by: states)
        if states.count > 1, failingStates.count < states.count {
            parts.append((failingStates.count == 1 ? "state " : "states ") + failingStates.joined(separator: ", "))
        }
        parts.append(localesAndSizes(cells, matrix))
        let devices = ordered(Set(cells.map(\.device.name)), by: matrix.devices)
        if devices.count < matrix.devices.count { parts.append(devices.joined(separator: ", ")) }
        let schemes = ordered(Set(cells.map(\.scheme.rawValue)), by: matrix.schemes)
        if schemes.count < matrix.schemes.count { parts.append(schemes.joined(separator: ", ")) }
        parts.append("\(cells.count) of \(screenRenders(screen, matrix)) renders")
        return parts.joined(separator: "; ")
    }

    private static func screenRenders(_ screen: String, _ matrix: MatrixSummary) -> Int {
        let states = matrix.screens.first { $0.id == screen }?.states.count ?? 0
        return states * matrix.locales.count * matrix.sizes.count * matrix.devices.count * matrix.schemes.count
    }

    /// "pl, de; from AX2 up" or "ar from AX4 up, pl from AX1 up".
    private static func localesAndSizes(_ cells: [MatrixCell], _ matrix: MatrixSummary) -> String {
        var sizesByLocale: [String: Set<String>] = [:]
        for cell in cells { sizesByLocale[cell.locale.bcp47, default: []].insert(cell.size.shortName) }
        let locales = ordered(Set(sizesByLocale.keys), by: matrix.locales)
        var groups: [(sizes: String, locales: [String])] = []
        for locale in locales {
            let sizes = describeSizes(sizesByLocale[locale] ?? [], matrix.sizes)
            if let index = groups.firstIndex(where: { $0.sizes == sizes }) {
                groups[index].locales.append(locale)
            } else {
                groups.append((sizes, [locale]))
            }
        }
        if groups.count == 1, let group = groups.first {
            let everyLocale = group.locales.count == matrix.locales.count
            switch (everyLocale, group.sizes == everySize) {
            case (true, true): return "every locale and size"
            case (true, false): return "every locale; \(group.sizes)"
            case (false, true): return group.locales.joined(separator: ", ") + "; every size"
            case (false, false): return group.locales.joined(separator: ", ") + "; " + group.sizes
            }
        }
        return groups.map { $0.locales.joined(separator: ", ") + " " + ($0.sizes == everySize ? "at every size" : $0.sizes) }
            .joined(separator: ", ")
    }

    private static let everySize = "every size"

    /// "every size", "from AX2 up", "up to L", "xL to AX2", "S, L, AX3".
    static func describeSizes(_ sizes: Set<String>, _ all: [String]) -> String {
        let positions = all.indices.filter { sizes.contains(all[$0]) }
        guard let first = positions.first, let last = positions.last else { return "" }
        if positions.count == all.count { return everySize }
        let contiguous = last - first + 1 == positions.count
        if positions.count == 1 { return "at \(all[first])" }
        if contiguous, last == all.count - 1 { return "from \(all[first]) up" }
        if contiguous, first == 0 { return "up to \(all[last])" }
        if contiguous { return "\(all[first]) to \(all[last])" }
        return "at " + positions.map { all[$0] }.joined(separator: ", ")
    }

    /// `values` in the order of `order` (unknown ones last, sorted).
    private static func ordered(_ values: Set<String>, by order: [String]) -> [String] {
        order.filter(values.contains) + values.subtracting(order).sorted()
    }
}
