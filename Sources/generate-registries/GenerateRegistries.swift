import Foundation

/// `swift run generate-registries`: writes each rule family's registry
/// (`LintRules+Generated.swift`, `SourceRules+Generated.swift`, `ScreenRules+Generated.swift`)
/// from the rule types in its folder; `--check` writes nothing and lists the stale files.
@main
struct GenerateRegistries {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let check = arguments.contains("--check")
        let root = FileManager.default.currentDirectoryPath
        do {
            if check {
                let stale = try RegistryGenerator.staleFiles(root: root)
                for path in stale { print("\(path) is stale") }
                if !stale.isEmpty {
                    print("run `\(RegistryFile.command)` from the repository root")
                    exit(1)
                }
                return
            }
            let written = try RegistryGenerator.write(root: root)
            print("\(RegistryFamily.all.count) registries, \(written.count) changed" + written.map { "\n  \($0)" }.joined())
        } catch {
            FileHandle.standardError.write(Data("generate-registries: \(error)\n".utf8))
            exit(2)
        }
    }
}
