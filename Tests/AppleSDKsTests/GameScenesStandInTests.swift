import Foundation
import StandInSceneKit
import StandInSpriteKit
import StandInUIKit
import SwiftUI
import Testing

/// A SpriteKit scene as small games write it: sprites, a score label, physics and actions.
private final class BalloonScene: SKScene, SKPhysicsContactDelegate {
    var score = 0
    let scoreLabel = SKLabelNode(fontNamed: "Avenir-Heavy")

    override func didMove(to view: SKView) {
        physicsWorld.contactDelegate = self
        physicsWorld.gravity = CGVector(dx: 0, dy: -2)
        backgroundColor = .systemTeal
    }

    func build() {
        scoreLabel.text = "Score: 0"
        scoreLabel.position = CGPoint(x: size.width / 2, y: size.height - 40)
        addChild(scoreLabel)
        let balloon = SKSpriteNode(color: .systemRed, size: CGSize(width: 40, height: 50))
        balloon.name = "balloon"
        balloon.physicsBody = SKPhysicsBody(circleOfRadius: 20)
        balloon.physicsBody?.contactTestBitMask = 1
        balloon.run(.repeatForever(.sequence([.moveBy(x: 0, y: 20, duration: 1), .wait(forDuration: 0.5)])), withKey: "float")
        let layer = SKNode()
        layer.addChild(balloon)
        addChild(layer)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        for node in nodes(at: touch.location(in: self)) where node.name == "balloon" { score += 1 }
    }

    func didBegin(_ contact: SKPhysicsContact) { contact.bodyA.node?.removeFromParent() }
}

/// A game screen: the scene with its score and controls around it.
private struct BalloonGameView: View {
    let scene: BalloonScene = {
        let scene = BalloonScene(size: CGSize(width: 390, height: 600))
        scene.scaleMode = .resizeFill
        scene.build()
        return scene
    }()
    var body: some View {
        VStack {
            SpriteView(scene: scene, options: [.allowsTransparency], debugOptions: [.showsFPS]).frame(height: 300)
            Button("New game") {}
        }
    }
}

/// A 3D model viewer.
private struct PlanetView: View {
    let scene: SCNScene = {
        let scene = SCNScene()
        let sphere = SCNSphere(radius: 1)
        sphere.firstMaterial?.diffuse.contents = UIColor.systemBlue
        let planet = SCNNode(geometry: sphere)
        planet.name = "planet"
        planet.runAction(.repeatForever(.rotateBy(x: 0, y: .pi * 2, z: 0, duration: 8)))
        scene.rootNode.addChildNode(planet)
        let light = SCNNode()
        light.light = SCNLight()
        light.light?.type = .omni
        light.position = SCNVector3(0, 5, 5)
        scene.rootNode.addChildNode(light)
        return scene
    }()
    var body: some View {
        VStack {
            SceneView(scene: scene, options: [.allowsCameraControl, .autoenablesDefaultLighting]).frame(height: 250)
            Text(verbatim: "Neptune")
        }
    }
}

@MainActor
@Suite struct GameScenesStandInTests {
    private func layout(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "game", in: ScreenConfiguration(device: .iPhone16))
    }

    @Test func aSpriteSceneIsBuiltAsTheAppBuildsItAndDrawnAsAPlaceholder() throws {
        let game = BalloonGameView()
        let balloon = try #require(game.scene.childNode(withName: "//balloon") as? SKSpriteNode)
        #expect(balloon.action(forKey: "float") != nil && balloon.parent?.parent === game.scene)
        #expect(game.scene.scoreLabel.text == "Score: 0")
        #expect(game.scene.childNode(withName: "balloon") == nil, "a name without // looks at the children only")
        let screen = layout(game)
        #expect(screen.allElements.contains { $0.frame.height == 300 }, "the scene's view keeps its frame")
        #expect(screen.allElements.contains { $0.text == "New game" })
        balloon.removeFromParent()
        #expect(game.scene.childNode(withName: "//balloon") == nil)
    }

    @Test func aSceneKitSceneIsBuiltAndTheViewsAroundItChecked() throws {
        let view = PlanetView()
        let planet = try #require(view.scene.rootNode.childNode(withName: "planet", recursively: true))
        #expect((planet.geometry as? SCNSphere)?.radius == 1)
        #expect(planet.geometry?.firstMaterial?.diffuse.contents is UIColor)
        #expect(SCNScene(named: "art.scnassets/ship.scn") == nil, "a preview loads no scene file")
        let screen = layout(view)
        #expect(screen.allElements.contains { $0.text == "Neptune" })
        #expect(screen.allElements.contains { $0.frame.height == 250 })
    }
}
