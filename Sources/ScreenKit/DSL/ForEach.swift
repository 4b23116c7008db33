/// One view per element of a collection (SwiftUI's `ForEach`).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let content: (Data.Element) -> Content

    /// The elements the views are made of (a table's rows builder reads them).
    package var elements: Data { data }

    /// The view of one element (a table's rows builder reads the rows it lists).
    package func view(of element: Data.Element) -> Content { content(element) }

    /// Views for `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        data.flatMap { Resolver.nodes(for: content($0), in: context) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
