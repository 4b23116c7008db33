/// The label a container gives the controls inside it, for VoiceOver: iOS reads a
/// `LabeledContent`'s label for the text field, toggle or picker that is its content, so a
/// control without a label of its own is not unlabelled there.
package struct ControlLabel: Sendable {
    /// The label's texts, joined as VoiceOver reads them.
    let text: String
    /// Where the texts came from.
    let sources: [TextSource]
}

nonisolated extension View {
    /// The view with the controls inside it labelled by `label`'s texts for VoiceOver when they
    /// have no label of their own (what `LabeledContent` does for its content).
    package func labelsControls<Label: View>(with label: Label) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in
            let text = LabelText.of(label, in: context)
            return make(context.with { $0.enclosingControlLabel = text.map { ControlLabel(text: $0.text, sources: $0.sources) } })
        }
    }
}

extension ResolveContext {
    /// A control's accessibility label: `own` when it has words, else the label of the container
    /// that labels the control (see `labelsControls(with:)`), else `own`.
    func controlLabel(_ own: (text: String, sources: [TextSource])?) -> (text: String, sources: [TextSource])? {
        if let own, own.text.contains(where: { !$0.isWhitespace }) { return own }
        return environment.enclosingControlLabel.map { ($0.text, $0.sources) } ?? own
    }
}
