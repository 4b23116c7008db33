import Foundation
import SwiftData

// The app's schema history and a background importer, as SwiftData apps declare them: the
// fixture compiles them, so a file declaring its models in a versioned schema is not left out.

enum VisitSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Visit.self] }
}

enum VisitMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [VisitSchemaV1.self] }
    static var stages: [MigrationStage] { [] }
}

@ModelActor
actor VisitImporter {
    func count() throws -> Int {
        try modelContext.fetchCount(FetchDescriptor<Visit>())
    }
}

extension Visit {
    /// The visit's identity, for selections that outlive the object.
    var identity: PersistentIdentifier { persistentModelID }
}
