#if os(Linux)
@_exported import Foundation
import SwiftUI

// Number parameters with the control the system shows for them, a slider or a stepper, and the
// range they stay within (App Intents' `init(title:description:default:controlStyle:inclusiveRange:requestValueDialog:)`).
// A preview shows no system control: the style is accepted and the value starts at the default,
// or else at the range's lower bound, or 0.

extension Parameter {
    /// The control a `Double` parameter is entered with (App Intents' `IntentParameter.DoubleControlStyle`).
    public enum DoubleControlStyle: Hashable, Sendable {
        /// A text field.
        case field
        /// A slider across the parameter's range.
        case slider
        /// A stepper.
        case stepper
    }

    /// The control an `Int` parameter is entered with (App Intents' `IntentParameter.IntControlStyle`).
    public enum IntControlStyle: Hashable, Sendable {
        /// A text field.
        case field
        /// A stepper.
        case stepper
    }

    /// The lowest and highest value a number parameter takes (App Intents' `IntentParameter.InclusiveRange`).
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)
}

extension Parameter where Value == Double {
    /// A number parameter entered with `controlStyle`, within `inclusiveRange`: the default, or
    /// else the range's lower bound, or 0, until set.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
                controlStyle: DoubleControlStyle, inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue ?? inclusiveRange?.lowerBound ?? 0,
                  requestValueDialog: requestValueDialog)
    }
}

extension Parameter where Value == Double? {
    /// An optional number parameter entered with `controlStyle`, within `inclusiveRange`: the
    /// default until set, nil when there is none.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
                controlStyle: DoubleControlStyle, inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}

extension Parameter where Value == Int {
    /// A whole-number parameter entered with `controlStyle`, within `inclusiveRange`: the default,
    /// or else the range's lower bound, or 0, until set.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
                controlStyle: IntControlStyle, inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue ?? inclusiveRange?.lowerBound ?? 0,
                  requestValueDialog: requestValueDialog)
    }
}

extension Parameter where Value == Int? {
    /// An optional whole-number parameter entered with `controlStyle`, within `inclusiveRange`: the
    /// default until set, nil when there is none.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
                controlStyle: IntControlStyle, inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}
#endif
