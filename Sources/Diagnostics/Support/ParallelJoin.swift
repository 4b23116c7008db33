extension Array where Element == String {
    /// The strings laid end to end, copied into the result on `jobs` threads (nil: every core): a
    /// report written in pieces runs to tens of megabytes, and one thread copying it would hold up
    /// the report.
    func joinedInParallel(jobs: Int? = nil) -> String {
        let sizes = map(\.utf8.count)
        let total = sizes.reduce(0, +)
        guard count > 1, total >= 1 << 20 else { return joined() }
        var starts: [Int] = []
        starts.reserveCapacity(count)
        var offset = 0
        for size in sizes {
            starts.append(offset)
            offset += size
        }
        let pieceStarts = starts
        return String(unsafeUninitializedCapacity: total) { buffer in
            let target = UncheckedSendable(buffer)
            _ = [Int](indices).parallelMap(jobs: jobs ?? count) { index in
                var piece = self[index]
                piece.withUTF8 { bytes in
                    guard let source = bytes.baseAddress, let destination = target.value.baseAddress else { return }
                    (destination + pieceStarts[index]).initialize(from: source, count: bytes.count)
                }
            }
            return total
        }
    }
}
