import Testing
@testable import l10n

@Test func moduleIsLinked() {
    #expect(L10nCommand.configuration.commandName == "l10n")
}
