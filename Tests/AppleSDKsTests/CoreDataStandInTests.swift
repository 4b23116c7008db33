import Foundation
import StandInAppleFoundation
import StandInCoreData
import Testing

/// Classes as `l10n check --app` generates them, over the stand-in's storage (entity names are
/// this suite's own: the in-memory store and the model are shared by the process).
final class CDTLibrary: NSManagedObject, @unchecked Sendable {
    var name: String? { get { managedValue(forKey: "name") } set { setManagedValue(newValue, forKey: "name") } }
    var volumes: NSSet? { get { managedValue(forKey: "volumes") } set { setManagedValue(newValue, forKey: "volumes") } }
    func addToVolumes(_ value: CDTVolume) { performManagedAccessor("addToVolumes", value) }
    func removeFromVolumes(_ value: CDTVolume) { performManagedAccessor("removeFromVolumes", value) }
}

class CDTVolume: NSManagedObject, @unchecked Sendable {
    var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
    var pages: Int16 { get { managedValue(forKey: "pages") } set { setManagedValue(newValue, forKey: "pages") } }
    var library: CDTLibrary? { get { managedValue(forKey: "library") } set { setManagedValue(newValue, forKey: "library") } }
}

final class CDTAtlas: CDTVolume, @unchecked Sendable {}

@Suite("Core Data stand-in: storage, relationships and fetches", .serialized)
struct CoreDataStandInTests {
    init() {
        ManagedModelRegistry.register([
            ManagedEntityModel(name: "CDTLibrary", className: "CDTLibrary", relationships: [
                "volumes": ManagedRelationshipModel(destination: "CDTVolume", inverse: "library", isToMany: true, isOrdered: false, cascades: true),
            ]),
            ManagedEntityModel(name: "CDTVolume", className: "CDTVolume", defaults: ["pages": Int16(100)], relationships: [
                "library": ManagedRelationshipModel(destination: "CDTLibrary", inverse: "volumes", isToMany: false, isOrdered: false),
            ]),
            ManagedEntityModel(name: "CDTAtlas", className: "CDTAtlas", parent: "CDTVolume", make: { CDTAtlas(entity: $0, insertInto: $1) }),
        ])
    }

    @Test("Values are kept by key; scalars read zero, then what was set; the model's defaults are set on insert")
    func storage() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let volume = CDTVolume(context: context)
        #expect(volume.title == nil && volume.pages == 100)
        volume.title = "Dune"
        volume.pages = 412
        #expect(volume.title == "Dune" && volume.pages == 412 && volume.value(forKey: "title") as? String == "Dune")
        volume.title = nil
        #expect(volume.title == nil)
        let atlas = CDTAtlas(context: context)
        #expect(atlas.pages == 100, "a sub-entity gets its parent's defaults")
        context.delete(volume)
        context.delete(atlas)
    }

    @Test("Setting either side of a relationship updates its inverse; accessors work on the set")
    func relationships() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let library = CDTLibrary(context: context), other = CDTLibrary(context: context)
        let one = CDTVolume(context: context), two = CDTVolume(context: context)
        one.library = library
        #expect(library.volumes?.count == 1 && (library.volumes?.anyObject() as? CDTVolume) === one)
        library.addToVolumes(two)
        #expect(two.library === library && library.volumes?.count == 2)
        two.library = other
        #expect(library.volumes?.count == 1 && other.volumes?.count == 1)
        other.removeFromVolumes(two)
        #expect(two.library == nil && other.volumes?.count == 0)
        context.delete(one)
        #expect(library.volumes?.count == 0 && one.library == nil, "a deleted object leaves its relationships")
        library.addToVolumes(two)
        context.delete(library)
        let request = NSFetchRequest<CDTVolume>(entityName: "CDTVolume")
        #expect((try? context.fetch(request))?.contains { $0 === two } == false, "the Cascade rule deletes the library's volumes")
        for object in [other, one, two] { context.delete(object) }
    }

    @Test("A fetch includes sub-entities, filters by simple predicates and sorts by key and key path")
    func fetch() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        var inserted: [NSManagedObject] = []
        for (title, pages, isAtlas) in [("Dune", 412, false), ("Atlas of Rivers", 80, true), ("Leaflet", 4, false)] {
            let volume = isAtlas ? CDTAtlas(context: context) : CDTVolume(context: context)
            volume.title = title
            volume.pages = Int16(pages)
            inserted.append(volume)
        }
        defer { for object in inserted { context.delete(object) } }
        let request = NSFetchRequest<CDTVolume>(entityName: "CDTVolume")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try context.fetch(request).map(\.title) == ["Atlas of Rivers", "Dune", "Leaflet"])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \CDTVolume.pages, ascending: false)]
        #expect(try context.fetch(request).map(\.title) == ["Dune", "Atlas of Rivers", "Leaflet"])
        request.predicate = NSPredicate(format: "pages > %d AND title CONTAINS[c] %@", 10, "u")
        #expect(try context.fetch(request).map(\.title) == ["Dune"])
        request.predicate = NSPredicate(format: "title BEGINSWITH 'L' OR pages == 80")
        #expect(try context.fetch(request).map(\.title) == ["Atlas of Rivers", "Leaflet"])
        let made = NSEntityDescription.insertNewObject(forEntityName: "CDTAtlas", into: context)
        inserted.append(made)
        #expect(made is CDTAtlas && made.entity.name == "CDTAtlas" && (made as? CDTAtlas)?.pages == 100)
        (made as? CDTAtlas)?.title = "Zoo atlas"
        #expect(try context.fetch(NSFetchRequest<CDTAtlas>(entityName: "CDTAtlas")).count == 2)
        context.delete(made)
        request.predicate = NSPredicate(format: "title IN %@", ["Dune", "Leaflet", "Missing"])
        #expect(try context.fetch(request).map(\.title) == ["Dune", "Leaflet"])
        request.predicate = NSPredicate(format: "NOT (pages >= 80)")
        #expect(try context.fetch(request).map(\.title) == ["Leaflet"])
        request.predicate = NSPredicate(format: "(%K == %@)", "title", "Dune")
        #expect(try context.fetch(request).map(\.title) == ["Dune"])
        let atlases = NSFetchRequest<CDTAtlas>(entityName: "CDTAtlas")
        #expect(try context.fetch(atlases).map(\.title) == ["Atlas of Rivers"])
    }
}

@Suite("Core Data stand-in: @FetchRequest", .serialized)
struct CoreDataFetchRequestTests {
    @Test("@FetchRequest orders by Swift sort descriptors and by NSSortDescriptor, and filters")
    func fetchRequestWrapper() {
        ManagedModelRegistry.register([ManagedEntityModel(name: "CDTCard", className: "CDTCard")])
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let cards = ["b", "c", "a"].map { word -> CDTCard in
            let card = CDTCard(context: context)
            card.word = word
            return card
        }
        defer { for card in cards { context.delete(card) } }
        let swiftOrder = FetchRequest<CDTCard>(sortDescriptors: [SortDescriptor(\CDTCard.word, order: .reverse)])
        #expect(swiftOrder.wrappedValue.map(\.word) == ["c", "b", "a"])
        let keyOrder = FetchRequest<CDTCard>(sortDescriptors: [NSSortDescriptor(key: "word", ascending: true)], predicate: NSPredicate(format: "word != 'b'"))
        #expect(keyOrder.wrappedValue.map(\.word) == ["a", "c"])
    }
}

final class CDTCard: NSManagedObject, @unchecked Sendable {
    var word: String? { get { managedValue(forKey: "word") } set { setManagedValue(newValue, forKey: "word") } }
}

extension CoreDataFetchRequestTests {
    @Test("A predicate set through the projected configuration applies to the next fetch")
    func configuration() {
        ManagedModelRegistry.register([ManagedEntityModel(name: "CDTCard", className: "CDTCard")])
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let cards = ["tea", "toast"].map { word -> CDTCard in
            let card = CDTCard(context: context)
            card.word = word + "-cfg"
            return card
        }
        defer { for card in cards { context.delete(card) } }
        let request = FetchRequest<CDTCard>(sortDescriptors: [], predicate: NSPredicate(format: "word ENDSWITH %@", "-cfg"))
        #expect(request.wrappedValue.count == 2)
        request.projectedValue.nsPredicate = NSPredicate(format: "word BEGINSWITH[c] %@", "TOA")
        #expect(request.wrappedValue.map(\.word) == ["toast-cfg"])
        // The results change their own request too (iOS 15), and take Swift sort descriptors.
        let results = request.wrappedValue
        results.nsPredicate = NSPredicate(format: "word ENDSWITH %@", "-cfg")
        results.sortDescriptors = [SortDescriptor(\.word, order: .reverse)]
        #expect(request.wrappedValue.map(\.word) == ["toast-cfg", "tea-cfg"])
    }
}

extension CoreDataFetchRequestTests {
    @Test("@SectionedFetchRequest groups consecutive objects of the fetch's order by the key path")
    func sections() {
        ManagedModelRegistry.register([ManagedEntityModel(name: "CDTCard", className: "CDTCard")])
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let cards = ["pear-sec", "apple-sec", "plum-sec"].map { word -> CDTCard in
            let card = CDTCard(context: context)
            card.word = word
            return card
        }
        defer { for card in cards { context.delete(card) } }
        let request = SectionedFetchRequest<String, CDTCard>(sectionIdentifier: \CDTCard.initial,
                                                              sortDescriptors: [NSSortDescriptor(key: "word", ascending: true)],
                                                              predicate: NSPredicate(format: "word ENDSWITH %@", "-sec"))
        #expect(request.wrappedValue.map(\.id) == ["a", "p"])
        #expect(request.wrappedValue.last?.map(\.word) == ["pear-sec", "plum-sec"])
    }
}

extension CDTCard {
    var initial: String { String((word ?? "").prefix(1)) }
}
