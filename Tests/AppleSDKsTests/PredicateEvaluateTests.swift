import Foundation
import StandInAppleFoundation
import Testing

/// `#Predicate` bodies that evaluate other predicates, as Apple's Foundation accepts them.
@Suite struct PredicateEvaluateTests {
    struct Entry: Sendable {
        var amount: Int
        var note: String
    }

    @Test func predicatesCombineOtherPredicatesWithAndOrAndNot() throws {
        let large = #Predicate<Entry> { $0.amount > 10 }
        let noted = #Predicate<Entry> { !$0.note.isEmpty }
        let both = #Predicate<Entry> { large.evaluate($0) && noted.evaluate($0) }
        let either = #Predicate<Entry> { entry in large.evaluate(entry) || entry.amount == 0 }
        let neither = #Predicate<Entry> { !(large.evaluate($0) || noted.evaluate($0)) }
        #expect(try both.evaluate(Entry(amount: 12, note: "milk")))
        #expect(try !both.evaluate(Entry(amount: 12, note: "")))
        #expect(try either.evaluate(Entry(amount: 0, note: "")))
        #expect(try !either.evaluate(Entry(amount: 5, note: "")))
        #expect(try neither.evaluate(Entry(amount: 1, note: "")))
    }

    @Test func aPredicateWithoutEvaluateIsTheToolchainsOwn() throws {
        let items = [Entry(amount: 3, note: "a"), Entry(amount: 30, note: "b")]
        let large = #Predicate<Entry> { $0.amount > 10 && $0.note.contains("b") }
        #expect(try items.filter(large).map(\.amount) == [30])
        let inferred: Predicate<Entry> = #Predicate { $0.amount < 10 }
        let returned = #Predicate<Entry>({ entry in return entry.note == "a" })
        let pair = #Predicate<Entry, Int> { entry, limit in entry.amount < limit }
        #expect(try items.filter(inferred).map(\.amount) == [3])
        #expect(try items.filter(returned).map(\.amount) == [3])
        #expect(try pair.evaluate(items[0], 5))
    }
}
