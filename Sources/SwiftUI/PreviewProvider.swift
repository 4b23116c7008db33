#if os(Linux)
import CPreviewSection

/// A type that gives previews (SwiftUI's `PreviewProvider`): its `previews` become a screen,
/// found at run time without registration, named after the type.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
}

/// Finds the `PreviewProvider` conformances linked into the program by reading the Swift
/// runtime's conformance records (the ELF section `swift5_protocol_conformances`). Only
/// non-generic types are taken; their file and line are not recorded by the compiler, so a
/// provider's record names its module and type, at line 0.
enum PreviewProviders {
    /// A record per provider type.
    static func records() -> [PreviewRecord] {
        guard let start = l10n_conformances_section_start(), let stop = l10n_conformances_section_stop() else { return [] }
        var records: [PreviewRecord] = []
        var cursor = start
        while cursor < stop {
            defer { cursor += 4 }
            guard let conformance = relative(cursor, indirectable: false),
                  isPreviewProvider(protocolOf: conformance),
                  let type = conformingType(conformance),
                  let provider = type.metadata as? any PreviewProvider.Type else { continue }
            let found = ProviderType(type: provider)
            records.append(PreviewRecord(name: type.name, fileID: "\(type.module)/\(type.name)", filePath: "", line: 0, column: 0,
                                         traits: [], isPreviewProvider: true, makeView: { erased(found.type) }))
        }
        return records
    }

    @MainActor
    private static func erased<P: PreviewProvider>(_ provider: P.Type) -> AnyView { PreviewRecord.erase { P.previews } }

    /// A provider type, handed to the main actor (a metatype holds no state).
    private struct ProviderType: @unchecked Sendable {
        let type: any PreviewProvider.Type
    }

    /// A conformance's type: its metadata, name and module.
    private struct ConformingType {
        let metadata: Any.Type
        let name: String
        let module: String
    }

    /// The target of the 32-bit relative pointer at `field`; an odd offset points at a pointer
    /// to the target when `indirectable`.
    private static func relative(_ field: UnsafeRawPointer, indirectable: Bool) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        if indirectable, offset & 1 == 1 {
            return (field + Int(offset & ~1)).loadUnaligned(as: UnsafeRawPointer?.self)
        }
        return field + Int(offset)
    }

    /// A context descriptor's name (`name` follows the flags and parent fields).
    private static func name(ofContext descriptor: UnsafeRawPointer, nameOffset: Int) -> String? {
        relative(descriptor + nameOffset, indirectable: false).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The module a context descriptor is declared in, following parents.
    private static func module(of descriptor: UnsafeRawPointer) -> String? {
        var context = descriptor
        for _ in 0..<16 {
            let kind = context.loadUnaligned(as: UInt32.self) & 0x1F
            if kind == 0 { return name(ofContext: context, nameOffset: 8) }
            guard let parent = relative(context + 4, indirectable: true) else { return nil }
            context = parent
        }
        return nil
    }

    /// Whether the conformance is to this module's `PreviewProvider`.
    private static func isPreviewProvider(protocolOf conformance: UnsafeRawPointer) -> Bool {
        guard let proto = relative(conformance, indirectable: true),
              proto.loadUnaligned(as: UInt32.self) & 0x1F == 3,
              name(ofContext: proto, nameOffset: 8) == "PreviewProvider" else { return false }
        return module(of: proto) == "SwiftUI"
    }

    /// The conforming type, when it is a non-generic struct, class or enum.
    private static func conformingType(_ conformance: UnsafeRawPointer) -> ConformingType? {
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        let referenceKind = (flags >> 3) & 0x7
        let typeField = conformance + 4
        let descriptor: UnsafeRawPointer?
        switch referenceKind {
        case 0: descriptor = relative(typeField, indirectable: false)
        case 1: descriptor = relative(typeField, indirectable: false)?.loadUnaligned(as: UnsafeRawPointer?.self)
        default: descriptor = nil
        }
        guard let descriptor else { return nil }
        let contextFlags = descriptor.loadUnaligned(as: UInt32.self)
        let kind = contextFlags & 0x1F
        let isGeneric = contextFlags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric,
              let typeName = name(ofContext: descriptor, nameOffset: 8),
              let moduleName = module(of: descriptor),
              let accessor = relative(descriptor + 12, indirectable: false) else { return nil }
        // A non-generic type's metadata accessor takes the request (0: complete) and returns the
        // metadata first.
        let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
        guard let metadata = access(0) else { return nil }
        return ConformingType(metadata: unsafeBitCast(metadata, to: Any.Type.self), name: typeName, module: moduleName)
    }
}
#endif
