/// Lays views out as screens: resolves a view in a configuration's environment, sizes it the way
/// SwiftUI does on the device, and returns the laid-out screen.
///
/// ```swift
/// let screen = ScreenLayout(localizer: catalogs).layout(TodoItemDetail(item: item), name: "detail",
///     in: ScreenConfiguration(device: .iPhone11, locale: "pl", sizeCategory: .accessibilityLarge))
/// print(screen.rendered(as: .text))
/// ```
public struct ScreenLayout: Sendable {
    /// Looks localized texts up.
    public var localizer: any Localizer

    /// A screen layout using `localizer` (by default, keys are shown as they are).
    public init(localizer: any Localizer = KeyLocalizer()) {
        self.localizer = localizer
    }

    /// `view` laid out as the screen `name` in `configuration`.
    public func layout<V: View>(_ view: V, name: String, in configuration: ScreenConfiguration = ScreenConfiguration()) -> LaidOutScreen {
        layout(view, name: name, in: configuration, measurer: MetricsMeasurer.standard, textCache: .shared)
    }

    /// `view` laid out with another `measurer`; texts are cached in `textCache`, which must only
    /// ever hold texts measured by that measurer.
    func layout<V: View>(_ view: V, name: String, in configuration: ScreenConfiguration, measurer: any GlyphMeasuring,
                         textCache: TextCache = TextCache()) -> LaidOutScreen {
        let direction = configuration.layoutDirection
        var environment = EnvironmentValues(locale: configuration.locale, layoutDirection: direction,
                                            sizeCategory: configuration.sizeCategory, colorScheme: configuration.colorScheme)
        environment.localizer = localizer
        environment.layoutMargin = configuration.device.layoutMargin
        let device = configuration.device
        let context = ResolveContext(environment: environment, collector: ResolveCollector())
        let content = Resolver.node(for: view, in: context)
        let engine = LayoutEngine(measurer: measurer, textCache: textCache, layoutMargin: device.layoutMargin)
        let builder = ElementBuilder(engine: engine)
        let screenRect = Rect(origin: .zero, size: device.size)
        let safe = Rect(x: 0, y: device.topSafeArea, width: device.size.width,
                        height: device.size.height - device.topSafeArea - device.bottomSafeArea)
        let placement = PlacementContext(clip: screenRect, scrollViewport: nil, safeTop: safe.minY, safeBottom: safe.maxY,
                                         screen: device.size)
        var root = Element(kind: .screen, frame: screenRect)
        root.layoutDirection = direction
        var statusBar = Element(kind: .statusBar, frame: Rect(x: 0, y: 0, width: device.size.width, height: device.statusBarHeight))
        statusBar.layoutDirection = direction
        root.children.append(statusBar)
        let chosen = engine.size(of: content, for: ProposedSize(safe.size))
        let contentFrame = Rect(x: (safe.width - chosen.width) / 2, y: safe.minY + (safe.height - chosen.height) / 2,
                                width: chosen.width, height: chosen.height)
        root.children.append(builder.element(for: content, in: contentFrame, proposal: ProposedSize(safe.size), placement))
        for presentation in context.collector.presentations.prefix(1) {
            root.children.append(PresentationLayout.element(for: presentation, screen: device, engine: engine, builder: builder,
                                                            placement: placement, context: context))
        }
        var screen = LaidOutScreen(name: name, configuration: configuration, root: root)
        screen.unsettled = context.collector.unsettled
        return screen
    }
}
