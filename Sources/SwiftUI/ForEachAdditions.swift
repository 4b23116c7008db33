#if os(Linux)
extension ForEach {
    /// Rows for each element of a bound collection, each given a binding to its element
    /// (`ForEach($items) { $item in … }`).
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        let bindings = data.wrappedValue.indices.map { index in
            Binding<C.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.init(bindings, id: \.wrappedValue.id, content: content)
    }

    /// Rows for each element of a bound collection, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == [Binding<C.Element>] {
        let bindings = data.wrappedValue.indices.map { index in
            Binding<C.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.init(bindings, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}
#endif
