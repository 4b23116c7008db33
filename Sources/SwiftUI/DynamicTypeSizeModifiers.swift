#if os(Linux)
nonisolated extension View {
    /// Shows the view and everything inside at `size`, whatever the screen's size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentChange { $0.dynamicTypeSize = size }
    }

    /// Keeps the Dynamic Type size of the view and everything inside within `range`: a screen
    /// size outside it is replaced by the nearest size inside (`...DynamicTypeSize.xxxLarge` stops
    /// text from growing past the largest standard size, as system panels and bars do).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environmentChange { environment in
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            environment.limitSizeCategory(to: ContentSizeCategory.allCases[smallest.rawValue]...ContentSizeCategory.allCases[largest.rawValue])
        }
    }
}
#endif
