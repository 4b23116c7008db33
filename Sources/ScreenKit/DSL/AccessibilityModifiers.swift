nonisolated extension View {
    /// The label VoiceOver reads (the older spelling `.accessibility(label: Text("Edit"))`).
    public func accessibility(label: Text) -> ModifiedView<Self> {
        accessibilityLabel(label)
    }

    /// The hint VoiceOver reads after the label (older spelling).
    public func accessibility(hint: Text) -> ModifiedView<Self> {
        accessibilityHint(hint)
    }

    /// Hides the view from VoiceOver (older spelling).
    public func accessibility(hidden: Bool) -> ModifiedView<Self> {
        accessibilityHidden(hidden)
    }

    /// The value VoiceOver reads (older spelling).
    public func accessibility(value: Text) -> ModifiedView<Self> {
        accessibilityValue(value)
    }

    /// Adds traits (older spelling).
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedView<Self> {
        accessibilityAddTraits(traits)
    }

    /// The label VoiceOver reads.
    public func accessibilityLabel(_ label: Text) -> ModifiedView<Self> {
        nodeChange { node, context in node.accessibility.label = label.resolvedString(in: context.environment) }
    }

    /// The label VoiceOver reads, from a localized key.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> ModifiedView<Self> {
        accessibilityLabel(Text(key))
    }

    /// The hint VoiceOver reads after the label.
    public func accessibilityHint(_ hint: Text) -> ModifiedView<Self> {
        nodeChange { node, context in node.accessibility.hint = hint.resolvedString(in: context.environment).text }
    }

    /// The hint VoiceOver reads, from a localized key.
    public func accessibilityHint(_ key: LocalizedStringKey) -> ModifiedView<Self> {
        accessibilityHint(Text(key))
    }

    /// The value VoiceOver reads.
    public func accessibilityValue(_ value: Text) -> ModifiedView<Self> {
        nodeChange { node, context in node.accessibility.value = value.resolvedString(in: context.environment).text }
    }

    /// Hides the view and its content from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self> {
        nodeChange { node, _ in node.accessibility.isHidden = hidden }
    }

    /// Adds traits.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> {
        nodeChange { node, _ in node.accessibility.addedTraits.formUnion(traits) }
    }

    /// Removes traits.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> {
        nodeChange { node, _ in node.accessibility.removedTraits.formUnion(traits) }
    }

    /// Makes the view an accessibility element, or a container of them, deciding what its
    /// children's accessibility becomes: `.combine` reads them as one element, `.ignore` hides
    /// them behind one element labelled only by `accessibilityLabel`, `.contain` keeps them as
    /// elements grouped under the view.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView<Self> {
        nodeChange { node, _ in node.accessibility.childBehavior = children }
    }
}

extension Text {
    /// The text as shown in `environment`, with where its pieces came from.
    package func resolvedString(in environment: EnvironmentValues) -> (text: String, sources: [TextSource]) {
        let context = ResolveContext(environment: environment, collector: ResolveCollector())
        guard let node = makeNodes(in: context).first, case .text(let content) = node.kind else { return ("", []) }
        return (content.string, content.sources)
    }
}
