import Foundation

nonisolated extension View {
    /// Sets an environment value for the view and everything inside:
    /// `.environment(\.locale, "pl")`, `.environment(\.layoutDirection, .rightToLeft)`.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> ModifiedView<Self> {
        environmentChange { $0.set(keyPath, to: value) }
    }

    /// The font of texts and symbols inside.
    public func font(_ font: Font?) -> ModifiedView<Self> {
        environmentChange { $0.font = font }
    }

    /// The color of texts and shapes inside.
    public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
        environmentChange { $0.foregroundColor = color }
    }

    /// The tint of buttons and links inside.
    public func accentColor(_ color: Color?) -> ModifiedView<Self> {
        environmentChange { $0.accentColor = color }
    }

    /// The most lines texts inside may take.
    public func lineLimit(_ limit: Int?) -> ModifiedView<Self> {
        environmentChange { $0.lineLimit = limit }
    }

    /// How multi-line texts inside align their lines.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
        environmentChange { $0.multilineTextAlignment = alignment }
    }

    /// Where texts inside are cut when they do not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedView<Self> {
        environmentChange { $0.truncationMode = mode }
    }

    /// The scale of symbols inside.
    public func imageScale(_ scale: Image.Scale) -> ModifiedView<Self> {
        environmentChange { $0.imageScale = scale }
    }

    /// Light or dark appearance inside (`.colorScheme(.dark)`).
    public func colorScheme(_ scheme: ColorScheme) -> ModifiedView<Self> {
        environmentChange { $0.colorScheme = scheme }
    }

    /// Hides the labels of controls inside; they remain their accessibility labels.
    public func labelsHidden() -> ModifiedView<Self> {
        environmentChange { $0.labelsHidden = true }
    }

    /// Controls inside disabled (drawn dimmed, marked not enabled).
    public func disabled(_ disabled: Bool) -> ModifiedView<Self> {
        environmentChange { $0.isEnabled = $0.isEnabled && !disabled }
    }

    /// The style of lists inside (`.listStyle(GroupedListStyle())`).
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedView<Self> {
        environmentChange { $0.listStyle = style.kind }
    }
}

/// A modifier that accepts and ignores its argument, for SwiftUI API that has no effect on
/// a still screen (gestures, animations, lifecycle callbacks).
nonisolated extension View {
    /// Accepted and ignored: a still screen has no taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in make(context) }
    }

    /// Runs `action` as the view appears, as a preview does: the screen is shown with what the
    /// action set (the state of the view whose body wrote it, a model it loaded).
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView<Self> {
        appearAction(action)
    }

    /// Accepted and ignored: identity does not matter to a still screen.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in make(context) }
    }

    /// Marks the view as a picker option with `tag`.
    public func tag<Tag: Hashable>(_ tag: Tag) -> ModifiedView<Self> {
        nodeChange { node, _ in node.tag = AnyHashableSendable(tag) }
    }
}

/// A picker tag, kept to find the selected option.
struct AnyHashableSendable: Hashable {
    let description: String
    init<T: Hashable>(_ value: T) { description = String(describing: value) }
}

nonisolated extension View {
    /// Sets the locale from a Foundation `Locale`, as SwiftUI code does:
    /// `.environment(\.locale, Locale(identifier: "pl"))`. An identifier that does not parse
    /// leaves the locale unchanged.
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, LocaleIdentifier>, _ locale: Foundation.Locale) -> ModifiedView<Self> {
        let parsed = try? LocaleIdentifier.parse(locale.identifier)
        return environmentChange { values in
            if let parsed { values.set(keyPath, to: parsed) }
        }
    }
}
