// The program `swift package l10n check --target AppViews` links a target's code into: the
// harness over every `#Preview` and `PreviewProvider` linked with it.
#if os(Linux)
import PreviewScreens

await PreviewHarness.main()
#endif
