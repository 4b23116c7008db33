@testable import AppFolder
import Foundation
import Testing

@Suite("Folding an app's file as iOS compiles it")
struct AppSourceRewriterTests {
    let configuration = IOSBuildConfiguration()

    @Test("#if os(iOS) keeps the iPhone branch; the rest turns into blank lines at the same places")
    func foldsPlatformBranches() {
        let source = """
            import SwiftUI
            #if os(iOS)
            let device = "phone"
            #elseif os(macOS)
            let device = "mac"
            #else
            let device = "other"
            #endif
            let after = 1
            """
        let (text, _) = AppSourceRewriter.rewrite(source, originalPath: "/app/File.swift", configuration: configuration)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "#sourceLocation(file: \"/app/File.swift\", line: 1)")
        #expect(Array(lines.dropFirst()) == ["import SwiftUI", "", "let device = \"phone\"", "", "", "", "", "", "let after = 1"])
    }

    @Test("canImport, targetEnvironment and DEBUG answer as an iPhone simulator's debug build")
    func conditions() {
        let source = """
            #if canImport(UIKit) && targetEnvironment(simulator) && DEBUG && !canImport(AppKit) && arch(arm64)
            let yes = 1
            #endif
            #if os(watchOS) || canImport(AppKit)
            let no = 1
            #endif
            """
        let (text, _) = AppSourceRewriter.rewrite(source, originalPath: "/a.swift", configuration: configuration)
        #expect(text.contains("let yes = 1"))
        #expect(!text.contains("let no = 1"))
    }

    @Test("Nested #ifs fold inside the active branch; an inactive branch's imports are not the file's")
    func nestedAndImports() {
        let source = """
            #if os(iOS)
            import UIKit
            #if targetEnvironment(macCatalyst)
            import AppKit
            #else
            import SwiftData
            #endif
            #else
            import Cocoa
            #endif
            """
        let (text, facts) = AppSourceRewriter.rewrite(source, originalPath: "/a.swift", configuration: configuration)
        #expect(facts.imports.map(\.module) == ["UIKit", "SwiftData"])
        #expect(facts.imports.map(\.line) == [2, 6])
        #expect(!text.contains("AppKit") && !text.contains("Cocoa"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
    }

    @Test("A submodule import imports its module; a stand-in's single declaration imports the whole stand-in")
    func submoduleImports() {
        let source = """
            import os.log
            import class UIKit.UIColor
            import struct Collections.Deque
            import IOKit.hid
            """
        let (text, facts) = AppSourceRewriter.rewrite(source, originalPath: "/a.swift", configuration: configuration)
        #expect(facts.imports.map(\.module) == ["os", "UIKit", "Collections", "IOKit"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { String($0) }
        #expect(lines == ["import os    ", "import       UIKit        ", "import struct Collections.Deque", "import IOKit    "])
    }

    @Test("The @main App and extensions of it are left out; previews are counted")
    func dropsEntry() {
        let source = """
            @main
            struct GreeterApp: App {
                var body: some Scene { WindowGroup { Text("x") } }
            }
            extension GreeterApp { static let count = 0 }
            struct Row: View { var body: some View { Text("row") } }
            #Preview { Row() }
            struct Row_Previews: PreviewProvider { static var previews: some View { Row() } }
            """
        let first = AppSourceRewriter.rewrite(source, originalPath: "/a.swift", configuration: configuration)
        #expect(first.facts.entryTypes == ["GreeterApp"])
        #expect(first.facts.previews == 2)
        let (text, _) = AppSourceRewriter.rewrite(source, originalPath: "/a.swift", configuration: configuration, entryTypes: ["GreeterApp"])
        #expect(!text.contains("GreeterApp") && !text.contains("WindowGroup"))
        #expect(text.contains("struct Row: View"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 9)
    }

    @Test("A path with quotes and backslashes is escaped in #sourceLocation")
    func escapesPath() {
        let (text, _) = AppSourceRewriter.rewrite("let a = 1", originalPath: "/app/My \"App\"\\x.swift", configuration: configuration)
        #expect(text.hasPrefix("#sourceLocation(file: \"/app/My \\\"App\\\"\\\\x.swift\", line: 1)\n"))
    }
}

@Suite("Asset symbols as Xcode names them")
struct AssetSymbolsTests {
    @Test("Words join in lower camel case and a trailing Color is dropped")
    func names() {
        #expect(AssetSymbols.symbol(for: "BrandInk", dropping: "Color") == "brandInk")
        #expect(AssetSymbols.symbol(for: "brand-ink_color", dropping: "Color") == "brandInk")
        #expect(AssetSymbols.symbol(for: "AccentColor", dropping: "Color") == "accent")
        #expect(AssetSymbols.symbol(for: "2up", dropping: "Color") == nil)
    }

    @Test("A folder that provides a namespace is a nested enum, with Xcode's Color and UIColor extensions")
    func namespaces() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let folder = catalog.appendingPathComponent("Brand Colors")
        for path in ["Brand Colors/Ink.colorset", "Logo.imageset", "Plain.colorset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        let text = try #require(AssetSymbols.file(catalogs: [catalog.path], sources: ["extension Color { static let plain = Color.red }"]))
        #expect(text.contains("enum BrandColors {\n        static let ink = ColorResource(name: \"Brand Colors/Ink\", bundle: .main)"))
        #expect(text.contains("static let plain = ColorResource(name: \"Plain\", bundle: .main)"))
        #expect(text.contains("static let logo = ImageResource(name: \"Logo\", bundle: .main)"))
        #expect(text.contains("static var ink: Color { Color(ColorResource.BrandColors.ink) }"))
        #expect(text.contains("static var logo: UIKit.UIImage { UIKit.UIImage(resource: ImageResource.logo) }"))
        // The app declares `Color.plain` itself: no extension member repeats it.
        #expect(!text.contains("static var plain"))
    }

    @Test("Without a catalog, the symbols the code uses are declared; system colors are not")
    func usedSymbols() throws {
        let source = "let a = Color(.Palette.leaf); let b = UIImage(resource: .badge); let c = Color(.systemBackground); let d = Color(.brandInk)"
        let text = try #require(AssetSymbols.file(catalogs: [], sources: [source]))
        #expect(text.contains("enum Palette {\n        static let leaf = ColorResource(name: \"Palette/leaf\", bundle: .main)"))
        #expect(text.contains("static let badge = ImageResource(name: \"badge\", bundle: .main)"))
        #expect(text.contains("static let brandInk = ColorResource"))
        #expect(!text.contains("systemBackground"))
        #expect(AssetSymbols.file(catalogs: [], sources: ["let c = Color(.red)"]) == nil)
    }

    @Test("Without a catalog, both sides of a choice of symbols are declared")
    func symbolsOfAChoice() throws {
        let source = "Image(isHovering || isDropping ? .boardLit : .boardDim)\nColor(flag ? .Brand.on : .off)"
        let text = try #require(AssetSymbols.file(catalogs: [], sources: [source]))
        #expect(text.contains("static let boardLit = ImageResource(name: \"boardLit\", bundle: .main)"))
        #expect(text.contains("static let boardDim = ImageResource(name: \"boardDim\", bundle: .main)"))
        #expect(text.contains("static let on = ColorResource(name: \"Brand/on\", bundle: .main)"))
        #expect(text.contains("static let off = ColorResource(name: \"off\", bundle: .main)"))
    }
}

@Suite("What only the Objective-C runtime has, spelled for Linux")
struct ObjectiveCRuntimeRewriteTests {
    @Test("@objc and Interface Builder attributes are left out; #selector becomes Selector, columns kept")
    func objectiveCAttributes() {
        let source = """
            @objc(GRScanner) final class Scanner: NSObject {
                @IBOutlet weak var label: UILabel!
                @objc func open(_ sender: Any) {}
                func wire(_ button: UIButton) { button.addTarget(self, action: #selector(open(_:)), for: .touchUpInside) }
            }
            """
        let (text, _) = AppSourceRewriter.rewrite(source, originalPath: "/a.swift", configuration: IOSBuildConfiguration())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        #expect(!text.contains("@objc") && !text.contains("@IBOutlet") && !text.contains("#selector"))
        #expect(lines[0].hasSuffix("final class Scanner: NSObject {") && lines[0].count == "@objc(GRScanner) final class Scanner: NSObject {".count)
        #expect(lines[3].contains("action:  Selector(open(_:)), for:"))
        #expect(lines.map(\.count) == source.split(separator: "\n", omittingEmptySubsequences: false).map(\.count))
    }

    @Test("An override of key-value observing's callback loses `override`, which Linux's NSObject does not have")
    func observeValueOverride() {
        let source = """
            final class Download: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                           context: UnsafeMutableRawPointer?) {}
                override func observeValue(for key: String) {}
            }
            """
        let (text, _) = AppSourceRewriter.rewrite(source, originalPath: "/a.swift", configuration: IOSBuildConfiguration())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        #expect(lines[1].hasPrefix("             func observeValue(forKeyPath"))
        #expect(lines[3].hasPrefix("    override func observeValue(for key"))
    }
}

