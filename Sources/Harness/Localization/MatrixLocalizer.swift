import ScreenKit

/// Looks texts up for the harness: a real locale in the catalogs as an app does at run time, a
/// pseudo-locale in the development language and then transformed. Lookups whose arguments do
/// not fit their value are written to the render's log for the `format-error` check.
struct MatrixLocalizer: Localizer {
    /// The catalogs, or nil when the screens are checked without any (every key shows itself).
    let catalogs: CatalogSet?
    /// The language pseudo-locales start from.
    let developmentLanguage: LocaleIdentifier
    /// Lookups shared by the whole run.
    let cache: LookupCache
    /// This render's format problems.
    let log: LookupLog

    func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup {
        let entry = cache.entry(key, table: table, locale: locale) {
            if let pseudo = PseudoLocale(locale) { return pseudoEntry(key, table: table, pseudo: pseudo) }
            let resolution = resolve(key.key, table: table, locale: locale, arguments: key.arguments)
            return LookupCache.Entry(lookup: LocalizedLookup(text: resolution.text, outcome: outcome(of: resolution, locale: locale)),
                                     mismatches: key.hasFormatting ? resolution.mismatches : [])
        }
        if !entry.mismatches.isEmpty {
            log.record(LookupLog.Mismatch(key: key.key, table: table, locale: locale, problems: entry.mismatches))
        }
        return entry.lookup
    }

    /// The development language's text transformed; string arguments are swapped for private-use
    /// markers while transforming, so user data (a list's name) keeps its spelling.
    private func pseudoEntry(_ key: LocalizedStringKey, table: String, pseudo: PseudoLocale) -> LookupCache.Entry {
        var protected: [FormatArgument] = []
        var markers: [Character: String] = [:]
        for (index, argument) in key.arguments.enumerated() {
            if case .string(let value) = argument, let scalar = Unicode.Scalar(0xE000 + UInt32(index % 0x1900)) {
                markers[Character(scalar)] = value
                protected.append(.string(String(scalar)))
            } else {
                protected.append(argument)
            }
        }
        let resolution = resolve(key.key, table: table, locale: developmentLanguage, arguments: protected)
        let transformed = pseudo.transform(resolution.text)
        let text = markers.isEmpty ? transformed : transformed.reduce(into: "") { result, character in
            if let value = markers[character] { result += value } else { result.append(character) }
        }
        let outcome: LookupOutcome = switch resolution.status {
        case .missing: .missing
        case .found, .fellBack: .found(locale: pseudo.locale, source: resolution.source.map { relative($0.file) })
        }
        return LookupCache.Entry(lookup: LocalizedLookup(text: text, outcome: outcome, isMirrored: pseudo == .rightToLeft),
                                 mismatches: key.hasFormatting ? resolution.mismatches : [])
    }

    /// `key` looked up in the catalogs, or shown as itself (filled in) when there are none.
    private func resolve(_ key: String, table: String, locale: LocaleIdentifier, arguments: [FormatArgument]) -> Resolution {
        if let catalogs { return catalogs.resolve(key, table: table, locale: locale, arguments: arguments) }
        guard !arguments.isEmpty else { return Resolution(text: key, status: .missing, source: nil) }
        let formatted = StringFormatter(locale: locale).format(key, arguments)
        return Resolution(text: formatted.text, status: .missing, source: nil, mismatches: formatted.mismatches)
    }

    private func outcome(of resolution: Resolution, locale: LocaleIdentifier) -> LookupOutcome {
        let source = resolution.source.map { relative($0.file) }
        switch resolution.status {
        case .found: return .found(locale: resolution.source?.locale ?? locale, source: source)
        case .fellBack: return .fellBack(locale: resolution.source?.locale ?? developmentLanguage, source: source)
        case .missing: return .missing
        }
    }

    /// `path` relative to the catalog folder ("pl.lproj/Localizable.strings").
    private func relative(_ path: String) -> String {
        guard let root = catalogs?.root else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
