import Foundation

/// The Swift build settings of the app's Xcode project that change what compiles: the language
/// mode (`SWIFT_VERSION`), the default actor isolation (`SWIFT_DEFAULT_ACTOR_ISOLATION`, which
/// new Xcode projects set to `MainActor`), the upcoming features that accept code the compiler
/// would refuse without them (`SWIFT_UPCOMING_FEATURE_…`, `SWIFT_APPROACHABLE_CONCURRENCY`), and
/// the debug build's compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, for `#if`).
/// An app written under these settings fails to compile without them, so `check --app` builds it
/// with them. A project holds one value per target and configuration: the value most of them
/// give is taken (ties to the newer language mode), conditions of the debug configurations.
public struct XcodeSwiftSettings: Sendable, Equatable {
    /// The language mode, 5 or 6; nil when the project does not say.
    public var languageMode: Int?
    /// `MainActor` or `nonisolated`; nil when the project does not say.
    public var defaultIsolation: String?
    /// Upcoming features turned on, by the compiler's names, sorted.
    public var upcomingFeatures: [String] = []
    /// Compilation conditions of the debug build besides `DEBUG`, sorted.
    public var conditions: [String] = []

    /// No settings: the compiler's defaults.
    public init(languageMode: Int? = nil, defaultIsolation: String? = nil, upcomingFeatures: [String] = [], conditions: [String] = []) {
        self.languageMode = languageMode
        self.defaultIsolation = defaultIsolation
        self.upcomingFeatures = upcomingFeatures
        self.conditions = conditions
    }

    /// Upcoming features applied when the project turns them on: those that accept code the
    /// compiler refuses without them, or change what it means. Features that only refuse more
    /// (`ExistentialAny`, `MemberImportVisibility`, `InternalImportsByDefault`) and run-time
    /// checks that would stop a preview (`DynamicActorIsolation`) are not needed to build the app.
    static let appliedFeatures: Set<String> = [
        "IsolatedDefaultValues", "InferIsolatedConformances", "NonisolatedNonsendingByDefault", "GlobalActorIsolatedTypesUsability",
        "InferSendableFromCaptures", "DisableOutwardActorInference", "RegionBasedIsolation", "ConciseMagicFile", "ForwardTrailingClosures",
        "ImplicitOpenExistentials", "BareSlashRegexLiterals",
    ]

    /// The features `SWIFT_APPROACHABLE_CONCURRENCY = YES` turns on (Xcode 26).
    static let approachableConcurrency = ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                                          "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"]

    /// Setting names whose compiler name is not the setting's words in upper camel case.
    static let renamedFeatures = ["DISABLE_OUTWARD_ACTOR_ISOLATION": "DisableOutwardActorInference",
                                  "IMPORT_OBJC_FORWARD_DECLS": "ImportObjcForwardDeclarations"]

    /// The settings of the folder's Xcode project (the first, as the bundle's info is read from);
    /// none when it has none or it cannot be read.
    public static func of(_ scan: AppFolderScan) -> XcodeSwiftSettings {
        guard let project = scan.projects.first, let text = AppBundleInfo.read(scan.root + "/" + project) else { return XcodeSwiftSettings() }
        return read(projectText: text)
    }

    /// The settings a `project.pbxproj` text gives.
    public static func read(projectText text: String) -> XcodeSwiftSettings {
        let values = assignments(in: text)
        var settings = XcodeSwiftSettings()
        let modes = (values["SWIFT_VERSION"] ?? []).compactMap { value -> Int? in
            guard let major = Int(value.split(separator: ".").first ?? "") else { return nil }
            return major >= 6 ? 6 : 5
        }
        settings.languageMode = mostCommon(modes.map(String.init)).flatMap { Int($0) }
        settings.defaultIsolation = mostCommon((values["SWIFT_DEFAULT_ACTOR_ISOLATION"] ?? []).filter { $0 == "MainActor" || $0 == "nonisolated" })
        var features: Set<String> = []
        if mostCommon(values["SWIFT_APPROACHABLE_CONCURRENCY"] ?? []) == "YES" { features.formUnion(approachableConcurrency) }
        for (name, assigned) in values where name.hasPrefix("SWIFT_UPCOMING_FEATURE_") {
            let words = String(name.dropFirst("SWIFT_UPCOMING_FEATURE_".count))
            let feature = renamedFeatures[words] ?? words.split(separator: "_").map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined()
            if mostCommon(assigned) == "YES" { features.insert(feature) } else { features.remove(feature) }
        }
        settings.upcomingFeatures = features.intersection(appliedFeatures).sorted()
        var conditions: Set<String> = []
        for value in values["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? [] {
            let names = value.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            guard names.contains("DEBUG") else { continue }
            conditions.formUnion(names.filter { name in name != "DEBUG" && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        }
        settings.conditions = conditions.sorted()
        return settings
    }

    /// The flags that give the app's module these settings (the language mode goes apart).
    public var compilerFlags: [String] {
        var flags: [String] = []
        if let defaultIsolation { flags += ["-default-isolation", defaultIsolation] }
        flags += upcomingFeatures.flatMap { ["-enable-upcoming-feature", $0] }
        flags += conditions.flatMap { ["-D", $0] }
        return flags
    }

    /// What the settings say, for a note; nil when they say nothing.
    public var summary: String? {
        var parts: [String] = []
        if let languageMode { parts.append("Swift \(languageMode)") }
        if let defaultIsolation { parts.append("default isolation \(defaultIsolation)") }
        if !upcomingFeatures.isEmpty { parts.append("upcoming features " + upcomingFeatures.joined(separator: ", ")) }
        if !conditions.isEmpty { parts.append("conditions " + conditions.joined(separator: " ")) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Every value each setting is given in the project, unquoted, lists joined with spaces.
    static func assignments(in text: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        var list: (name: String, items: [String])?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = list {
                if trimmed.hasPrefix(")") {
                    found[open.name, default: []].append(open.items.joined(separator: " "))
                    list = nil
                } else {
                    open.items.append(unquoted(trimmed.hasSuffix(",") ? String(trimmed.dropLast()) : trimmed))
                    list = open
                }
                continue
            }
            guard let equals = trimmed.range(of: " = ") else { continue }
            let name = String(trimmed[..<equals.lowerBound])
            guard name.hasPrefix("SWIFT_"), name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) else { continue }
            let value = String(trimmed[equals.upperBound...])
            if value == "(" {
                list = (name, [])
            } else if value.hasSuffix(";") {
                found[name, default: []].append(unquoted(String(value.dropLast())))
            }
        }
        return found
    }

    private static func unquoted(_ value: String) -> String {
        value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") ? String(value.dropFirst().dropLast()) : value
    }

    /// The value given most often; a tie goes to the greatest.
    private static func mostCommon(_ values: [String]) -> String? {
        var counts: [String: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key
    }
}
