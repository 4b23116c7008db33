import Diagnostics

/// Says in a few words which part of the matrix a finding covers: "pl, de; from AX2 up;
/// iPhone SE; dark", "every locale and size", "ar from AX4 up, pl from AX1 up". Axes the finding
/// covers in full are left out; states, and locales, that fail differently are listed apart.
/// Devices and schemes are named by the ones it occurs on; the count of renders says when not
/// every combination fails.
enum Occurrence {
    /// The description of `cells` of `screen` against the run's `matrix`.
    static func describe(_ cells: [MatrixPlace], screen: String, in matrix: MatrixSummary) -> String {
        let states = matrix.screens.first { $0.id == screen }?.states ?? []
        var parts = [statesLocalesAndSizes(cells, states: states, matrix)]
        let devices = ordered(Set(cells.map(\.device)), by: matrix.devices)
        if devices.count < matrix.devices.count { parts.append(devices.joined(separator: ", ")) }
        let schemes = ordered(Set(cells.map(\.scheme)), by: matrix.schemes)
        if schemes.count < matrix.schemes.count { parts.append(schemes.joined(separator: ", ")) }
        parts.append("\(cells.count) of \(screenRenders(screen, matrix)) renders")
        return parts.joined(separator: "; ")
    }

    private static func screenRenders(_ screen: String, _ matrix: MatrixSummary) -> Int {
        let states = matrix.screens.first { $0.id == screen }?.states.count ?? 0
        return states * matrix.locales.count * matrix.sizes.count * matrix.devices.count * matrix.schemes.count
    }

    /// "pl, de; from AX2 up" when every failing state fails alike (with "states a, b; " before
    /// it when not every state fails), else each group of states apart:
    /// "state default: every locale; from AX2 up | state long-title: every locale and size".
    private static func statesLocalesAndSizes(_ cells: [MatrixPlace], states: [String], _ matrix: MatrixSummary) -> String {
        var cellsByState: [String: [MatrixPlace]] = [:]
        for cell in cells { cellsByState[cell.state, default: []].append(cell) }
        var groups: [(text: String, states: [String])] = []
        for state in ordered(Set(cellsByState.keys), by: states) {
            let text = localesAndSizes(cellsByState[state] ?? [], matrix)
            if let index = groups.firstIndex(where: { $0.text == text }) {
                groups[index].states.append(state)
            } else {
                groups.append((text, [state]))
            }
        }
        func label(_ chosen: [String]) -> String { (chosen.count == 1 ? "state " : "states ") + chosen.joined(separator: ", ") }
        guard groups.count > 1 else {
            guard let group = groups.first else { return "" }
            return states.count > 1 && group.states.count < states.count ? label(group.states) + "; " + group.text : group.text
        }
        return groups.map { label($0.states) + ": " + $0.text }.joined(separator: " | ")
    }

    /// "pl, de; from AX2 up", "every locale and size", or "ar from AX4 up, pl from AX1 up".
    private static func localesAndSizes(_ cells: [MatrixPlace], _ matrix: MatrixSummary) -> String {
        var sizesByLocale: [String: Set<String>] = [:]
        for cell in cells { sizesByLocale[cell.locale, default: []].insert(cell.size) }
        var groups: [(sizes: String, locales: [String])] = []
        for locale in ordered(Set(sizesByLocale.keys), by: matrix.locales) {
            let sizes = describeSizes(sizesByLocale[locale] ?? [], matrix.sizes)
            if let index = groups.firstIndex(where: { $0.sizes == sizes }) {
                groups[index].locales.append(locale)
            } else {
                groups.append((sizes, [locale]))
            }
        }
        guard groups.count > 1 else {
            guard let group = groups.first else { return "" }
            let everyLocale = group.locales.count == matrix.locales.count
            return switch (everyLocale, group.sizes == everySize) {
            case (true, true): "every locale and size"
            case (true, false): "every locale; \(group.sizes)"
            case (false, true): group.locales.joined(separator: ", ") + "; every size"
            case (false, false): group.locales.joined(separator: ", ") + "; " + group.sizes
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
