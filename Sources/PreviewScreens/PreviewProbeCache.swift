#if os(Linux)
import Catalogs
import Foundation

/// What the probes found last time, kept in a file the caller names (`l10n check --app` keeps it
/// in its scratch folder), so that a second run of the same program over the same inputs does not
/// run every preview in every locale in child processes again. An outcome is kept under a key of
/// everything it depends on: this executable (its size, time and inode: a rebuild changes them),
/// the trials asked for, the probe's environment (locales, previews skipped), the time limit, and
/// what the caller says the previews read besides (`L10N_PREVIEW_PROBE_CACHE_KEY`: the catalogs'
/// and asset catalogs' files). Without `L10N_PREVIEW_PROBE_CACHE` nothing is kept.
enum PreviewProbeCache {
    /// The environment variable naming the cache file.
    static let fileVariable = "L10N_PREVIEW_PROBE_CACHE"
    /// The environment variable holding what else the outcome depends on.
    static let keyVariable = "L10N_PREVIEW_PROBE_CACHE_KEY"
    /// The most outcomes kept: the runs of one `check` (the first probe and one per locale set).
    static let entryLimit = 16

    /// The cache file the environment names; nil: nothing is kept.
    static var file: String? {
        ProcessInfo.processInfo.environment[fileVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The key of a probe of `trials` trials of `executable` in `environment`, with `extra` (what
    /// else the previews read); nil when the executable cannot be read.
    static func key(executable: String, trials: Int, environment: [String: String], timeLimit: Double,
                    extra: String = ProcessInfo.processInfo.environment[keyVariable] ?? "") -> String? {
        var info = stat()
        guard stat(executable, &info) == 0 else { return nil }
        let identity = "\(executable)|\(info.st_size)|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)|\(info.st_ino)"
        let probe = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
        return [identity, String(trials), probe, String(timeLimit), extra].joined(separator: "\n")
    }

    /// The failures kept in `file` under `key`, by trial.
    static func lookUp(_ key: String, in file: String) -> [Int: String]? {
        guard let entry = entries(in: file).first(where: { $0.key == key }) else { return nil }
        return Dictionary(uniqueKeysWithValues: entry.failures.compactMap { pair in Int(pair.key).map { ($0, pair.value) } })
    }

    /// Keeps `failures` in `file` under `key`, with the latest others up to the limit.
    static func store(_ failures: [Int: String], under key: String, in file: String) {
        var kept = entries(in: file).filter { $0.key != key }
        kept.append(Entry(key: key, failures: Dictionary(uniqueKeysWithValues: failures.map { (String($0.key), $0.value) })))
        let data = (try? JSONEncoder().encode(Array(kept.suffix(entryLimit)))) ?? Data()
        // A cache that cannot be written only costs the next run its speed.
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// One kept outcome.
    struct Entry: Codable {
        var key: String
        var failures: [String: String]
    }

    /// The outcomes kept in `file`; none when it is missing or unreadable.
    private static func entries(in file: String) -> [Entry] {
        guard let bytes = try? CatalogFileReader.read(file) else { return [] }
        return (try? JSONDecoder().decode([Entry].self, from: Data(bytes))) ?? []
    }
}
#endif
