import Foundation
import StandInCombine
import Testing

/// A search model as apps write one: taps as `Void` sends, queries switched to the latest lookup.
private final class LookupModel {
    let refresh = PassthroughSubject<Void, Never>()
    let query = PassthroughSubject<String, Never>()
    let status = CurrentValueSubject<String, Never>("idle")
    private(set) var refreshes = 0
    private(set) var results: [Int] = []
    private var bag = Set<AnyCancellable>()

    init(lookups: [String: PassthroughSubject<Int, Never>]) {
        refresh.sink { [weak self] in self?.refreshes += 1 }.store(in: &bag)
        query
            .map { lookups[$0] ?? PassthroughSubject() }
            .switchToLatest()
            .sink { [weak self] in self?.results.append($0) }
            .store(in: &bag)
    }

    func pull() { refresh.send() }
    func finish() { status.send(completion: .finished) }
}

private struct LoadError: Error, Equatable {}

/// Collects what a publisher sends.
private final class Recorder<Output, Failure: Error> {
    var values: [Output] = []
    var completion: Subscribers.Completion<Failure>?
    private var link: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        link = publisher.sink(receiveCompletion: { [unowned self] in completion = $0 }, receiveValue: { [unowned self] in values.append($0) })
    }

    var finished: Bool { if case .finished? = completion { return true } else { return false } }
    var failed: Bool { if case .failure? = completion { return true } else { return false } }
}

@Suite struct CombineOperatorGapsTests {
    @Test func switchToLatestFollowsTheLatestInnerAndVoidSubjectsSend() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let model = LookupModel(lookups: ["a": a, "b": b])
        model.pull()
        model.pull()
        #expect(model.refreshes == 2)
        model.query.send("a")
        a.send(1)
        model.query.send("b")
        a.send(2)
        b.send(3)
        #expect(model.results == [1, 3])

        let failing = Recorder(PassthroughSubject<Int, Never>().map { _ in Fail<Int, LoadError>(error: LoadError()) }.switchToLatest())
        #expect(failing.completion == nil)
        let outer = PassthroughSubject<Int, LoadError>()
        let inner = Recorder(outer.map { Just($0 * 10) }.switchToLatest())
        outer.send(4)
        outer.send(completion: .finished)
        #expect(inner.values == [40])
        #expect(inner.finished)
    }

    @Test func subjectsStopSendingAfterCompletion() {
        let model = LookupModel(lookups: [:])
        let status = Recorder(model.status)
        model.status.send("loading")
        model.finish()
        model.status.send("late")
        #expect(status.values == ["idle", "loading"])
        #expect(status.finished)
        let late = Recorder(model.status)
        #expect(late.values.isEmpty && late.finished)

        let subject = PassthroughSubject<Int, LoadError>()
        let seen = Recorder(subject)
        subject.send(1)
        subject.send(completion: .failure(LoadError()))
        subject.send(2)
        #expect(seen.values == [1])
        #expect(seen.completion == .failure(LoadError()))
    }

    @Test func flatMapOverloadsAndMaxPublishers() {
        let taps = PassthroughSubject<Void, Never>()
        let failing = Recorder(taps.flatMap { Fail<Int, LoadError>(error: LoadError()) })
        taps.send()
        #expect(failing.completion == .failure(LoadError()))

        let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        let ids = PassthroughSubject<Int, Never>()
        let serial = Recorder(ids.flatMap(maxPublishers: .max(1)) { inners[$0] })
        ids.send(0)
        ids.send(1)
        inners[1].send(99)
        inners[0].send(1)
        inners[0].send(completion: .finished)
        inners[1].send(2)
        #expect(serial.values == [1, 2])

        let upstream = PassthroughSubject<Int, LoadError>()
        let mapped = Recorder(upstream.flatMap { Just($0 + 1) })
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(mapped.values == [2] && mapped.finished)
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited > .max(1_000))
        #expect(Subscribers.Demand.none.max == 0)
    }

    @Test func valuesOfAFailingPublisherThrowAfterItsValues() async {
        var seen: [Int] = []
        var thrown: (any Error)?
        do {
            for try await value in [1, 2].publisher.setFailureType(to: LoadError.self).append(3).tryMap({ $0 }).values { seen.append(value) }
            for try await value in Fail<Int, LoadError>(error: LoadError()).prepend(7).values { seen.append(value) }
        } catch {
            thrown = error
        }
        #expect(seen == [1, 2, 3, 7])
        #expect(thrown is LoadError)
        var plain: [String] = []
        for await value in Just("a").values { plain.append(value) }
        #expect(plain == ["a"])
    }

    @Test func sequenceResultAndOptionalPublishers() {
        let sequence = Recorder([1, 2, 3].publisher.map { $0 * 2 })
        #expect(sequence.values == [2, 4, 6] && sequence.finished)
        let failure = Recorder(Result<Int, LoadError>.failure(LoadError()).publisher)
        #expect(failure.values.isEmpty && failure.failed)
        let success = Recorder(Result<Int, LoadError>.success(5).publisher)
        #expect(success.values == [5] && success.finished)
        let none = Recorder(Optional<Int>.none.publisher)
        #expect(none.values.isEmpty && none.finished)
    }

    @Test func zipPairsInOrderAndMergeManyEndsWhenAllFinish() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let zipped = Recorder(Publishers.Zip(a, b).map { "\($0)\($1)" })
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(completion: .finished)
        #expect(zipped.values == ["1x"])
        #expect(zipped.completion == nil)
        b.send("y")
        #expect(zipped.values == ["1x", "2y"] && zipped.finished)
        let three = Recorder([1, 2].publisher.zip([3, 4].publisher, [5, 6].publisher) { $0 + $1 + $2 })
        #expect(three.values == [9, 12] && three.finished)

        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        let merged = Recorder(Publishers.MergeMany([c, d]))
        c.send(1)
        d.send(2)
        c.send(completion: .finished)
        #expect(merged.values == [1, 2] && merged.completion == nil)
        d.send(completion: .finished)
        #expect(merged.finished)
        let four = Recorder(Just(1).merge(with: Just(2), Just(3), Just(4)))
        #expect(four.values == [1, 2, 3, 4] && four.finished)
    }

    @Test func reducingOperatorsDeliverWhenTheStreamFinishes() {
        let words = ["a", "bb", "ccc", "dd"].publisher
        #expect(Recorder(words.reduce(0) { $0 + $1.count }).values == [8])
        #expect(Recorder(words.collect(3)).values == [["a", "bb", "ccc"], ["dd"]])
        #expect(Recorder(words.count()).values == [4])
        #expect(Recorder(words.last()).values == ["dd"])
        #expect(Recorder(words.contains("ccc")).values == [true])
        #expect(Recorder(words.contains { $0.isEmpty }).values == [false])
        #expect(Recorder(words.allSatisfy { !$0.isEmpty }).values == [true])
        #expect(Recorder(words.output(at: 1)).values == ["bb"])
        #expect(Recorder(Empty<String, Never>().replaceEmpty(with: "none")).values == ["none"])
        #expect(Recorder(words.prefix(while: { $0.count < 3 })).values == ["a", "bb"])
        #expect(Recorder(words.drop(while: { $0.count < 3 })).values == ["ccc", "dd"])
        #expect(Recorder(words.map(\.count).max()).values == [3])
        let reduced = Recorder(words.tryReduce(0) { total, word in
            if word == "ccc" { throw LoadError() }
            return total + word.count
        })
        #expect(reduced.values.isEmpty && reduced.failed)
    }

    @Test func throwingOperatorsEndTheStreamWithTheError() {
        let numbers = Recorder(["1", "x", "3"].publisher.tryCompactMap { Int($0) })
        #expect(numbers.values == [1, 3] && numbers.finished)
        let filtered = Recorder([1, 2, 3].publisher.tryFilter { value in
            if value == 3 { throw LoadError() }
            return value > 1
        })
        #expect(filtered.values == [2] && filtered.failed)
        let recovered = Recorder(Fail<String, LoadError>(error: LoadError()).tryCatch { _ in Just("fallback") })
        #expect(recovered.values == ["fallback"] && recovered.finished)
        let asserted = Recorder(Result<Int, LoadError>.success(1).publisher.assertNoFailure())
        #expect(asserted.values == [1] && asserted.finished)
    }

    @Test func untilOutputFromAndConnectablePublishers() {
        let values = PassthroughSubject<Int, Never>(), stop = PassthroughSubject<Void, Never>()
        let prefix = Recorder(values.prefix(untilOutputFrom: stop))
        let dropped = Recorder(values.drop(untilOutputFrom: stop))
        values.send(1)
        stop.send()
        values.send(2)
        #expect(prefix.values == [1] && prefix.finished)
        #expect(dropped.values == [2])

        var bag = Set<AnyCancellable>()
        let connectable = [1, 2].publisher.makeConnectable()
        let shared = Recorder(connectable)
        #expect(shared.values.isEmpty)
        connectable.connect().store(in: &bag)
        #expect(shared.values == [1, 2] && shared.finished)
        let auto = Recorder(Just(5).makeConnectable().autoconnect())
        #expect(auto.values == [5])
    }

    @Test func schedulingOperatorsPassValuesAtOnce() {
        let subject = PassthroughSubject<String, Never>()
        let buffered = Recorder(subject.buffer(size: 5, prefetch: .byRequest, whenFull: .dropOldest))
        let timed = Recorder(subject.setFailureType(to: URLError.self).timeout(.seconds(1), scheduler: DispatchQueue.main))
        let received = Recorder(subject.receive(on: DispatchQueue.main, options: nil).subscribe(on: DispatchQueue.main, options: nil))
        let intervals = Recorder(subject.measureInterval(using: DispatchQueue.main))
        subject.send("a")
        #expect(buffered.values == ["a"] && timed.values == ["a"] && received.values == ["a"])
        #expect(timed.completion == nil)
        #expect(intervals.values.map(\.magnitude) == [0])
        #expect(Recorder(subject.ignoreOutput()).values.isEmpty)
    }

    @Test func sinkSubscriberErasedPublisherAndCancellable() {
        var seen: [Int] = []
        var ended = false
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in ended = true }, receiveValue: { seen.append($0) })
        [4, 5].publisher.subscribe(sink)
        #expect(seen == [4, 5] && ended)

        let erased = AnyPublisher<Int, Never>(Just(1))
        #expect(Recorder(erased).values == [1])
        var cancelled = false
        let inner: any Cancellable = AnyCancellable { cancelled = true }
        let outer = AnyCancellable(inner)
        outer.cancel()
        #expect(cancelled)

        let target = PassthroughSubject<Int, Never>()
        let forwarded = Recorder(target)
        var bag = Set<AnyCancellable>()
        [7].publisher.subscribe(target).store(in: &bag)
        #expect(forwarded.values == [7] && forwarded.finished)
    }
}
