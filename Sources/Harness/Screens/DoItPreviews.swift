import DoIt
import ScreenKit

extension ScreenPreview {
    /// Do It's screens with all their states, in `variant` (the app done right by default, or as
    /// the book writes it before chapter 6's fixes), showing `data`.
    public static func doIt(_ variant: AppVariant = .fixed, data: DoItData = .sample) -> [ScreenPreview] {
        DoItScreens.all.map { screen in
            ScreenPreview(id: screen.id, states: screen.states.map(\.id), file: screen.declaration.file, line: screen.declaration.line) { state in
                (try? screen.view(state: state, variant: variant, data: data)) ?? AnyView(EmptyView())
            }
        }
    }
}
