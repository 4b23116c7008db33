#if os(Linux)
import Foundation
import SwiftUI

/// Runs every preview once in a child process before the check, so that a preview whose code
/// traps (a missing environment object, a force unwrap of model data) is found there and
/// reported with the runtime's message, and the check of the others runs in this process.
///
/// The child is this executable again, with `L10N_PREVIEW_PROBE` set to the index to start from:
/// it lays out each preview from there in the default conditions, printing `ok INDEX` after each.
/// When it stops early, the preview after the last `ok` failed, and a new child starts after it.
/// A preview that does not finish within the time limit (a loop that never ends) is stopped the
/// same way: the child is killed and the preview reported with the limit it exceeded.
public enum PreviewProbe {
    /// The environment variable that makes the executable a probe, and the index it starts at.
    public static let variable = "L10N_PREVIEW_PROBE"

    /// The environment variable setting the time limit of one preview, in seconds.
    public static let timeLimitVariable = "L10N_PREVIEW_TIME_LIMIT"

    /// The seconds one preview may take in the probe before it is stopped: `L10N_PREVIEW_TIME_LIMIT`
    /// when it holds a positive number, else 60 (a debug build on a busy machine takes a few
    /// seconds for the first preview, which loads the fonts' tables).
    public static var timeLimit: Double {
        ProcessInfo.processInfo.environment[timeLimitVariable].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 60
    }

    /// The environment variable naming the locales a probe lays each preview out in (BCP 47,
    /// separated by commas); without it, the default conditions alone.
    public static let localesVariable = "L10N_PREVIEW_PROBE_LOCALES"

    /// The environment variable naming the previews a probe leaves out, by index (separated by
    /// commas): those that already stopped one.
    public static let skippedVariable = "L10N_PREVIEW_PROBE_SKIP"

    /// The trial a probe starts at when this process is one; nil otherwise.
    public static var startInThisProcess: Int? {
        ProcessInfo.processInfo.environment[variable].flatMap(Int.init)
    }

    /// In the child: lays out `records` in each locale the environment names (else once, in the
    /// default conditions), trial by trial from `start` on (trial `index × locales + locale`),
    /// reporting each on standard output; previews the environment skips are not run. A trial
    /// first makes the shared contexts of its preview's modifiers, so a modifier that stops the
    /// process fails the previews using it, and only those.
    @MainActor
    public static func runChild(_ records: [PreviewRecord], from start: Int) async -> Never {
        let environment = ProcessInfo.processInfo.environment
        let locales = environment[localesVariable].map(Self.locales(in:)) ?? []
        let skipped = Set((environment[skippedVariable] ?? "").split(separator: ",").compactMap { Int($0) })
        let perPreview = max(1, locales.count)
        for trial in max(0, start)..<(records.count * perPreview) {
            // A skipped preview's trials pass unrun, so that the trial after the last passed is the one that stopped.
            if !skipped.contains(trial / perPreview) {
                let record = records[trial / perPreview]
                await PreviewModifiers.prepare([record])
                let configuration = locales.isEmpty ? ScreenConfiguration() : ScreenConfiguration(locale: locales[trial % perPreview])
                _ = ScreenLayout().layout(record.makeView(), name: record.displayName, in: configuration)
            }
            FileHandle.standardOutput.write(Data("ok \(trial)\n".utf8))
        }
        exit(0)
    }

    /// The locales of a comma-separated list; names that are not BCP 47 are left out.
    static func locales(in list: String) -> [LocaleIdentifier] {
        list.split(separator: ",").compactMap { try? LocaleIdentifier(String($0)) }
    }

    /// In the parent: the message of each of `count` previews that stops the process running
    /// `executable` as a probe, by index.
    public static func failures(count: Int, executable: String, timeLimit: Double = PreviewProbe.timeLimit) -> [Int: String] {
        failures(trials: count, executable: executable, environment: [:], timeLimit: timeLimit)
    }

    /// In the parent: the message of each preview of `count` that stops the process running
    /// `executable` as a probe in some of `locales`, by preview index and locale; previews in
    /// `skipping` are not run.
    public static func failures(count: Int, locales: [LocaleIdentifier], skipping: Set<Int>,
                                executable: String, timeLimit: Double = PreviewProbe.timeLimit) -> [Int: [LocaleIdentifier: String]] {
        guard !locales.isEmpty else { return [:] }
        let environment = [localesVariable: locales.map(\.bcp47).joined(separator: ","),
                           skippedVariable: skipping.sorted().map(String.init).joined(separator: ",")]
        var failures: [Int: [LocaleIdentifier: String]] = [:]
        for (trial, message) in self.failures(trials: count * locales.count, executable: executable, environment: environment,
                                                          timeLimit: timeLimit) {
            failures[trial / locales.count, default: [:]][locales[trial % locales.count]] = message
        }
        return failures
    }

    /// The trials of `trials` that stop the probe, each with the runtime's message: a probe runs
    /// until one stops it, and the next starts after that one.
    private static func failures(trials: Int, executable: String, environment: [String: String], timeLimit: Double) -> [Int: String] {
        guard let file = PreviewProbeCache.file,
              let key = PreviewProbeCache.key(executable: executable, trials: trials, environment: environment, timeLimit: timeLimit) else {
            return probe(trials: trials, executable: executable, environment: environment, timeLimit: timeLimit)
        }
        if let kept = PreviewProbeCache.lookUp(key, in: file) { return kept }
        let found = probe(trials: trials, executable: executable, environment: environment, timeLimit: timeLimit)
        PreviewProbeCache.store(found, under: key, in: file)
        return found
    }

    /// Runs the probes of `failures(trials:executable:environment:timeLimit:)`.
    private static func probe(trials: Int, executable: String, environment: [String: String], timeLimit: Double) -> [Int: String] {
        var failures: [Int: String] = [:]
        var start = 0
        while start < trials {
            let run = runProbe(executable: executable, from: start, environment: environment, timeLimit: timeLimit)
            let next = nextTrial(after: run.output, from: start)
            guard next < trials else { break }
            failures[next] = run.message
            start = next + 1
        }
        return failures
    }

    /// The trial a probe that started at `start` and printed `output` stopped at: the one after
    /// the last it passed.
    static func nextTrial(after output: String, from start: Int) -> Int {
        let passed = output.split(separator: "\n").compactMap { $0.hasPrefix("ok ") ? Int($0.dropFirst(3)) : nil }
        return (passed.max() ?? start - 1) + 1
    }

    /// What one probe printed, and why it stopped: it ended, or a preview took longer than
    /// `timeLimit` seconds and the probe was killed.
    private static func runProbe(executable: String, from start: Int, environment extra: [String: String],
                                 timeLimit: Double) -> (output: String, message: String) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = []
        var environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
        environment[variable] = String(start)
        // The runtime's message is what the user needs; a backtrace would take seconds to write.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        child.environment = environment
        let output = Pipe(), errors = Pipe()
        child.standardOutput = output
        child.standardError = errors
        do {
            try child.run()
        } catch {
            return ("", "could not start \(executable) to run the preview: \(error)")
        }
        // Standard error is read on another thread so that neither pipe fills while the other is read.
        let collected = ErrorText()
        let reader = Thread { collected.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let progress = ProbeProgress()
        let outputReader = Thread {
            let handle = output.fileHandleForReading
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                progress.append(chunk)
            }
            progress.finish()
        }
        outputReader.start()
        let timedOut = progress.waitForEnd(stallLimit: timeLimit)
        if timedOut {
            kill(child.processIdentifier, SIGKILL)
        }
        let printed = progress.waitForData()
        child.waitUntilExit()
        let stderr = collected.wait()
        if timedOut {
            let seconds = timeLimit == timeLimit.rounded() ? String(Int(timeLimit)) : String(timeLimit)
            return (String(decoding: printed, as: UTF8.self),
                    "it did not finish within \(seconds) s (a loop that never ends?) and was stopped; \(timeLimitVariable) sets the limit")
        }
        let status = child.terminationReason == .uncaughtSignal ? "signal \(child.terminationStatus)" : "status \(child.terminationStatus)"
        return (String(decoding: printed, as: UTF8.self), message(fromStandardError: String(decoding: stderr, as: UTF8.self), status: status))
    }

    /// The runtime's message in a failed preview's standard error: its `Fatal error` line (without
    /// the file prefix when it names a file of this package's SwiftUI), else its first line, else
    /// how the process ended.
    static func message(fromStandardError text: String, status: String) -> String {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if let fatal = lines.first(where: { $0.contains("Fatal error:") }) {
            // A trap in this package's SwiftUI (a missing environment object) names its own file,
            // which says nothing to the user; a trap in the app's code keeps its file and line.
            guard fatal.hasPrefix("SwiftUI/"), let start = fatal.range(of: "Fatal error:") else { return fatal }
            return String(fatal[start.lowerBound...])
        }
        return lines.first.map { "\($0) (ended with \(status))" } ?? "it ended with \(status) and printed nothing"
    }

    /// What a probe has printed so far, and when it last printed: a preview that prints nothing
    /// for the time limit has not finished.
    private final class ProbeProgress: @unchecked Sendable {
        private let condition = NSCondition()
        private var data = Data()
        private var ended = false
        private var lastProgress = DispatchTime.now().uptimeNanoseconds

        func append(_ chunk: Data) {
            condition.lock()
            data.append(chunk)
            lastProgress = DispatchTime.now().uptimeNanoseconds
            condition.broadcast()
            condition.unlock()
        }

        func finish() {
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }

        /// Waits until the output ends (false) or nothing has been printed for `stallLimit` seconds (true).
        func waitForEnd(stallLimit: Double) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let limit = UInt64(stallLimit * 1e9)
            while !ended {
                let now = DispatchTime.now().uptimeNanoseconds
                if now - lastProgress >= limit { return true }
                _ = condition.wait(until: Date(timeIntervalSinceNow: min(0.25, Double(limit - (now - lastProgress)) / 1e9)))
            }
            return false
        }

        /// The output once it has ended.
        func waitForData() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while !ended { condition.wait() }
            return data
        }
    }

    /// Standard error's bytes, handed from the thread that reads them.
    private final class ErrorText: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        func set(_ value: Data) {
            data = value
            done.signal()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
#endif
