import ToolSupport

/// Each SARIF result's partial fingerprint: what identifies the finding whatever line it is on, so a
/// code-scanning service keeps one alert for it across commits. The identity is the one a lint
/// baseline uses — rule, file as shown, locale, key and message — plus the harness's context; a
/// count tells apart findings identical in all of those (`3f2a…c901:2` is the second in the file).
enum SARIFFingerprint {
    /// The `partialFingerprints` property name, versioned as SARIF recommends.
    static let name = "l10nIdentity/v1"

    /// One fingerprint per finding of `sorted` (in report order, so the count follows the lines);
    /// `paths` holds each finding's file as shown ("" when it has none). The hashing, which reads
    /// every byte of every finding, runs on `jobs` threads (nil: every core); the counting goes in order.
    static func fingerprints(for sorted: [Diagnostic], paths: [String], jobs: Int? = nil) -> [String] {
        let hashes = sorted.indices.mapPiecesInParallel(ofSize: 4_096, jobs: jobs) { range in
            range.map { identityHash(of: sorted[$0], path: paths[$0]) }
        }.flatMap { $0 }
        var seen: [UInt64: Int] = [:]
        let counts = hashes.map { hash in
            let count = (seen[hash] ?? 0) + 1
            seen[hash] = count
            return count
        }
        return hashes.indices.mapPiecesInParallel(ofSize: 4_096, jobs: jobs) { range in range.map { hex(hashes[$0]) + ":\(counts[$0])" } }
            .flatMap { $0 }
    }

    /// FNV-1a (64-bit) over the identity's parts, each followed by a separator byte that cannot occur
    /// in them: a hash that is the same in every process and on every machine, unlike `Hasher`.
    static func identityHash(of diagnostic: Diagnostic, path: String) -> UInt64 {
        let parts = [diagnostic.rule, path, diagnostic.locale ?? "", diagnostic.key ?? "",
                     diagnostic.context ?? "", diagnostic.message]
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part.utf8 { mix(byte, into: &hash) }
            mix(0xFF, into: &hash)
        }
        return hash
    }

    private static func mix(_ byte: UInt8, into hash: inout UInt64) {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
