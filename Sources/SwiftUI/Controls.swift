#if os(Linux)
import Foundation

extension Toggle where Label == Text {
    /// A toggle titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>, file: StaticString = #filePath, line: UInt = #line) {
        self.init(isOn: isOn, file: file, line: line) { Text(title, file: file, line: line) }
    }

    /// A toggle titled with a localized resource (iOS 16), looked up where it is shown.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>, file: StaticString = #filePath, line: UInt = #line) {
        self.init(isOn: isOn, file: file, line: line) { Text(titleResource, file: file, line: line) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// A toggle with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>, file: StaticString = #filePath, line: UInt = #line) {
        self.init(isOn: isOn, file: file, line: line) { SwiftUI.Label(titleKey, systemImage: systemImage, file: file, line: line) }
    }
}

/// What a toggle style receives (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public let label: AnyView
    /// The toggle's state, writable.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ.
    public var isMixed = false
}

/// A toggle's look (SwiftUI's `ToggleStyle`): an app's own style draws its toggles; the built-in
/// ones keep the switch look.
public protocol ToggleStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The built-in toggle looks.
nonisolated public struct BuiltInToggleStyle: ToggleStyle, Sendable {
    let name: String
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
    }
}

extension ToggleStyle where Self == BuiltInToggleStyle {
    /// The platform's choice: a switch.
    public static var automatic: BuiltInToggleStyle { BuiltInToggleStyle(name: "automatic") }
    /// A switch.
    public static var `switch`: BuiltInToggleStyle { BuiltInToggleStyle(name: "switch") }
    /// A button that stays pressed while on.
    public static var button: BuiltInToggleStyle { BuiltInToggleStyle(name: "button") }
}

nonisolated extension View {
    /// A look for toggles inside: the app's own style's `makeBody` draws each toggle; the
    /// built-in ones draw the switch.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environmentChange {
            $0.customToggleBody = style is BuiltInToggleStyle ? nil : CustomToggleBody { label, isOn in
                AnyView(style.makeBody(configuration: ToggleStyleConfiguration(label: label, isOn: isOn)))
            }
        }
    }
}

extension Picker {
    /// A picker with its label after the options (`Picker(selection:) { … } label: { … }`).
    public init(selection: Binding<SelectionValue>, file: StaticString = #filePath, line: UInt = #line,
                @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label(), file: file, line: line, content: content)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, file: StaticString = #filePath, line: UInt = #line,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(title, file: file, line: line), file: file, line: line, content: content)
    }

    /// A picker titled with a localized resource (iOS 16), looked up where it is shown.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, file: StaticString = #filePath, line: UInt = #line,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(titleResource, file: file, line: line), file: file, line: line, content: content)
    }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    /// A picker with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                file: StaticString = #filePath, line: UInt = #line, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: SwiftUI.Label(titleKey, systemImage: systemImage, file: file, line: line),
                  file: file, line: line, content: content)
    }
}

/// How a picker draws its options (SwiftUI's `PickerStyle`): `.menu`, `.segmented`, `.inline`,
/// `.wheel`, `.navigationLink`, `.palette`. `.segmented` draws UIKit's segmented control; the
/// others a row with the selection.
public protocol PickerStyle {}

/// The built-in picker styles.
public struct BuiltInPickerStyle: PickerStyle, Sendable, Hashable {
    let name: String
}

extension PickerStyle where Self == BuiltInPickerStyle {
    /// The platform's choice.
    public static var automatic: BuiltInPickerStyle { BuiltInPickerStyle(name: "automatic") }
    /// A menu of options.
    public static var menu: BuiltInPickerStyle { BuiltInPickerStyle(name: "menu") }
    /// Segments side by side.
    public static var segmented: BuiltInPickerStyle { BuiltInPickerStyle(name: "segmented") }
    /// Options inline with the list.
    public static var inline: BuiltInPickerStyle { BuiltInPickerStyle(name: "inline") }
    /// A spinning wheel.
    public static var wheel: BuiltInPickerStyle { BuiltInPickerStyle(name: "wheel") }
    /// A row that pushes a list of options.
    public static var navigationLink: BuiltInPickerStyle { BuiltInPickerStyle(name: "navigationLink") }
    /// A palette of options.
    public static var palette: BuiltInPickerStyle { BuiltInPickerStyle(name: "palette") }
}

nonisolated extension View {
    /// How pickers inside draw their options: segments for `.segmented`, else a row with the selection.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let segmented = (style as? BuiltInPickerStyle)?.name == "segmented"
        return environmentChange { $0.pickerStyle = segmented ? .segmented : .automatic }
    }
}

/// A control that steps a value up and down (SwiftUI's `Stepper`): the label, then − and +.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label

    /// A stepper with custom increment and decrement actions.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// A stepper with custom increment and decrement actions, the label last (iOS 13's current spelling).
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A stepper over `value` by `step`, its label showing the value in `format` (iOS 16).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.label = label()
    }

    /// A stepper over `value` within `bounds` by `step`, its label showing the value in `format` (iOS 16).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.label = label()
    }

    /// A stepper over `value`, within `bounds`, by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A stepper over `value` by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                Image(systemName: "minus").frame(width: 47, height: 32)
                Divider().frame(height: 18)
                Image(systemName: "plus").frame(width: 47, height: 32)
            }
            // UIStepper's glyphs keep their size at every text size, as its segments do.
            .font(Font.system(size: 17, weight: .medium).asSystemControlFont)
            .background(Capsule().fill(Color(.tertiarySystemFill)))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized key, with custom increment and decrement actions.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string, shown as it is, with custom increment and decrement actions.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a localized key, over `value` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper titled with a localized key, over `value`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper titled with a string, over `value` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

/// A control that picks a value on a track (SwiftUI's `Slider`): a full-width track with the knob
/// where the value lies.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public var body: some View {
        HStack {
            minimumValueLabel
            SliderTrack(fraction: fraction)
            maximumValueLabel
        }
    }
}

/// A slider's track and knob.
nonisolated struct SliderTrack: View {
    let fraction: Double

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color(.tertiarySystemFill)).frame(height: 4)
            Circle().fill(Color.white).frame(width: 27, height: 27).shadow(radius: 2)
        }
        .frame(maxWidth: .infinity, minHeight: 27)
        .accessibilityValue(Text(verbatim: "\(Int((fraction * 100).rounded()))%"))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0 ... 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider over `value` within `bounds`, by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with an accessibility label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0 ... 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider by `step` with an accessibility label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider {
    /// A slider with labels for its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0 ... 1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }
}

/// Progress (SwiftUI's `ProgressView`): a spinner when the amount is unknown, a bar otherwise.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let fraction: Double?
    /// A timer's interval, whose fill is read at the render's reference date.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
    /// What the bar's value reads as, under the bar ("3 of 5 files").
    var currentValueLabel: CurrentValueLabel?

    public var body: some View {
        let fraction = timer.map { Self.fraction(of: $0.interval, countsDown: $0.countsDown, at: EnvironmentValues.current.referenceDate) }
            ?? self.fraction
        return VStack(spacing: 8) {
            if let fraction {
                label
                Capsule().fill(Color(.tertiarySystemFill)).frame(height: 4)
                    .accessibilityValue(Text(verbatim: "\(Int((fraction * 100).rounded()))%"))
                currentValueLabel.font(.caption).foregroundStyle(.secondary)
            } else {
                Image(systemName: "rays")
                label.foregroundStyle(.secondary)
            }
        }
    }

    /// How far a timer's bar over `interval` is filled at `date`: what is left when it counts down.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool, at date: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return countsDown ? 0 : 1 }
        let elapsed = min(max(date.timeIntervalSince(interval.lowerBound) / length, 0), 1)
        return countsDown ? 1 - elapsed : elapsed
    }

    /// A bar through `timerInterval`, filled as at the render's reference date, with a custom
    /// label (iOS 16) and the time left under the bar.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label()
        fraction = nil
        timer = (timerInterval, countsDown)
        self.currentValueLabel = currentValueLabel()
    }

    /// A bar at `value` of `total` with a label over it and the value's label under it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label()
        fraction = Self.fraction(value, of: total)
        self.currentValueLabel = currentValueLabel()
    }

    /// How far a bar at `value` of `total` is filled, from 0 to 1; nil (a spinner) without a value.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        value.map { total > 0 ? min(1, max(0, Double($0 / total))) : 0 }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A bar through `timerInterval`, filled as at the render's reference date.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }

    /// A spinner.
    public init() {
        label = nil
        fraction = nil
    }

    /// A bar at `value` of `total`; a spinner when `value` is nil.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = nil
        fraction = Self.fraction(value, of: total)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled with a localized key.
    public init(_ titleKey: LocalizedStringKey) {
        label = Text(titleKey)
        fraction = nil
    }

    /// A spinner titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        label = Text(title)
        fraction = nil
    }

    /// A bar titled with a localized key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        label = Text(titleKey)
        fraction = Self.fraction(value, of: total)
    }

    /// A bar titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        label = Text(title)
        fraction = Self.fraction(value, of: total)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A bar through `timerInterval` with a custom label, filled as at the render's reference date.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) { EmptyView() }
    }

    /// A spinner with a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
    }

    /// A bar at `value` of `total` with a custom label; a spinner when `value` is nil.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = Self.fraction(value, of: total)
    }
}

/// The axis along which a text field grows (`TextField(_:text:axis:)`).
extension TextField {
    /// A field with a localized placeholder, a prompt and an axis to grow along.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: Text(titleKey, file: file, line: line), text: text, prompt: prompt, growsVertically: axis == .vertical,
                  file: file, line: line)
    }

    /// A field with a placeholder string, a prompt and an axis to grow along.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal,
                                   file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: Text(title, file: file, line: line), text: text, prompt: prompt, growsVertically: axis == .vertical,
                  file: file, line: line)
    }

    /// A field with a placeholder of a localized resource (iOS 16), a prompt and an axis to grow along.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: Text(titleResource, file: file, line: line), text: text, prompt: prompt, growsVertically: axis == .vertical,
                  file: file, line: line)
    }

    /// A field labelled by a view (VoiceOver reads it; iOS does not draw it) with a placeholder
    /// prompt (`TextField(text: $name, prompt: Text("Name")) { Text("Name") }`).
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal,
                             file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        let title = (label() as? Text) ?? Text(verbatim: "")
        self.init(title: title, text: text, prompt: prompt, growsVertically: axis == .vertical, file: file, line: line)
    }

    /// A field labelled by a view, editing a value through a format (iOS 15), shown formatted.
    public init<F: ParseableFormatStyle, Label: View>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                                      file: StaticString = #filePath, line: UInt = #line,
                                                      @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let text = Binding<String>(get: { format.format(value.wrappedValue) }, set: { _ in })
        self.init(text: text, prompt: prompt, file: file, line: line, label: label)
    }

    /// A field labelled by a view, editing an optional value through a format: empty while nil.
    public init<F: ParseableFormatStyle, Label: View>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                                      file: StaticString = #filePath, line: UInt = #line,
                                                      @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let text = Binding<String>(get: { value.wrappedValue.map(format.format) ?? "" }, set: { _ in })
        self.init(text: text, prompt: prompt, file: file, line: line, label: label)
    }

    /// A field that reports editing and Return (iOS 13's form; neither happens in a render).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}, file: StaticString = #filePath, line: UInt = #line) {
        self.init(titleKey, text: text, file: file, line: line)
    }

    /// A field that reports Return (iOS 13's form).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(titleKey, text: text, file: file, line: line)
    }

    /// A field of a placeholder string that reports editing and Return (iOS 13's form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: Text(title, file: file, line: line), text: text, prompt: nil, file: file, line: line)
    }

    /// A field of a placeholder string that reports Return (iOS 13's form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void,
                                   file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: Text(title, file: file, line: line), text: text, prompt: nil, file: file, line: line)
    }

    /// A field editing a value through a format, shown formatted.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil, file: StaticString = #filePath, line: UInt = #line)
    where F.FormatOutput == String {
        let text = Binding<String>(get: { format.format(value.wrappedValue) }, set: { _ in })
        self.init(title: Text(titleKey, file: file, line: line), text: text, prompt: prompt, file: file, line: line)
    }

    /// A field editing an optional value through a format: empty (showing its prompt or title) while
    /// the value is nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil, file: StaticString = #filePath, line: UInt = #line)
    where F.FormatOutput == String {
        let text = Binding<String>(get: { value.wrappedValue.map(format.format) ?? "" }, set: { _ in })
        self.init(title: Text(titleKey, file: file, line: line), text: text, prompt: prompt, file: file, line: line)
    }

    /// A field of a placeholder string editing a value through a format, shown formatted.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil, file: StaticString = #filePath, line: UInt = #line)
    where F.FormatOutput == String {
        let text = Binding<String>(get: { format.format(value.wrappedValue) }, set: { _ in })
        self.init(title: Text(title, file: file, line: line), text: text, prompt: prompt, file: file, line: line)
    }

    /// A field of a placeholder string editing an optional value through a format.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil, file: StaticString = #filePath, line: UInt = #line)
    where F.FormatOutput == String {
        let text = Binding<String>(get: { value.wrappedValue.map(format.format) ?? "" }, set: { _ in })
        self.init(title: Text(title, file: file, line: line), text: text, prompt: prompt, file: file, line: line)
    }
}

/// A field for secrets (SwiftUI's `SecureField`): its text shows as bullets.
nonisolated public struct SecureField: View {
    let field: TextField

    /// A secure field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, file: StaticString = #filePath, line: UInt = #line) {
        field = TextField(title: Text(titleKey, file: file, line: line), text: Self.bullets(text), prompt: prompt, file: file, line: line)
    }

    /// A secure field with a placeholder string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, file: StaticString = #filePath, line: UInt = #line) {
        field = TextField(title: Text(title, file: file, line: line), text: Self.bullets(text), prompt: prompt, file: file, line: line)
    }

    static func bullets(_ text: Binding<String>) -> Binding<String> {
        Binding(get: { String(repeating: "•", count: text.wrappedValue.count) }, set: { _ in })
    }

    public var body: some View { field }
}

/// A multi-line text editor (SwiftUI's `TextEditor`): its text, at least a few lines tall.
nonisolated public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        Text(verbatim: text.wrappedValue).frame(maxWidth: .infinity, minHeight: 66, alignment: .topLeading)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                                   file: StaticString = #filePath, line: UInt = #line) {
        self.init(selection: selection, displayedComponents: displayedComponents, file: file, line: line) { Text(title, file: file, line: line) }
    }

    /// A date picker titled with a localized key, limited to a range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.date, .hourAndMinute], file: StaticString = #filePath, line: UInt = #line) {
        self.init(titleKey, selection: selection, displayedComponents: displayedComponents, file: file, line: line)
    }

    /// A date picker titled with a localized key, from a date on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.date, .hourAndMinute], file: StaticString = #filePath, line: UInt = #line) {
        self.init(titleKey, selection: selection, displayedComponents: displayedComponents, file: file, line: line)
    }

    /// A date picker titled with a localized key, up to a date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.date, .hourAndMinute], file: StaticString = #filePath, line: UInt = #line) {
        self.init(titleKey, selection: selection, displayedComponents: displayedComponents, file: file, line: line)
    }

    /// A date picker titled with a string, limited to a range.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.date, .hourAndMinute], file: StaticString = #filePath, line: UInt = #line) {
        self.init(title, selection: selection, displayedComponents: displayedComponents, file: file, line: line)
    }

    /// A date picker titled with a string, from a date on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.date, .hourAndMinute], file: StaticString = #filePath, line: UInt = #line) {
        self.init(title, selection: selection, displayedComponents: displayedComponents, file: file, line: line)
    }

    /// A date picker titled with a string, up to a date.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.date, .hourAndMinute], file: StaticString = #filePath, line: UInt = #line) {
        self.init(title, selection: selection, displayedComponents: displayedComponents, file: file, line: line)
    }
}

extension DatePicker {
    /// A date picker with a custom label, limited to a range.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, file: file, line: line, label: label)
    }

    /// A date picker with a custom label, from a date on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, file: file, line: line, label: label)
    }

    /// A date picker with a custom label, up to a date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, file: file, line: line, label: label)
    }
}

/// A label with a value beside it (SwiftUI's `LabeledContent`), as in a settings row: the label
/// at the leading edge, the value at the trailing edge in the secondary color. At accessibility
/// text sizes the value goes under the label, as iOS lays out a value cell
/// (`UIListContentConfiguration.valueCell()`), so neither squeezes the other into a column. A
/// control in the content without a label of its own reads the label to VoiceOver.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label and a value view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let value = content.foregroundStyle(.secondary).labelsControls(with: label)
        if EnvironmentValues.current.sizeCategory.isAccessibilityCategory {
            VStack(alignment: .leading) {
                label
                value
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack {
                label
                Spacer()
                value
            }
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A localized label with a string value, shown as it is.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A label and a value, both strings shown as they are (`LabeledContent(recipe.title, value: …)`).
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A string label with a value written by a format.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F: Sendable, F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }

    /// A localized label with a value written by a format.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F: Sendable, F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text {
    /// A localized label with a value view.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A string label with a value view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A label that shows or hides content (SwiftUI's `DisclosureGroup`), drawn collapsed: the label
/// and a chevron.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A group with a custom label.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = false
    }

    /// A group whose expansion is bound.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            Image(systemName: isExpanded ? "chevron.down" : "chevron.forward").foregroundColor(.accentColor)
        }
        if isExpanded {
            content
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group titled with a localized key, expanded as `isExpanded` says.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A group titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group titled with a string, expanded as `isExpanded` says.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
#endif

#if os(Linux)
extension WheelDatePickerStyle {
    /// Date pickers as wheels (`.datePickerStyle(.wheel)`).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension GraphicalDatePickerStyle {
    /// Date pickers as a month's calendar (`.datePickerStyle(.graphical)`).
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DefaultDatePickerStyle {
    /// The platform's choice: on iPhone the compact row.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
    /// The compact row, which opens a calendar when tapped.
    public static var compact: DefaultDatePickerStyle { DefaultDatePickerStyle() }
    /// A Mac's editable field, drawn as the compact row.
    public static var field: DefaultDatePickerStyle { DefaultDatePickerStyle() }
    /// A Mac's field with a stepper, drawn as the compact row.
    public static var stepperField: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
#endif
