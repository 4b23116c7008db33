import Diagnostics
import Foundation
import ScreenKit
import Testing
@testable import Harness

@Suite struct HTMLReportTests {
    @Test func theReportHasFindingsGalleryAndFilters() throws {
        let folder = try TemporaryFolder()
        let checker = ScreenChecker(screens: SampleScreens.all, catalogs: try TemporaryCatalogs(SampleScreens.catalog).load(), title: "Samples")
        let matrix = try checker.matrix(MatrixSelection(locales: ["en", "en-XA"], sizes: ["L", "AX5"], devices: ["iphone-se", "iphone-11"],
                                                        schemes: ["light"]))
        let gallery = try HTMLGallery(directory: folder.path, device: matrix.devices.first, scheme: matrix.schemes.first)
        let report = checker.run(matrix, observer: gallery)
        try gallery.finish(report) { try? checker.render($0) }

        let html = try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8)
        let renders = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("renders").path)
        #expect(renders.count == 3 * 2 * 2)
        #expect(renders.allSatisfy { $0.hasSuffix(".iphone-se-3rd-generation.light.svg") })
        #expect(html.components(separatedBy: "<figure ").count - 1 == 12)
        #expect(html.components(separatedBy: "<article class=\"finding ").count - 1 == report.findings.count)
        for axis in ["screen", "locale", "size", "rule"] { #expect(html.contains("<select data-axis=\"\(axis)\">")) }
        #expect(html.contains("<option>a11y-missing-label</option>"))
        #expect(html.contains("class=\"mark error\""))
        // Every finding card points at the code that wrote the element (or declared the screen).
        #expect(html.components(separatedBy: "<p class=\"where\">code: Tests/HarnessTests/TestSupport.swift:").count - 1
                == report.findings.count)
        #expect(html.contains("<img src=\"renders/greeting.default.en.L.iphone-se-3rd-generation.light.svg\""))
        #expect(!html.contains("http"))
        let svg = try String(contentsOf: folder.url.appendingPathComponent("renders/greeting.default.en.L.iphone-se-3rd-generation.light.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func thePageOpensWithTheCountsAndFoldsTheNotesAway() throws {
        let folder = try TemporaryFolder()
        let screen = ScreenPreview("order") {
            VStack {
                Text("Order now").lineLimit(1).frame(width: 110)
                Button(action: {}) { Image(systemName: "info.circle") }
                Spacer()
            }
        }
        let catalogs = try TemporaryCatalogs(["en": ["Order now": "Order now"]])
        let checker = ScreenChecker(screens: [screen], catalogs: try catalogs.load())
        let matrix = try checker.matrix(MatrixSelection(locales: ["en", "en-XA"], sizes: ["L"], devices: ["iphone-se"], schemes: ["light"]))
        let gallery = try HTMLGallery(directory: folder.path, device: matrix.devices.first, scheme: matrix.schemes.first)
        let report = checker.run(matrix, observer: gallery)
        try gallery.finish(report) { try? checker.render($0) }
        let html = try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8)
        let table = try #require(html.range(of: "<table class=\"counts\">"))
        let error = try #require(html.range(of: "<article class=\"finding error\""))
        let notes = try #require(html.range(of: "<details id=\"notes\">"))
        let note = try #require(html.range(of: "<article class=\"finding note\""))
        #expect(table.lowerBound < error.lowerBound && error.lowerBound < notes.lowerBound && notes.lowerBound < note.lowerBound)
        #expect(html.contains("<tr class=\"note\"><td class=\"severity\">note</td><td><a href=\"#rule=text-"))
        withExtendedLifetime(catalogs) {}
    }

    @Test func theSameRunWritesTheSamePage() throws {
        let checker = ScreenChecker(screens: SampleScreens.all)
        let matrix = try checker.matrix(MatrixSelection(locales: ["en"], sizes: ["L"], devices: ["iphone-se"], schemes: ["dark"]))
        var pages: [String] = []
        for jobs in [1, 2] {
            let folder = try TemporaryFolder()
            let gallery = try HTMLGallery(directory: folder.path, device: .iPhoneSE, scheme: .dark)
            let report = checker.run(matrix, jobs: jobs, observer: gallery)
            try gallery.finish(report) { try? checker.render($0) }
            pages.append(try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8))
        }
        #expect(pages[0] == pages[1])
    }
}
