import Foundation

/// Runs a build tool, keeping everything it prints; on a terminal, its `[n/m]` progress lines
/// are drawn on one line of standard error.
enum ProcessRunner {
    /// Runs `arguments` (found on PATH); its exit status and output.
    static func run(_ arguments: [String], showProgress: Bool) throws(AppFolderError) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .io(path: arguments.first ?? "", reason: "cannot run it (\(error.localizedDescription)); is the Swift toolchain on PATH?")
        }
        var log = Data()
        var pending = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            log.append(chunk)
            guard showProgress else { continue }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                if line.hasPrefix("[") {
                    let shown = String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(78).map(Character.init))
                    FileHandle.standardError.write(Data(("\r\u{1B}[K" + shown).utf8))
                }
            }
        }
        process.waitUntilExit()
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        return (process.terminationStatus, String(decoding: log, as: UTF8.self))
    }
}
