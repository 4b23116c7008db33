import Foundation

/// What the app's bundle says of itself (`Bundle.main.infoDictionary`): on a device Xcode writes
/// it from the app's `Info.plist` and build settings; on Linux the process has no bundle, so a
/// view showing "Version \(version)" would show its fallback. The values are read from the app
/// folder's `Info.plist` and Xcode project (`MARKETING_VERSION`, `CURRENT_PROJECT_VERSION`,
/// `PRODUCT_BUNDLE_IDENTIFIER`, `INFOPLIST_KEY_…`), with `$(SETTING)` references filled in, and
/// what neither gives is Xcode's new project's default (version 1.0, build 1).
enum AppBundleInfo {
    /// The largest file read for it.
    static let byteLimit = 8 << 20

    /// The string values of the app's info dictionary.
    static func dictionary(scan: AppFolderScan, moduleName: String) -> [String: String] {
        var settings = ["MARKETING_VERSION": "1.0", "CURRENT_PROJECT_VERSION": "1", "PRODUCT_NAME": moduleName,
                        "EXECUTABLE_NAME": moduleName, "PRODUCT_BUNDLE_IDENTIFIER": "com.example." + moduleName.filter { $0.isLetter || $0.isNumber },
                        "DEVELOPMENT_LANGUAGE": "en", "TARGET_NAME": moduleName, "PRODUCT_MODULE_NAME": moduleName]
        var info: [String: String] = [:]
        if let project = scan.projects.first, let text = read(scan.root + "/" + project) {
            for (name, value) in buildSettings(in: text) where !value.contains("$(") {
                if let key = name.split(separator: "INFOPLIST_KEY_", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first {
                    info[String(key)] = value
                } else {
                    settings[name] = value
                }
            }
        }
        info["CFBundleShortVersionString"] = settings["MARKETING_VERSION"]
        info["CFBundleVersion"] = settings["CURRENT_PROJECT_VERSION"]
        info["CFBundleIdentifier"] = settings["PRODUCT_BUNDLE_IDENTIFIER"]
        info["CFBundleName"] = settings["PRODUCT_NAME"]
        info["CFBundleExecutable"] = settings["EXECUTABLE_NAME"]
        info["CFBundleDevelopmentRegion"] = settings["DEVELOPMENT_LANGUAGE"]
        if let plist = scan.infoPlists.first, let data = read(scan.root + "/" + plist).map({ Data($0.utf8) }),
           let object = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            for (key, value) in object {
                guard let string = value as? String else { continue }
                info[key] = substitute(string, settings: settings)
            }
        }
        return info
    }

    /// The first value of each build setting a `project.pbxproj` assigns (`NAME = value;`).
    static func buildSettings(in text: String) -> [(String, String)] {
        var found: [(String, String)] = []
        var seen: Set<String> = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let equals = trimmed.range(of: " = "), trimmed.hasSuffix(";") else { continue }
            let name = String(trimmed[..<equals.lowerBound])
            guard !name.isEmpty, name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" || ($0.isLetter && name.hasPrefix("INFOPLIST_KEY_")) }),
                  !seen.contains(name) else { continue }
            var value = String(trimmed[equals.upperBound...].dropLast())
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            seen.insert(name)
            found.append((name, value))
        }
        return found
    }

    /// `value` with `$(NAME)` and `${NAME}` (and `$(NAME:modifier)`) replaced by their settings;
    /// an unknown setting is left as it is.
    static func substitute(_ value: String, settings: [String: String]) -> String {
        var result = value
        for (open, close) in [("$(", ")"), ("${", "}")] {
            var searchStart = result.startIndex
            while let start = result.range(of: open, range: searchStart..<result.endIndex),
                  let end = result.range(of: close, range: start.upperBound..<result.endIndex) {
                let name = result[start.upperBound..<end.lowerBound].split(separator: ":").first.map(String.init) ?? ""
                guard let replacement = settings[name] else { searchStart = end.upperBound; continue }
                result.replaceSubrange(start.lowerBound..<end.upperBound, with: replacement)
                searchStart = result.index(start.lowerBound, offsetBy: replacement.count, limitedBy: result.endIndex) ?? result.endIndex
            }
        }
        return result
    }

    /// The declarations the scratch module holds for `info`: `Bundle`'s info dictionary and the
    /// properties read from it.
    static func declarations(_ info: [String: String]) -> String {
        let entries = info.sorted { $0.key < $1.key }
            .map { "        \"\(AppSourceRewriter.escaped($0.key))\": \"\(AppSourceRewriter.escaped($0.value))\"," }
        return """
            extension Bundle {
                var infoDictionary: [String: Any]? { _L10nAppBundleInfo.values }
                func object(forInfoDictionaryKey key: String) -> Any? { _L10nAppBundleInfo.values[key] }
                var bundleIdentifier: String? { _L10nAppBundleInfo.values["CFBundleIdentifier"] }
            }
            /// The app's info dictionary, as its Info.plist and Xcode project give it.
            enum _L10nAppBundleInfo {
                static let values: [String: String] = [
            \(entries.joined(separator: "\n"))
                ]
            }
            """
    }

    /// The text of a project or property list file of the app's folder; nil when it is not a
    /// regular file or is larger than `byteLimit`.
    static func read(_ path: String) -> String? {
        guard AppFolderScan.fileKind(path) == .file, let data = FileManager.default.contents(atPath: path), data.count <= byteLimit else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
