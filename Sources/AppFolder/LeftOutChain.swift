/// Why an error names what is not there: a declaration left out in an earlier round. An error
/// "cannot find 'caskManager' in scope" reads as its cause when it says that `caskManager` was
/// left out and why, so a screen reported as not built names the API the team must provide.
public struct LeftOutChain: Sendable {
    /// The first error of each declaration left out, by file, then by its name and by its name
    /// with its type's.
    private var reasons: [String: [String: String]] = [:]

    /// The chain of the declarations left out in `facts` (by the app file's path).
    public init(facts: [String: AppSourceFacts]) {
        for (file, fact) in facts {
            for declaration in fact.leftOutDeclarations where declaration.treatment == .removed {
                let own = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
                let reason = Self.ownPart(of: declaration.reason)
                for name in [declaration.name, own] where reasons[file, default: [:]][name] == nil { reasons[file, default: [:]][name] = reason }
            }
        }
    }

    /// `site` of `file`, its error followed by why the name it cannot find was left out, when it
    /// was: a declaration of the same file first, else of the first file (by path) that has one.
    public func chained(_ site: BuildErrorSite, in file: String) -> BuildErrorSite {
        guard !site.text.contains(Self.marker), let name = Self.missingName(in: site.text) else { return site }
        let reason = reasons[file]?[name] ?? reasons.keys.sorted().lazy.compactMap { reasons[$0]?[name] }.first
        guard let reason else { return site }
        var chained = site
        chained.text += "\(Self.marker)'\(name)' was left out: \(reason)"
        return chained
    }

    /// What joins an error to its cause.
    static let marker = " — "

    /// An error's own part, without the cause a chain added (a chain is one link long).
    static func ownPart(of text: String) -> String {
        text.range(of: marker).map { String(text[..<$0.lowerBound]) } ?? text
    }

    /// The name an error cannot find: `cannot find 'x' in scope`, `cannot find type 'X' in scope`,
    /// `value of type 'T' has no member 'm'` (as `T.m`).
    static func missingName(in text: String) -> String? {
        let quoted = text.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if text.contains(": cannot find '") || text.contains(": cannot find type '"), let name = quoted.first { return name }
        if text.contains(": value of type '"), text.contains("' has no member '"), quoted.count >= 2 { return quoted[0] + "." + quoted[1] }
        return nil
    }
}
