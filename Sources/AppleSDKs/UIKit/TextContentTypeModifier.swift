#if os(Linux)
import SwiftUI

nonisolated extension View {
    /// What a text field holds, for AutoFill (SwiftUI's `textContentType`); accepted, no keyboard shows.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// How a text field capitalizes typed text (iOS 13's form; accepted, nothing is typed in a render).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}
#endif
