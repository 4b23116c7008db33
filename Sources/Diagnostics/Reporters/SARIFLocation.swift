/// Where a SARIF result is: a file as a URI reference relative to `%SRCROOT%` (the folder the tool
/// ran in, which is the repository root in CI) with a 1-based region, and the harness's
/// `screen › element × …` place as a logical location.
enum SARIFLocation {
    /// The base relative artifact URIs are resolved against.
    static let sourceRoot = "%SRCROOT%"

    /// The run's `originalUriBaseIds`: `%SRCROOT%` described but not given as an absolute URI, which
    /// would differ between machines and make the report depend on where it was written.
    static func originalURIBaseIDs(_ context: ReportContext) -> ReportJSON {
        let description = "The folder \(context.toolName) ran in; relative artifact URIs are relative to it."
        return .object([(sourceRoot, .object([("description", .object([("text", .string(description))]))]))])
    }

    /// The result's one location, or nil when the finding has neither a file nor a context;
    /// `artifact` is the `artifactLocation` of its file, nil when it has none.
    static func location(for diagnostic: Diagnostic, artifact: ReportJSON?) -> ReportJSON? {
        var members: [(String, ReportJSON)] = []
        if let artifact {
            var physical: [(String, ReportJSON)] = [("artifactLocation", artifact)]
            if diagnostic.location.line > 0 {
                var region: [(String, ReportJSON)] = [("startLine", .int(diagnostic.location.line))]
                if diagnostic.location.column > 0 { region.append(("startColumn", .int(diagnostic.location.column))) }
                physical.append(("region", .object(region)))
            }
            members.append(("physicalLocation", .object(physical)))
        }
        if let place = diagnostic.context {
            members.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(place))])])))
        }
        return members.isEmpty ? nil : .object(members)
    }

    /// A relative path under `%SRCROOT%`; a path that stayed absolute as a `file://` URI of its own.
    static func artifactLocation(_ path: String) -> ReportJSON {
        if path.hasPrefix("/") {
            return .object([("uri", .string("file://" + uriReference(path)))])
        }
        return .object([("uri", .string(uriReference(path))), ("uriBaseId", .string(sourceRoot))])
    }

    /// A path as a URI reference (RFC 3986): unreserved characters and `/` stay, the rest is
    /// percent-encoded as UTF-8, so `iOS Native Localizations` becomes `iOS%20Native%20Localizations`
    /// and a `:` in the first segment cannot be read as a scheme.
    static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// Whether `text` is an absolute URI as the schema's `uri` format requires: a scheme, then only
    /// characters a URI may hold, with every `%` starting a percent-encoded byte.
    static func isAbsoluteURI(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(bytes[0]) else { return false }
        let schemeIsValid = bytes[1..<colon].allSatisfy { isLetter($0) || isDigit($0) || "+-.".utf8.contains($0) }
        guard schemeIsValid else { return false }
        var index = colon + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
                index += 3
                continue
            }
            guard isUnreserved(byte) || ":/?#[]@!$&'()*+,;=".utf8.contains(byte) else { return false }
            index += 1
        }
        return true
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "-._~".utf8.contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
