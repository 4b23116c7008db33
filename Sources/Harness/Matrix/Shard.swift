/// One part of a matrix split for a CI fan-out: `--shard 2/4` is the second of four parts.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// The part, from 1.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// A shard written `I/N` (`2/4`).
    public init(parsing text: String) throws(MatrixError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .badShard(text, reason: "expected I/N, such as 2/4")
        }
        guard let shard = Shard(index: index, count: count) else {
            throw .badShard(text, reason: "I must be between 1 and N")
        }
        self = shard
    }

    /// Whether the item at `position` (from 0, in matrix order) belongs to this shard.
    public func contains(position: Int) -> Bool { position % count == index - 1 }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }
}
