import Testing
@testable import SourceScan

/// Literals that take a key type from the declaration they are given to, as Xcode extracts them:
/// App Intents' display representations in every form, and literals assigned to (or defaulting)
/// a property, local or parameter declared as a key type.
@Suite struct KeyTypedDeclarationTests {
    @Test func appIntentsDisplayRepresentationsAreKeysInEveryForm() {
        let result = scan("""
            enum Mood: String, AppEnum {
                case happy, sad, calm, tired
                static var typeDisplayRepresentation: TypeDisplayRepresentation = .init(name: "Mood kind")
                static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                    .happy: "Happy",
                    .sad: .init(title: "Sad", subtitle: "Feeling down"),
                    .calm: DisplayRepresentation(title: "Calm", subtitle: "At peace"),
                    .tired: .init(title: "Tired"),
                ]
            }
            enum Size: String, AppEnum {
                case small, large
                static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(name: "Size kind") }
                static var caseDisplayRepresentations: [Size: DisplayRepresentation] {
                    [.small: .init(title: "Small size"), .large: "Large size"]
                }
            }
            struct Entry: AppEntity {
                static var title: LocalizedStringResource { "Entry" }
                var displayRepresentation: DisplayRepresentation {
                    switch kind {
                    case .plain: .init(title: "Plain entry")
                    case .rich: DisplayRepresentation(title: "Rich entry", subtitle: "With pictures")
                    }
                }
                func representation(count: Int) -> DisplayRepresentation {
                    if count == 0 { return .init(title: "No entry") }
                    return .init(title: "Some entries")
                }
            }
            """)
        #expect(Set(result.strings.map(\.key)) == [
            "Mood kind", "Happy", "Sad", "Feeling down", "Calm", "At peace", "Tired",
            "Size kind", "Small size", "Large size", "Entry", "Plain entry", "Rich entry", "With pictures",
            "No entry", "Some entries",
        ])
        #expect(result.strings.count == 16, "each literal once: \(result.strings.map(\.key))")
        #expect(result.strings.first { $0.key == "Sad" }?.call == "DisplayRepresentation")
    }

    @Test func aDictionarysKeysAndOtherTypesValuesAreNoKeys() {
        let found = keys("""
            enum Kind: String {
                case a
                static var names: [String: String] = ["Alpha": .init("Beta")]
                static var titles: [Kind: Label] = [.a: .init(title: "Not a key")]
                func label() -> String { .init("Plain") }
            }
            """)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func literalsAssignedToAKeyTypedDeclarationAreKeys() {
        let result = scan("""
            typealias Copy = LocalizedStringResource
            struct Row {
                var id: String
                var label: LocalizedStringKey?
                var resource: LocalizedStringResource? = "Resource default"
                var value: String.LocalizationValue?
                var copy: Copy?
                var note: String = "Plain note"
            }
            struct Banner: View {
                var title: LocalizedStringKey? = "Banner default"
                @State private var status: LocalizedStringKey = "Idle"
                var body: some View { Text(status) }
                mutating func update(row: inout Row, isOn: Bool) {
                    status = "Working"
                    self.status = isOn ? "On" : "Off"
                    row.label = "Row label"
                    row.resource = "Row resource"
                    row.value = "Row value"
                    row.copy = "Row copy"
                    row.note = "Still plain"
                    row.id = "row-1"
                    var local: LocalizedStringKey? = nil
                    local = "Local text"
                    var plain = ""
                    plain = "Plain local"
                }
            }
            func show(message: LocalizedStringKey? = "Default message", plain: String = "Not a key") {}
            """)
        #expect(Set(result.strings.map(\.key)) == [
            "Resource default", "Banner default", "Idle", "Working", "On", "Off", "Row label", "Row resource",
            "Row value", "Row copy", "Local text", "Default message",
        ])
        #expect(result.strings.count == 12, "each literal once: \(result.strings.map(\.key))")
        #expect(result.strings.first { $0.key == "Row label" }?.call == "LocalizedStringKey")
        #expect(result.strings.first { $0.key == "Row copy" }?.call == "LocalizedStringResource")
    }
}
