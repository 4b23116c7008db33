import Foundation

/// A link that pushes a destination (SwiftUI's `NavigationLink`). A still screen shows only the
/// label; in a list the row gets a disclosure chevron.
nonisolated public struct NavigationLink<Label: View>: View, PrimitiveView {
    let label: Label
    let sourceLocation: ViewSourceLocation

    /// A link with a custom label.
    public init<Destination: View>(destination: Destination, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let content = Resolver.single(Resolver.nodes(for: label, in: context), context)
        return [Node(.semantic(SemanticInfo(kind: .navigationLink, traits: .isButton, combinesChildren: true)), context, children: [content],
                     sourceLocation: sourceLocation)]
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key.
    public init<Destination: View>(_ titleKey: LocalizedStringKey, destination: Destination, file: StaticString = #filePath, line: UInt = #line) {
        self.label = Text(titleKey, file: file, line: line)
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }
}

/// A text input (SwiftUI's `TextField`): shows its text, or when empty its placeholder — the
/// prompt if given, else the title — on one line, cut short with "…" as UIKit's text field does
/// (the text itself still wraps, as the harness has always drawn it). VoiceOver reads the title,
/// or the prompt when the title is empty.
nonisolated public struct TextField: View, PrimitiveView {
    let title: Text
    let text: Binding<String>
    let prompt: Text?
    /// Whether the field grows downwards as its text wraps (`axis: .vertical`).
    var growsVertically = false
    let sourceLocation: ViewSourceLocation

    /// A field titled `title` whose placeholder is `prompt` (the title when nil); one that grows
    /// vertically wraps its text instead of keeping one line.
    package init(title: Text, text: Binding<String>, prompt: Text?, growsVertically: Bool = false, file: StaticString, line: UInt) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.growsVertically = growsVertically
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    /// A field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, file: StaticString = #filePath, line: UInt = #line) {
        self.title = Text(titleKey, file: file, line: line)
        self.text = text
        prompt = nil
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    /// A field with a placeholder string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, file: StaticString = #filePath, line: UInt = #line) {
        self.title = Text(title, file: file, line: line)
        self.text = text
        prompt = nil
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let value = text.wrappedValue
        let titleString = title.resolvedString(in: context.environment)
        let placeholder = prompt ?? title
        let shown: Text = value.isEmpty ? placeholder.foregroundColor(Color(.placeholderText).asSystemDefault) : Text(verbatim: value)
        let content = Resolver.node(for: shown.lineLimit(value.isEmpty && !growsVertically ? 1 : nil).frame(maxWidth: .infinity, alignment: .leading), in: context)
        var info = SemanticInfo(kind: .textField, value: value, combinesChildren: true)
        let named = titleString.text.isEmpty ? prompt.map { $0.resolvedString(in: context.environment) } ?? titleString : titleString
        info.label = context.controlLabel(named)
        return [Node(.semantic(info), context, children: [content], sourceLocation: sourceLocation)]
    }
}

/// An on/off switch with a label (SwiftUI's `Toggle`): the label at the leading edge, a 51×31 pt
/// switch at the trailing edge; `labelsHidden()` leaves the label to VoiceOver only.
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label
    let title: Text?
    let sourceLocation: ViewSourceLocation

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        self.title = nil
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let on = isOn.wrappedValue
        var info = SemanticInfo(kind: .toggle, value: on ? "on" : "off", traits: [.isButton, .isToggle], combinesChildren: true)
        info.label = context.controlLabel(title.map { $0.resolvedString(in: context.environment) } ?? LabelText.of(label, in: context))
        if let custom = context.environment.customToggleBody {
            // The app's style draws the label and state as it likes; toggles inside it are switches.
            let inner = context.with { $0.customToggleBody = nil }
            let content = Resolver.single(Resolver.nodes(for: custom.make(AnyView(label), isOn), in: inner), inner)
            return [Node(.semantic(info), context, children: [content], sourceLocation: sourceLocation)]
        }
        let track = Capsule().fill((on ? Color.green : Color(.tertiarySystemFill)).asSystemDefault)
            .frame(width: 51, height: 31)
            .overlay(Circle().fill(Color.white).frame(width: 27, height: 27).padding(2), alignment: on ? .trailing : .leading)
        let hidden = context.environment.labelsHidden
        let row = HStack { if !hidden { label; Spacer() }; track }
        let content = Resolver.node(for: row, in: context)
        return [Node(.semantic(info), context, children: [content], sourceLocation: sourceLocation)]
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>, file: StaticString = #filePath, line: UInt = #line) {
        self.isOn = isOn
        self.label = Text(titleKey, file: file, line: line)
        self.title = Text(titleKey, file: file, line: line)
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }
}

/// A choice among options (SwiftUI's `Picker`): in a form, a row with the title at the leading
/// edge and the selected option's text (found by its `tag`) at the trailing edge, followed by
/// iOS 13's disclosure chevron, or as current iOS draws its menu picker by an up-and-down chevron.
nonisolated public struct Picker<SelectionValue: Hashable, Label: View, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let title: Text?
    let content: Content
    let sourceLocation: ViewSourceLocation

    /// A picker with a custom label.
    public init(selection: Binding<SelectionValue>, label: Label, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.title = nil
        self.content = content()
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        if context.environment.pickerStyle == .segmented { return [segmented(in: context)] }
        let options = Resolver.nodes(for: content, in: context)
        let wanted = AnyHashableSendable(selection.wrappedValue)
        let chosen = options.first { $0.tag == wanted } ?? options.first
        var valueText = ""
        var row: [Node] = []
        if !context.environment.labelsHidden {
            row.append(Resolver.node(for: label, in: context))
            row.append(Node(.spacer(minLength: nil, axis: nil), context))
        }
        if let chosen, case .text(let content) = chosen.kind {
            valueText = content.string
            let secondary = context.with { $0.foregroundColor = Color.secondary.asSystemDefault }
            let text = Node(.text(TextContent(runs: content.runs.map { run in
                TextRun(text: run.text, style: run.style, font: run.font, color: Color.secondary.asSystemDefault)
            }, sources: content.sources, paragraph: content.paragraph)), secondary)
            row.append(text)
        }
        // Current iOS draws a menu: the selection and an up-and-down chevron at the trailing
        // edge, in place of iOS 13's row that pushes a list of the options.
        let isMenu = context.environment.drawsCurrentSystemStyles
        if isMenu {
            row.append(Resolver.node(for: Image(systemName: "chevron.up.chevron.down").font(.footnote)
                .foregroundColor(Color.secondary.asSystemDefault), in: context))
        }
        let stack: Node
        if isMenu, context.environment.sizeCategory.isAccessibilityCategory, !context.environment.labelsHidden, row.count > 2 {
            // At accessibility sizes the selection goes under the label, as a value cell lays
            // out, so neither squeezes the other into a column.
            let value = Array(row.dropFirst(2))
            let valueRow = Node(.stack(StackLayout(axis: .horizontal, alignment: VerticalAlignment.center, spacing: nil)), context, children: value)
            value.forEach { $0.adopt(stackAxis: .horizontal) }
            let column = [row[0], valueRow]
            stack = Node(.stack(StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: nil)), context, children: column)
            column.forEach { $0.adopt(stackAxis: .vertical) }
        } else {
            stack = Node(.stack(StackLayout(axis: .horizontal, alignment: VerticalAlignment.center, spacing: nil)), context, children: row)
            row.forEach { $0.adopt(stackAxis: .horizontal) }
        }
        var info = SemanticInfo(kind: .picker, value: valueText, traits: .isButton, combinesChildren: true)
        info.label = context.controlLabel(title.map { $0.resolvedString(in: context.environment) } ?? LabelText.of(label, in: context))
        let picker = Node(.semantic(info), context, children: [stack], sourceLocation: sourceLocation)
        if isMenu { return [picker] }
        let link = Node(.semantic(SemanticInfo(kind: .navigationLink, traits: .isButton, combinesChildren: false)), context, children: [picker])
        return [link]
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = Text(titleKey, file: file, line: line)
        self.title = Text(titleKey, file: file, line: line)
        self.content = content()
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }
}

/// A date input (SwiftUI's `DatePicker`): a row with the title and the formatted date, or with
/// `.datePickerStyle(WheelDatePickerStyle())` the 216 pt tall wheel showing the date.
nonisolated public struct DatePicker<Label: View>: View, PrimitiveView {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label
    let title: Text?
    let sourceLocation: ViewSourceLocation

    /// A date picker with a custom label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute], file: StaticString = #filePath, line: UInt = #line,
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.components = displayedComponents
        self.label = label()
        self.title = nil
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let environment = context.environment
        let timeStyle: DateFormatting.Style = components.contains(.hourAndMinute) ? .short : .none
        let dateStyle: DateFormatting.Style = components.contains(.date) ? .medium : .none
        let formatted = (try? DateFormatting.cached(locale: environment.locale, kind: .styles(date: dateStyle, time: timeStyle)))?
            .string(from: selection.wrappedValue) ?? ""
        let shown = Text(verbatim: formatted)
        let view: AnyView
        if environment.datePickerStyle == .wheel {
            view = AnyView(shown.frame(maxWidth: .infinity, minHeight: 216))
        } else if environment.datePickerStyle == .graphical {
            view = AnyView(CalendarGrid(month: selection.wrappedValue, showsTime: components.contains(.hourAndMinute), environment: environment))
        } else if environment.labelsHidden {
            view = AnyView(shown.foregroundColor(environment.accentColor ?? Color.blue.asSystemDefault))
        } else {
            view = AnyView(HStack { label; Spacer(); shown.foregroundColor(environment.accentColor ?? Color.blue.asSystemDefault) })
        }
        var info = SemanticInfo(kind: .datePicker, value: formatted, traits: .isAdjustable, combinesChildren: true)
        info.label = context.controlLabel(title.map { $0.resolvedString(in: environment) } ?? LabelText.of(label, in: context))
        return [Node(.semantic(info), context, children: [Resolver.node(for: view, in: context)], sourceLocation: sourceLocation)]
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                file: StaticString = #filePath, line: UInt = #line) {
        self.selection = selection
        self.components = displayedComponents
        self.label = Text(titleKey, file: file, line: line)
        self.title = Text(titleKey, file: file, line: line)
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }
}

/// Which parts of a date a picker edits (SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// Hours and minutes.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension Picker {
    /// UIKit's segmented control: the options side by side in equal segments across the width
    /// offered, 32 pt tall, each on one line in 13 pt text that is cut short with "…" when its
    /// segment is too narrow (segments do not grow with Dynamic Type); the label is VoiceOver's only.
    func segmented(in context: ResolveContext) -> Node {
        let segmentContext = context.with {
            $0.font = Font.system(size: 13, weight: .medium).asSystemControlFont
            $0.lineLimit = 1
        }
        let options = Resolver.nodes(for: content, in: segmentContext)
        let wanted = AnyHashableSendable(selection.wrappedValue)
        let chosen = options.firstIndex { $0.tag == wanted } ?? 0
        let segments = options.enumerated().map { index, option in
            let padded = Node(.padding(PaddingLayout(insets: EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6))), segmentContext, children: [option])
            let frame = Node(.flexibleFrame(FlexibleFrameLayout(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: Self.segmentHeight, idealHeight: nil, maxHeight: nil, alignment: .center)), segmentContext, children: [padded])
            let info = SemanticInfo(kind: .button, traits: index == chosen ? [.isButton, .isSelected] : .isButton, combinesChildren: true)
            let segment = Node(.semantic(info), segmentContext, children: [frame])
            segment.adopt(stackAxis: .horizontal)
            return segment
        }
        let row = Node(.stack(StackLayout(axis: .horizontal, alignment: VerticalAlignment.center, spacing: 0)), context, children: segments)
        let track = Resolver.single(Resolver.nodes(for: RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill).asSystemDefault), in: context), context)
        track.role = .background
        let drawn = Node(.decorated(DecorationLayout(alignment: .center)), context, children: [row, track])
        var info = SemanticInfo(kind: .picker, value: options.indices.contains(chosen) ? Self.text(of: options[chosen]) : "",
                                traits: [], combinesChildren: false)
        info.label = context.controlLabel(title.map { $0.resolvedString(in: context.environment) } ?? LabelText.of(label, in: context))
        return Node(.semantic(info), context, children: [drawn], sourceLocation: sourceLocation)
    }

    /// UIKit's segmented control height.
    static var segmentHeight: Double { 32 }

    /// An option's text, for the picker's accessibility value.
    private static func text(of option: Node) -> String {
        if case .text(let content) = option.kind { return content.string }
        return ""
    }
}

/// How pickers draw their options: a row showing the selection (the default; SwiftUI's menu and
/// navigation-link styles look so in a form) or UIKit's segmented control.
public enum PickerStyleKind: String, Sendable, Hashable {
    case automatic, segmented
}

/// The segmented picker style (SwiftUI's `SegmentedPickerStyle()`).
public struct SegmentedPickerStyle: Sendable {
    public init() {}
}

/// The default picker style.
public struct DefaultPickerStyle: Sendable {
    public init() {}
}

nonisolated extension View {
    /// Pickers inside as segmented controls.
    public func pickerStyle(_ style: SegmentedPickerStyle) -> ModifiedView<Self> {
        environmentChange { $0.pickerStyle = .segmented }
    }

    /// Pickers inside in the default style.
    public func pickerStyle(_ style: DefaultPickerStyle) -> ModifiedView<Self> {
        environmentChange { $0.pickerStyle = .automatic }
    }
}

/// Date picker styles: the row (default), the wheel, or the calendar.
public enum DatePickerStyleKind: String, Sendable, Hashable {
    case automatic, wheel, graphical
}

/// The calendar date picker style: a month's grid.
public struct GraphicalDatePickerStyle: Sendable {
    public init() {}
}

/// The wheel date picker style.
public struct WheelDatePickerStyle: Sendable {
    public init() {}
}

/// The default date picker style.
public struct DefaultDatePickerStyle: Sendable {
    public init() {}
}

nonisolated extension View {
    /// Date pickers inside as wheels.
    public func datePickerStyle(_ style: WheelDatePickerStyle) -> ModifiedView<Self> {
        environmentChange { $0.datePickerStyle = .wheel }
    }

    /// Date pickers inside as a month's calendar.
    public func datePickerStyle(_ style: GraphicalDatePickerStyle) -> ModifiedView<Self> {
        environmentChange { $0.datePickerStyle = .graphical }
    }

    /// Date pickers inside in the default style.
    public func datePickerStyle(_ style: DefaultDatePickerStyle) -> ModifiedView<Self> {
        environmentChange { $0.datePickerStyle = .automatic }
    }
}

/// The text of a control's label view, for its accessibility label when the label is hidden.
enum LabelText {
    /// The texts of `label` joined, with their sources; nil when it has no text.
    static func of<Label: View>(_ label: Label, in context: ResolveContext) -> (text: String, sources: [TextSource])? {
        var texts: [String] = []
        var sources: [TextSource] = []
        func visit(_ node: Node) {
            if case .text(let content) = node.kind {
                texts.append(content.string)
                sources += content.sources
            }
            node.children.forEach(visit)
        }
        Resolver.nodes(for: label, in: context).forEach(visit)
        return texts.isEmpty ? nil : (texts.joined(separator: ", "), sources)
    }
}

/// What a toggle style of the app's own draws for a toggle: its `makeBody` of the toggle's
/// label and state (set by the `SwiftUI` module, which declares `ToggleStyle`).
package struct CustomToggleBody: @unchecked Sendable {
    /// The style's body for a label and state. Views are built on one thread at a time, so the
    /// closure is never called concurrently.
    package let make: (AnyView, Binding<Bool>) -> AnyView

    package init(make: @escaping (AnyView, Binding<Bool>) -> AnyView) {
        self.make = make
    }
}
