#if os(Linux)
@_exported import Foundation
import StandInAppIntents
import SwiftUI

// The templates of iOS 18's controls (a toggle setting a value, a button running an intent) and
// controls in a widget bundle. Kept for an app's widget extension to compile: a control is
// never drawn and its intent never runs here.

/// A control's toggle (WidgetKit's `ControlWidgetToggle`), setting `action`'s value.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate {
    /// Whether the toggle is on.
    public let isOn: Bool

    /// A toggle labelled by `label`, showing "On" or "Off".
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn
    }

    /// A toggle labelled by `label`, showing `valueLabel` of its value.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled with a localized key, showing `valueLabel` of its value.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn
    }

    /// A toggle titled with a localized resource, showing `valueLabel` of its value.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn
    }

    /// A toggle titled with a string shown as it is, showing `valueLabel` of its value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn
    }
}

/// The "On" and "Off" a toggle shows when the app gives no value label (WidgetKit's
/// `ControlWidgetToggleDefaultLabel`).
public struct ControlWidgetToggleDefaultLabel: View {
    /// Nothing: controls are not drawn.
    public var body: EmptyView { EmptyView() }
}

/// A control's button (WidgetKit's `ControlWidgetButton`), running `action`.
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate {
    /// A button labelled by `label`.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {}

    /// A button labelled by `label`, showing `actionLabel` while its action runs.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {}
}

extension ControlWidgetButton where Label == Text {
    /// A button titled with a localized key, showing `actionLabel` while its action runs.
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {}

    /// A button titled with a localized resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {}

    /// A button titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {}
}

/// What a button shows while its action runs when the app gives nothing (WidgetKit's
/// `ControlWidgetButtonDefaultActionLabel`).
public struct ControlWidgetButtonDefaultActionLabel: View {
    /// Nothing: controls are not drawn.
    public var body: EmptyView { EmptyView() }
}

nonisolated extension View {
    /// The status Control Center shows when the control's value changes (WidgetKit's
    /// `controlWidgetStatus(_:)`): kept for the app's build.
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View { self }
    /// What the Action button says it does (WidgetKit's `controlWidgetActionHint(_:)`).
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { self }
}

/// A control among a bundle's widgets (l10n's): a widget of no configuration of its own.
public struct BundledControl<Control: ControlWidget>: Widget {
    /// The bundled control.
    public init() {}
    /// No configuration of its own: a control has no preview.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

extension WidgetBundleBuilder {
    /// A widget of the bundle.
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    /// A control of the bundle (iOS 18 bundles list controls with their widgets).
    public static func buildExpression<C: ControlWidget>(_ control: C) -> BundledControl<C> { BundledControl() }
}
#endif
