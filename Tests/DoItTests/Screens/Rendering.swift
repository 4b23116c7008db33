import Foundation
import Harness
import ScreenKit
@testable import DoIt

/// Lays Do It's screens out for tests, with the package's catalogs.
enum Rendering {
    /// The package's catalogs, loaded once.
    static let localizer: Result<CatalogLocalizer, CatalogError> = Result { () throws(CatalogError) in
        try CatalogLocalizer(folder: DoItCatalogs.root)
    }

    /// `screen` in `state` and `variant`, laid out in `locale` at `size` on `device`.
    static func layout(_ screen: String, state: String? = nil, variant: AppVariant = .fixed, locale: String = "en",
                       size: ContentSizeCategory = .large, device: Device = .iPhone11) throws -> LaidOutScreen {
        let definition = try DoItScreens.screen(screen)
        let configuration = ScreenConfiguration(device: device, locale: try LocaleIdentifier.parse(locale), sizeCategory: size)
        return try ScreenLayout(localizer: try localizer.get())
            .layout(name: definition.renderingName(state: state, variant: variant), in: configuration) { () throws(DoItScreenError) in
                try definition.view(state: state, variant: variant)
            }
    }

    /// Any view laid out as a screen with the package's catalogs.
    static func layout<V: View>(_ view: V, name: String, locale: String = "en", size: ContentSizeCategory = .large,
                                device: Device = .iPhone11) throws -> LaidOutScreen {
        let configuration = ScreenConfiguration(device: device, locale: try LocaleIdentifier.parse(locale), sizeCategory: size)
        return ScreenLayout(localizer: try localizer.get()).layout(view, name: name, in: configuration)
    }
}

extension LaidOutScreen {
    /// The text elements showing exactly `text`.
    func texts(showing text: String) -> [Element] {
        texts.filter { $0.text == text }
    }

    /// The text elements whose text starts with `prefix`.
    func texts(startingWith prefix: String) -> [Element] {
        texts.filter { $0.text?.hasPrefix(prefix) ?? false }
    }

    /// Every element VoiceOver reaches as a button.
    var buttons: [Element] {
        allElements.filter { $0.accessibility.traits.contains(.isButton) && !$0.accessibility.isHidden }
    }
}
