import SwiftUI
import Testing

/// A form row as apps write it: an icon and a title, and a text field with no title of its own.
private struct TitledField: View {
    var title: LocalizedStringKey
    @State private var text = ""

    var body: some View {
        LabeledContent {
            TextField("", text: $text)
        } label: {
            HStack {
                Image(systemName: "tag")
                Text(title)
            }
        }
    }
}

/// `LabeledContent` as iOS draws and reads it: side by side at the default sizes, the value under
/// the label at accessibility sizes, and its label read for the control it holds.
@Suite struct LabeledContentTests {
    private func layout(_ view: some View, size: ContentSizeCategory = .large, device: Device = .iPhoneSE) -> LaidOutScreen {
        ScreenLayout().layout(Form { view }, name: "row", in: ScreenConfiguration(device: device, sizeCategory: size))
    }

    /// The field, made on the main actor as SwiftUI makes a view with `@State`, laid out in a form.
    private func layoutTitledField(size: ContentSizeCategory = .large) -> LaidOutScreen {
        ScreenLayout().layout(name: "row", in: ScreenConfiguration(device: .iPhoneSE, sizeCategory: size)) {
            Form { TitledField(title: "Description") }
        }
    }

    @Test func aTextFieldInLabeledContentReadsTheLabel() throws {
        let tree = layoutTitledField().accessibilityTree
        let field = try #require(tree.elements.first { $0.kind == .textField })
        #expect(field.label == "Description")
    }

    @Test func aTextFieldWithoutATitleOutsideLabeledContentHasNoLabel() throws {
        let tree = layout(TextField("", text: .constant(""))).accessibilityTree
        let field = try #require(tree.elements.first { $0.kind == .textField })
        #expect(field.label == nil || field.label == "")
    }

    @Test func aControlsOwnTitleWinsOverTheLabel() throws {
        let row = LabeledContent { TextField("Name", text: .constant("")) } label: { Text("Description") }
        let field = try #require(layout(row).accessibilityTree.elements.first { $0.kind == .textField })
        #expect(field.label == "Name")
    }

    @Test func labelAndValueSitSideBySideAtTheDefaultSize() throws {
        let screen = layout(LabeledContent("Description", value: "Groceries"))
        let label = try #require(screen.texts.first { $0.text == "Description" })
        let value = try #require(screen.texts.first { $0.text == "Groceries" })
        #expect(label.frame.minY < value.frame.maxY && value.frame.minY < label.frame.maxY)
        #expect(value.frame.minX > label.frame.maxX)
    }

    @Test func atAccessibilitySizesTheValueGoesUnderTheLabelWhole() throws {
        let screen = layoutTitledField(size: .accessibilityExtraExtraExtraLarge)
        let label = try #require(screen.texts.first { $0.text == "Description" })
        let field = try #require(screen.allElements.first { $0.kind == .textField })
        #expect(!label.isTruncated)
        #expect(label.lines.count == 1)
        #expect(field.frame.minY >= label.frame.maxY)
    }
}
