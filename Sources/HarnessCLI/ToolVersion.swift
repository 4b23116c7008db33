/// The toolchain's version, as `--version` and SARIF's driver report it. Releases are tagged
/// `v` + this value (a test checks that a tag on the built commit agrees); between releases it
/// names the last release the code builds on.
public enum ToolVersion {
    /// The version.
    public static let current = "0.1.0"
}
