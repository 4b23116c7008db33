#if os(Linux)
nonisolated extension View {
    /// Shows `largeContentView` in the Large Content Viewer when the view is long-pressed at an
    /// accessibility text size; accepted, a still screen shows the view itself.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    /// The title the Large Content Viewer shows; accepted.
    public func accessibilityLargeContentTitle(_ title: LocalizedStringKey) -> some View { self }
}
#endif
