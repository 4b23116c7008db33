import Foundation
import StandInCloudKit
import StandInCoreData
import StandInCoreImage
import StandInPhotos
import StandInVision
import Testing

/// A class as `l10n check --app` generates it (entity names are this suite's own, as the
/// in-memory store and the model are shared by the process).
final class P14Recipe: NSManagedObject, @unchecked Sendable {
    var name: String? { get { managedValue(forKey: "name") } set { setManagedValue(newValue, forKey: "name") } }
    var servings: Int16 { get { managedValue(forKey: "servings") } set { setManagedValue(newValue, forKey: "servings") } }
}

/// Data, sync, photo-library and image-analysis code as a real app writes it (gaps a probe of app
/// code found): Core Data batch requests and CloudKit sharing, CloudKit zones, users and the sync
/// engine, photo-library observers and caching, Core Image reductions, Vision face detection.
@Suite("Probe 14: data and sync stand-ins", .serialized)
struct ProbeFourteenDataStandInTests {
    init() {
        ManagedModelRegistry.register([
            ManagedEntityModel(name: "P14Recipe", className: "P14Recipe", defaults: ["servings": Int16(2)], make: { P14Recipe(entity: $0, insertInto: $1) }),
        ])
    }

    /// An importer as apps write one: a batch insert, its IDs merged into the view context.
    struct RecipeImporter {
        let container: NSPersistentCloudKitContainer

        func importRecipes(_ names: [String]) throws -> [NSManagedObjectID] {
            let context = container.newBackgroundContext()
            let request = NSBatchInsertRequest(entityName: "P14Recipe", objects: names.map { ["name": $0, "servings": 4] })
            request.resultType = .objectIDs
            let ids = (try context.execute(request) as? NSBatchInsertResult)?.result as? [NSManagedObjectID] ?? []
            NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSInsertedObjectsKey: ids], into: [container.viewContext])
            return ids
        }

        func importStreamed(_ names: [String]) throws -> Int {
            var index = 0
            let request = NSBatchInsertRequest(entity: P14Recipe.entity()) { (dictionary: NSMutableDictionary) -> Bool in
                guard index < names.count else { return true }
                dictionary["name"] = names[index]
                index += 1
                return false
            }
            request.resultType = .count
            return (try container.viewContext.execute(request) as? NSBatchInsertResult)?.result as? Int ?? -1
        }

        func deleteAll() throws -> [NSManagedObjectID] {
            let delete = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<NSFetchRequestResult>(entityName: "P14Recipe"))
            delete.resultType = .resultTypeObjectIDs
            let ids = (try container.viewContext.execute(delete) as? NSBatchDeleteResult)?.result as? [NSManagedObjectID] ?? []
            NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: ids], into: [container.viewContext])
            return ids
        }

        func share(_ recipe: NSManagedObject) async throws -> CKShare {
            let (_, share, _) = try await container.share([recipe], to: nil)
            share[CKShare.SystemFieldKey.title] = "Shared Recipe"
            return share
        }
    }

    @Test("A batch insert really inserts (values, model defaults, IDs, count); a batch delete returns the deleted IDs")
    func batchInsertAndDelete() throws {
        let container = NSPersistentCloudKitContainer(name: "Recipes")
        let options = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.com.example.recipes")
        options.databaseScope = .public
        container.persistentStoreDescriptions.first?.cloudKitContainerOptions = options
        #expect(container.persistentStoreDescriptions.first?.cloudKitContainerOptions?.databaseScope == .public)
        let importer = RecipeImporter(container: container)
        let ids = try importer.importRecipes(["Soup", "Bread"])
        #expect(ids.count == 2)
        let request = NSFetchRequest<P14Recipe>(entityName: "P14Recipe")
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let fetched = try container.viewContext.fetch(request)
        #expect(fetched.map(\.name) == ["Bread", "Soup"])
        #expect(fetched.map(\.servings) == [4, 4])
        #expect(Set(fetched.map(\.objectID)) == Set(ids))
        #expect(try importer.importStreamed(["Tea"]) == 1)
        let tea = try container.viewContext.fetch(request).first { $0.name == "Tea" }
        #expect(tea?.servings == 2, "the model's default is set on a batch-inserted object")
        let deleted = try importer.deleteAll()
        #expect(deleted.count == 3 && Set(ids).isSubset(of: Set(deleted)))
        #expect(try container.viewContext.count(for: request) == 0)
    }

    @Test("Sharing a Core Data object throws in a preview: there is no iCloud account")
    func shareThrows() async throws {
        let container = NSPersistentCloudKitContainer(name: "Recipes")
        let recipe = P14Recipe(context: container.viewContext)
        defer { container.viewContext.delete(recipe) }
        await #expect(throws: CKError.self) { try await RecipeImporter(container: container).share(recipe) }
        let share = CKShare(rootRecord: CKRecord(recordType: "Recipe"))
        share[CKShare.SystemFieldKey.title] = "Dinner"
        share.publicPermission = .readOnly
        #expect(share[CKShare.SystemFieldKey.title] as? String == "Dinner")
        #expect(share.participants.map(\.role) == [.owner] && share.url == nil)
        #expect(share.recordType == CKRecord.SystemType.share)
    }

    /// A sync store as apps write one for iOS 17's `CKSyncEngine`.
    actor SyncStore: CKSyncEngineDelegate {
        private(set) var engine: CKSyncEngine?
        private var records: [CKRecord.ID: CKRecord] = [:]
        private(set) var events = 0

        func start() {
            let configuration = CKSyncEngine.Configuration(database: CKContainer.default().privateCloudDatabase, stateSerialization: nil, delegate: self)
            engine = CKSyncEngine(configuration)
        }
        func save(_ record: CKRecord) {
            records[record.recordID] = record
            engine?.state.add(pendingRecordZoneChanges: [.saveRecord(record.recordID)])
        }
        func handleEvent(_ event: CKSyncEngine.Event, syncEngine: CKSyncEngine) async {
            events += 1
            switch event {
            case .stateUpdate(let update): _ = try? JSONEncoder().encode(update.stateSerialization)
            case .fetchedRecordZoneChanges(let changes):
                for modification in changes.modifications { records[modification.record.recordID] = modification.record }
                for deletion in changes.deletions { records[deletion.recordID] = nil }
            case .sentRecordZoneChanges(let sent): for failure in sent.failedRecordSaves { _ = failure.error.code }
            default: break
            }
        }
        func nextRecordZoneChangeBatch(_ context: CKSyncEngine.SendChangesContext, syncEngine: CKSyncEngine) async -> CKSyncEngine.RecordZoneChangeBatch? {
            let pending = syncEngine.state.pendingRecordZoneChanges.filter { context.options.scope.contains($0) }
            return await CKSyncEngine.RecordZoneChangeBatch(pendingChanges: pending) { id in self.records[id] }
        }
        func batch() async -> CKSyncEngine.RecordZoneChangeBatch? {
            guard let engine else { return nil }
            return await CKSyncEngine.RecordZoneChangeBatch(pendingChanges: engine.state.pendingRecordZoneChanges) { id in self.records[id] }
        }
    }

    @Test("The sync engine keeps pending changes, but fetching and sending throw: no account")
    func syncEngine() async throws {
        let store = SyncStore()
        await store.start()
        let zoneID = CKRecordZone.ID(zoneName: "Notes", ownerName: CKCurrentUserDefaultName)
        let note = CKRecord(recordType: "Note", recordID: CKRecord.ID(recordName: "n1", zoneID: zoneID))
        await store.save(note)
        await store.save(note)
        let engine = try #require(await store.engine)
        #expect(engine.state.pendingRecordZoneChanges == [.saveRecord(CKRecord.ID(recordName: "n1", zoneID: zoneID))])
        #expect(await store.batch()?.recordsToSave.first === note)
        await #expect(throws: CKError.self) { try await engine.fetchChanges() }
        await #expect(throws: CKError.self) { try await engine.sendChanges() }
        let events = await store.events
        #expect(engine.state.pendingRecordZoneChanges.count == 1 && events == 0, "changes stay pending; no events come")
        let database = CKContainer.default().privateCloudDatabase
        await #expect(throws: CKError.self) { try await database.modifyRecordZones(saving: [CKRecordZone(zoneID: zoneID)], deleting: []) }
        await #expect(throws: CKError.self) { try await database.save(CKDatabaseSubscription(subscriptionID: "changes")) }
        await #expect(throws: CKError.self) { try await CKContainer.default().userRecordID() }
        #expect(CKError(.partialFailure).partialErrorsByItemID == nil)
    }

    /// A photo-library model as apps write one.
    final class LibraryModel: NSObject, PHPhotoLibraryChangeObserver, @unchecked Sendable {
        let cache = PHCachingImageManager()
        private(set) var changes = 0
        private(set) var assets: [PHAsset] = []
        func start() {
            PHPhotoLibrary.shared().register(self)
            let result = PHAsset.fetchAssets(with: PHFetchOptions())
            result.enumerateObjects { asset, _, _ in self.assets.append(asset) }
            cache.startCachingImages(for: assets, targetSize: CGSize(width: 200, height: 200), contentMode: .aspectFill, options: nil)
        }
        func stop() { PHPhotoLibrary.shared().unregisterChangeObserver(self) }
        func photoLibraryDidChange(_ changeInstance: PHChange) { changes += 1 }
        func isDegraded(_ info: [AnyHashable: Any]?) -> Bool { (info?[PHImageResultIsDegradedKey] as? Bool) ?? false }
    }

    @Test("A change observer is registered, the library is empty and changes fail, so it is never told")
    func photoLibraryObserver() async {
        let model = LibraryModel()
        let before = PHPhotoLibrary.shared().registeredChangeObserverCount
        model.start()
        #expect(PHPhotoLibrary.shared().registeredChangeObserverCount == before + 1)
        #expect(model.assets.isEmpty && !model.isDegraded(nil))
        let asset = PHAsset()
        let request = PHAssetChangeRequest(for: asset)
        request.isFavorite = !asset.isFavorite
        #expect(request.isFavorite)
        await #expect(throws: (any Error).self) {
            try await PHPhotoLibrary.shared().performChanges { PHAssetChangeRequest(for: asset).isFavorite = true }
        }
        #expect(model.changes == 0)
        model.stop()
        #expect(PHPhotoLibrary.shared().registeredChangeObserverCount == before)
    }

    @Test("Core Image: an area average is a 1×1 image; a clamped image has an infinite extent until cropped")
    func coreImage() {
        let image = CIImage(extent: CGRect(x: 0, y: 0, width: 40, height: 30))
        let average = CIFilter.areaAverage()
        average.inputImage = image
        average.extent = image.extent
        #expect(average.outputImage?.extent == CGRect(x: 0, y: 0, width: 1, height: 1))
        let sharpen = CIFilter.sharpenLuminance()
        sharpen.inputImage = image
        sharpen.sharpness = 0.8
        #expect(sharpen.sharpness == 0.8 && sharpen.outputImage?.extent == image.extent)
        let context = CIContext(options: [.useSoftwareRenderer: false, .cacheIntermediates: false])
        var pixel = [UInt8](repeating: 7, count: 4)
        if let output = average.outputImage {
            context.render(output, toBitmap: &pixel, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: .RGBA8, colorSpace: nil)
        }
        #expect(pixel == [7, 7, 7, 7], "no pixels are processed")
        let clamped = image.clampedToExtent()
        #expect(clamped.extent.isInfinite && context.createCGImage(clamped, from: clamped.extent) == nil)
        #expect(context.createCGImage(clamped.cropped(to: image.extent), from: image.extent)?.width == 40)
    }

    @Test("Vision: a face request finds nothing, typed as Apple types it; the completion handler is called")
    func visionFaces() throws {
        let image = CGImage(width: 8, height: 8)
        let faces = VNDetectFaceRectanglesRequest()
        let codes = VNDetectBarcodesRequest()
        nonisolated(unsafe) var completed = false
        let text = VNRecognizeTextRequest { request, error in completed = error == nil && (request.results as? [VNRecognizedTextObservation])?.isEmpty == true }
        text.minimumTextHeight = 0.02
        #expect(faces.results == nil, "no results before the request runs")
        try VNImageRequestHandler(cgImage: image).perform([faces, codes, text])
        let found: [VNFaceObservation] = faces.results ?? [VNFaceObservation()]
        let payloads = (codes.results ?? []).compactMap(\.payloadStringValue)
        #expect(found.isEmpty && payloads.isEmpty && completed)
    }
}
