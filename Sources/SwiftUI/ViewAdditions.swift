#if os(Linux)
import Foundation

/// A heading level (SwiftUI's `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

nonisolated extension View {
    /// The accessibility label, from a string shown as it is.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// The accessibility label from a localized resource.
    @_disfavoredOverload
    public func accessibilityLabel(_ resource: LocalizedStringResource) -> some View {
        accessibilityLabel(Text(resource))
    }

    /// The accessibility value from a localized key.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View {
        accessibilityValue(Text(key))
    }

    /// The accessibility value from a string, as it is.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    /// The accessibility hint from a string, as it is.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// An identifier for UI tests; not read by VoiceOver.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Marks the view as a heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityAddTraits(.isHeader)
    }

    /// The order VoiceOver reads the view in among its siblings; accepted.
    public func accessibilitySortPriority(_ priority: Double) -> some View { self }

    /// An action VoiceOver offers; accepted.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }

    /// A named action VoiceOver offers; accepted.
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }

    /// Labels Voice Control listens for; accepted.
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View { self }

    /// Shows the view in the Large Content Viewer; accepted.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Stands the view in for VoiceOver with another's accessibility; accepted.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Whether VoiceOver should ignore the view's children that invert colors; accepted.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// How the view adjusts with the swipe-up and -down gestures; accepted.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
}

/// What an accessibility action is (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    /// The default action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Escape.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

/// Which way an adjustable element moves (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment, decrement
}

/// How text case changes (SwiftUI's `Text.Case`).
extension Text {
    /// A text case.
    public enum Case: Sendable, Hashable {
        case uppercase, lowercase
    }
}

nonisolated extension View {
    /// The weight of texts inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformFont { font in weight.map { font.weight($0) } ?? font }
    }

    /// Texts inside in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformFont { font in isActive ? font.bold() : font }
    }

    /// Texts inside in italics.
    public func italic(_ isActive: Bool = true) -> some View {
        transformFont { font in isActive ? font.italic() : font }
    }

    /// Texts inside in a fixed-width design.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformFont { font in
            guard isActive else { return font }
            var changed = font
            changed.design = .monospaced
            return changed
        }
    }

    /// Digits of equal width in texts inside (the bundled metrics already have them).
    public func monospacedDigit() -> some View { self }

    /// The design of texts inside.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformFont { font in
            var changed = font
            if let design { changed.design = design }
            return changed
        }
    }

    /// How far texts inside may shrink to fit before they truncate; accepted (texts truncate).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// The most lines texts inside may take, keeping room for them when `reservesSpace`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit)
    }

    /// The lines texts inside may take, as a range: the upper bound is the limit.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// The lines texts inside may take, from a lower bound: no limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil)
    }

    /// Space between lines; accepted.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Letter spacing; accepted.
    public func kerning(_ kerning: CGFloat) -> some View { self }

    /// Letter spacing; accepted.
    public func tracking(_ tracking: CGFloat) -> some View { self }

    /// The case texts inside are shown in; nil shows them as written, also in the section headers
    /// that grouped lists otherwise show in capitals.
    public func textCase(_ textCase: Text.Case?) -> some View {
        let transform: TextCaseTransform? = switch textCase {
        case .uppercase: .uppercase
        case .lowercase: .lowercase
        case nil: nil
        }
        return self.textCase(transform, setByApp: true)
    }

    /// The background of list rows inside.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// The insets of list rows inside; accepted.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

    /// Whether list rows inside show separators; accepted.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Whether sections inside show separators; accepted.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The spacing between list sections; accepted.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

    /// The spacing between list rows; accepted.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

    /// The style of forms inside (`.grouped` is an inset grouped list on iPhone).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }

    /// The frame, with optional `CGFloat` values (which do not convert to `Double?` on their own).
    @_disfavoredOverload
    public func frame(width: CGFloat?, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)
    }

    /// Padding of `length` on `edges`, from an optional `CGFloat`.
    @_disfavoredOverload
    public func padding(_ edges: Edge.Set, _ length: CGFloat?) -> some View {
        padding(edges, length.map(Double.init))
    }

    /// The flexible frame, with optional `CGFloat` values.
    @_disfavoredOverload
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        frame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
              minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
              alignment: alignment)
    }

    /// Ignores the safe area in `regions` at `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ignoresSafeArea(edges: edges)
    }

    /// A view inset into the safe area at `edge`; drawn above or below the content.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        VStack(spacing: 0) {
            if edge == .top { content() }
            self
            if edge == .bottom { content() }
        }
    }

    /// Whether the view is hidden in a render: when `hidden` is true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Focus bound to a value.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View { self }

    /// Changes the font of texts inside with `transform`, starting from the body style.
    func transformFont(_ transform: @escaping (Font) -> Font) -> some View {
        environmentChange { $0.font = transform($0.font ?? .body) }
    }
}

/// The top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Sendable, Hashable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// Edges.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top.
        public static let top = Set(rawValue: 1)
        /// The bottom.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}

/// Regions of the safe area (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Regions.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The device's safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Spacing between list sections (SwiftUI's `ListSectionSpacing`).
public struct ListSectionSpacing: Sendable, Hashable {
    let value: CGFloat?
    /// The default.
    public static let `default` = ListSectionSpacing(value: nil)
    /// Compact.
    public static let compact = ListSectionSpacing(value: 8)
    /// A custom value.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

/// A form's look (SwiftUI's `FormStyle`).
public protocol FormStyle {}

/// The built-in form styles.
public struct BuiltInFormStyle: FormStyle, Sendable, Hashable {
    let name: String
}

extension FormStyle where Self == BuiltInFormStyle {
    /// The platform's choice.
    public static var automatic: BuiltInFormStyle { BuiltInFormStyle(name: "automatic") }
    /// Grouped sections.
    public static var grouped: BuiltInFormStyle { BuiltInFormStyle(name: "grouped") }
    /// Label and value columns.
    public static var columns: BuiltInFormStyle { BuiltInFormStyle(name: "columns") }
}

/// Sidebar lists (iPad); on iPhone drawn inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
    public var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections in rounded cards.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections on a grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's choice.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// Where keyboard focus is (SwiftUI's `@FocusState`): nothing is focused in a render.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to the focus.
    @propertyWrapper
    public struct Binding {
        let value: Value
        /// The focused value.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    private let value: Value

    /// Focus starting unfocused.
    public init() where Value == Bool {
        value = false
    }

    /// Focus starting at nil.
    public init<T: Hashable>() where Value == T? {
        value = nil
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// A binding for `focused(_:)`.
    public var projectedValue: Binding { Binding(value: value) }
}

/// A number that scales with Dynamic Type (SwiftUI's `@ScaledMetric`): scaled as the body style
/// scales from the default size, in the environment of the view being built.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle

    /// A metric scaled like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// A metric scaled like the body style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled for the current size category.
    public var wrappedValue: Value {
        let category = EnvironmentValues.current.sizeCategory
        let scale = DynamicTypeTable.pointSize(textStyle, category) / DynamicTypeTable.pointSize(textStyle, .large)
        return base * Value(scale)
    }
}

extension Image {
    /// An image that VoiceOver skips.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name)
    }

    /// An SF Symbol with a variable value (drawn as the symbol).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image from the app's assets, from a bundle.
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }

    /// How a resizable image fills its frame; accepted.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    /// The image's interpolation; accepted.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Whether the image is antialiased; accepted.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How an image is drawn (SwiftUI's `Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }

    /// How an image is scaled (SwiftUI's `Image.Interpolation`).
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
}

/// How content fits its frame (SwiftUI's `ContentMode`).
public enum ContentMode: Sendable, Hashable {
    case fit, fill
}

nonisolated extension View {
    /// Scales the view to fit or fill its frame, keeping its proportions.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }

    /// Scales the view to fit its frame.
    public func scaledToFit() -> some View { self }

    /// Scales the view to fill its frame.
    public func scaledToFill() -> some View { self }
}
#endif
