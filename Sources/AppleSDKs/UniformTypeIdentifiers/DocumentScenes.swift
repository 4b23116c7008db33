#if os(Linux)
@_exported import Foundation
import SwiftUI

// SwiftUI's document scenes (`DocumentGroup`, iOS 18's `DocumentGroupLaunchScene`), declared
// beside `FileDocument`, which they are written with. Scenes are not drawn here (see SwiftUI's
// `Scene`): an app's document scene compiles, and its editor views are checked through their
// previews, which hand them a document themselves (`ContentView(document: .constant(…))`).

/// Windows of documents the app creates, opens and edits (SwiftUI's `DocumentGroup`); accepted,
/// as scenes are not drawn: the editor is never called with a document.
public struct DocumentGroup<Document, Content: View>: Scene {
    /// Never built; accepted, as scenes are not drawn.
    public var body: Never { fatalError("DocumentGroup has no body") }
}

extension DocumentGroup where Document: FileDocument {
    /// Documents created as `newDocument` and edited by `editor`; accepted, as scenes are not drawn.
    @preconcurrency
    public init(newDocument: @autoclosure @escaping @Sendable () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {}

    /// Documents of `documentType` opened read-only and shown by `viewer`; accepted, as scenes are not drawn.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {}
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Reference documents made by `newDocument` and edited by `editor`; accepted, as scenes are not drawn.
    @preconcurrency
    public init(newDocument: @escaping @Sendable () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {}

    /// Reference documents of `documentType` opened read-only and shown by `viewer`; accepted, as scenes are not drawn.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {}
}

/// Where a document launch scene lays out its parts (SwiftUI's `DocumentLaunchGeometryProxy`);
/// never handed to an app here, as the launch scene is not drawn.
public struct DocumentLaunchGeometryProxy: Sendable {
    /// The frame of the launch interface.
    public var frame: CGRect
    /// The frame of its title.
    public var titleViewFrame: CGRect
}

/// The launch screen of a document app, with its title, actions and background (SwiftUI's
/// `DocumentGroupLaunchScene`, iOS 18); accepted, as scenes are not drawn.
public struct DocumentGroupLaunchScene<Actions: View>: Scene {
    /// Never built; accepted, as scenes are not drawn.
    public var body: Never { fatalError("DocumentGroupLaunchScene has no body") }

    /// A launch scene of a title (the app's name when nil), actions and a background; accepted, as scenes are not drawn.
    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View) {}
    /// A launch scene with a view behind its artwork; accepted, as scenes are not drawn.
    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
                @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {}
    /// A launch scene with a view over its artwork; accepted, as scenes are not drawn.
    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
                @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {}
    /// A launch scene with views behind and over its artwork; accepted, as scenes are not drawn.
    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
                @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
                @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {}
    /// A launch scene on a background style; accepted, as scenes are not drawn.
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B = BackgroundStyle.background, @ViewBuilder _ actions: () -> Actions) {}
    /// A launch scene on a background style, with a view over its artwork; accepted, as scenes are not drawn.
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B = BackgroundStyle.background, @ViewBuilder _ actions: () -> Actions,
                               @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {}
    /// A launch scene on a background style, with views behind and over its artwork; accepted, as scenes are not drawn.
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B = BackgroundStyle.background, @ViewBuilder _ actions: () -> Actions,
                               @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
                               @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {}

    /// A launch scene titled by a localized resource, with actions and a background; accepted, as scenes are not drawn.
    public init(_ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View) {}
    /// A launch scene titled by a resource, with a view behind its artwork; accepted, as scenes are not drawn.
    public init(_ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
                @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {}
    /// A launch scene titled by a resource, with a view over its artwork; accepted, as scenes are not drawn.
    public init(_ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
                @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {}
    /// A launch scene titled by a resource, with views behind and over its artwork; accepted, as scenes are not drawn.
    public init(_ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
                @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
                @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {}
    /// A launch scene titled by a resource, on a background style; accepted, as scenes are not drawn.
    public init<B: ShapeStyle>(_ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle.background,
                               @ViewBuilder _ actions: () -> Actions) {}
    /// A launch scene titled by a resource, on a background style, with a view over its artwork; accepted, as scenes are not drawn.
    public init<B: ShapeStyle>(_ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle.background,
                               @ViewBuilder _ actions: () -> Actions,
                               @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {}
}

extension DocumentGroupLaunchScene where Actions == DefaultDocumentGroupLaunchActions {
    /// A launch scene with the standard "Create Document" action; accepted, as scenes are not drawn.
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B = BackgroundStyle.background) {}
    /// A launch scene titled by a resource, with the standard action; accepted, as scenes are not drawn.
    public init<B: ShapeStyle>(_ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle.background) {}
}

/// The standard actions of a document launch scene (SwiftUI's `DefaultDocumentGroupLaunchActions`):
/// a "Create Document" button.
public struct DefaultDocumentGroupLaunchActions: View {
    /// The standard actions.
    public init() {}
    /// A "Create Document" button.
    public var body: some View { NewDocumentButton() }
}

/// A button that creates and opens a new document (SwiftUI's `NewDocumentButton`, iOS 18): drawn
/// as a button of its title ("Create Document" when it has none); tapping it creates nothing here.
public struct NewDocumentButton<Label: View>: View {
    let label: Label
    /// The button.
    public var body: some View { Button(action: {}) { label } }
}

extension NewDocumentButton where Label == Text {
    /// A button titled by a text ("Create Document" when nil), creating a document of `contentType`.
    public init(_ title: Text? = nil, contentType: UTType? = nil) { label = title ?? Text("Create Document") }
    /// A button titled by a localized resource.
    public init(_ title: LocalizedStringResource, contentType: UTType? = nil) { label = Text(title) }
    /// A button that prepares the document (a template picker, say) when tapped; never tapped here.
    public init<D: FileDocument>(_ title: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        label = title ?? Text("Create Document")
    }
    /// A button titled by a resource, preparing the document when tapped; never tapped here.
    public init<D: FileDocument>(_ title: LocalizedStringResource, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        label = Text(title)
    }
    /// A button that prepares the new document's file when tapped; never tapped here.
    public init(_ title: Text? = nil, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        label = title ?? Text("Create Document")
    }
}

extension Scene {
    /// Actions on the files selected in a launch scene's document browser (SwiftUI's
    /// `documentBrowserContextMenu(_:)`, iOS 18.1); accepted, as scenes are not drawn.
    public func documentBrowserContextMenu(@ViewBuilder _ menu: @escaping ([URL]?) -> some View) -> some Scene {
        ModifiedScene(content: self)
    }
}

nonisolated extension View {
    /// Actions on the files selected in a document launch view's browser (SwiftUI's
    /// `documentBrowserContextMenu(_:)`); the browser is not open on a still screen.
    public func documentBrowserContextMenu(@ViewBuilder _ menu: @escaping ([URL]?) -> some View) -> some View { self }
}
#endif
