#if os(Linux)
@_exported import Foundation

/// What every GameplayKit random source and distribution answers (GameplayKit's `GKRandom`).
public protocol GKRandom: NSObjectProtocol {
    /// The next integer, in `Int32`'s range.
    func nextInt() -> Int
    /// The next integer in `0 ..< upperBound`.
    func nextInt(upperBound: Int) -> Int
    /// The next number between 0 and 1.
    func nextUniform() -> Float
    /// The next Boolean.
    func nextBool() -> Bool
}

/// A random source (GameplayKit's `GKRandomSource`). A preview must draw the same screen every
/// time, so every source here is deterministic: `sharedRandom()` and sources made without a
/// seed start from a fixed seed, and give the same sequence on every run. Like Apple's, it is not
/// Swift's `RandomNumberGenerator`.
open class GKRandomSource: NSObject, GKRandom, @unchecked Sendable {
    private static let shared = GKRandomSource()
    fileprivate let lock = NSLock()
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The source shared by the app: a fixed-seed source in a preview, whose sequence depends
    /// only on how often it was drawn from.
    open class func sharedRandom() -> GKRandomSource { shared }
    /// A source starting from the fixed seed.
    public override init() {}

    /// The next 32 bits of the source's algorithm (SplitMix64 here); subclasses use their own.
    /// Called with `lock` held.
    fileprivate func nextBits() -> UInt32 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: (mixed ^ (mixed >> 31)) >> 32)
    }

    private func next32() -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        return nextBits()
    }

    /// The next integer, in `Int32`'s range.
    open func nextInt() -> Int { Int(Int32(bitPattern: next32())) }
    /// The next integer in `0 ..< upperBound` (0 for a bound below 1).
    open func nextInt(upperBound: Int) -> Int {
        guard upperBound > 1 else { return 0 }
        let bound = UInt64(upperBound)
        if bound <= UInt64(UInt32.max) { return Int((UInt64(next32()) * bound) >> 32) }
        let wide = UInt64(next32()) << 32 | UInt64(next32())
        return Int(wide.multipliedFullWidth(by: bound).high)
    }
    /// The next number in `0 ..< 1`.
    open func nextUniform() -> Float { Float(next32() >> 8) / Float(1 << 24) }
    /// The next Boolean, from the sequence's high bit.
    open func nextBool() -> Bool { next32() & 0x8000_0000 != 0 }
    /// The array shuffled with this source (Fisher–Yates).
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var shuffled = array
        var index = shuffled.count - 1
        while index > 0 {
            shuffled.swapAt(index, nextInt(upperBound: index + 1))
            index -= 1
        }
        return shuffled
    }
}

/// A source of the ARC4 algorithm (GameplayKit's `GKARC4RandomSource`): deterministic for its
/// seed; made without one, it starts from a fixed seed.
open class GKARC4RandomSource: GKRandomSource, @unchecked Sendable {
    private static let fixedSeed = Data((0 ..< 16).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
    private var box: [UInt8] = []
    private var i: UInt8 = 0
    private var j: UInt8 = 0

    /// The seed; setting it starts the sequence over.
    open var seed: Data {
        didSet {
            lock.lock()
            defer { lock.unlock() }
            schedule()
        }
    }
    /// A source of a seed.
    public init(seed: Data) {
        self.seed = seed
        super.init()
        schedule()
    }
    /// A source of the fixed seed.
    public override convenience init() { self.init(seed: GKARC4RandomSource.fixedSeed) }

    /// Skips the first `count` values of the sequence, as ARC4 advises (768 or more).
    open func dropValues(_ count: Int) {
        lock.lock()
        defer { lock.unlock() }
        for _ in 0 ..< max(count, 0) { _ = nextBits() }
    }

    private func schedule() {
        let key = seed.isEmpty ? GKARC4RandomSource.fixedSeed : seed
        let bytes = [UInt8](key)
        box = (0 ... 255).map { UInt8($0) }
        var k: UInt8 = 0
        for index in 0 ..< 256 {
            k = k &+ box[index] &+ bytes[index % bytes.count]
            box.swapAt(index, Int(k))
        }
        i = 0
        j = 0
    }

    private func nextByte() -> UInt8 {
        i = i &+ 1
        j = j &+ box[Int(i)]
        box.swapAt(Int(i), Int(j))
        return box[Int(box[Int(i)] &+ box[Int(j)])]
    }

    fileprivate override func nextBits() -> UInt32 {
        (0 ..< 4).reduce(0) { value, _ in value << 8 | UInt32(nextByte()) }
    }
}

/// A source of the linear congruential algorithm (GameplayKit's `GKLinearCongruentialRandomSource`):
/// deterministic for its seed; made without one, it starts from a fixed seed.
open class GKLinearCongruentialRandomSource: GKRandomSource, @unchecked Sendable {
    private var state: UInt64
    /// The seed; setting it starts the sequence over.
    open var seed: UInt64 {
        didSet {
            lock.lock()
            defer { lock.unlock() }
            state = seed
        }
    }
    /// A source of a seed.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }
    /// A source of the fixed seed.
    public override convenience init() { self.init(seed: 0x5DEE_CE66) }

    fileprivate override func nextBits() -> UInt32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt32(truncatingIfNeeded: state >> 32)
    }
}

/// A source of the Mersenne Twister algorithm (GameplayKit's `GKMersenneTwisterRandomSource`;
/// MT19937-64 here): deterministic for its seed; made without one, it starts from a fixed seed.
open class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {
    private var table = [UInt64](repeating: 0, count: 312)
    private var index = 312
    /// The seed; setting it starts the sequence over.
    open var seed: UInt64 {
        didSet {
            lock.lock()
            defer { lock.unlock() }
            plant()
        }
    }
    /// A source of a seed.
    public init(seed: UInt64) {
        self.seed = seed
        super.init()
        plant()
    }
    /// A source of the fixed seed (5489, the algorithm's customary default).
    public override convenience init() { self.init(seed: 5489) }

    private func plant() {
        table[0] = seed
        for position in 1 ..< 312 {
            let previous = table[position - 1]
            table[position] = 6_364_136_223_846_793_005 &* (previous ^ (previous >> 62)) &+ UInt64(position)
        }
        index = 312
    }

    private func twist() {
        let upper: UInt64 = 0xFFFF_FFFF_8000_0000
        let lower: UInt64 = 0x7FFF_FFFF
        for position in 0 ..< 312 {
            let mixed = (table[position] & upper) | (table[(position + 1) % 312] & lower)
            var shifted = mixed >> 1
            if mixed & 1 != 0 { shifted ^= 0xB502_6F5A_A966_19E9 }
            table[position] = table[(position + 156) % 312] ^ shifted
        }
        index = 0
    }

    fileprivate override func nextBits() -> UInt32 {
        if index >= 312 { twist() }
        var value = table[index]
        index += 1
        value ^= (value >> 29) & 0x5555_5555_5555_5555
        value ^= (value << 17) & 0x71D6_7FFF_EDA6_0000
        value ^= (value << 37) & 0xFFF7_EEE0_0000_0000
        value ^= value >> 43
        return UInt32(truncatingIfNeeded: value >> 32)
    }
}
#endif
