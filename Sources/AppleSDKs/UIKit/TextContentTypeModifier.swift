#if os(Linux)
import SwiftUI

nonisolated extension View {
    /// What a text field holds, for AutoFill (SwiftUI's `textContentType`); accepted, no keyboard shows.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
#endif
