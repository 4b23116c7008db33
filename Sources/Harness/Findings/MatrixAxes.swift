import Diagnostics
/// The axes a run covered, by name: what reports print, what `--merge` joins, and what folding
/// measures a finding's extent against.
public struct MatrixSummary: Sendable, Hashable, Codable {
    /// A screen and the states it ran in.
    public struct Screen: Sendable, Hashable, Codable {
        /// The screen's id.
        public var id: String
        /// Its states, in order.
        public var states: [String]

        /// A screen and its states.
        public init(id: String, states: [String]) {
            self.id = id
            self.states = states
        }
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

    /// A summary of the given axes.
    public init(screens: [Screen], locales: [String], sizes: [String], devices: [String], schemes: [String]) {
        self.screens = screens
        self.locales = locales
        self.sizes = sizes
        self.devices = devices
        self.schemes = schemes
    }

    /// How many renders the axes make.
    public var renders: Int {
        screens.map(\.states.count).reduce(0, +) * locales.count * sizes.count * devices.count * schemes.count
    }

    /// Where `place` comes in the matrix's order (screen, state, locale, size, device, scheme).
    public func order(of place: MatrixPlace) -> [Int] {
        let screen = screens.firstIndex { $0.id == place.screen } ?? screens.count
        let state = screen < screens.count ? screens[screen].states.firstIndex(of: place.state) ?? Int.max : Int.max
        return [screen, state, locales.firstIndex(of: place.locale) ?? Int.max, sizes.firstIndex(of: place.size) ?? Int.max,
                devices.firstIndex(of: place.device) ?? Int.max, schemes.firstIndex(of: place.scheme) ?? Int.max]
    }
}
