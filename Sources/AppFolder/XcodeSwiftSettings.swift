import Foundation

/// The Swift build settings of the app's Xcode project that change what compiles: the language
/// mode (`SWIFT_VERSION`), the default actor isolation (`SWIFT_DEFAULT_ACTOR_ISOLATION`, which
/// new Xcode projects set to `MainActor`), the upcoming features that accept code the compiler
/// would refuse without them (`SWIFT_UPCOMING_FEATURE_…`, `SWIFT_APPROACHABLE_CONCURRENCY`), and
/// the debug build's compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D`
/// flags of `OTHER_SWIFT_FLAGS`, for `#if`).
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
        // The debug configurations: named so, or defining DEBUG for `#if`.
        let parsed = parse(text)
        var debug = Set(parsed.names.filter { $0.value.lowercased().contains("debug") }.map(\.key))
        var conditions: Set<String> = []
        for assignment in parsed.assignments where assignment.setting == "SWIFT_ACTIVE_COMPILATION_CONDITIONS" {
            let names = assignment.value.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            guard names.contains("DEBUG") || assignment.configuration.map(debug.contains) == true else { continue }
            if let configuration = assignment.configuration { debug.insert(configuration) }
            conditions.formUnion(names.filter { name in name != "DEBUG" && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        }
        for assignment in parsed.assignments where assignment.setting == "OTHER_SWIFT_FLAGS" {
            guard let configuration = assignment.configuration, debug.contains(configuration) else { continue }
            conditions.formUnion(definedConditions(inFlags: assignment.value))
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

    /// One value a build configuration gives a setting.
    struct Assignment: Equatable {
        /// The setting (`SWIFT_VERSION`).
        var setting: String
        /// The value, unquoted, a list's items joined with spaces.
        var value: String
        /// The index of the configuration block it is in; nil outside one.
        var configuration: Int?
    }

    /// Every value each setting is given in the project, unquoted, lists joined with spaces.
    static func assignments(in text: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for assignment in parse(text).assignments { found[assignment.setting, default: []].append(assignment.value) }
        return found
    }

    /// The Swift settings (`SWIFT_…`, `OTHER_SWIFT_FLAGS`) each build configuration of the project
    /// gives, and the configurations' names (`Debug`), read line by line as Xcode writes them.
    static func parse(_ text: String) -> (assignments: [Assignment], names: [Int: String]) {
        var found: [Assignment] = []
        var names: [Int: String] = [:]
        var block: Int?
        var blocks = 0
        var list: (name: String, items: [String])?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = list {
                if trimmed.hasPrefix(")") {
                    found.append(Assignment(setting: open.name, value: open.items.joined(separator: " "), configuration: block))
                    list = nil
                } else {
                    open.items.append(unquoted(trimmed.hasSuffix(",") ? String(trimmed.dropLast()) : trimmed))
                    list = open
                }
                continue
            }
            if trimmed == "isa = XCBuildConfiguration;" {
                block = blocks
                blocks += 1
                continue
            }
            guard let equals = trimmed.range(of: " = ") else { continue }
            let name = String(trimmed[..<equals.lowerBound])
            let value = String(trimmed[equals.upperBound...])
            if name == "name", let open = block, value.hasSuffix(";") {
                names[open] = unquoted(String(value.dropLast()))
                block = nil
                continue
            }
            guard name.hasPrefix("SWIFT_") || name == "OTHER_SWIFT_FLAGS",
                  name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) else { continue }
            if value == "(" {
                list = (name, [])
            } else if value.hasSuffix(";") {
                found.append(Assignment(setting: name, value: unquoted(String(value.dropLast())), configuration: block))
            }
        }
        return (found, names)
    }

    /// The names `-D NAME` and `-DNAME` define in a flags value.
    static func definedConditions(inFlags value: String) -> [String] {
        let words = value.split(whereSeparator: { $0 == " " || $0 == "," }).map { unquoted(String($0)) }
        var names: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "-D", index + 1 < words.count {
                names.append(words[index + 1])
                index += 2
                continue
            }
            if word.hasPrefix("-D"), word.count > 2 { names.append(String(word.dropFirst(2))) }
            index += 1
        }
        return names.filter { name in name != "DEBUG" && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
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
