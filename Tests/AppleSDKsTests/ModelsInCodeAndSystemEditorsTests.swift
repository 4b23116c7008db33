import Foundation
import StandInCoreData
import StandInEventKitUI
import StandInMapKit
import StandInMediaPlayer
import StandInStoreKit
import StandInUIKit
import StandInWidgetKit
import SwiftUI
import Testing

/// A Core Data model built in code, the system's event editors, store icons, route lines, media
/// keys and images of Core Graphics ones at a scale, as apps write them.
@MainActor
@Suite struct ModelsInCodeAndSystemEditorsTests {
    @Test func aModelBuiltInCodeKeepsItsAttributesByName() throws {
        let entity = NSEntityDescription()
        entity.name = "Expense"
        func attribute(_ name: String, _ type: NSAttributeType) -> NSAttributeDescription {
            let attribute = NSAttributeDescription()
            attribute.name = name
            attribute.attributeType = type
            return attribute
        }
        let receipts = NSRelationshipDescription()
        receipts.name = "receipts"
        entity.properties = [attribute("id", .UUIDAttributeType), attribute("amount", .doubleAttributeType), receipts]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        #expect(entity.attributesByName["amount"]?.attributeType == .doubleAttributeType)
        #expect(entity.relationshipsByName["receipts"]?.isToMany == true)
        #expect(entity.attributesByName.count == 2)
    }

    @Test func sectionedResultsTakeANewPredicate() {
        let request = SectionedFetchRequest<String, NSManagedObject>(entity: NSEntityDescription(), sectionIdentifier: \.entity.name!,
                                                                      sortDescriptors: [])
        let sections = request.wrappedValue
        sections.nsPredicate = NSPredicate(format: "amount > 10")
        #expect(request.projectedValue.nsPredicate != nil)
        sections.nsSortDescriptors = [NSSortDescriptor(key: "amount", ascending: false)]
        #expect(sections.nsSortDescriptors.count == 1)
    }

    @Test func theEventEditorIsAPlaceholderThatNeverCloses() {
        let store = EKEventStore()
        let editor = EKEventEditViewController()
        editor.eventStore = store
        editor.event = EKEvent(eventStore: store)
        let chooser = EKCalendarChooser(selectionStyle: .multiple, displayStyle: .writableCalendarsOnly, eventStore: store)
        #expect(chooser.selectedCalendars.isEmpty)
        #expect(EKEventViewController().allowsEditing)
    }

    @Test func storeIconsRouteLinesMediaKeysAndScaledImagesCompile() throws {
        let store = StoreView(ids: ["pro", "plus"]) { product in Text(verbatim: product.displayName) }
        _ = store.body
        _ = MapPolyline(MKPolyline(coordinates: [], count: 0))
        #expect(MPMediaItemPropertyIsCloudItem == "isCloudItem")
        let image = UIImage(cgImage: CGImage(width: 300, height: 150), scale: 3, orientation: .up)
        #expect(image.size == CGSize(width: 100, height: 50))
        _ = Text(verbatim: "12 min").dynamicIsland(verticalPlacement: .belowIfTooWide)
    }
}
