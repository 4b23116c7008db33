import Foundation
import ScreenKit

/// The axes of a run as a person writes them (`--screens detail/fixed-header,home`,
/// `--sizes AX1...AX5`, `--devices all`): each list empty for "the default", each entry one
/// value or several separated by commas. `--devices current` names today's devices, `all` every
/// device ScreenKit knows.
public struct MatrixSelection: Sendable, Hashable {
    /// Screen ids, or `screen/state` for one state.
    public var screens: [String]
    /// Locale identifiers (real or pseudo).
    public var locales: [String]
    /// Sizes by short or SwiftUI name, or ranges `from...to`.
    public var sizes: [String]
    /// Device names or slugs, or `all`.
    public var devices: [String]
    /// `light`, `dark`.
    public var schemes: [String]

    /// A selection; every axis defaults to the whole axis.
    public init(screens: [String] = [], locales: [String] = [], sizes: [String] = [], devices: [String] = [], schemes: [String] = []) {
        self.screens = screens
        self.locales = locales
        self.sizes = sizes
        self.devices = devices
        self.schemes = schemes
    }

    /// The matrix of `available` screens this selection names, with the catalogs' locales by default.
    public func matrix(of available: [ScreenPreview], catalogs: CatalogSet?) throws(MatrixError) -> CheckMatrix {
        let matrix = CheckMatrix(screens: try chosenScreens(available), locales: try chosenLocales(catalogs),
                                 sizes: try chosenSizes(), devices: try chosenDevices(), schemes: try chosenSchemes())
        for (axis, empty) in [("screens", matrix.screens.isEmpty), ("locales", matrix.locales.isEmpty), ("sizes", matrix.sizes.isEmpty),
                              ("devices", matrix.devices.isEmpty), ("schemes", matrix.schemes.isEmpty)] where empty {
            throw .emptyAxis(axis)
        }
        return matrix
    }

    private static func entries(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    private func chosenScreens(_ available: [ScreenPreview]) throws(MatrixError) -> [ScreenPreview] {
        let wanted = Self.entries(screens)
        guard !wanted.isEmpty else { return available }
        var states: [String: [String]] = [:]
        for entry in wanted {
            let parts = entry.split(separator: "/", maxSplits: 1).map(String.init)
            guard let screen = available.first(where: { $0.id == parts[0] }) else {
                throw .unknownScreen(parts[0], known: available.map(\.id))
            }
            if parts.count == 2 {
                guard screen.states.contains(parts[1]) else { throw .unknownState(screen: screen.id, state: parts[1], known: screen.states) }
                if states[screen.id] != [] { states[screen.id, default: []].append(parts[1]) }
            } else {
                states[screen.id] = []
            }
        }
        return available.compactMap { screen in
            guard let chosen = states[screen.id] else { return nil }
            return chosen.isEmpty ? screen : screen.restricted(to: chosen)
        }
    }

    private func chosenLocales(_ catalogs: CatalogSet?) throws(MatrixError) -> [LocaleIdentifier] {
        let wanted = Self.entries(locales)
        guard !wanted.isEmpty else { return CheckMatrix.defaultLocales(catalogs: catalogs) }
        var result: [LocaleIdentifier] = []
        for entry in wanted {
            guard let locale = try? LocaleIdentifier.parse(entry) else { throw .badLocale(entry) }
            if !result.contains(locale) { result.append(locale) }
        }
        return result
    }

    private func chosenSizes() throws(MatrixError) -> [ContentSizeCategory] {
        let wanted = Self.entries(sizes)
        guard !wanted.isEmpty else { return ContentSizeCategory.allCases }
        var chosen = Set<ContentSizeCategory>()
        for entry in wanted {
            let bounds = entry.components(separatedBy: "...").flatMap { $0.components(separatedBy: "..") }.filter { !$0.isEmpty }
            var resolved: [ContentSizeCategory] = []
            for bound in bounds {
                guard let size = ContentSizeCategory(name: bound) else {
                    throw .unknownSize(bound, known: ContentSizeCategory.allCases.map(\.shortName))
                }
                resolved.append(size)
            }
            guard let low = resolved.min(), let high = resolved.max(), resolved.count <= 2 else {
                throw .unknownSize(entry, known: ContentSizeCategory.allCases.map(\.shortName))
            }
            chosen.formUnion(ContentSizeCategory.allCases.filter { $0 >= low && $0 <= high })
        }
        return ContentSizeCategory.allCases.filter(chosen.contains)
    }

    private func chosenDevices() throws(MatrixError) -> [Device] {
        let wanted = Self.entries(devices)
        guard !wanted.isEmpty else { return CheckMatrix.defaultDevices }
        var result: [Device] = []
        for entry in wanted {
            let devices: [Device]
            switch entry.lowercased() {
            case "all": devices = Device.all
            case "current": devices = Device.current
            default:
                guard let device = Device.named(entry) else { throw .unknownDevice(entry, known: Device.all.map(\.slug)) }
                devices = [device]
            }
            for device in devices where !result.contains(device) { result.append(device) }
        }
        return result
    }

    private func chosenSchemes() throws(MatrixError) -> [ColorScheme] {
        let wanted = Self.entries(schemes)
        guard !wanted.isEmpty else { return ColorScheme.allCases }
        var result: [ColorScheme] = []
        for entry in wanted {
            guard let scheme = ColorScheme(rawValue: entry.lowercased()) else { throw .unknownScheme(entry) }
            if !result.contains(scheme) { result.append(scheme) }
        }
        return result
    }
}
