#if os(Linux)
import Foundation
import SwiftUI

nonisolated extension View {
    /// Copies the selection when the user chooses Copy (never, in a render).
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { self }
    /// Cuts the selection when the user chooses Cut (never, in a render).
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { self }
    /// Pastes items of `supportedContentTypes` (never, in a render).
    public func onPasteCommand<T>(of supportedContentTypes: [T], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View {
        self
    }
}
#endif
