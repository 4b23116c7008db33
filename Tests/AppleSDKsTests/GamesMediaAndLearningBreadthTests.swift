import Foundation
import StandInAppIntents
import StandInAVFAudio
import StandInGameController
import StandInSceneKit
import StandInTipKit
import StandInTranslation
import StandInUIKit
import SwiftUI
import Testing

/// A tip that counts quiz rounds, spelled as tips spell their events and options.
private struct HintTip: Tip {
    static let roundFinished = Event(id: "roundFinished")
    var title: Text { Text(verbatim: "Stuck?") }
    var message: Text? { Text(verbatim: "Tap the globe for a hint.") }
    var options: [Option] { [MaxDisplayCount(3), IgnoresDisplayFrequency(true)] }
}

/// An interactive widget's metronome toggle.
private struct ToggleMetronomeIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Metronome"
    @StandInAppIntents.Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

/// A reading app's narrator.
private final class Narrator: NSObject, AVSpeechSynthesizerDelegate {
    let synthesizer = AVSpeechSynthesizer()
    var finished = 0
    override init() {
        super.init()
        synthesizer.delegate = self
    }
    func read(_ text: String, voiceID: String) {
        let utterance = AVSpeechUtterance(string: text)
        utterance.voice = AVSpeechSynthesisVoice(identifier: voiceID) ?? AVSpeechSynthesisVoice(language: "en-US")
        utterance.pitchMultiplier = 1.2
        synthesizer.speak(utterance)
    }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) { finished += 1 }
}

/// Games, media and learning apps' framework API, written as those apps write it.
@Suite struct GamesMediaAndLearningBreadthTests {
    @Test func tipsIntentsAndSpeechAreDeclaredAsAppsDeclareThem() async {
        _ = HintTip().options
        await HintTip.roundFinished.donate()
        #expect(ToggleMetronomeIntent.title.key == "Metronome")
        let narrator = Narrator()
        let voices = AVSpeechSynthesisVoice.speechVoices()
        narrator.read("Once upon a time", voiceID: voices.first?.identifier ?? "")
        #expect(narrator.finished == 0, "nothing is spoken in a preview")
        #expect(!narrator.synthesizer.isPaused && !narrator.synthesizer.continueSpeaking())
        #expect(voices.count == 1 && AVSpeechSynthesisVoice(identifier: "no.such.voice") == nil)
    }

    @Test @MainActor func aDiceTowerBuildsBodiesThatAreNeverSimulated() {
        let scene = SCNScene()
        scene.physicsWorld.gravity = SCNVector3(0, -20, 0)
        let die = SCNNode(geometry: SCNBox(width: 1, height: 1, length: 1, chamferRadius: 0.1))
        die.physicsBody = SCNPhysicsBody(type: .dynamic, shape: SCNPhysicsShape(geometry: SCNBox(width: 1, height: 1, length: 1, chamferRadius: 0)))
        die.physicsBody?.applyTorque(SCNVector4(1, 0, 0, 3), asImpulse: true)
        let tray = SCNNode()
        tray.position = SCNVector3(0, 2, 0)
        tray.addChildNode(die)
        scene.rootNode.addChildNode(tray)
        die.position = SCNVector3(1, 1, 0)
        #expect(die.worldPosition == SCNVector3(1, 3, 0))
        die.runAction(.rotateBy(x: 0, y: 1, z: 0, duration: 1), forKey: "spin")
        die.action(forKey: "spin")?.speed = 2
        #expect(die.action(forKey: "spin")?.speed == 2)
        var committed = false
        SCNTransaction.begin()
        SCNTransaction.animationDuration = 0.5
        SCNTransaction.completionBlock = { committed = true }
        SCNTransaction.commit()
        #expect(committed)
    }

    @Test func noControllerIsConnectedAndNoTranslationModelInstalled() async {
        #expect(GCController.controllers().isEmpty && GCController.current == nil && GCKeyboard.coalesced == nil)
        let pad = GCExtendedGamepad()
        pad.buttonA.pressedChangedHandler = { _, _, _ in Issue.record("no button is pressed in a preview") }
        #expect(!pad.leftThumbstick.xAxis.value.isNaN && !pad.buttonA.isPressed)
        let session = TranslationSession(configuration: .init(source: Locale.Language(identifier: "en"), target: Locale.Language(identifier: "de")))
        await #expect(throws: TranslationError.notInstalled) { _ = try await session.translate("Hello") }
    }
}
