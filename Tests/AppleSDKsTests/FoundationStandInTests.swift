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
    func sha256() throws {
        #expect(SHA256.hash(data: Data("abc".utf8)).map { String(format: "%02x", $0) }.joined()
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // The rest of CryptoKit's API: AES-GCM seals and opens, HMAC authenticates.
        let key = SymmetricKey(size: .bits256)
        let sealed = try AES.GCM.seal(Data("note".utf8), using: key)
        #expect(try AES.GCM.open(sealed, using: key) == Data("note".utf8))
        #expect(HMAC<SHA256>.isValidAuthenticationCode(HMAC<SHA256>.authenticationCode(for: Data("a".utf8), using: key),
                                                        authenticating: Data("a".utf8), using: key))
    }

    @Test("A drop's provider is asked for a URL, as for a class, and holds none in a preview")
    func itemProviderOfValueTypes() async {
        let provider = NSItemProvider()
        #expect(!provider.canLoadObject(ofClass: URL.self))
        let loaded = await withCheckedContinuation { continuation in
            _ = provider.loadObject(ofClass: URL.self) { url, error in continuation.resume(returning: url == nil && error != nil) }
        }
        #expect(loaded)
    }

    @Test("Strings and URLs are objects a provider writes and reads, as on iOS")
    func itemProviderOfStrings() {
        let provider = NSItemProvider(object: "note" as NSString)
        #expect(!provider.canLoadObject(ofClass: NSString.self))
        _ = NSItemProvider(object: NSURL(fileURLWithPath: "/tmp/a.txt"))
    }

    @Test("iCloud key-value storage keeps values in memory")
    func ubiquitousStore() {
        let store = NSUbiquitousKeyValueStore()
        store.set(true, forKey: "premium")
        #expect(store.bool(forKey: "premium"))
    }

    @Test("A file progress keeps what the app says of it, as a download screen reads it back")
    func fileProgress() {
        let progress = Progress(totalUnitCount: 100)
        progress.kind = .file
        progress.fileOperationKind = .downloading
        progress.fileURL = URL(fileURLWithPath: "/tmp/Xcode.xip")
        progress.fileTotalCount = 3
        progress.fileCompletedCount = 1
        progress.estimatedTimeRemaining = 123
        #expect(progress.fileOperationKind == .downloading)
        #expect(progress.fileURL?.lastPathComponent == "Xcode.xip")
        #expect(progress.fileTotalCount == 3 && progress.fileCompletedCount == 1)
        progress.fileOperationKind = nil
        #expect(progress.fileOperationKind == nil)
    }
}

