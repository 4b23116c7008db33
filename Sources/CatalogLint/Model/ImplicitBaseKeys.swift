/// Keys a base table has without writing them down: the strings of a storyboard or XIB are keyed
/// by its objects' ids (`Lbh-J2-qVU.title`), and `InfoPlist.strings` translates the keys of the
/// app's `Info.plist`. A locale's key that the base has this way is not an extra key.
struct ImplicitBaseKeys: Sendable {
    /// Ids of the objects of the table's storyboards and XIBs: `id.anything` is a key.
    var objectIDs: Set<String> = []
    /// Keys and string values of the table's property list (values are keys too: a Settings
    /// bundle's titles and Info.plist's shortcut titles are looked up by their text).
    var keys: Set<String> = []
    /// Whether any storyboard-shaped key counts (the interface file could not be read to its end).
    var acceptsAnyInterfaceKey = false
    /// Whether Apple's own Info.plist keys count (`NSCameraUsageDescription`, `CFBundleDisplayName`),
    /// which the build may add from its settings rather than from the file.
    var acceptsInfoPlistKeys = false
    /// Whether every key counts: the table's base file is not among the files read.
    var acceptsEveryKey = false

    /// Whether the base has `key` this way.
    func contains(_ key: String) -> Bool {
        if acceptsEveryKey || (!keys.isEmpty && keys.contains(key)) { return true }
        if !objectIDs.isEmpty || acceptsAnyInterfaceKey, let id = InterfaceBuilderKey.objectID(of: key) {
            if acceptsAnyInterfaceKey || objectIDs.contains(String(id)) { return true }
        }
        return acceptsInfoPlistKeys && Self.isAppleInfoPlistKey(key)
    }

    /// Whether nothing is known this way.
    var isEmpty: Bool {
        objectIDs.isEmpty && keys.isEmpty && !acceptsAnyInterfaceKey && !acceptsInfoPlistKeys && !acceptsEveryKey
    }

    /// `NSCameraUsageDescription`, `CFBundleDisplayName`, `UIApplicationShortcutItems`, `INAlternativeAppNames`:
    /// a prefix of Apple's frameworks followed by a capitalised word.
    static func isAppleInfoPlistKey(_ key: String) -> Bool {
        for prefix in ["NS", "CF", "UI", "LS", "IN", "WK", "MK", "GK", "NFC", "BG", "UN", "AV", "CL", "NE", "HK"] where key.hasPrefix(prefix) {
            let rest = key.utf8.dropFirst(prefix.utf8.count)
            if let first = rest.first, first.isASCIIUpperCase, rest.allSatisfy({ $0.isASCIILetterOrDigit }) {
                return true
            }
        }
        return false
    }
}
