#if os(Linux)
@_exported import Foundation

// Combine's operators that reduce a stream to one value when it finishes, or pick values out of it.

extension Publisher {
    /// The values folded into one result, sent when the stream finishes (Combine's `reduce(_:_:)`).
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        relayed { relay in
            var result = initialResult
            self.subscribe(into: relay, receiveValue: { result = nextPartialResult(result, $0) }, finished: {
                relay.send(result)
                relay.finish(.finished)
            })
        }
    }

    /// The values folded by a throwing closure; a thrown error ends the stream (Combine's `tryReduce(_:_:)`).
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> AnyPublisher<T, any Error> {
        tryRelayed { upstream, relay in
            var result = initialResult
            upstream.subscribe(into: relay, receiveValue: { output in relay.attempt { result = try nextPartialResult(result, output) } },
                               finished: {
                                   relay.send(result)
                                   relay.finish(.finished)
                               })
        }
    }

    /// The values in arrays of `count`, the last one shorter if the stream finishes first (Combine's `collect(_:)`).
    public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> {
        relayed { relay in
            var group: [Output] = []
            self.subscribe(into: relay, receiveValue: { output in
                group.append(output)
                if group.count >= count {
                    relay.send(group)
                    group = []
                }
            }, finished: {
                if !group.isEmpty { relay.send(group) }
                relay.finish(.finished)
            })
        }
    }

    /// How many values the stream sent, when it finishes (Combine's `count()`).
    public func count() -> AnyPublisher<Int, Failure> { reduce(0) { total, _ in total + 1 } }

    /// The last value, when the stream finishes (Combine's `last()`).
    public func last() -> AnyPublisher<Output, Failure> { last { _ in true } }

    /// The last value `predicate` accepts, when the stream finishes (Combine's `last(where:)`).
    public func last(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayed { relay in
            var latest: Output?
            self.subscribe(into: relay, receiveValue: { if predicate($0) { latest = $0 } }, finished: {
                if let latest { relay.send(latest) }
                relay.finish(.finished)
            })
        }
    }

    /// Whether a value satisfies `predicate`: `true` at the first that does, else `false` at the end
    /// (Combine's `contains(where:)`).
    public func contains(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> {
        relayed { relay in
            self.subscribe(into: relay, receiveValue: { output in
                guard predicate(output) else { return }
                relay.send(true)
                relay.finish(.finished)
            }, finished: {
                relay.send(false)
                relay.finish(.finished)
            })
        }
    }

    /// Whether a value satisfies a throwing `predicate` (Combine's `tryContains(where:)`).
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, any Error> {
        tryRelayed { upstream, relay in
            upstream.subscribe(into: relay, receiveValue: { output in
                relay.attempt {
                    guard try predicate(output) else { return }
                    relay.send(true)
                    relay.finish(.finished)
                }
            }, finished: {
                relay.send(false)
                relay.finish(.finished)
            })
        }
    }

    /// Whether every value satisfies `predicate`: `false` at the first that does not, else `true` at
    /// the end (Combine's `allSatisfy(_:)`).
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> {
        contains { !predicate($0) }.map { !$0 }
    }

    /// Whether every value satisfies a throwing `predicate` (Combine's `tryAllSatisfy(_:)`).
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, any Error> {
        tryContains { try !predicate($0) }.map { !$0 }
    }

    /// The value at `index` (counting from zero), then the end (Combine's `output(at:)`).
    public func output(at index: Int) -> AnyPublisher<Output, Failure> { output(in: index...index) }

    /// The values at the indices in `range`, then the end (Combine's `output(in:)`).
    public func output<R: RangeExpression>(in range: R) -> AnyPublisher<Output, Failure> where R.Bound == Int {
        let indices = range.relative(to: 0..<Int.max)
        return relayed { relay in
            var index = 0
            self.subscribe(into: relay, receiveValue: { output in
                defer { index += 1 }
                if indices.contains(index) { relay.send(output) }
                if index + 1 >= indices.upperBound { relay.finish(.finished) }
            }, finished: { relay.finish(.finished) })
        }
    }

    /// The stream's values, or `output` if it finishes without any (Combine's `replaceEmpty(with:)`).
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> {
        relayed { relay in
            var sentAny = false
            self.subscribe(into: relay, receiveValue: { value in
                sentAny = true
                relay.send(value)
            }, finished: {
                if !sentAny { relay.send(output) }
                relay.finish(.finished)
            })
        }
    }

    /// The smallest value by `areInIncreasingOrder`, when the stream finishes (Combine's `min(by:)`).
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayed { relay in
            var least: Output?
            self.subscribe(into: relay, receiveValue: { output in
                if let current = least, !areInIncreasingOrder(output, current) { return }
                least = output
            }, finished: {
                if let least { relay.send(least) }
                relay.finish(.finished)
            })
        }
    }

    /// The largest value by `areInIncreasingOrder`, when the stream finishes (Combine's `max(by:)`).
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        min { areInIncreasingOrder($1, $0) }
    }
}

extension Publisher where Output: Equatable {
    /// Whether the stream sends `output` (Combine's `contains(_:)`).
    public func contains(_ output: Output) -> AnyPublisher<Bool, Failure> { contains { $0 == output } }
}

extension Publisher where Output: Comparable {
    /// The smallest value, when the stream finishes (Combine's `min()`).
    public func min() -> AnyPublisher<Output, Failure> { min(by: <) }

    /// The largest value, when the stream finishes (Combine's `max()`).
    public func max() -> AnyPublisher<Output, Failure> { max(by: <) }
}
#endif
