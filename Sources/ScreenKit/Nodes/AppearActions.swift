/// The `onAppear` actions (and `onChange(of:initial: true)` ones) a view's body registers while
/// it is resolved. A preview shows a view after it appeared, so a body whose actions load its
/// data is shown with that data: its actions run once, then the same view value's body is
/// evaluated again, reading the state they set.
final class AppearActions: @unchecked Sendable {
    /// The actions in the order the body registered them; each says whether it ran to the end
    /// (a task that is still waiting changed nothing the screen should show yet).
    var actions: [() -> Bool] = []
    /// Whether the body's actions already ran (or never will): later registrations are dropped.
    var isClosed = false

    /// The queue of the body being evaluated: an `onAppear` written in a body belongs to that
    /// body, wherever its view ends up resolved (inside a custom container, a modifier's body).
    @TaskLocal static var collecting: AppearActions?

    /// A queue that takes nothing, for bodies evaluated the second time.
    static var closed: AppearActions {
        let queue = AppearActions()
        queue.isClosed = true
        return queue
    }

    /// Adds `action` unless the queue is closed.
    func add(_ action: @escaping () -> Bool) {
        if !isClosed { actions.append(action) }
    }
}

/// A property of a view that reads what an ancestor provides (an `@Environment(Model.self)`,
/// an `@EnvironmentObject`): reading it when no ancestor did stops the process.
package protocol EnvironmentRequirement {
    /// Whether what it reads is missing from `environment`.
    func isMissing(in environment: EnvironmentValues) -> Bool
}

extension ResolveCollector {
    /// What resolution has handed up so far, to undo a pass that is evaluated again.
    struct Mark {
        let presentations: Int
        let navigationBar: Int
        let unsettled: Int
        let resolvesDuringLayout: Bool
    }

    /// Where resolution stands now.
    var mark: Mark {
        Mark(presentations: presentations.count, navigationBar: navigationBar.count,
             unsettled: unsettled.count, resolvesDuringLayout: resolvesDuringLayout)
    }

    /// Forgets what was handed up since `mark`.
    func rewind(to mark: Mark) {
        presentations.removeSubrange(min(mark.presentations, presentations.count)...)
        navigationBar.removeSubrange(min(mark.navigationBar, navigationBar.count)...)
        unsettled.removeSubrange(min(mark.unsettled, unsettled.count)...)
        resolvesDuringLayout = mark.resolvesDuringLayout
    }
}

enum AppearPasses {
    /// How many bodies of one screen are evaluated again after their appear actions ran: nested
    /// views that each load on appear cost a second pass each, and no more than this many.
    static let secondPassLimit = 64

    /// The nodes `resolve` makes, run with a fresh appear queue: when the body registered
    /// actions, they run on the main actor and `resolve` runs again (its actions are not run a
    /// second time), so what they set is shown. Within the screen's budget of second passes.
    /// `owner` is the view (or modifier) whose body it is: when one of its properties reads an
    /// object no ancestor provides (a preview that left out an `.environment(model)` the body
    /// does not read, only its task does), its actions are not run, since they would stop the
    /// process where the screen itself can be checked.
    static func nodes(in context: ResolveContext, owner: Any, _ resolve: (ResolveContext) -> [Node]) -> [Node] {
        var inner = context
        let queue = AppearActions()
        inner.appear = queue
        let mark = context.collector.mark
        let first = resolve(inner)
        queue.isClosed = true
        guard !queue.actions.isEmpty, context.collector.secondPasses < secondPassLimit,
              !lacksWhatItReads(owner, in: context.environment) else { return first }
        context.collector.secondPasses += 1
        let actions = Handoff(queue.actions)
        let finished = EnvironmentValues.$current.withValue(context.environment) {
            MainActorCalls.call { actions.value.map { $0() } }
        }
        guard finished.contains(true) else { return first }
        context.collector.rewind(to: mark)
        inner.appear = .closed
        return resolve(inner)
    }

    /// Whether a property of `owner` reads something `environment` does not have.
    static func lacksWhatItReads(_ owner: Any, in environment: EnvironmentValues) -> Bool {
        Mirror(reflecting: owner).children.contains { child in
            (child.value as? any EnvironmentRequirement)?.isMissing(in: environment) == true
        }
    }

    /// `evaluate`, a body's evaluation, with the `onAppear`s it writes belonging to `context`'s queue.
    static func evaluating<Body>(in context: ResolveContext, _ evaluate: () -> Body) -> Body {
        AppearActions.$collecting.withValue(context.appear ?? .closed, operation: evaluate)
    }
}

nonisolated extension View {
    /// The view with `action` run when it appears (none when nil): the body that shows it is
    /// evaluated again after the action, once, so a preview shows what the action loaded.
    package func appearAction(_ action: (() -> Void)?) -> ModifiedView<Self> {
        let owner = AppearActions.collecting
        return ModifiedView(content: self) { context, make in
            if let action { (owner ?? context.appear)?.add { action(); return true } }
            return make(context)
        }
    }

    /// The view with `action` started as it appears, as `.task` starts it: it runs on the main
    /// actor until it first waits. When it finishes without waiting (a preview's sample data
    /// loaded), the screen shows what it set; when it waits (the network, another actor), it is
    /// cancelled and the screen is shown as it was before it started.
    package func appearTask(_ action: sending @escaping @isolated(any) () async -> Void) -> ModifiedView<Self> {
        let owner = AppearActions.collecting
        let task = Handoff(action)
        return ModifiedView(content: self) { context, make in
            (owner ?? context.appear)?.add { TaskStart.finishesAtOnce(task.value) }
            return make(context)
        }
    }
}
