import Synchronization

/// Values a view's ancestors set for it and everything below it (SwiftUI's `EnvironmentValues`):
/// set with `.environment(\.locale, …)`, `.font(…)`, `.lineLimit(…)`, read with `@Environment`.
public struct EnvironmentValues: Sendable {
    /// The locale texts are looked up and formatted in.
    public var locale: LocaleIdentifier = LocaleIdentifier(language: "en", region: "US")
    /// The locale texts are looked up and formatted in, by this name wherever the `SwiftUI`
    /// product's `locale` (Foundation's `Locale`, as SwiftUI's) is the one in scope.
    public var localeIdentifier: LocaleIdentifier {
        get { locale }
        set { locale = newValue }
    }
    /// Which way layouts run; leading is on the right in `.rightToLeft`.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The Dynamic Type size. A view that reads it while it is resolved (a body's
    /// `@Environment(\.sizeCategory)`) makes its screen resolve again at every size; ScreenKit's
    /// own views read `storedSizeCategory` and size their texts when they are laid out. Setting it
    /// fixes the size for the views below, whatever the screen's.
    public var sizeCategory: ContentSizeCategory {
        get {
            Self.sizeCategoryReads.add(1, ordering: .relaxed)
            return storedSizeCategory
        }
        set {
            storedSizeCategory = newValue
            sizeCategoryLimits = newValue...newValue
        }
    }
    /// The Dynamic Type size the views below are resolved at: the screen's, within
    /// `sizeCategoryLimits`.
    package private(set) var storedSizeCategory: ContentSizeCategory = .large
    /// The sizes views below keep to whatever the screen's size (set by `.dynamicTypeSize(...)`,
    /// a fixed size, or a bar's items); nil for any size.
    package private(set) var sizeCategoryLimits: ClosedRange<ContentSizeCategory>?
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .light
    /// The font for texts that set none; nil means `.body`.
    public var font: Font?
    /// The color for texts and shapes that set none; nil means the label color.
    public var foregroundColor: Color?
    /// The tint of buttons and links; nil means the system blue.
    public var accentColor: Color?
    /// How multi-line texts align their lines.
    public var multilineTextAlignment: TextAlignment = .leading
    /// The most lines a text may take; nil for no limit.
    public var lineLimit: Int?
    /// The name a `PreviewProvider` gave the preview (`.previewDisplayName("Dark")`), which names
    /// its state in the harness.
    package var previewDisplayName: String?
    /// Where a text that does not fit is cut.
    public var truncationMode: Text.TruncationMode = .tail
    /// The scale of symbol images.
    public var imageScale: Image.Scale = .medium
    /// Whether controls hide their labels (`labelsHidden()`); the labels stay for accessibility.
    public var labelsHidden = false
    /// The style of lists below.
    public var listStyle: ListStyleKind = .automatic
    /// Looks localized texts up; by default shows each key, as an app without catalogs does.
    public var localizer: any Localizer = KeyLocalizer()
    /// The table localized texts are looked up in when they name none.
    public var defaultTable: String = "Localizable"
    /// Whether controls respond to touches.
    public var isEnabled = true
    /// UIKit's layout margin for the screen (16 pt, 20 pt on 414 pt wide phones and iPad). A
    /// view that reads it while it is resolved makes its screen resolve again on each device whose
    /// margin differs; ScreenKit's lists take the margin when they are laid out.
    public var layoutMargin: Double {
        get {
            Self.layoutMarginReads.add(1, ordering: .relaxed)
            return storedLayoutMargin
        }
        set { storedLayoutMargin = newValue }
    }
    /// The layout margin, read without making the resolution depend on it.
    package private(set) var storedLayoutMargin: Double = 16
    /// The size of the device's screen in points (what `UIScreen.main.bounds` gives a view). A
    /// view that reads it while it is resolved makes its screen resolve again on each device of
    /// another size, as a reader of `layoutMargin` does.
    package var screenSize: Size {
        get {
            Self.screenSizeReads.add(1, ordering: .relaxed)
            return storedScreenSize
        }
        set { storedScreenSize = newValue }
    }
    /// The screen's size, read without making the resolution depend on it.
    package private(set) var storedScreenSize = Size(width: 393, height: 852)
    /// How date pickers draw.
    public var datePickerStyle: DatePickerStyleKind = .automatic
    /// How pickers draw their options (`.pickerStyle(.segmented)`).
    public var pickerStyle: PickerStyleKind = .automatic
    /// How the app's buttons are drawn (`.buttonStyle(.bordered)`).
    public var buttonStyle: ButtonStyleKind = .automatic
    /// The size of controls (`.controlSize(.large)`).
    public var controlSize: ControlSizeKind = .regular
    /// A button style of the app's own (`.buttonStyle(FilledButtonStyle())`): what it draws
    /// around a button's label, set by the `SwiftUI` module.
    package var customButtonBody: CustomButtonBody?
    /// A toggle style of the app's own (`.toggleStyle(CheckboxStyle())`): what it draws for a
    /// toggle's label and state, set by the `SwiftUI` module.
    package var customToggleBody: CustomToggleBody?
    /// Whether the list is in edit mode (`EditButton` shows "Done").
    public var isEditing = false
    /// Values of keys declared outside ScreenKit (SwiftUI's `EnvironmentKey`s, objects set with
    /// `.environment(object)`), by the identity of their key.
    package var extras = EnvironmentExtras()
    /// Whether SF Symbols carry the label VoiceOver reads for them (`SymbolAccessibilityLabels`),
    /// as in SwiftUI. Views of the `SwiftUI` module render with it on; ScreenKit's own screens
    /// keep unlabelled symbols.
    package var symbolsHaveDefaultLabels = false
    /// The label of the container whose content is being resolved (a `LabeledContent`'s), which
    /// a control inside without a label of its own takes for VoiceOver.
    package var enclosingControlLabel: ControlLabel?
    /// Whether automatic styles are drawn as current iOS draws them: a `List` and a `Form` inset
    /// grouped, a picker as a menu (iOS 16 and later). The `SwiftUI` module's previews set it; ScreenKit's own screens (Do It,
    /// written for the book's iOS 13) keep the styles of their time.
    package var drawsCurrentSystemStyles = false
    /// The case texts are shown in (`.textCase(.uppercase)`); nil for as written.
    package var textCase: TextCaseTransform?
    /// Whether the app set `textCase` itself, which a list's section headers then keep.
    package var textCaseIsSetByApp = false
    /// The image sets of the app's asset catalogs by name, which give named images their size;
    /// nil when no catalogs are named (named images are then laid out at the placeholder size).
    package var assetImages: [String: AssetImage]?

    /// The environment of a screen before any view changes it.
    public init() {}

    /// The environment a screen is laid out in: locale, its direction, size and scheme.
    public init(locale: LocaleIdentifier, layoutDirection: LayoutDirection? = nil,
                sizeCategory: ContentSizeCategory = .large, colorScheme: ColorScheme = .light) {
        self.locale = locale
        self.layoutDirection = layoutDirection ?? locale.layoutDirection
        self.storedSizeCategory = sizeCategory
        self.colorScheme = colorScheme
    }

    /// How many times views have read `sizeCategory` in this process: a resolution that leaves
    /// it unchanged read no size, so its nodes hold for every size (reads elsewhere only make
    /// that answer more cautious).
    package static let sizeCategoryReads = Atomic<Int>(0)

    /// How many times views have read `layoutMargin` in this process, as `sizeCategoryReads`.
    package static let layoutMarginReads = Atomic<Int>(0)

    /// How many times views have read `screenSize` in this process, as `sizeCategoryReads`.
    package static let screenSizeReads = Atomic<Int>(0)

    /// Sets the value at `keyPath` (`.environment(\.sizeCategory, .small)`). A key path reads a
    /// computed value before it writes it; that read is no view's, so it is not counted.
    package mutating func set<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, to value: Value) {
        let sizeReads = Self.sizeCategoryReads.load(ordering: .relaxed)
        let marginReads = Self.layoutMarginReads.load(ordering: .relaxed)
        let screenReads = Self.screenSizeReads.load(ordering: .relaxed)
        self[keyPath: keyPath] = value
        Self.sizeCategoryReads.store(sizeReads, ordering: .relaxed)
        Self.layoutMarginReads.store(marginReads, ordering: .relaxed)
        Self.screenSizeReads.store(screenReads, ordering: .relaxed)
    }

    /// The size the views below are shown at on a screen of `screen` size: within the limits.
    package func sizeCategory(onScreenOf screen: ContentSizeCategory) -> ContentSizeCategory {
        guard let limits = sizeCategoryLimits else { return screen }
        return min(max(screen, limits.lowerBound), limits.upperBound)
    }

    /// Keeps the views below within `range` of sizes (the nearest size in it replaces the
    /// screen's), within the limits already set, without reading the size.
    package mutating func limitSizeCategory(to range: ClosedRange<ContentSizeCategory>) {
        storedSizeCategory = min(max(storedSizeCategory, range.lowerBound), range.upperBound)
        guard let limits = sizeCategoryLimits else {
            sizeCategoryLimits = range
            return
        }
        // Limiting to `limits` then to `range` is one limit: their overlap, or the end of
        // `range` that `limits` lies beyond.
        if limits.upperBound < range.lowerBound {
            sizeCategoryLimits = range.lowerBound...range.lowerBound
        } else if limits.lowerBound > range.upperBound {
            sizeCategoryLimits = range.upperBound...range.upperBound
        } else {
            sizeCategoryLimits = max(limits.lowerBound, range.lowerBound)...min(limits.upperBound, range.upperBound)
        }
    }

    /// The environment views see while their `body` is evaluated, for `@Environment`.
    @TaskLocal package static var current = EnvironmentValues()
}

/// A view's text alignment for multi-line text (SwiftUI's `TextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// Reads a value from the environment inside `body` (SwiftUI's `@Environment`):
/// `@Environment(\.sizeCategory) var sizeCategory`.
@propertyWrapper
public struct Environment<Value>: Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value> & Sendable

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The current value, from the environment of the view being built.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// Values of environment keys ScreenKit does not declare itself, by the identity of their key.
/// The values are held as set; views only read them while their `body` is evaluated.
package struct EnvironmentExtras: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    package init() {}

    /// The value stored for `key`, if any.
    package subscript(key: ObjectIdentifier) -> Any? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
