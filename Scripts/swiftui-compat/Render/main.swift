// Renders every preview linked into this program (the compiled screens' `#Preview`s and
// `PreviewProvider`s) as text. Each preview runs in a child process of its own, so a preview
// that traps in model code is reported as failed and the others still render.
//
// Usage: Renders [--locale pl] [--size AX3] [--catalogs DIR] [--only INDEX]
// With --catalogs, texts are looked up in the catalogs under DIR (the app's String Catalog) as
// the app looks them up; without, every key shows itself.
import Foundation
import ScreenKit
import SwiftUI

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

let locale = (try? LocaleIdentifier.parse(option("--locale") ?? "en-US")) ?? LocaleIdentifier(language: "en", region: "US")
let size = ContentSizeCategory.allCases.first { $0.shortName == option("--size") } ?? .large
let records = Previews.all

/// Looks texts up in an app's catalogs, as the app does at run time.
struct AppCatalogs: Localizer {
    let catalogs: CatalogSet

    func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup {
        let resolution = catalogs.resolve(key.key, table: table, locale: locale, arguments: key.arguments)
        switch resolution.status {
        case .found: return LocalizedLookup(text: resolution.text, outcome: .found(locale: locale, source: nil))
        case .fellBack: return LocalizedLookup(text: resolution.text, outcome: .fellBack(locale: catalogs.developmentLanguage, source: nil))
        case .missing: return LocalizedLookup(text: resolution.text, outcome: .missing)
        }
    }
}

let localizer: any Localizer = option("--catalogs").flatMap { try? CatalogSet.load(from: $0) }.map(AppCatalogs.init) ?? KeyLocalizer()

if let only = option("--only").flatMap(Int.init), records.indices.contains(only) {
    MainActor.assumeIsolated {
        let record = records[only]
        let configuration = ScreenConfiguration(locale: locale, sizeCategory: size)
        let screen = ScreenLayout(localizer: localizer).layout(record.makeView(), name: record.displayName, in: configuration)
        print(screen.rendered(as: .text), terminator: "")
        for problem in screen.unsettled { print("unsettled: \(problem)") }
    }
    exit(0)
}

for (index, record) in records.enumerated() {
    print("== \(record) traits: \(record.traits.map(\.name).joined(separator: ", "))")
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = Array(arguments.dropFirst()) + ["--only", "\(index)"]
    let output = Pipe(), errors = Pipe()
    child.standardOutput = output
    child.standardError = errors
    do {
        try child.run()
        let rendered = output.fileHandleForReading.readDataToEndOfFile()
        let problem = errors.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        if child.terminationStatus == 0 {
            print(String(decoding: rendered, as: UTF8.self))
        } else {
            let message = String(decoding: problem, as: UTF8.self).split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("error") }
            print("failed (status \(child.terminationStatus)): \(message.map(String.init) ?? "no message")\n")
        }
    } catch {
        print("failed: could not start the preview's process: \(error)\n")
    }
}
