import SwiftUI

/// The "Sort Order" action sheet (chapter 2, with chapter 4's Manual).
///
/// As written each button is `Text(opt.rawValue)`, a `String`, so "Title" stays English in every
/// language; fixed, it is the option's `LocalizedStringKey` title (chapter 6's fix).
enum SortSheet {
    static func actionSheet(variant: AppVariant) -> ActionSheet {
        ActionSheet(title: Text("Sort Order"), buttons: SortOption.allCases.map { option in
            switch variant {
            case .asWritten: .default(Text(option.rawValue))
            case .fixed: .default(Text(option.title))
            }
        })
    }
}
