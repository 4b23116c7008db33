import L10n

/// The references between a value's variables (`%#@name@` in a form naming another variable),
/// walked without recursion: a hostile catalog may chain tens of thousands of variables, more than
/// a thread's stack holds frames for.
struct ReferenceGraph {
    /// Each variable's references, in the order written, each name once; names that are not
    /// variables are left out (they are reported as undefined elsewhere).
    private let edges: [String: [String]]

    /// The graph of `references` (a variable's name and every name its forms refer to).
    init(_ references: [String: [String]]) {
        var edges: [String: [String]] = [:]
        for (name, targets) in references {
            var seen: Set<String> = []
            edges[name] = targets.filter { references[$0] != nil && seen.insert($0).inserted }
        }
        self.edges = edges
    }

    /// The first cycle met by a depth-first walk from each of `roots` in turn, as the names along
    /// it from the first one in it (the closing name is not repeated), or nil. Each name is
    /// visited once, so the walk ends on any graph, and it keeps its own stack.
    func firstCycle(from roots: [String]) -> [String]? {
        var finished: Set<String> = []
        for root in roots where edges[root] != nil && !finished.contains(root) {
            var path: [(name: String, next: Int)] = [(root, 0)]
            var onPath: Set<String> = [root]
            while let top = path.last {
                let targets = edges[top.name] ?? []
                guard top.next < targets.count else {
                    path.removeLast()
                    onPath.remove(top.name)
                    finished.insert(top.name)
                    continue
                }
                path[path.count - 1].next += 1
                let target = targets[top.next]
                if onPath.contains(target), let start = path.firstIndex(where: { $0.name == target }) {
                    return path[start...].map(\.name)
                }
                if !finished.contains(target) {
                    path.append((target, 0))
                    onPath.insert(target)
                }
            }
        }
        return nil
    }

    /// What expanding `top` can come to when every variable takes its longest form: the most
    /// characters (`length` of a text plus the expansions of every reference it makes; a reference
    /// made twice counts twice; saturating at `Int.max`) and the deepest nesting (1: references
    /// that refer to nothing). Meant for an acyclic graph (a reference closing a cycle counts as
    /// empty); each variable is worked out once, without recursion. `forms[name]` lists a
    /// variable's forms as (own length, references made, with repeats).
    static func largestExpansion(top: (length: Int, references: [String]),
                                 forms: [String: [(length: Int, references: [String])]]) -> (characters: Int, depth: Int) {
        var size: [String: (characters: Int, depth: Int)] = [:]
        // Post-order with an explicit stack: a variable is sized once all its references are.
        var stack: [(name: String, expanded: Bool)] = top.references.reversed().map { ($0, false) }
        var pending: Set<String> = []  // Expanded but not yet sized: met again only through a cycle.
        while let (name, expanded) = stack.popLast() {
            guard size[name] == nil, let variableForms = forms[name] else { continue }
            if expanded {
                pending.remove(name)
                var characters = 0, depth = 1
                for form in variableForms {
                    var total = form.length
                    for reference in form.references {
                        let inner = size[reference] ?? (0, 0)
                        total = saturatingAdd(total, inner.characters)
                        depth = max(depth, inner.depth + 1)
                    }
                    characters = max(characters, total)
                }
                size[name] = (characters, depth)
            } else if pending.insert(name).inserted {
                stack.append((name, true))
                for form in variableForms {
                    for reference in form.references where size[reference] == nil && forms[reference] != nil {
                        stack.append((reference, false))
                    }
                }
            }
        }
        var characters = top.length, depth = 0
        for reference in top.references {
            let inner = size[reference] ?? (0, 0)
            characters = saturatingAdd(characters, inner.characters)
            depth = max(depth, inner.depth)
        }
        return (characters, depth)
    }

    /// What is wrong with expanding `top` (see `largestExpansion`) for lookup and render: nesting
    /// deeper than `ExpansionLimits.nesting`, or more characters than `ExpansionLimits.characters`;
    /// nil when it fits. `naming` says what the variables are called (substitutions, variables).
    static func expansionProblem(top: (length: Int, references: [String]), forms: [String: [(length: Int, references: [String])]],
                                 naming: String) -> String? {
        let largest = largestExpansion(top: top, forms: forms)
        if largest.depth > ExpansionLimits.nesting {
            return "the \(naming) refer to each other \(largest.depth) levels deep, more than the \(ExpansionLimits.nesting) lookup and render follow; flatten the chain."
        }
        if largest.characters > ExpansionLimits.characters {
            let size = largest.characters == Int.max ? "more characters than can be counted" : "up to \(largest.characters) characters"
            return "the \(naming) refer to each other so often that the text expands to \(size), more than the \(ExpansionLimits.characters) lookup and render allow; refer to each one fewer times."
        }
        return nil
    }

    private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}
