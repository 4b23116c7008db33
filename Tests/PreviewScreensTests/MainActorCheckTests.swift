import Harness
import Observation
import SwiftUI
import Testing

/// A store the app isolates to the main actor.
@MainActor @Observable
private final class Inbox {
    var unread = 3
}

/// A screen whose body reads the store: Swift 6 app code that needs `View` to be `@MainActor`.
private struct InboxBadge: View {
    let inbox: Inbox
    var body: some View { Text(verbatim: "\(inbox.unread) unread").frame(width: 60) }
}

/// The check's matrix over the badge, with one store shared by every render as an app shares it.
private func inboxCheck(_ inbox: Inbox) -> (ScreenChecker, CheckMatrix)? {
    let screens = [ScreenPreview("inbox") { InboxBadge(inbox: inbox) }]
    let checker = ScreenChecker(screens: screens)
    let selection = MatrixSelection(locales: ["en", "en-XA"], sizes: ["L", "AX3"], devices: ["iphone-se", "iphone-16"], schemes: ["light", "dark"])
    guard let matrix = try? checker.matrix(selection) else { return nil }
    return (checker, matrix)
}

/// `ScreenChecker.run` resolves bodies on the main actor and lays out on its workers, whether it
/// is called from the main actor (which serves its workers meanwhile) or from another thread.
@Suite struct MainActorCheckTests {
    @Test func aCheckOffTheMainActorResolvesEachRenderThere() async throws {
        let (checker, matrix) = try #require(inboxCheck(await Inbox()))
        let report = checker.run(matrix, jobs: 2)
        #expect(report.renders == 16)
        // In the fixed 60 pt frame, "unread" is broken across lines at AX3.
        #expect(report.findings.contains { $0.rule == "word-broken" })
    }

    @MainActor @Test func aCheckOnTheMainActorServesItsWorkers() throws {
        let inbox = Inbox()
        inbox.unread = 12
        let (checker, matrix) = try #require(inboxCheck(inbox))
        let report = checker.run(matrix, jobs: 2)
        #expect(report.renders == 16)
        #expect(report.findings.contains { $0.rule == "word-broken" })
        let render = try checker.render(#require(matrix.cells.first))
        #expect(render.texts.compactMap(\.text) == ["12 unread"])
    }

    /// With several screens, the steps before and after the renders (which states lay out alike
    /// in light and dark, each finding's smallest render) run on two threads as well, and the main
    /// actor serves them too instead of waiting for threads that wait for it.
    @MainActor @Test(.timeLimit(.minutes(1))) func aCheckOfSeveralScreensOnTheMainActorServesEveryStep() throws {
        let inbox = Inbox()
        let screens = (1...6).map { index in ScreenPreview("inbox-\(index)") { InboxBadge(inbox: inbox) } }
        let checker = ScreenChecker(screens: screens)
        let matrix = try checker.matrix(MatrixSelection(locales: ["en"], sizes: ["AX3"], devices: ["iphone-se"], schemes: ["light", "dark"]))
        let report = checker.run(matrix, jobs: 2)
        #expect(report.renders == 12)
        #expect(report.findings.filter { $0.rule == "word-broken" }.count == 6)
    }
}
