#if os(Linux)
import Foundation

/// A picker of several dates (SwiftUI's `MultiDatePicker`): drawn as iOS draws it, a month's
/// calendar, titled by its label for VoiceOver.
nonisolated public struct MultiDatePicker<Label: View>: View {
    private let label: Label

    /// A picker with a custom label.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker with a custom label, of dates in `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker with a custom label, of dates from `bounds`' start.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker with a custom label, of dates before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        DatePicker(selection: .constant(FixedClock.referenceDate), displayedComponents: [.date]) { label }
            .datePickerStyle(.graphical)
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.label = Text(titleKey)
    }

    /// A picker titled with a localized key, of dates in `bounds`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.label = Text(titleKey)
    }

    /// A picker titled with a localized key, of dates from `bounds`' start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.label = Text(titleKey)
    }

    /// A picker titled with a localized key, of dates before `bounds`' end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.label = Text(titleKey)
    }

    /// A picker titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.label = Text(title)
    }
}
#endif
