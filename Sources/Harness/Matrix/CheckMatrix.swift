import ScreenKit

/// The axes of a run — screens with their states, locales, Dynamic Type sizes, devices and color
/// schemes — and the renders they make, in a fixed order: screens and states as declared, then
/// locales, sizes (smallest first), devices and schemes in the order given.
public struct CheckMatrix: Sendable {
    /// The screens, each with the states to run.
    public var screens: [ScreenPreview]
    /// The locales.
    public var locales: [LocaleIdentifier]
    /// The Dynamic Type sizes.
    public var sizes: [ContentSizeCategory]
    /// The devices.
    public var devices: [Device]
    /// The color schemes.
    public var schemes: [ColorScheme]

    /// The devices a run uses unless told otherwise: today's smallest phone (iPhone SE, 3rd
    /// generation), the common one (iPhone 16) and the largest (iPhone 16 Pro Max).
    public static let defaultDevices: [Device] = [.iPhoneSE, .iPhone16, .iPhone16ProMax]

    /// A matrix over the given axes; by default every size, the default devices and both schemes.
    public init(screens: [ScreenPreview], locales: [LocaleIdentifier], sizes: [ContentSizeCategory] = ContentSizeCategory.allCases,
                devices: [Device] = CheckMatrix.defaultDevices, schemes: [ColorScheme] = ColorScheme.allCases) {
        self.screens = screens
        self.locales = locales
        self.sizes = sizes
        self.devices = devices
        self.schemes = schemes
    }

    /// The locales a run uses unless told otherwise: every locale the catalogs have (the
    /// development language first), then the pseudo-locales.
    public static func defaultLocales(catalogs: CatalogSet?) -> [LocaleIdentifier] {
        let development = catalogs?.developmentLanguage ?? LocaleIdentifier(language: "en")
        let found = catalogs?.locales ?? []
        let real = [development] + found.filter { $0 != development && PseudoLocale($0) == nil }
        return real + PseudoLocale.allCases.map(\.locale)
    }

    /// How many renders the matrix makes.
    public var count: Int {
        screens.map(\.states.count).reduce(0, +) * locales.count * sizes.count * devices.count * schemes.count
    }

    /// Every render, in the matrix's order.
    public var cells: [MatrixCell] {
        var result: [MatrixCell] = []
        result.reserveCapacity(count)
        for screen in screens {
            for state in screen.states {
                for locale in locales {
                    for size in sizes {
                        for device in devices {
                            for scheme in schemes {
                                result.append(MatrixCell(screen: screen.id, state: state, locale: locale, size: size, device: device, scheme: scheme))
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// The renders of one shard. Shards take turns through the matrix one layout at a time (a
    /// screen state in one locale, size and device, with all its schemes, which can share one
    /// layout), so each shard gets a share of every screen.
    public func cells(in shard: Shard) -> [MatrixCell] {
        let schemesPerLayout = max(1, schemes.count)
        return cells.enumerated().filter { shard.contains(position: $0.offset / schemesPerLayout) }.map(\.element)
    }
}
