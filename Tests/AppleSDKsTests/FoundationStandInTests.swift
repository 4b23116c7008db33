import StandInAppleFoundation
import StandInCoreData
import StandInCryptoKit
import Testing

/// Foundation's Apple-only API, Core Data's in-memory store and CryptoKit's SHA-256.
@Suite struct FoundationStandInTests {
    final class Solve: NSManagedObject, @unchecked Sendable {
        var time = 0.0
    }

    @Test("Objects inserted into any context are what a fetch request returns")
    func coreData() throws {
        let container = NSPersistentContainer(name: "Model")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let solve = Solve(context: container.viewContext)
        solve.time = 9.5
        let request = NSFetchRequest<Solve>(entityName: "Solve")
        request.predicate = NSPredicate(format: "time < %f", 10.0)
        request.sortDescriptors = [NSSortDescriptor(key: "time", ascending: true)]
        let found = try container.viewContext.fetch(request)
        #expect(found.contains { $0 === solve })
        container.viewContext.delete(solve)
        #expect(try container.viewContext.fetch(request).allSatisfy { $0 !== solve })
    }

    @Test("SHA-256 gives the standard digest")
    func sha256() {
        #expect(SHA256.hash(data: Data("abc".utf8)).description == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("iCloud key-value storage keeps values in memory")
    func ubiquitousStore() {
        let store = NSUbiquitousKeyValueStore()
        store.set(true, forKey: "premium")
        #expect(store.bool(forKey: "premium"))
    }
}
