import Catalogs
import Diagnostics
import Foundation
import L10n
import Yams

/// The contents of `.l10nlint.yml`, every section of it: lint's rules and settings at the top
/// level, `check:` for the screen harness. Each tool reads the one file through this type, and
/// checks the rule ids of its own section against its rules (`RuleSettings.check(known:hint:)`),
/// so neither tool depends on the other.
///
/// ```yaml
/// base: en                      # the development language
/// disabled: [inconsistent-comment]
/// enabled: [untranslated]       # turns back on a rule disabled above or by --disable
/// severity: { untranslated: note, missing-translation: error }
/// untranslated: { allow: [OK, Email, "Do It"] }
/// plural-zero: allow            # allow | note | warning
/// exclude: ["qqq.lproj/*", "Pods/*"]
/// status: { fail-under: 90, locales: { de: 100 } }   # what `l10n status` requires
/// check:                       # what `l10n check` runs on by default, and its screen rules
///   devices: [iphone-se, iphone-16, ipad]
///   disabled: [a11y-contrast]
///   severity: { text-truncated: error }
/// ```
public struct ProjectConfiguration: Sendable, Hashable {
    /// The file the configuration was read from, if any.
    public var file: String?
    /// `base`.
    public var baseLanguage: String?
    /// `disabled`, `enabled` and `severity` at the top level: lint's catalog rules, checked against
    /// them by the linter.
    public var lintRules = RuleSettings()
    /// `disabled`.
    public var disabledRules: Set<String> { lintRules.disabled }
    /// `enabled`.
    public var enabledRules: Set<String> { lintRules.enabled }
    /// `severity`.
    public var severities: [String: Severity] { lintRules.severities }
    /// `untranslated.allow`.
    public var untranslatedAllowList: Set<String> = []
    /// `plural-zero`.
    public var zeroOverride: ZeroOverridePolicy?
    /// `exclude`.
    public var excludedPaths: [String] = []
    /// `check.devices`: the devices `l10n check` runs on when the command line names none.
    public var checkDevices: [String] = []
    /// Where `check.devices` is written (`file:line:col`), for errors about a name in it.
    public var checkDevicesLocation: String?
    /// `check.disabled`, `check.enabled` and `check.severity`: the screen rules of `l10n check`,
    /// not checked against any rules here (`RuleSettings.check(known:hint:)` does that where the
    /// app's own rules are known).
    public var checkRules = RuleSettings()
    /// `status.fail-under` and `status.locales`: the completion `l10n status` requires.
    public var statusThresholds = StatusThresholds()

    /// The name looked for, from the first linted path upward.
    public static let fileName = ".l10nlint.yml"

    /// An empty configuration (every rule on, default severities).
    public init() {}

    /// Reads `.l10nlint.yml` text; `file` names it in errors. Unknown keys and rule ids are errors,
    /// so a typo never silently turns a check off.
    public init(yaml: String, file: String) throws(ConfigurationError) {
        self.file = file
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw ConfigurationError(YAMLErrorText.message(error, yaml: yaml, file: file))
        }
        guard let root else { return }
        guard let mapping = root.mapping else { throw Self.error(file, root, "the configuration must be a mapping of settings") }
        let reader = ConfigurationReader(file: file)
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "base": baseLanguage = try reader.string(value, key)
            case "disabled", "enabled", "severity": try reader.ruleSetting(key, value, prefix: "", into: &lintRules)
            case "untranslated": untranslatedAllowList = Set(try reader.allowList(value))
            case "plural-zero": zeroOverride = try reader.choice(value, key, ZeroOverridePolicy.self)
            case "exclude": excludedPaths = try reader.strings(value, key)
            case "check": (checkDevices, checkDevicesLocation, checkRules) = try reader.checkSettings(value)
            case "status": statusThresholds = try reader.statusSettings(value)
            default:
                throw Self.error(file, keyNode, "unknown setting '\(key)'; known: base, disabled, enabled, severity, untranslated, plural-zero, exclude, check, status")
            }
        }
    }

    /// Reads the configuration at `path`.
    public static func load(path: String) throws(ConfigurationError) -> ProjectConfiguration {
        let bytes: [UInt8]
        do {
            bytes = try CatalogFileReader.read(path)
        } catch {
            throw ConfigurationError(error.description)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError("\(path): the configuration file is not UTF-8")
        }
        return try ProjectConfiguration(yaml: text, file: path)
    }

    /// `.l10nlint.yml` in the folder of `path` (or `path` itself when a folder) or any folder above.
    public static func find(from path: String) -> String? {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        var folder = manager.fileExists(atPath: absolute.path, isDirectory: &isFolder) && isFolder.boolValue
            ? absolute : absolute.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if manager.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    static func error(_ file: String, _ node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError("\(location(file, node)): \(message)")
    }

    static func location(_ file: String, _ node: Node) -> String {
        file + (node.mark.map { ":\($0.line):\($0.column)" } ?? "")
    }
}

/// Reads typed values from configuration nodes, with errors that name the file, line and setting.
struct ConfigurationReader {
    var file: String

    func string(_ node: Node, _ key: String) throws(ConfigurationError) -> String {
        guard node.scalar != nil, let text = node.string else {
            throw ProjectConfiguration.error(file, node, "'\(key)' must be a single value")
        }
        return text
    }

    func strings(_ node: Node, _ key: String) throws(ConfigurationError) -> [String] {
        if node.scalar != nil { return [try string(node, key)] }
        guard let sequence = node.sequence else { throw ProjectConfiguration.error(file, node, "'\(key)' must be a list") }
        var values: [String] = []
        for item in sequence { values.append(try string(item, key)) }
        return values
    }

    /// `disabled`, `enabled` or `severity` (`key`), written under `prefix` (`check.`), into `rules`;
    /// the ids are recorded with where they are written, to be checked against the tool's rules.
    func ruleSetting(_ key: String, _ node: Node, prefix: String, into rules: inout RuleSettings) throws(ConfigurationError) {
        let setting = prefix + key
        guard key == "severity" else {
            let ids = try strings(node, setting)
            rules.named += ids.map { NamedRule(id: $0, setting: setting, location: ProjectConfiguration.location(file, node)) }
            if key == "disabled" { rules.disabled = Set(ids) } else { rules.enabled = Set(ids) }
            return
        }
        guard let mapping = node.mapping else { throw ProjectConfiguration.error(file, node, "'\(setting)' must map rule ids to error, warning or note") }
        for (keyNode, value) in mapping {
            let id = keyNode.string ?? ""
            rules.named.append(NamedRule(id: id, setting: setting, location: ProjectConfiguration.location(file, keyNode)))
            rules.severities[id] = try choice(value, "\(setting).\(id)", Severity.self)
        }
    }

    /// `check: { devices: [...], disabled: [...], enabled: [...], severity: {...} }`: the device
    /// names and where they are written, and the screen rules' settings.
    func checkSettings(_ node: Node) throws(ConfigurationError) -> (devices: [String], location: String?, rules: RuleSettings) {
        guard let mapping = node.mapping else {
            throw ProjectConfiguration.error(file, node, "'check' must be a mapping of devices, disabled, enabled and severity")
        }
        var result: (devices: [String], location: String?, rules: RuleSettings) = ([], nil, RuleSettings())
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "devices": (result.devices, result.location) = (try strings(value, "check.devices"), ProjectConfiguration.location(file, value))
            case "disabled", "enabled", "severity": try ruleSetting(keyNode.string ?? "", value, prefix: "check.", into: &result.rules)
            default:
                throw ProjectConfiguration.error(file, keyNode, "unknown setting 'check.\(keyNode.string ?? "")'; known: devices, disabled, enabled, severity")
            }
        }
        return result
    }

    /// `status: { fail-under: 90, locales: { de: 100 } }`: percents from 0 to 100.
    func statusSettings(_ node: Node) throws(ConfigurationError) -> StatusThresholds {
        guard let mapping = node.mapping else {
            throw ProjectConfiguration.error(file, node, "'status' must be a mapping of fail-under and locales")
        }
        var thresholds = StatusThresholds()
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "fail-under": thresholds.failUnder = try percent(value, "status.fail-under")
            case "locales":
                guard let locales = value.mapping else {
                    throw ProjectConfiguration.error(file, value, "'status.locales' must map languages to percents (de: 100)")
                }
                for (localeNode, percentNode) in locales {
                    let written = try string(localeNode, "status.locales")
                    thresholds.locales[(try? LocaleIdentifier.parse(written))?.bcp47 ?? written] = try percent(percentNode, "status.locales.\(written)")
                }
            default:
                throw ProjectConfiguration.error(file, keyNode, "unknown setting 'status.\(keyNode.string ?? "")'; known: fail-under, locales")
            }
        }
        return thresholds
    }

    /// A percent from 0 to 100 (`90`, `99.5`).
    func percent(_ node: Node, _ key: String) throws(ConfigurationError) -> Double {
        let text = try string(node, key)
        guard let value = Double(text), StatusThresholds.isValid(value) else {
            throw ProjectConfiguration.error(file, node, "'\(key)' must be a percent from 0 to 100, found '\(text)'")
        }
        return value
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ node: Node, _ key: String, _ type: Choice.Type) throws(ConfigurationError) -> Choice
    where Choice.RawValue == String {
        let text = try string(node, key)
        guard let value = Choice(rawValue: text) else {
            let known = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw ProjectConfiguration.error(file, node, "'\(key)' must be one of \(known), found '\(text)'")
        }
        return value
    }

    func allowList(_ node: Node) throws(ConfigurationError) -> [String] {
        guard let mapping = node.mapping else { throw ProjectConfiguration.error(file, node, "'untranslated' must be a mapping with 'allow'") }
        var values: [String] = []
        for (keyNode, value) in mapping {
            guard keyNode.string == "allow" else {
                throw ProjectConfiguration.error(file, keyNode, "unknown setting 'untranslated.\(keyNode.string ?? "")'; known: allow")
            }
            values += try strings(value, "untranslated.allow")
        }
        return values
    }
}
