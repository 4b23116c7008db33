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
public enum PreviewProbe {
    /// The environment variable that makes the executable a probe, and the index it starts at.
    public static let variable = "L10N_PREVIEW_PROBE"

    /// The index a probe starts at when this process is one; nil otherwise.
    public static var startInThisProcess: Int? {
        ProcessInfo.processInfo.environment[variable].flatMap(Int.init)
    }

    /// In the child: lays out `records` from `start` on, reporting each on standard output.
    @MainActor
    public static func runChild(_ records: [PreviewRecord], from start: Int) -> Never {
        for index in records.indices where index >= start {
            _ = ScreenLayout().layout(records[index].makeView(), name: records[index].displayName)
            FileHandle.standardOutput.write(Data("ok \(index)\n".utf8))
        }
        exit(0)
    }

    /// In the parent: the message of each of `count` previews that stops the process running
    /// `executable` as a probe, by index.
    public static func failures(count: Int, executable: String) -> [Int: String] {
        var failures: [Int: String] = [:]
        var start = 0
        while start < count {
            let run = runProbe(executable: executable, from: start)
            let passed = run.output.split(separator: "\n").compactMap { $0.hasPrefix("ok ") ? Int($0.dropFirst(3)) : nil }
            let next = (passed.max() ?? start - 1) + 1
            guard next < count else { break }
            failures[next] = run.message
            start = next + 1
        }
        return failures
    }

    /// What one probe printed, and why it stopped.
    private static func runProbe(executable: String, from start: Int) -> (output: String, message: String) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = []
        var environment = ProcessInfo.processInfo.environment
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
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let stderr = collected.wait()
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
