import Dispatch
import Foundation
import Synchronization

/// Runs work on the main actor from any thread and waits for it: how a screen's views, whose
/// bodies SwiftUI isolates to the main actor, are resolved while layout and checks run on other
/// threads. On the main actor (the main thread, or the main queue, which Swift's main actor runs
/// on and which a dispatch thread may be draining) the work runs at once. From elsewhere it goes
/// to the main queue, which is served while its owner awaits (an `async` main, a test runner), or,
/// while the main actor runs `concurrentPerform` of its own, to that loop, which serves it.
package enum MainActorRunner {
    /// The jobs of the main actor while it waits for its `concurrentPerform` to finish.
    private static let lent = Mutex<MainThreadJobs?>(nil)

    /// Marks the main queue, so code running on it from a dispatch thread knows it is there.
    private static let mainQueueKey: Handoff<DispatchSpecificKey<Bool>> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return Handoff(key)
    }()

    /// Whether the caller is on the main actor: on the main thread or in a job of the main queue.
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey.value) == true
    }

    /// `work`'s result, `work` run on the main actor.
    package static func run<Result>(_ work: @MainActor () -> Result) -> Result {
        if isOnMainActor { return MainActorCalls.call(work) }
        return withoutActuallyEscaping(work) { work in
            let call = Handoff(work)
            let result = Mutex<Handoff<Result>?>(nil)
            let job = OneTimeJob {
                let made = MainActor.assumeIsolated { Handoff(call.value()) }
                result.withLock { $0 = made }
            }
            let lentTo = lent.withLock { jobs -> Bool in
                guard let jobs else { return false }
                jobs.submit { job.run() }
                return true
            }
            // A task on the main actor rather than a block on the main queue: work run there is
            // in a task on the main actor's executor, so a view's `.task` it starts can begin at
            // once (`Task.immediate`) instead of waiting for the queue.
            if !lentTo { Task { @MainActor in job.run() } }
            job.wait()
            guard let made = result.withLock({ $0 }) else { preconditionFailure("main-actor work finished without a result") }
            return made.value
        }
    }

    /// `work` for each of `iterations`, in parallel, as `DispatchQueue.concurrentPerform` runs
    /// it. Called on the main actor, the iterations run on other threads while the caller serves
    /// their `run` calls, so a loop that resolves views never waits for a busy main actor.
    package static func concurrentPerform(iterations: Int, _ work: @Sendable (Int) -> Void) {
        guard isOnMainActor else { return DispatchQueue.concurrentPerform(iterations: iterations, execute: work) }
        withoutActuallyEscaping(work) { work in
            let jobs = MainThreadJobs()
            lent.withLock { $0 = jobs }
            let loop = OneTimeJob { DispatchQueue.concurrentPerform(iterations: iterations, execute: work) }
            DispatchQueue.global().async {
                loop.run()
                jobs.finish()
            }
            while let job = jobs.next() { job() }
            lent.withLock { $0 = nil }
            for job in jobs.remaining() { job() }
            loop.wait()
        }
    }
}

/// Work run once on another thread while its caller waits: the work is let go of before the
/// caller is told it is done, so a closure lent for the call (`withoutActuallyEscaping`) is
/// never kept past it.
private final class OneTimeJob: @unchecked Sendable {
    private var work: (() -> Void)?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () -> Void) {
        self.work = work
    }

    /// Runs the work, lets go of it, and tells the waiting caller.
    func run() {
        work?()
        work = nil
        done.signal()
    }

    /// Waits until `run` has finished.
    func wait() {
        done.wait()
    }
}

/// Jobs for the main thread, in the order they came, while it lends itself to a parallel loop.
private final class MainThreadJobs: Sendable {
    private let jobs = Mutex<[@Sendable () -> Void]>([])
    private let ready = DispatchSemaphore(value: 0)

    /// Queues `job`.
    func submit(_ job: @escaping @Sendable () -> Void) {
        jobs.withLock { $0.append(job) }
        ready.signal()
    }

    /// The next job, once there is one; nil when the loop has finished and none is left.
    func next() -> (@Sendable () -> Void)? {
        ready.wait()
        return jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// Says the loop has finished.
    func finish() {
        ready.signal()
    }

    /// The jobs still queued, which no longer wait for `next`.
    func remaining() -> [@Sendable () -> Void] {
        jobs.withLock { queued in
            defer { queued = [] }
            return queued
        }
    }
}
