import SwiftUI

/// The list editor's color picker (the book's `ColorPicker`, chapter 5): the hue/saturation
/// wheel with its brightness bar, then a swatch for each predefined color.
///
/// As written: swatches share one row capped at 40 pt tall, with no labels and no selected
/// state; the wheel has no accessibility at all. Fixed: two rows of 44 pt swatches, each named
/// ("Blue") and marked selected, and the wheel and bar labelled as adjustable controls.
struct ListColorPicker: View {
    let selection: ListColor
    let variant: AppVariant

    /// The wheel's hues, left to right (a stand-in for the book's angular gradient).
    private static let wheelGradient = LinearGradient(colors: [.red, .yellow, .green, .teal, .blue, .purple, .red],
                                                      startPoint: .leading, endPoint: .trailing)

    var body: some View {
        VStack(spacing: 16) {
            wheel
            switch variant {
            case .asWritten:
                HStack {
                    ForEach(ListColor.predefined, id: \.self) { color in
                        Button(action: {}) { color.color }.clipShape(Circle())
                    }
                }
                .frame(maxHeight: 40)
            case .fixed:
                VStack(spacing: 12) {
                    ForEach([Array(ListColor.predefined.prefix(4)), Array(ListColor.predefined.dropFirst(4))], id: \.self) { row in
                        HStack(spacing: 12) {
                            ForEach(row, id: \.self) { color in swatch(color) }
                        }
                    }
                }
            }
        }
    }

    private func swatch(_ color: ListColor) -> some View {
        Button(action: {}) { color.color.frame(width: 44, height: 44) }
            .clipShape(Circle())
            .accessibilityLabel(Text(color.localizedName))
            .accessibilityAddTraits(color == selection ? .isSelected : [])
    }

    @ViewBuilder private var wheel: some View {
        let circle = Circle().fill(Self.wheelGradient)
        let bar = RoundedRectangle(cornerRadius: 4)
            .fill(LinearGradient(colors: [selection.color, .black], startPoint: .top, endPoint: .bottom))
        switch variant {
        case .asWritten:
            HStack(spacing: 16) {
                circle
                bar.padding(.vertical, 30).frame(maxWidth: 30)
            }
            .frame(height: 260)
        case .fixed:
            HStack(spacing: 16) {
                circle
                    .accessibilityLabel(Text("Custom Color"))
                    .accessibilityAddTraits(.isAdjustable)
                bar.padding(.vertical, 30).frame(maxWidth: 30)
                    .accessibilityLabel(Text("Brightness"))
                    .accessibilityAddTraits(.isAdjustable)
            }
            .frame(height: 260)
        }
    }
}
