import Harness
import ScreenKit

extension ScreenPreview {
    /// Do It's screens with all their states, in `variant` (the app done right by default, or as
    /// the book writes it before chapter 6's fixes), showing `data`: Do It registering with the
    /// harness the way any app does.
    public static func doIt(_ variant: AppVariant = .fixed, data: DoItData = .sample) -> [ScreenPreview] {
        DoItScreens.all.map { screen in
            let file = screen.declaration.file
            let line = screen.declaration.line
            let states = screen.states.map { PreviewState($0.id, summary: $0.summary, file: file, line: line) }
            return ScreenPreview(id: screen.id, summary: screen.summary, states: states, file: file, line: line) { state in
                (try? screen.view(state: state, variant: variant, data: data)) ?? AnyView(EmptyView())
            }
        }
    }
}
