#if os(Linux)
import Foundation

// iOS 18's preview modifiers: `#Preview(traits: .modifier(SampleData())) { … }`, where
// `SampleData` makes a context once (a model container filled with sample data, say) and wraps
// each preview's view with it. The harness makes every modifier type's context before the
// previews are built, as Xcode's canvas does, so the previews show the sample data; its probe
// makes each preview's contexts in the trial of that preview, so one that stops the process
// fails only the previews using it.

/// Wraps previews in shared set-up (SwiftUI's `PreviewModifier`).
@MainActor
public protocol PreviewModifier {
    /// What the previews share, made once per modifier type.
    associatedtype Context = Void
    /// The wrapped view.
    associatedtype Body: View
    /// The preview's view, as the modifier receives it.
    typealias Content = PreviewModifierContent

    /// Makes the context every preview using this modifier type shares.
    static func makeSharedContext() async throws -> Context

    /// The preview's `content` wrapped, given the shared `context`.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context to make.
    public static func makeSharedContext() async throws {}
}

/// A preview's view as a preview modifier receives it (SwiftUI's `PreviewModifierContent`).
public struct PreviewModifierContent: View {
    let content: AnyView

    /// The preview's view.
    public var body: some View { content }
}

/// A preview modifier of any type: how to make its shared context and wrap a view in it.
struct AnyPreviewModifier: Sendable {
    let type: ObjectIdentifier
    let typeName: String
    let makeContext: @MainActor @Sendable () async throws -> Any
    let wrap: @MainActor @Sendable (AnyView, Any) -> AnyView?

    init<M: PreviewModifier>(_ modifier: M) {
        type = ObjectIdentifier(M.self)
        typeName = String(describing: M.self)
        makeContext = { try await M.makeSharedContext() }
        let held = Handoff(modifier)
        wrap = { content, context in
            guard let context = context as? M.Context else { return nil }
            return AnyView(held.value.body(content: PreviewModifierContent(content: content), context: context))
        }
    }
}

/// The shared contexts of the preview modifiers in the running program, made before the
/// previews are built.
@MainActor
public enum PreviewModifiers {
    /// What a modifier type's context came to: the context, or why it could not be made. Only
    /// the main actor makes and reads contexts.
    private enum Made: @unchecked Sendable {
        case context(Any)
        case failed(String)
    }

    private static var made: [ObjectIdentifier: Made] = [:]

    /// How long a modifier's `makeSharedContext()` may take before its previews are drawn
    /// without it.
    public static let timeLimit: Duration = .seconds(10)

    /// Makes the shared context of every preview modifier `records` use, once per modifier type.
    public static func prepare(_ records: [PreviewRecord]) async {
        for record in records {
            guard let makeTraits = record.makeTraits else { continue }
            for modifier in makeTraits().compactMap(\.modifier) where made[modifier.type] == nil {
                made[modifier.type] = await make(modifier)
            }
        }
    }

    /// `view` wrapped in each of `traits`' modifiers, in order; a modifier whose context was not
    /// made leaves a view that says why.
    static func wrap(_ view: AnyView, in traits: [PreviewTrait<Preview.ViewTraits>]) -> AnyView {
        traits.compactMap(\.modifier).reduce(view) { content, modifier in
            switch made[modifier.type] {
            case .context(let context):
                return modifier.wrap(content, context) ?? content
            case .failed(let reason):
                return AnyView(UnbuiltView(reason: "the preview modifier \(modifier.typeName) could not make its context: \(reason)"))
            case nil:
                return AnyView(UnbuiltView(reason: "the preview modifier \(modifier.typeName) was not prepared before the preview was built"))
            }
        }
    }

    /// The modifier's context, or why there is none: an error thrown, or the time limit passed.
    private static func make(_ modifier: AnyPreviewModifier) async -> Made {
        await withCheckedContinuation { (continuation: CheckedContinuation<Made, Never>) in
            let once = ResumeOnce(continuation)
            Task { @MainActor in
                do { once.resume(.context(try await modifier.makeContext())) } catch { once.resume(.failed("\(error)")) }
            }
            Task {
                try? await Task.sleep(for: timeLimit)
                once.resume(.failed("makeSharedContext() did not return within \(timeLimit)"))
            }
        }
    }
}

/// Resumes a continuation with the first result only.
private final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }

    func resume(_ value: Value) {
        lock.lock()
        let pending = continuation
        continuation = nil
        lock.unlock()
        pending?.resume(returning: value)
    }
}
#endif
