@testable import AppFolder
import Testing

@Suite("The Xcode project's Swift settings the app is compiled with")
struct XcodeSwiftSettingsTests {
    /// A project with one build configuration per entry of `configurations`.
    private func project(_ configurations: [String]) -> String {
        var lines = ["// !$*UTF8*$!", "{", "\tobjects = {"]
        for (index, settings) in configurations.enumerated() {
            lines += ["\t\tA\(index) = {", "\t\t\tisa = XCBuildConfiguration;", "\t\t\tbuildSettings = {", settings, "\t\t\t};", "\t\t};"]
        }
        return (lines + ["\t};", "}"]).joined(separator: "\n")
    }

    @Test("The value most configurations give is taken; a tie goes to the newer language mode")
    func majority() {
        let text = project([
            "\t\t\t\tSWIFT_VERSION = 6.0;\n\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;",
            "\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;",
            "\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;",
        ])
        let settings = XcodeSwiftSettings.read(projectText: text)
        #expect(settings.languageMode == 6)
        #expect(settings.defaultIsolation == "MainActor")
        #expect(settings.compilerFlags == ["-default-isolation", "MainActor"])
        #expect(settings.summary == "Swift 6; default isolation MainActor")
    }

    @Test("Approachable concurrency and upcoming features turn on what accepts more code; a NO turns one off")
    func features() {
        let text = project([
            """
                            SWIFT_APPROACHABLE_CONCURRENCY = YES;
                            SWIFT_UPCOMING_FEATURE_ISOLATED_DEFAULT_VALUES = YES;
                            SWIFT_UPCOMING_FEATURE_INFER_SENDABLE_FROM_CAPTURES = NO;
                            SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES;
                            SWIFT_UPCOMING_FEATURE_DISABLE_OUTWARD_ACTOR_ISOLATION = YES;
            """,
        ])
        let settings = XcodeSwiftSettings.read(projectText: text)
        #expect(settings.upcomingFeatures == ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                                              "IsolatedDefaultValues", "NonisolatedNonsendingByDefault"])
        #expect(settings.languageMode == nil && settings.defaultIsolation == nil)
    }

    @Test("Compilation conditions come from the debug configurations, in either spelling of a list")
    func conditions() throws {
        let text = project([
            "\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG $(inherited) SAMPLE_DATA\";",
            "\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = (\n\t\t\t\t\tDEBUG,\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\tMOCKS,\n\t\t\t\t);",
            "\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE_ONLY;",
        ])
        let settings = XcodeSwiftSettings.read(projectText: text)
        #expect(settings.conditions == ["MOCKS", "SAMPLE_DATA"])
        #expect(settings.compilerFlags == ["-D", "MOCKS", "-D", "SAMPLE_DATA"])
        #expect(try IOSBuildConfiguration(conditions: Set(settings.conditions)).isCustomConditionSet(name: "MOCKS"))
        #expect(try !IOSBuildConfiguration(conditions: Set(settings.conditions)).isCustomConditionSet(name: "RELEASE_ONLY"))
    }

    @Test("The debug configurations' -D flags are conditions too; a release configuration's are not")
    func otherSwiftFlags() {
        var lines = ["{", "\tobjects = {"]
        for (name, flags) in [("Debug", "\"$(inherited) -D MOCK_API -DSAMPLE_DATA\""), ("Release", "\"-D RELEASE_ONLY\""),
                              ("Debug-Staging", "(\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t\"-D\",\n\t\t\t\t\tSTAGING,\n\t\t\t\t)")] {
            lines += ["\t\tA = {", "\t\t\tisa = XCBuildConfiguration;", "\t\t\tbuildSettings = {", "\t\t\t\tOTHER_SWIFT_FLAGS = \(flags);",
                      "\t\t\t};", "\t\t\tname = \(name);", "\t\t};"]
        }
        let settings = XcodeSwiftSettings.read(projectText: (lines + ["\t};", "}"]).joined(separator: "\n"))
        #expect(settings.conditions == ["MOCK_API", "SAMPLE_DATA", "STAGING"])
        #expect(XcodeSwiftSettings.definedConditions(inFlags: "-D A -DB -Onone -D $(X) -D") == ["A", "B"])
    }

    @Test("A project that says nothing, or is not a project, gives no settings")
    func nothing() {
        #expect(XcodeSwiftSettings.read(projectText: project(["\t\t\t\tMARKETING_VERSION = 2.4;"])) == XcodeSwiftSettings())
        #expect(XcodeSwiftSettings.read(projectText: "SWIFT_VERSION = (\n") == XcodeSwiftSettings())
        #expect(XcodeSwiftSettings().summary == nil)
    }

    @Test("Under a MainActor default, the app's Core Data classes are nonisolated, as Objective-C's are")
    func managedObjects() {
        let source = "public class Item: NSManagedObject {}\n@MainActor class Screen: NSManagedObject {}\nclass Other: NSObject {}\n"
        var configuration = IOSBuildConfiguration()
        configuration.mainActorByDefault = true
        let text = AppSourceRewriter.rewrite(source, originalPath: "/app/I.swift", configuration: configuration).text
        #expect(text.contains("public nonisolated class Item: NSManagedObject {}\n@MainActor class Screen"))
        #expect(text.contains("\nclass Other: NSObject {}"))
        #expect(!AppSourceRewriter.rewrite(source, originalPath: "/app/I.swift", configuration: IOSBuildConfiguration()).text.contains("nonisolated"))
    }
}
