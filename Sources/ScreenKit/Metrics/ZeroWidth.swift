/// Scalars that take no horizontal space whatever a font's table says: combining marks sit on
/// their base, and format and control characters are invisible.
enum ZeroWidth {
    static func contains(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return false
        }
    }
}
