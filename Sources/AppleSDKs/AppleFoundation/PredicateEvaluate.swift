#if os(Linux)
import Foundation

// `#Predicate` with `evaluate(_:)` inside (`#Predicate<Entry> { a.evaluate($0) && b.evaluate($0) }`),
// as Apple's Foundation accepts since iOS 17.4 and the Linux toolchain's macro does not: this
// stand-in's macro of one input splits the body at `&&`, `||` and `!` and evaluates each part's
// predicate on the input through `PredicateExpressions.PredicateEvaluate`.

/// A predicate of one input, its body allowed to evaluate other predicates (Foundation's
/// `#Predicate`); a body without `evaluate` is the toolchain's macro's.
@freestanding(expression)
public macro Predicate<Input>(_ body: (Input) -> Bool) -> Predicate<Input> =
    #externalMacro(module: "AppleSDKMacros", type: "PredicateMacro")

/// The toolchain's own `#Predicate`, which the macro above hands bodies and parts to.
@freestanding(expression)
public macro _FoundationPredicate<Input>(_ body: (Input) -> Bool) -> Predicate<Input> =
    #externalMacro(module: "FoundationMacros", type: "PredicateMacro")

extension PredicateExpressions {
    /// A predicate evaluated on an input inside another predicate (Foundation's `PredicateEvaluate`).
    public struct PredicateEvaluate<Input: PredicateExpression>: PredicateExpression {
        public typealias Output = Bool

        /// The predicate.
        public let predicate: Predicate<Input.Output>
        /// The input it is evaluated on.
        public let input: Input

        /// The expression.
        public init(predicate: Predicate<Input.Output>, input: Input) {
            self.predicate = predicate
            self.input = input
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try predicate.evaluate(input.evaluate(bindings))
        }
    }

    /// Builds `predicate.evaluate(input)` in a predicate.
    public static func build_evaluate<Input>(_ predicate: Predicate<Input.Output>, _ input: Input) -> PredicateEvaluate<Input> {
        PredicateEvaluate(predicate: predicate, input: input)
    }
}

extension PredicateExpressions.PredicateEvaluate: Sendable where Input: Sendable {}

/// A predicate holding another predicate is not archived: encoding and decoding fail, as a closure
/// cannot be written down.
extension PredicateExpressions.PredicateEvaluate: Codable where Input: Codable {
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "A nested predicate cannot be decoded"))
    }

    public func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(predicate, .init(codingPath: encoder.codingPath, debugDescription: "A nested predicate cannot be encoded"))
    }
}

extension PredicateExpressions.PredicateEvaluate: StandardPredicateExpression where Input: StandardPredicateExpression {}
#endif
