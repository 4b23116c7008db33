#if os(Linux)
import CPreviewSection

/// Declares a preview: `#Preview("Settings") { SettingsView() }`. Each becomes a
/// `PreviewRecord` that `Previews.all` finds at run time, with no registration code.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Marks a `@State` declared in a `#Preview` body.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")

/// A preview's setting (SwiftUI's `PreviewTrait`): how big it is laid out, which way the device
/// is turned, or a `PreviewModifier` its view is wrapped in. Traits are equal when named alike.
public struct PreviewTrait<T>: Sendable, Hashable, CustomStringConvertible {
    /// The trait's name, as SwiftUI spells it ("sizeThatFitsLayout", "landscapeLeft"), or as
    /// the preview writes it.
    public let name: String
    /// The preview modifier it applies, if any.
    let modifier: AnyPreviewModifier?

    init(name: String, modifier: AnyPreviewModifier? = nil) {
        self.name = name
        self.modifier = modifier
    }

    /// A trait as a `#Preview` wrote it (`.sizeThatFitsLayout` is named "sizeThatFitsLayout"):
    /// the name the harness lists, from the source rather than the value, whose building may be
    /// isolated to the main actor.
    public static func written(_ source: String) -> PreviewTrait {
        PreviewTrait(name: source.hasPrefix(".") ? String(source.dropFirst()) : source)
    }

    public var description: String { name }

    public static func == (lhs: PreviewTrait, rhs: PreviewTrait) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Laid out at the size the view needs, not on a device screen.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    /// On a device screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
    /// In portrait.
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    /// Turned left (landscape).
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
    /// Turned right (landscape).
    public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
    /// Upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
    /// At a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(name: "fixedLayout(\(Int(width))x\(Int(height)))")
    }
    /// The view wrapped in `modifier`, given the context it shares with every preview using
    /// the same modifier type (iOS 18's `PreviewModifier`).
    public static func modifier<M: PreviewModifier>(_ modifier: M) -> PreviewTrait {
        PreviewTrait(name: "modifier(\(M.self))", modifier: AnyPreviewModifier(modifier))
    }
}

/// Namespace of preview types, as in SwiftUI (`Preview.ViewTraits`).
public enum Preview {
    /// What the traits of view previews apply to.
    public struct ViewTraits: Sendable {}
}

/// One preview found in the linked code: its name, where it was written, its traits, and a
/// function that builds its view on the main actor. The harness takes these as its screens.
public struct PreviewRecord: Sendable, CustomStringConvertible {
    /// The name given in `#Preview("name")`, or the provider's type name; nil when unnamed.
    public let name: String?
    /// The file, as `Module/File.swift`.
    public let fileID: String
    /// The file's full path when compiled.
    public let filePath: String
    /// The line of `#Preview` (or of the provider's declaration, when known; 0 otherwise).
    public let line: Int
    /// The column of `#Preview`.
    public let column: Int
    /// The preview's traits.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// The string literals written in the preview's body (`MDStore(name: "Store")`): its sample
    /// data, which the harness does not judge as the app's copy. Empty for a `PreviewProvider`,
    /// whose literals are read from its sources (`ProviderLocations`).
    public let sampleLiterals: [String]
    /// Whether the record is a `PreviewProvider`'s, whose `previews` may hold several previews
    /// (each view at its top level is one, as Xcode shows them).
    public let isPreviewProvider: Bool
    /// Builds the preview's view.
    public let makeView: @MainActor @Sendable () -> AnyView
    /// Builds the preview's traits as values, on the main actor (the preview modifiers among
    /// them wrap the view `makeView` builds); nil when it has none.
    public let makeTraits: (@MainActor @Sendable () -> [PreviewTrait<Preview.ViewTraits>])?

    /// A record.
    public init(name: String?, fileID: String, filePath: String, line: Int, column: Int, traits: [PreviewTrait<Preview.ViewTraits>],
                sampleLiterals: [String] = [], isPreviewProvider: Bool = false,
                makeTraits: (@MainActor @Sendable () -> [PreviewTrait<Preview.ViewTraits>])? = nil,
                makeView: @escaping @MainActor @Sendable () -> AnyView) {
        self.name = name
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.traits = traits
        self.sampleLiterals = sampleLiterals
        self.isPreviewProvider = isPreviewProvider
        self.makeTraits = makeTraits
        self.makeView = makeView
    }

    /// The name to show: the given name, or "File.swift:12" for an unnamed preview.
    public var displayName: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }

    /// "Settings (Grocy/AboutView.swift:93)".
    public var description: String { "\(displayName) (\(fileID):\(line))" }

    /// Writes a record into `memory` (what a `#Preview` expansion's accessor does).
    public static func place(in memory: UnsafeMutableRawPointer, name: String?, fileID: String, filePath: String, line: Int,
                             column: Int, traits: [PreviewTrait<Preview.ViewTraits>], sampleLiterals: [String] = [],
                             makeTraits: (@MainActor @Sendable () -> [PreviewTrait<Preview.ViewTraits>])? = nil,
                             body: @escaping @MainActor @Sendable () -> AnyView) {
        var makeView = body
        if let makeTraits {
            makeView = { @MainActor @Sendable in PreviewModifiers.wrap(body(), in: makeTraits()) }
        }
        memory.initializeMemory(as: PreviewRecord.self, repeating: PreviewRecord(
            name: name, fileID: fileID, filePath: filePath, line: line, column: column, traits: traits,
            sampleLiterals: sampleLiterals, makeTraits: makeTraits, makeView: makeView), count: 1)
    }

    /// A preview body's view, type-erased, rendered as SwiftUI renders it: symbols carry the
    /// labels VoiceOver reads for them.
    @MainActor
    public static func erase<V: View>(@ViewBuilder _ body: () -> V) -> AnyView {
        AnyView(body().environmentChange(drawAsToday))
    }

    /// Not isolated to the main actor: the layout engine applies it on whichever thread lays the
    /// preview out. Symbols carry their labels, forms are drawn as current iOS draws them, and
    /// images of the app's asset catalogs have their sizes.
    private static func drawAsToday(_ environment: inout EnvironmentValues) {
        environment.symbolsHaveDefaultLabels = true
        environment.drawsCurrentSystemStyles = true
        environment.assetImages = AssetCatalogImages.images
    }
}

/// One entry of the `l10n_previews` section: a kind tag (`0x70727677`, "prvw") and a C function
/// that writes the preview's record into the memory it is given.
public typealias PreviewSectionEntry = (UInt32, @convention(c) (UnsafeMutableRawPointer) -> Void)

/// The previews linked into the running program.
public enum Previews {
    /// The kind tag of preview entries.
    static let kind: UInt32 = 0x7072_7677

    /// Every `#Preview` record in the section, then every `PreviewProvider` found, sorted by file,
    /// line and name.
    public static var all: [PreviewRecord] {
        (sectionRecords() + PreviewProviders.records()).sorted {
            ($0.fileID, $0.line, $0.displayName) < ($1.fileID, $1.line, $1.displayName)
        }
    }

    /// The records `#Preview` placed in the `l10n_previews` section.
    static func sectionRecords() -> [PreviewRecord] {
        guard let start = l10n_previews_section_start(), let stop = l10n_previews_section_stop() else { return [] }
        let stride = MemoryLayout<PreviewSectionEntry>.stride
        let count = (stop - start) / stride
        let entries = start.bindMemory(to: PreviewSectionEntry.self, capacity: count)
        var records: [PreviewRecord] = []
        for index in 0..<count where entries[index].0 == kind {
            let memory = UnsafeMutablePointer<PreviewRecord>.allocate(capacity: 1)
            entries[index].1(UnsafeMutableRawPointer(memory))
            records.append(memory.move())
            memory.deallocate()
        }
        return records
    }
}
#endif
