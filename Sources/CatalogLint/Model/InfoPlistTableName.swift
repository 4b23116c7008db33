import L10n

/// The `InfoPlist` table whatever the case of its file's name (`infoPlist.strings`,
/// `Infoplist.strings`): on a Mac's case-insensitive file system, where Xcode builds, the names are
/// one file, so such a file translates the same Info.plist keys as the base's and is no table of its own.
enum InfoPlistTableName {
    /// `table` with `InfoPlist` spelled as the base spells it; other names as they are.
    static func matched(_ table: String) -> String {
        table.utf8.count == 9 && table != "InfoPlist" && table.lowercased() == "infoplist" ? "InfoPlist" : table
    }
}

extension CatalogFileReference {
    /// The reference with its table name `InfoPlistTableName.matched`.
    var matchingInfoPlistCase: CatalogFileReference {
        var matched = self
        matched.table = InfoPlistTableName.matched(table)
        return matched
    }
}
