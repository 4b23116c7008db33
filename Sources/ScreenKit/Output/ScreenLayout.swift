import Synchronization

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

    /// `view` laid out as the screen `name` in `configuration`. Its views' bodies are evaluated on
    /// the main actor, as in SwiftUI (this call waits for it), and laid out on the calling thread.
    public func layout<V: View>(_ view: V, name: String, in configuration: ScreenConfiguration = ScreenConfiguration()) -> LaidOutScreen {
        layout(resolvedOnMainActor(view, name: name, in: configuration), in: configuration)
    }

    /// The view `makeView` builds on the main actor, laid out as the screen `name` in
    /// `configuration`: for a view whose initializer is isolated to the main actor (an app's view,
    /// made with its main-actor model), from any thread. What `makeView` throws is thrown.
    public func layout<V: View, Failure: Error>(name: String, in configuration: ScreenConfiguration = ScreenConfiguration(),
                                                view makeView: @MainActor () throws(Failure) -> V) throws(Failure) -> LaidOutScreen {
        layout(try resolve(name: name, in: configuration, view: makeView), in: configuration)
    }

    /// `view` laid out with another `measurer`; texts are cached in `textCache`, which must only
    /// ever hold texts measured by that measurer.
    func layout<V: View>(_ view: V, name: String, in configuration: ScreenConfiguration, measurer: any GlyphMeasuring,
                         textCache: TextCache = TextCache()) -> LaidOutScreen {
        layout(resolvedOnMainActor(view, name: name, in: configuration), in: configuration, measurer: measurer, textCache: textCache)
    }

    /// The view `makeView` builds, resolved into the nodes of the screen `name` in `configuration`
    /// on the main actor (the caller waits), ready to be laid out on the caller's thread there or
    /// on any device `ResolvedScreen.canLayOut(in:)` accepts.
    package func resolve<V: View, Failure: Error>(name: String, in configuration: ScreenConfiguration,
                                                  view makeView: @MainActor () throws(Failure) -> V) throws(Failure) -> ResolvedScreen {
        let resolved = MainActorRunner.run { () -> Handoff<Result<ResolvedScreen, Failure>> in
            do throws(Failure) {
                let screen = try FixedClock.run { () throws(Failure) in resolve(try makeView(), name: name, in: configuration) }
                return Handoff(.success(screen))
            } catch {
                return Handoff(.failure(error))
            }
        }
        return try resolved.value.get()
    }

    /// `view`, made on the caller's thread, resolved on the main actor.
    private func resolvedOnMainActor<V: View>(_ view: V, name: String, in configuration: ScreenConfiguration) -> ResolvedScreen {
        let shown = Handoff(view)
        return MainActorRunner.run { Handoff(resolve(shown.value, name: name, in: configuration)) }.value
    }

    /// `view` resolved into the nodes of the screen `name` in `configuration`, on the main actor,
    /// where views' bodies are evaluated.
    @MainActor package func resolve<V: View>(_ view: V, name: String, in configuration: ScreenConfiguration) -> ResolvedScreen {
        var environment = EnvironmentValues(locale: configuration.locale, layoutDirection: configuration.layoutDirection,
                                            sizeCategory: configuration.sizeCategory, colorScheme: configuration.colorScheme)
        environment.localizer = localizer
        environment.layoutMargin = configuration.device.layoutMargin
        environment.screenSize = configuration.device.size
        let context = ResolveContext(environment: environment, collector: ResolveCollector())
        let sizeReads = EnvironmentValues.sizeCategoryReads.load(ordering: .relaxed)
        let marginReads = EnvironmentValues.layoutMarginReads.load(ordering: .relaxed)
        let screenReads = EnvironmentValues.screenSizeReads.load(ordering: .relaxed)
        let content = FixedClock.run {
            Resolver.single(AppearPasses.nodes(in: context, owner: view) { Resolver.nodes(for: view, in: $0) }, context)
        }
        return ResolvedScreen(name: name, configuration: configuration, content: content, context: context,
                              readsSizeCategory: EnvironmentValues.sizeCategoryReads.load(ordering: .relaxed) != sizeReads,
                              readsLayoutMargin: EnvironmentValues.layoutMarginReads.load(ordering: .relaxed) != marginReads,
                              readsScreenSize: EnvironmentValues.screenSizeReads.load(ordering: .relaxed) != screenReads)
    }

    /// `resolved` laid out in `configuration`, which it must be able to lay out in.
    package func layout(_ resolved: ResolvedScreen, in configuration: ScreenConfiguration) -> LaidOutScreen {
        layout(resolved, in: configuration, measurer: MetricsMeasurer.standard, textCache: .shared)
    }

    private func layout(_ resolved: ResolvedScreen, in configuration: ScreenConfiguration, measurer: any GlyphMeasuring,
                        textCache: TextCache) -> LaidOutScreen {
        precondition(resolved.canLayOut(in: configuration), "a resolved screen is laid out only where it resolves alike")
        let direction = configuration.layoutDirection
        let device = configuration.device
        let context = resolved.context
        let content = resolved.content
        let engine = LayoutEngine(measurer: measurer, textCache: textCache, layoutMargin: device.layoutMargin,
                                  sizeCategory: configuration.sizeCategory,
                                  containerSize: Size(width: device.size.width, height: device.size.height - device.topSafeArea - device.bottomSafeArea))
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
        var screen = LaidOutScreen(name: resolved.name, configuration: configuration, root: root)
        screen.unsettled = context.collector.unsettled
        return screen
    }
}

/// A screen's views resolved into nodes in one configuration: what `ScreenLayout` sizes and
/// places. Resolving (evaluating bodies, looking texts up) is most of a render's cost. The device
/// changes only one value views see, the layout margin, which lists take when they are laid out,
/// and texts and symbols take their fonts' sizes then too: so the harness resolves a screen once
/// for every device and size unless its views read the margin or the Dynamic Type size, and lays
/// it out on each. Each layout pass keeps its own sizes
/// (`LayoutEngine.pass`), so a layout of a resolved screen is the layout a fresh resolution
/// would give.
package final class ResolvedScreen {
    /// The screen's name.
    let name: String
    /// The configuration it was resolved in.
    let configuration: ScreenConfiguration
    /// The screen's content.
    let content: Node
    /// The context it was resolved in, with what its views handed up.
    let context: ResolveContext
    /// Whether some view read the Dynamic Type size while it was resolved (and so may differ at
    /// another size).
    let readsSizeCategory: Bool
    /// Whether some view read the device's layout margin while it was resolved.
    let readsLayoutMargin: Bool
    /// Whether some view read the screen's size (`UIScreen.main.bounds`) while it was resolved.
    let readsScreenSize: Bool

    init(name: String, configuration: ScreenConfiguration, content: Node, context: ResolveContext, readsSizeCategory: Bool,
         readsLayoutMargin: Bool, readsScreenSize: Bool = false) {
        self.readsScreenSize = readsScreenSize
        self.name = name
        self.configuration = configuration
        self.content = content
        self.context = context
        self.readsSizeCategory = readsSizeCategory
        self.readsLayoutMargin = readsLayoutMargin
    }

    /// Whether laying the screen out in `configuration` gives what resolving it there would:
    /// the same environment (locale and any direction set for it, scheme), the same Dynamic Type
    /// size and layout margin unless no view read them, and no view that is resolved during
    /// layout on another device or size (a proposal reader builds its content for the size
    /// it is given, once per layout, in the environment it was resolved in).
    package func canLayOut(in other: ScreenConfiguration) -> Bool {
        let resolvesDuringLayout = context.collector.resolvesDuringLayout
        return other.locale == configuration.locale && other.layoutDirectionOverride == configuration.layoutDirectionOverride
            && other.colorScheme == configuration.colorScheme
            && (other.device.layoutMargin == configuration.device.layoutMargin || !readsLayoutMargin)
            && (other.device.size == configuration.device.size || !readsScreenSize)
            && (other.sizeCategory == configuration.sizeCategory || !readsSizeCategory && !resolvesDuringLayout)
            && (other.device == configuration.device || !resolvesDuringLayout)
    }
}
