#if os(Linux)
import Foundation

// SwiftUI's style types by name, as code written before the static members (`.plain`,
// `.segmented`) spells them: `.buttonStyle(PlainButtonStyle())`, `.pickerStyle(WheelPickerStyle())`.
// Each draws as the look of the same name.

/// A button style that draws as a built-in look of its name.
protocol NamedButtonStyle: PrimitiveButtonStyle where Body == EmptyView {
    /// The built-in look's name (`plain`, `bordered`).
    var builtInName: String { get }
}

/// The label alone (SwiftUI's `PlainButtonStyle`).
public struct PlainButtonStyle: NamedButtonStyle, Sendable {
    var builtInName: String { "plain" }
    /// The style.
    public init() {}
}

/// No border (SwiftUI's `BorderlessButtonStyle`).
public struct BorderlessButtonStyle: NamedButtonStyle, Sendable {
    var builtInName: String { "borderless" }
    /// The style.
    public init() {}
}

/// A tinted capsule (SwiftUI's `BorderedButtonStyle`).
public struct BorderedButtonStyle: NamedButtonStyle, Sendable {
    var builtInName: String { "bordered" }
    /// The style.
    public init() {}
}

/// A filled capsule (SwiftUI's `BorderedProminentButtonStyle`).
public struct BorderedProminentButtonStyle: NamedButtonStyle, Sendable {
    var builtInName: String { "borderedProminent" }
    /// The style.
    public init() {}
}

/// The platform's choice (SwiftUI's `DefaultButtonStyle`).
public struct DefaultButtonStyle: NamedButtonStyle, Sendable {
    var builtInName: String { "automatic" }
    /// The style.
    public init() {}
}

/// A link, on macOS (SwiftUI's `LinkButtonStyle`): the label alone on an iPhone.
public struct LinkButtonStyle: NamedButtonStyle, Sendable {
    var builtInName: String { "link" }
    /// The style.
    public init() {}
}

extension BuiltInPickerStyle {
    /// The platform's choice, which `WheelPickerStyle()`, `MenuPickerStyle()` and
    /// `InlinePickerStyle()` draw as: a row with the selection.
    public init() { self.init(name: "automatic") }
}

/// A spinning wheel (SwiftUI's `WheelPickerStyle`), drawn as a row with the selection.
public typealias WheelPickerStyle = BuiltInPickerStyle
/// A menu of options (SwiftUI's `MenuPickerStyle`), drawn as a row with the selection.
public typealias MenuPickerStyle = BuiltInPickerStyle
/// Options inline (SwiftUI's `InlinePickerStyle`), drawn as a row with the selection.
public typealias InlinePickerStyle = BuiltInPickerStyle

extension BuiltInToggleStyle {
    /// A switch, the look toggles keep.
    public init() { self.init(name: "switch") }
    /// A switch in `tint`.
    public init(tint: Color) { self.init(name: "switch") }
}

/// A switch (SwiftUI's `SwitchToggleStyle`).
public typealias SwitchToggleStyle = BuiltInToggleStyle
/// The platform's choice (SwiftUI's `DefaultToggleStyle`): a switch.
public typealias DefaultToggleStyle = BuiltInToggleStyle
/// A checkbox on macOS (SwiftUI's `CheckboxToggleStyle`): a switch on an iPhone.
public typealias CheckboxToggleStyle = BuiltInToggleStyle
/// A button that stays pressed while on (SwiftUI's `ButtonToggleStyle`), drawn as a switch.
public typealias ButtonToggleStyle = BuiltInToggleStyle

/// A compact date picker (SwiftUI's `CompactDatePickerStyle`): the default on an iPhone.
public typealias CompactDatePickerStyle = DefaultDatePickerStyle

/// The platform's choice of form (SwiftUI's `AutomaticFormStyle`).
public struct AutomaticFormStyle: FormStyle, Sendable {
    /// The style.
    public init() {}
}

/// Grouped sections (SwiftUI's `GroupedFormStyle`).
public struct GroupedFormStyle: FormStyle, Sendable {
    /// The style.
    public init() {}
}

/// Label and value columns (SwiftUI's `ColumnsFormStyle`).
public struct ColumnsFormStyle: FormStyle, Sendable {
    /// The style.
    public init() {}
}
#endif
