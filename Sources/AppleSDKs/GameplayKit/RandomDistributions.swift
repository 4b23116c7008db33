#if os(Linux)
@_exported import Foundation

/// Random integers spread evenly over a range, e.g. a die (GameplayKit's `GKRandomDistribution`).
/// Made without a source, it draws from a new fixed-seed ARC4 source, so a preview rolls the
/// same numbers every time.
open class GKRandomDistribution: NSObject, GKRandom, @unchecked Sendable {
    /// The source it draws from.
    let source: any GKRandom
    /// The smallest value.
    public let lowestValue: Int
    /// The largest value.
    public let highestValue: Int
    /// How many values there are.
    open var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

    /// A distribution over `lowestValue ... highestValue` drawing from `source`.
    public required init(randomSource source: any GKRandom, lowestValue: Int, highestValue: Int) {
        self.source = source
        self.lowestValue = lowestValue
        self.highestValue = max(highestValue, lowestValue)
    }
    /// A distribution over `lowestValue ... highestValue` drawing from a fixed-seed source.
    public convenience init(lowestValue: Int, highestValue: Int) {
        self.init(randomSource: GKARC4RandomSource(), lowestValue: lowestValue, highestValue: highestValue)
    }
    /// A die of `sideCount` sides, numbered from 1.
    public convenience init(forDieWithSideCount sideCount: Int) { self.init(lowestValue: 1, highestValue: sideCount) }
    /// A six-sided die.
    open class func d6() -> Self { self.init(randomSource: GKARC4RandomSource(), lowestValue: 1, highestValue: 6) }
    /// A twenty-sided die.
    open class func d20() -> Self { self.init(randomSource: GKARC4RandomSource(), lowestValue: 1, highestValue: 20) }

    /// The next value of the range.
    open func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }
    /// The next value of the range below `upperBound` (the lowest value when none is).
    open func nextInt(upperBound: Int) -> Int {
        let highest = min(highestValue, upperBound - 1)
        guard highest > lowestValue else { return lowestValue }
        return lowestValue + source.nextInt(upperBound: highest - lowestValue + 1)
    }
    /// The next value, scaled to `0 ... 1`.
    open func nextUniform() -> Float {
        Float(nextInt() - lowestValue) / Float(max(numberOfPossibleOutcomes - 1, 1))
    }
    /// Whether the next value is in the upper half of the range.
    open func nextBool() -> Bool { nextInt() - lowestValue >= numberOfPossibleOutcomes / 2 }
}

/// Random integers on a bell curve around the middle of a range (GameplayKit's `GKGaussianDistribution`).
open class GKGaussianDistribution: GKRandomDistribution, @unchecked Sendable {
    /// The middle of the curve.
    public let mean: Float
    /// The spread: the range is three deviations each side of the mean.
    public let deviation: Float

    /// A curve over `lowestValue ... highestValue`, its mean the middle and its deviation a sixth of the range.
    public required init(randomSource source: any GKRandom, lowestValue: Int, highestValue: Int) {
        mean = Float(lowestValue + highestValue) / 2
        deviation = Float(highestValue - lowestValue) / 6
        super.init(randomSource: source, lowestValue: lowestValue, highestValue: highestValue)
    }
    /// A curve of a mean and deviation, over three deviations each side.
    public init(randomSource source: any GKRandom, mean: Float, deviation: Float) {
        self.mean = mean
        self.deviation = deviation
        super.init(randomSource: source, lowestValue: Int((mean - 3 * deviation).rounded()),
                   highestValue: Int((mean + 3 * deviation).rounded()))
    }

    /// The next value: a normal draw (Box–Muller) rounded and kept within the range.
    open override func nextInt() -> Int {
        for _ in 0 ..< 16 {
            let first = max(source.nextUniform(), .leastNormalMagnitude)
            let second = source.nextUniform()
            let normal = (-2 * log(first)).squareRoot() * cos(2 * Float.pi * second)
            let value = Int((mean + normal * deviation).rounded())
            if (lowestValue ... highestValue).contains(value) { return value }
        }
        return Int(mean.rounded())
    }
}

/// Random integers that use every value of the range before repeating one (GameplayKit's
/// `GKShuffledDistribution`), as drawing cards from a shuffled deck.
open class GKShuffledDistribution: GKRandomDistribution, @unchecked Sendable {
    private let lock = NSLock()
    private var deck: [Int] = []

    /// A deck of the values `lowestValue ... highestValue`.
    public required init(randomSource source: any GKRandom, lowestValue: Int, highestValue: Int) {
        super.init(randomSource: source, lowestValue: lowestValue, highestValue: highestValue)
    }

    /// The next card of the deck, shuffling a new deck when it is empty.
    open override func nextInt() -> Int {
        lock.lock()
        defer { lock.unlock() }
        if deck.isEmpty {
            deck = Array(lowestValue ... highestValue)
            var index = deck.count - 1
            while index > 0 {
                deck.swapAt(index, source.nextInt(upperBound: index + 1))
                index -= 1
            }
        }
        return deck.removeLast()
    }
}
#endif
