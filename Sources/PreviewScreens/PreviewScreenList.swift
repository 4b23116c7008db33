#if os(Linux)
import Harness
import SwiftUI

/// The previews of a program as the harness's screens: one screen per `#Preview` or
/// `PreviewProvider`, named as the preview is (two previews of one name are told apart by their
/// file and line) and declared where the preview is written, so a finding on a view the harness
/// builds itself still points into the team's file.
public enum PreviewScreenList {
    /// The screens of `records`, in their order. Each view is built once, here on the main actor
    /// as SwiftUI builds previews, and laid out from there in every cell of the matrix; a record
    /// in `failures` (by index) is drawn as an `UnbuiltView` carrying its message, so the check
    /// reports it and runs the others. `providers` places previews the compiler gives no line and
    /// reads their sample data; a `#Preview` brings its own; `appSampleData`, the literals of the
    /// app's static sample data, is every preview's too. A `PreviewProvider` whose `previews`
    /// holds several views (a `Group` of three) is one screen with a state per view, named by
    /// `.previewDisplayName` when each view has a name of its own, else `1`, `2`, …, each laid
    /// out alone as Xcode shows it.
    @MainActor
    public static func screens(_ records: [PreviewRecord], failures: [Int: String] = [:],
                               providers: ProviderLocations = ProviderLocations(), appSampleData: Set<String> = [],
                               platformOnly: PlatformOnlyViews? = nil) -> [ScreenPreview] {
        let ids = uniqueIDs(records)
        return records.indices.map { index in
            let record = records[index]
            let place = record.line > 0 ? (file: record.filePath, line: record.line) : providers.declaration(of: record)
            let sampleData = (record.line > 0 ? record.sampleLiterals : providers.sampleLiterals(of: record)) + appSampleData
            let built = BuiltView(failures[index].map { AnyView(UnbuiltView(reason: "the preview stopped its process: \($0)")) }
                ?? record.makeView())
            let traits = record.traits.map(\.name).joined(separator: ", ")
            let summary = traits.isEmpty ? record.fileID : "\(record.fileID) (\(traits))"
            let names = record.isPreviewProvider && failures[index] == nil ? PreviewParts.names(of: built.view) : []
            let parts = max(1, names.count)
            let elsewhere = platformOnly?.subject(ofPreviewAt: place.file, line: place.line)
            guard parts > 1 else {
                return ScreenPreview(id: ids[index], summary: summary, states: [PreviewState](), file: place.file, line: place.line,
                                     sampleData: Set(sampleData)) { _ in built.view }.showing(otherPlatformView: elsewhere)
            }
            let named = Self.stateNames(names, count: parts)
            let states = (1...parts).map { PreviewState(named[$0 - 1], summary: "view \($0) of \(parts) in previews", file: place.file, line: place.line) }
            return ScreenPreview(id: ids[index], summary: summary, states: states, file: place.file, line: place.line,
                                 sampleData: Set(sampleData)) { state in
                AnyView(PreviewPart(built.view, index: (named.firstIndex(of: state) ?? 0)))
            }.showing(otherPlatformView: elsewhere)
        }
    }

    /// The states of a provider's `count` views: the names `.previewDisplayName` gave them when
    /// every view has one of its own, else their positions, `1`, `2`, ….
    static func stateNames(_ names: [String?], count: Int) -> [String] {
        let given = names.compactMap { $0 }.filter { !$0.isEmpty }
        guard given.count == count, Set(given).count == count else { return (1...max(1, count)).map(String.init) }
        return given
    }

    /// Each record's display name, followed by its file and line when another record has the same.
    static func uniqueIDs(_ records: [PreviewRecord]) -> [String] {
        var counts: [String: Int] = [:]
        for record in records { counts[record.displayName, default: 0] += 1 }
        return records.map { record in
            counts[record.displayName, default: 0] > 1 ? "\(record.displayName) (\(record.fileID):\(record.line))" : record.displayName
        }
    }

    /// A preview's view, built once on the main actor and only read afterwards: the layout engine
    /// evaluates its bodies from several threads at once, as it does any screen's.
    private struct BuiltView: @unchecked Sendable {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
    }
}
#endif
