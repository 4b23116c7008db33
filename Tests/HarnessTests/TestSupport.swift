import Diagnostics
import Foundation
@testable import Harness
import ScreenKit

/// A folder of `.lproj/Localizable.strings` tables written from a dictionary, removed when the
/// value goes away.
final class TemporaryCatalogs {
    let url: URL

    /// Writes `tables` (locale → key → value) to a new folder.
    init(_ tables: [String: [String: String]]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("harness-catalogs-\(UUID().uuidString)")
        for (locale, entries) in tables {
            let folder = url.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = entries.keys.sorted().map { key in "\"\(escape(key))\" = \"\(escape(entries[key] ?? ""))\";\n" }.joined()
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
    }

    /// The catalogs loaded.
    func load() throws -> CatalogSet { try CatalogSet.load(from: url.path) }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

extension RuleExample {
    /// What every rule finds on the example, laid out as its conditions say.
    func findings() throws -> [Diagnostic] {
        let folder = catalog.isEmpty ? nil : try TemporaryCatalogs(catalog)
        let example = self
        let preview = ScreenPreview(id: "example", states: ["default"], sampleData: sampleData) { _ in example.view() }
        var checker = ScreenChecker(screens: [preview], catalogs: try folder?.load())
        checker.codeLiterals = codeLiterals
        return try checker.check(MatrixCell(screen: "example", state: "default", locale: locale, size: size, device: device, scheme: scheme))
    }
}

/// Small screens for harness tests, declared as a package would declare its own.
enum SampleScreens {
    /// A greeting whose title is looked up, a String value, and a symbol button without a label.
    static let all: [ScreenPreview] = [
        ScreenPreview("greeting", states: ["default", "long"]) { state in
            VStack(alignment: .leading, spacing: 8) {
                Text("Welcome back").font(.title)
                Text(subtitle(state)).lineLimit(1)
                Button(action: {}) { Image(systemName: "info.circle") }
                Spacer()
            }
            .padding()
        },
        ScreenPreview("settings") {
            List {
                Text("Settings")
                Text(verbatim: "Ada Lovelace")
            }
        },
    ]

    /// A String value, shown as it is (never looked up).
    private static func subtitle(_ state: String) -> String {
        state == "long" ? "A far longer subtitle that needs several lines on a small phone" : "Ready"
    }

    static let catalog = [
        "en": ["Welcome back": "Welcome back", "Ready": "Ready", "Settings": "Settings"],
        "pl": ["Welcome back": "Witaj ponownie", "Settings": "Ustawienia", "Ready": "Gotowe"],
    ]
}
