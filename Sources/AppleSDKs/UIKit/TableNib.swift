#if os(Linux)
@_exported import Foundation

/// An Interface Builder file (UIKit's `UINib`): nibs are not compiled for a preview, so one loads
/// no objects; a cell registered from a nib is dequeued as a plain cell of the table's kind.
open class UINib: NSObject, @unchecked Sendable {
    /// A key of the options of loading a nib.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects standing in for the nib's external objects.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
    /// The nib's name.
    public let nibName: String?
    /// The nib named `name` in `bundle`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { nibName = name }
    /// A nib of archived data.
    public init(data: Data, bundle bundleOrNil: Bundle?) { nibName = nil }
    /// Loads the nib's top-level objects: none here.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] { [] }
}
#endif
