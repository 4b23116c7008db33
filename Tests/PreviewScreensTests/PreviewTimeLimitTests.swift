#if os(Linux)
import Foundation
import PreviewScreens
import Testing

/// A preview that never finishes is stopped after the time limit and reported, and the probe
/// goes on with the previews after it.
@Suite struct PreviewTimeLimitTests {
    /// A stand-in for the preview program: it passes preview 0, then hangs on preview 1.
    private func hangingProbe() throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("previews")
        try Data("#!/bin/sh\necho ok 0\nexec sleep 30\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (script.path, folder)
    }

    @Test func aPreviewThatLoopsIsStoppedAfterTheTimeLimit() throws {
        let probe = try hangingProbe()
        defer { try? FileManager.default.removeItem(at: probe.folder) }
        let start = DispatchTime.now().uptimeNanoseconds
        let failures = PreviewProbe.failures(count: 2, executable: probe.path, timeLimit: 0.5)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #expect(failures.keys.sorted() == [1])
        #expect(failures[1] == "it did not finish within 0.5 s (a loop that never ends?) and was stopped; L10N_PREVIEW_TIME_LIMIT sets the limit")
        #expect(seconds < 20)
    }

}
#endif
