/// A SARIF 2.1.0 log (OASIS), the format code-scanning services such as GitHub read: one run whose
/// driver lists every rule with its descriptions, help and default level, and one result per finding
/// with its physical location (file, line, column) or, for findings without a file, a logical
/// location. Each result carries a partial fingerprint that stays the same while the finding does,
/// so a service matches it across runs even when lines move; the run names its category
/// (`automationDetails`), so lint and check results uploaded to one repository stay apart. A
/// finding with a fix has `fixes`: its description and the regions it replaces.
public struct SARIFReporter: Reporter {
    /// The schema the log declares: the OASIS standard's own.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// A SARIF reporter.
    public init() {}

    /// The document in pieces, its findings written on every core.
    public func reportPieces(_ diagnostics: [Diagnostic], context: ReportContext) -> [String] {
        let sorted = context.ordered(diagnostics)
        let rules = SARIFRules.descriptors(for: sorted, context: context)
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var files: [String: (path: String, artifact: ReportJSON)] = [:]
        for file in Set(sorted.map(\.location.file)) where !file.isEmpty {
            let path = context.displayPath(file)
            files[file] = (path, SARIFLocation.artifactLocation(path))
        }
        let fingerprints = SARIFFingerprint.fingerprints(for: sorted, paths: sorted.map { files[$0.location.file]?.path ?? "" },
                                                         jobs: context.jobs)
        var driver: [(String, ReportJSON)] = [("name", .string(context.toolName))]
        if let version = context.toolVersion { driver.append(("version", .string(version))) }
        if SARIFLocation.isAbsoluteURI(context.informationURI) {
            driver.append(("informationUri", .string(context.informationURI)))
        }
        driver.append(("rules", .array(rules.map(SARIFRules.object))))
        let run = ReportJSON.object([
            ("tool", .object([("driver", .object(driver))])),
            ("automationDetails", .object([("id", .string(Self.automationID(context)))])),
            ("originalUriBaseIds", SARIFLocation.originalURIBaseIDs(context)),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .generated(count: sorted.count) { [files] position in
                result(for: sorted[position], ruleIndex: index[sorted[position].rule] ?? 0,
                       artifact: files[sorted[position].location.file]?.artifact, fingerprint: fingerprints[position],
                       context: context)
            }),
        ])
        let log = ReportJSON.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        var pieces = log.serializedPieces(capacity: 4_096, jobs: context.jobs)
        pieces.append("\n")
        return pieces
    }

    /// The run's category and id, `l10n/lint/`: code scanning keeps one analysis per category, so
    /// uploading lint and check results does not make either replace the other.
    static func automationID(_ context: ReportContext) -> String {
        "\(context.toolName)/\(context.commandName)/"
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int, artifact: ReportJSON?, fingerprint: String,
                        context: ReportContext) -> ReportJSON {
        var members: [(String, ReportJSON)] = [
            ("ruleId", .string(diagnostic.rule)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
        ]
        if let location = SARIFLocation.location(for: diagnostic, artifact: artifact) {
            members.append(("locations", .array([location])))
        }
        members.append(("partialFingerprints", .object([(SARIFFingerprint.name, .string(fingerprint))])))
        if let fix = diagnostic.fix { members.append(("fixes", FixJSON.sarifFixes(fix, context: context))) }
        var properties: [(String, ReportJSON)] = []
        if let locale = diagnostic.locale { properties.append(("locale", .string(locale))) }
        if let key = diagnostic.key { properties.append(("key", .string(key))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// SARIF's level for a severity: the schema allows `none`, `note`, `warning` and `error`.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
