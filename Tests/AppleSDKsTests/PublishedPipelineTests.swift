import Foundation
import StandInCombine
import SwiftUI
import Testing

/// A search model as apps write one: its `@Published` query debounced into results, a form's
/// validity from two fields, and an announced change.
private final class SearchModel: ObservableObject {
    @Published var query = "mi"
    @Published var results: [String] = []
    @Published var name = "Ada"
    @Published var email = ""
    @Published var isValid = false
    private var subscriptions = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { query in ["milk", "mint", "bread"].filter { $0.hasPrefix(query) } }
            .assign(to: &$results)
        Publishers.CombineLatest($name, $email)
            .map { !$0.isEmpty && $1.contains("@") }
            .sink { [weak self] valid in self?.isValid = valid }
            .store(in: &subscriptions)
    }

    func refresh() { objectWillChange.send() }
}

@Suite struct PublishedPipelineTests {
    @Test func aPublishedPropertyIsAPublisherOfItsValue() {
        let model = SearchModel()
        #expect(model.results == ["milk", "mint"])
        #expect(model.isValid == false)
        model.refresh()
        var seen: [String] = []
        model.$name.sink { seen.append($0) }.cancel()
        #expect(seen == ["Ada"])
    }

    @Test func operatorsPassTheValuesARenderSees() async {
        var collected: [Int] = []
        Just(3).prepend(1, 2).dropFirst().scan(0, +).sink { collected.append($0) }.cancel()
        #expect(collected == [2, 5])
        var zipped: [String] = []
        Just("a").zip(Just(1)).map { "\($0)\($1)" }.sink { zipped.append($0) }.cancel()
        #expect(zipped == ["a1"])
        let future = Future<Int, Never> { promise in promise(.success(42)) }
        var answer: Int?
        future.compactMap { $0 }.first().sink { answer = $0 }.cancel()
        #expect(answer == 42)
        var values: [Int] = []
        for await value in Just(7).values { values.append(value) }
        #expect(values == [7])
        var ended = false
        Empty<Int, Never>().sink(receiveCompletion: { _ in ended = true }, receiveValue: { _ in }).cancel()
        #expect(ended)
    }

    @Test func pipelinesFollowTheValuesAPreviewSetsAfterTheModelIsMade() {
        let model = SearchModel()
        model.query = "b"
        #expect(model.results == ["bread"])
        model.email = "ada@example.com"
        #expect(model.isValid)
        var seen: [String] = []
        let subscription = model.$name.sink { seen.append($0) }
        model.name = "Grace"
        subscription.cancel()
        model.name = "Edsger"
        #expect(seen == ["Ada", "Grace"], "the new value is sent, and none after cancelling")
    }

    @Test func aPipelineThatSetsWhatItFollowsEnds() {
        final class Echo: ObservableObject {
            @Published var count = 0
            var subscriptions = Set<AnyCancellable>()
            init() { $count.sink { [unowned self] value in self.count = value + 1 }.store(in: &subscriptions) }
        }
        let echo = Echo()
        echo.count = 100
        #expect(echo.count >= 100 && echo.count < 200, "bounded, not endless")
    }
}

