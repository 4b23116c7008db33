/// A finding's fix as the JSON and SARIF reports write it.
enum FixJSON {
    /// The JSON report's `fix`: its description and its replacements, each with its file as the
    /// report shows paths, its range in bytes and in lines and columns, and the text deleted and inserted.
    static func object(_ fix: Fix, context: ReportContext) -> ReportJSON {
        .object([
            ("description", .string(fix.description)),
            ("replacements", .array(fix.replacements.map { replacement in
                .object([("file", .string(context.displayPath(replacement.file)))] + region(replacement)
                        + [("deleted", .string(replacement.deleted)), ("inserted", .string(replacement.inserted))])
            })),
        ])
    }

    /// SARIF's `fixes` of a result (SARIF 2.1.0 §3.55): one `fix` whose `artifactChanges` group
    /// the replacements by file, each `deletedRegion` given in lines and columns and in bytes,
    /// and `insertedContent` holding the new text (left out for a deletion).
    static func sarifFixes(_ fix: Fix, context: ReportContext) -> ReportJSON {
        var files: [String] = []
        for replacement in fix.replacements where !files.contains(replacement.file) { files.append(replacement.file) }
        let changes = files.map { file in
            ReportJSON.object([
                ("artifactLocation", SARIFLocation.artifactLocation(context.displayPath(file))),
                ("replacements", .array(fix.replacements.filter { $0.file == file }.map(sarifReplacement))),
            ])
        }
        return .array([.object([
            ("description", .object([("text", .string(fix.description))])),
            ("artifactChanges", .array(changes)),
        ])])
    }

    private static func sarifReplacement(_ replacement: Replacement) -> ReportJSON {
        var members: [(String, ReportJSON)] = [
            ("deletedRegion", .object(region(replacement))),
        ]
        if !replacement.inserted.isEmpty {
            members.append(("insertedContent", .object([("text", .string(replacement.inserted))])))
        }
        return .object(members)
    }

    /// Where a replacement is, in lines and columns and in bytes, as both reports write it.
    private static func region(_ replacement: Replacement) -> [(String, ReportJSON)] {
        [
            ("startLine", .int(replacement.start.line)),
            ("startColumn", .int(replacement.start.column)),
            ("endLine", .int(replacement.end.line)),
            ("endColumn", .int(replacement.end.column)),
            ("byteOffset", .int(replacement.byteOffset)),
            ("byteLength", .int(replacement.byteLength)),
        ]
    }
}
