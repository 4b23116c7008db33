/// Every screen of Do It, in the order the app reaches them: what `l10n screens` lists and the
/// harness runs.
public enum DoItScreens {
    /// The screens: `home`, `list`, `detail`, `item-editor`, `notes-editor`, `list-editor`.
    public static let all: [DoItScreen] = [
        DoItScreen(HomeScreen.self),
        DoItScreen(TodoListScreen.self),
        DoItScreen(ItemDetailScreen.self),
        DoItScreen(ItemEditorScreen.self),
        DoItScreen(NotesEditorScreen.self),
        DoItScreen(ListEditorScreen.self),
    ]

    /// The screen with `id`.
    public static func screen(_ id: String) throws(DoItScreenError) -> DoItScreen {
        guard let screen = all.first(where: { $0.id == id }) else {
            throw .unknownScreen(id, known: all.map(\.id))
        }
        return screen
    }
}
