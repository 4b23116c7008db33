/// A SARIF 2.1.0 log (OASIS), the format code-scanning services such as GitHub read: one run whose
/// driver lists every rule with its default level, and one result per finding with its physical
/// location (file, line, column) or, for findings without a file, a logical location.
public struct SARIFReporter: Reporter {
    /// The schema the log declares.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// A SARIF reporter.
    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let sorted = context.ordered(diagnostics)
        let rules = ruleDescriptors(for: sorted, context: context)
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var driver: [(String, ReportJSON)] = [("name", .string(context.toolName))]
        if let version = context.toolVersion { driver.append(("version", .string(version))) }
        driver.append(("informationUri", .string(context.informationURI)))
        driver.append(("rules", .array(rules.map(ruleObject))))
        let run = ReportJSON.object([
            ("tool", .object([("driver", .object(driver))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(sorted.map { result(for: $0, ruleIndex: index[$0.rule] ?? 0, context: context) })),
        ])
        let log = ReportJSON.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.serialized() + "\n"
    }

    /// The context's rules plus a bare descriptor for any rule a finding names that they lack.
    private func ruleDescriptors(for diagnostics: [Diagnostic], context: ReportContext) -> [RuleDescriptor] {
        var byID: [String: RuleDescriptor] = [:]
        for rule in context.rules { byID[rule.id] = byID[rule.id] ?? rule }
        for diagnostic in diagnostics where byID[diagnostic.rule] == nil {
            byID[diagnostic.rule] = context.descriptor(for: diagnostic.rule)
        }
        return byID.values.sorted()
    }

    private func ruleObject(_ rule: RuleDescriptor) -> ReportJSON {
        var members: [(String, ReportJSON)] = [
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
        ]
        if let help = rule.helpURI { members.append(("helpUri", .string(help))) }
        members.append(("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])))
        return .object(members)
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int, context: ReportContext) -> ReportJSON {
        var members: [(String, ReportJSON)] = [
            ("ruleId", .string(diagnostic.rule)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
        ]
        if let location = location(for: diagnostic, context: context) {
            members.append(("locations", .array([location])))
        }
        var properties: [(String, ReportJSON)] = []
        if let locale = diagnostic.locale { properties.append(("locale", .string(locale))) }
        if let key = diagnostic.key { properties.append(("key", .string(key))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    private func location(for diagnostic: Diagnostic, context: ReportContext) -> ReportJSON? {
        var members: [(String, ReportJSON)] = []
        let file = diagnostic.location.file
        if !file.isEmpty {
            var physical: [(String, ReportJSON)] = [
                ("artifactLocation", .object([("uri", .string(Self.uriReference(context.displayPath(file))))])),
            ]
            if diagnostic.location.line > 0 {
                var region: [(String, ReportJSON)] = [("startLine", .int(diagnostic.location.line))]
                if diagnostic.location.column > 0 { region.append(("startColumn", .int(diagnostic.location.column))) }
                physical.append(("region", .object(region)))
            }
            members.append(("physicalLocation", .object(physical)))
        }
        if let where_ = diagnostic.context {
            members.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(where_))])])))
        }
        return members.isEmpty ? nil : .object(members)
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A path as a URI reference (RFC 3986): unreserved characters and `/` stay, the rest is
    /// percent-encoded as UTF-8, so `iOS Native Localizations` becomes `iOS%20Native%20Localizations`.
    static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
