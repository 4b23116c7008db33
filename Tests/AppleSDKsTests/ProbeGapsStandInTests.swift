import Foundation
import StandInAppleFoundation
import StandInSecurity
import StandInSwiftData
import StandInUserNotifications
import StandInos
import Testing

/// Gaps that probes of real app code found: text-reply notification actions and summary formats,
/// `os` log interpolations with formats and alignment, SwiftData's pending changes, batched fetches
/// and model-actor lookups, and Core Foundation's Boolean constants in keychain queries.
@Suite struct ProbeGapsStandInTests {
    /// A reminders app's notification setup, as apps write it.
    enum ReminderNotifications {
        static func category() -> UNNotificationCategory {
            let reply = UNTextInputNotificationAction(identifier: "REPLY", title: "Reply", options: [],
                                                      textInputButtonTitle: "Send", textInputPlaceholder: "Message")
            let done = UNNotificationAction(identifier: "DONE", title: "Done", options: [.destructive],
                                            icon: UNNotificationActionIcon(systemImageName: "checkmark"))
            let later = UNTextInputNotificationAction(identifier: "LATER", title: "Later", options: [.foreground],
                                                      icon: UNNotificationActionIcon(templateImageName: "clock"),
                                                      textInputButtonTitle: "Snooze", textInputPlaceholder: "Minutes")
            return UNNotificationCategory(identifier: "REMINDER", actions: [reply, done, later], intentIdentifiers: [],
                                          hiddenPreviewsBodyPlaceholder: "%u reminders", categorySummaryFormat: "%u more reminders",
                                          options: [.customDismissAction, .hiddenPreviewsShowTitle])
        }

        static func body(for item: String) -> String {
            NSString.localizedUserNotificationString(forKey: "probe.reminder %@, %d left", arguments: [item, 3])
        }
    }

    @Test func notificationCategoriesKeepTheirActionsAndSummaryFormat() {
        let category = ReminderNotifications.category()
        #expect(category.identifier == "REMINDER")
        #expect(category.categorySummaryFormat == "%u more reminders")
        #expect(category.hiddenPreviewsBodyPlaceholder == "%u reminders")
        #expect(category.options.contains(.hiddenPreviewsShowTitle))
        #expect(category.actions.map(\.identifier) == ["REPLY", "DONE", "LATER"])
        let reply = category.actions.first as? UNTextInputNotificationAction
        #expect(reply?.textInputButtonTitle == "Send")
        #expect(reply?.textInputPlaceholder == "Message")
        #expect(category.actions[1].options == [.destructive])
        let plain = UNNotificationCategory(identifier: "PLAIN", actions: [], intentIdentifiers: [],
                                           hiddenPreviewsBodyPlaceholder: "Hidden", options: [])
        #expect(plain.categorySummaryFormat.isEmpty)
        #expect(plain.hiddenPreviewsBodyPlaceholder == "Hidden")
        UNUserNotificationCenter.current().setNotificationCategories([category, plain])
    }

    @Test func aNotificationStringWithoutAnEntryIsItsKeyFilledIn() {
        #expect(ReminderNotifications.body(for: "Milk") == "probe.reminder Milk, 3 left")
        #expect(NSString.localizedUserNotificationString(forKey: "probe.%2$@ before %1$@", arguments: ["b", "a"]) == "probe.a before b")
    }

    /// A view model's logging, as apps write it.
    struct SyncLog {
        let logger = Logger(subsystem: "com.example.app", category: "sync")
        func report(count: Int, ok: Bool, name: String, ratio: Double) {
            logger.info("count=\(count, format: .hex, align: .right(columns: 6), privacy: .public)")
            logger.info("ok=\(ok, format: .answer, privacy: .public) \(name, align: .left(columns: 8), privacy: .private)")
            logger.debug("ratio=\(ratio, format: .fixed(precision: 2)) \(ratio, format: .exponential) \(count, format: .octal)")
        }
    }

    @Test func logMessagesRenderFormatsAndAlignmentAsOSPrintsThem() {
        SyncLog().report(count: 255, ok: true, name: "Ann", ratio: 0.5)
        let count = 255, ok = false, name = "Ann"
        let hex: OSLogMessage = "count=\(count, format: .hex, align: .right(columns: 6), privacy: .public)|"
        #expect(hex.text == "count=    ff|")
        let answer: OSLogMessage = "\(ok, format: .answer, privacy: .public) \(ok) \(true, format: .answer)"
        #expect(answer.text == "NO false YES")
        let padded: OSLogMessage = "[\(name, align: .left(columns: 5))][\(count, format: .decimal(explicitPositiveSign: true, minDigits: 5))]"
        #expect(padded.text == "[Ann  ][+00255]")
        let radixes: OSLogMessage = "\(count, format: .hex(includePrefix: true, uppercase: true)) \(8, format: .octal) \(Int8(-1), format: .hex)"
        #expect(radixes.text == "0XFF 10 ff")
        let floats: OSLogMessage = "\(0.5) \(3.14159, format: .fixed(precision: 2)) \(1500.0, format: .exponential) \(0.25, format: .hybrid)"
        #expect(floats.text == "0.500000 3.14 1.500000e+03 0.25")
    }

    final class Song: PersistentModel {
        var title: String
        var plays = 0
        init(title: String) { self.title = title }
    }

    /// A background importer, as `@ModelActor` declares one.
    actor Importer: ModelActor {
        nonisolated let modelExecutor: any ModelExecutor
        nonisolated let modelContainer: ModelContainer

        init(modelContainer: ModelContainer) {
            self.modelContainer = modelContainer
            modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        }

        func add(_ title: String) -> PersistentIdentifier {
            let song = Song(title: title)
            modelContext.insert(song)
            return song.persistentModelID
        }

        func bump(_ id: PersistentIdentifier) -> Int? {
            self[id, as: Song.self]?.plays += 1
            return self[id, as: Song.self]?.plays
        }
    }

    @Test func aContextTracksInsertsAndDeletesUntilSaved() throws {
        let context = ModelContext()
        let first = Song(title: "One"), second = Song(title: "Two")
        context.insert(first)
        context.insert(second)
        context.insert(first)
        #expect(context.insertedModelsArray.count == 2)
        #expect(context.hasChanges)
        var titles: [String] = []
        for song in try context.fetch(FetchDescriptor<Song>(sortBy: [SortDescriptor(\.title)]), batchSize: 1) { titles.append(song.title) }
        #expect(titles == ["One", "Two"])
        #expect(try context.fetchIdentifiers(FetchDescriptor<Song>(), batchSize: 10).count == 2)
        try context.save()
        #expect(context.insertedModelsArray.isEmpty)
        #expect(!context.hasChanges)
        context.delete(second)
        #expect(context.deletedModelsArray.count == 1)
        #expect(context.changedModelsArray.isEmpty)
        #expect(try context.fetch(FetchDescriptor<Song>(), batchSize: 100).count == 1)
        context.rollback()
        #expect(context.deletedModelsArray.isEmpty)
        #expect(try context.fetch(FetchDescriptor<Song>(), batchSize: 100).count == 2)
        let draft = Song(title: "Draft")
        context.insert(draft)
        context.delete(draft)
        #expect(context.insertedModelsArray.isEmpty && context.deletedModelsArray.isEmpty)
    }

    @Test func aModelActorFindsItsModelsByIdentifier() async throws {
        let importer = Importer(modelContainer: try ModelContainer(for: Schema([Song.self]),
                                                                 configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        let id = await importer.add("Three")
        #expect(await importer.bump(id) == 1)
        #expect(await importer.bump(Song(title: "Elsewhere").persistentModelID) == nil)
    }

    @Test func coreFoundationBooleansWorkInKeychainQueries() {
        let account = "probe-gaps-token"
        _ = SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account] as CFDictionary)
        let add: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account,
                                  kSecValueData as String: Data("secret".utf8), kSecAttrSynchronizable as String: kCFBooleanFalse!]
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account,
                                    kSecReturnData as String: kCFBooleanTrue!, kSecMatchLimit as String: kSecMatchLimitOne,
                                    kSecUseDataProtectionKeychain as String: kCFBooleanTrue as Any]
        var result: AnyObject?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "secret")
        var attributesQuery = query
        attributesQuery[kSecReturnAttributes as String] = kCFBooleanTrue as Any
        var attributes: AnyObject?
        #expect(SecItemCopyMatching(attributesQuery as CFDictionary, &attributes) == errSecSuccess)
        #expect((attributes as? [String: Any])?[kSecAttrAccount as String] as? String == account)
        #expect(CFBooleanGetValue(kCFBooleanTrue) && !CFBooleanGetValue(kCFBooleanFalse))
        #expect(SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account] as CFDictionary) == errSecSuccess)
    }
}
