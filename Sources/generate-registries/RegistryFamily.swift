/// A family of rules whose registry is generated: where its rules live, the protocol they
/// conform to, and the file and declaration the registry is written as.
struct RegistryFamily: Sendable {
    /// The folder scanned for rules, relative to the repository root.
    let folder: String
    /// The protocol a rule type conforms to (`LintRule`).
    let conformance: String
    /// The file written, relative to the repository root.
    let output: String
    /// The type the registry extends (`LintRules`).
    let registry: String
    /// The access level and name of the registry's property (`static let all`).
    let declaration: String
    /// The registry's doc comment, one line.
    let summary: String

    /// The three families: catalog, source and screen rules.
    static let all: [RegistryFamily] = [
        RegistryFamily(
            folder: "Sources/CatalogLint/Rules", conformance: "LintRule",
            output: "Sources/CatalogLint/Rules/LintRules+Generated.swift", registry: "LintRules",
            declaration: "static let all",
            summary: "Every rule `l10n lint` knows, in the order `--explain`, reports and the reference list them."),
        RegistryFamily(
            folder: "Sources/SourceScan/Rules", conformance: "SourceRule",
            output: "Sources/SourceScan/Rules/SourceRules+Generated.swift", registry: "SourceRules",
            declaration: "static let rules",
            summary: "Every rule about Swift sources, in the order `--list-rules`, reports and the reference list them."),
        RegistryFamily(
            folder: "Sources/Harness/Checks/Rules", conformance: "ScreenRule",
            output: "Sources/Harness/Checks/ScreenRules+Generated.swift", registry: "ScreenRules",
            declaration: "public static let all",
            summary: "The harness's own rules, in the order reports list them (an app's own follow them in a `ScreenChecker`)."),
    ]
}
