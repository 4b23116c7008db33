/// The completion a language must reach for `l10n status` to pass: `status: { fail-under: 90,
/// locales: { de: 100 } }` in `.l10nlint.yml`, and `--fail-under`.
public struct StatusThresholds: Sendable, Hashable {
    /// `fail-under`: the percent every language must reach, when set.
    public var failUnder: Double?
    /// `locales`: a language's own threshold, by BCP 47 name (`pt-BR`), over `failUnder`.
    public var locales: [String: Double] = [:]

    /// Thresholds with every part given; none by default.
    public init(failUnder: Double? = nil, locales: [String: Double] = [:]) {
        self.failUnder = failUnder
        self.locales = locales
    }

    /// The threshold of `locale` (BCP 47): its own, else `failUnder`, else none.
    public func threshold(for locale: String) -> Double? {
        locales[locale] ?? failUnder
    }

    /// Whether `value` is a percent a threshold can be (0 to 100).
    public static func isValid(_ value: Double) -> Bool {
        value.isFinite && value >= 0 && value <= 100
    }
}
