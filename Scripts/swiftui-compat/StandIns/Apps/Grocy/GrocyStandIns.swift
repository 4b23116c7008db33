// Stand-ins for Grocy Mobile's own declarations that the compiled screens reference: the SwiftData
// model of a store (the real one is a SwiftData `@Model` class; here an `@Observable` one), the view model, the logger and helpers.
import SwiftData
import SwiftUI

@Observable
final class MDStore: PersistentModel, Identifiable, Hashable, Codable {
    var id: Int
    var name: String
    var active: Bool
    var mdStoreDescription: String
    var rowCreatedTimestamp: String

    init(id: Int, name: String, active: Bool, mdStoreDescription: String = "", rowCreatedTimestamp: String) {
        self.id = id
        self.name = name
        self.active = active
        self.mdStoreDescription = mdStoreDescription
        self.rowCreatedTimestamp = rowCreatedTimestamp
    }

    enum CodingKeys: String, CodingKey {
        case id, name, active
        case mdStoreDescription = "description"
        case rowCreatedTimestamp = "row_created_timestamp"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        active = try container.decode(Bool.self, forKey: .active)
        mdStoreDescription = try container.decode(String.self, forKey: .mdStoreDescription)
        rowCreatedTimestamp = try container.decode(String.self, forKey: .rowCreatedTimestamp)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(active, forKey: .active)
        try container.encode(mdStoreDescription, forKey: .mdStoreDescription)
        try container.encode(rowCreatedTimestamp, forKey: .rowCreatedTimestamp)
    }

    static func == (lhs: MDStore, rhs: MDStore) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

typealias MDStores = [MDStore]

enum ObjectEntities: String, Codable, CaseIterable {
    case shopping_locations, products, locations
}

struct SuccessfulCreationMessage: Codable {
    var createdObjectID: Int
}

@Observable
final class GrocyViewModel {
    var mdStores: MDStores = []
    var failedToLoadObjects = Set<ObjectEntities>()
    var failedToLoadErrors: [Error] = []

    func requestData(objects: [ObjectEntities]? = nil) async {}
    func findNextID(_ object: ObjectEntities) -> Int { (mdStores.map(\.id).max() ?? 0) + 1 }
    func postMDObject<T: Codable>(object: ObjectEntities, content: T) async throws -> SuccessfulCreationMessage {
        SuccessfulCreationMessage(createdObjectID: 1)
    }
    func putMDObjectWithID<T: Codable>(object: ObjectEntities, id: Int, content: T) async throws {}
    func deleteMDObject(object: ObjectEntities, id: Int) async throws {}
    func retryFailedRequests() async {}
}

enum GrocyLogger {
    static func error(_ message: String) {}
    static func info(_ message: String) {}
}

extension Date {
    var iso8601withFractionalSeconds: String { ISO8601DateFormatter().string(from: self) }
}

/// The app's filled button look (declared outside the compiled files).
struct FilledButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Capsule().fill(Color.accentColor))
            .foregroundStyle(.white)
    }
}
