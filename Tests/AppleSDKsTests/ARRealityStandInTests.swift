import Foundation
import StandInARKit
import StandInRealityKit
import StandInSceneKit
import StandInUIKit
import SwiftUI
import Testing

/// An AR session's owner as apps write it: runs world tracking and hears why it failed.
private final class ARSessionModel: NSObject, ARSessionDelegate, @unchecked Sendable {
    let session = ARSession()
    var failure: (any Error)?
    var frames = 0
    var trackingText = "Move your device"

    func start() {
        session.delegate = self
        let configuration = ARWorldTrackingConfiguration()
        configuration.planeDetection = [.horizontal, .vertical]
        configuration.environmentTexturing = .automatic
        if ARWorldTrackingConfiguration.supportsSceneReconstruction(.mesh) { configuration.sceneReconstruction = .mesh }
        if ARWorldTrackingConfiguration.supportsFrameSemantics(.sceneDepth) { configuration.frameSemantics.insert(.sceneDepth) }
        session.run(configuration, options: [.resetTracking, .removeExistingAnchors])
    }

    func session(_ session: ARSession, didUpdate frame: ARFrame) { frames += 1 }
    func session(_ session: ARSession, didFailWithError error: any Error) { failure = error }
    func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera) {
        switch camera.trackingState {
        case .notAvailable: trackingText = "Tracking unavailable"
        case .limited(.excessiveMotion): trackingText = "Slow down"
        case .limited(let reason): trackingText = "Limited: \(reason)"
        case .normal: trackingText = ""
        }
    }
}

/// A SceneKit AR screen as the Xcode template writes it.
private final class ShipViewController: UIViewController, ARSCNViewDelegate, @unchecked Sendable {
    let sceneView = ARSCNView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    override func viewDidLoad() {
        super.viewDidLoad()
        sceneView.delegate = self
        sceneView.showsStatistics = true
        sceneView.debugOptions = [.showFeaturePoints, .showWorldOrigin]
        let box = SCNNode(geometry: SCNBox(width: 0.1, height: 0.1, length: 0.1, chamferRadius: 0))
        box.name = "box"
        sceneView.scene.rootNode.addChildNode(box)
        view.addSubview(sceneView)
    }

    nonisolated func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode? {
        anchor is ARPlaneAnchor ? SCNNode() : nil
    }
}

/// A RealityKit screen: a box on a table, then a SwiftUI overlay.
private struct ToyView: View {
    @State private var status = "Place the toy"
    var body: some View {
        ZStack(alignment: .bottom) {
            RealityView { content in
                let box = ModelEntity(mesh: .generateBox(size: 0.1), materials: [SimpleMaterial(color: .systemRed, isMetallic: false)])
                box.components.set(InputTargetComponent())
                box.generateCollisionShapes(recursive: false)
                let anchor = AnchorEntity(.plane(.horizontal, classification: .table, minimumBounds: [0.2, 0.2]))
                anchor.addChild(box)
                content.add(anchor)
                content.camera = .spatialTracking
                if let robot = try? await ModelEntity(named: "robot") { content.add(robot) }
            } update: { content in
                content.entities.first?.isEnabled = true
            } placeholder: {
                ProgressView()
            }
            .frame(height: 400)
            Text(verbatim: status).padding()
        }
    }
}

@MainActor
@Suite struct ARRealityStandInTests {
    private func layout(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "ar", in: ScreenConfiguration(device: .iPhone16))
    }

    @Test func noConfigurationIsSupportedAndRunningOneFails() throws {
        #expect(!ARWorldTrackingConfiguration.isSupported && !ARFaceTrackingConfiguration.isSupported)
        #expect(!ARBodyTrackingConfiguration.isSupported && !ARImageTrackingConfiguration.isSupported)
        #expect(ARFaceTrackingConfiguration.supportedNumberOfTrackedFaces == 0)
        let model = ARSessionModel()
        model.start()
        let error = try #require(model.failure as? ARError)
        #expect(error.code == .unsupportedConfiguration)
        #expect(ARError.unsupportedConfiguration ~= error && !(ARError.cameraUnauthorized ~= error))
        #expect(model.session.currentFrame == nil && model.frames == 0)
        #expect(model.session.configuration is ARWorldTrackingConfiguration)
        #expect(ARCamera().trackingState == .notAvailable)
    }

    @Test func geoTrackingIsNotAvailable() async throws {
        #expect(try await ARGeoTrackingConfiguration.checkAvailability() == false)
        #expect(ARReferenceImage.referenceImages(inGroupNamed: "AR Resources", bundle: nil) == nil)
    }

    @Test func anchorsKeepTheirTransform() {
        var transform = matrix_identity_float4x4
        transform.columns.3 = SIMD4(0.5, 0, -1, 1)
        let anchor = ARAnchor(name: "pin", transform: transform)
        #expect(anchor.transform.columns.3.z == -1 && anchor.name == "pin")
        let half = simd_quatf(angle: .pi / 2, axis: [0, 1, 0])
        let turned = half.act([0, 0, -1])
        #expect(abs(turned.x + 1) < 0.0001 && abs(turned.z) < 0.0001)
        #expect((transform * transform.inverse) == matrix_identity_float4x4)
    }

    @Test func anARSceneKitScreenKeepsItsScene() throws {
        let controller = ShipViewController()
        controller.viewDidLoad()
        #expect(controller.sceneView.scene.rootNode.childNode(withName: "box", recursively: false) != nil)
        #expect(controller.sceneView.hitTest(.zero, types: .existingPlaneUsingExtent).isEmpty)
        #expect(controller.sceneView.debugOptions.contains(.showFeaturePoints))
    }

    @Test func entityTreesStayAsBuilt() async throws {
        let anchor = AnchorEntity(world: [0, 0, -1])
        let card = ModelEntity(mesh: .generatePlane(width: 0.2, depth: 0.1), materials: [UnlitMaterial(color: .white)])
        card.name = "card"
        card.position = [0.1, 0, 0]
        anchor.addChild(card)
        let child = Entity()
        child.name = "label"
        card.children.append(child)
        #expect(anchor.findEntity(named: "label") === child && child.parent === card)
        #expect(card.position(relativeTo: nil) == [0.1, 0, -1])
        #expect(card.model?.mesh.bounds.extents == [0.2, 0, 0.1])
        #expect(card.collision == nil)
        card.generateCollisionShapes(recursive: true)
        #expect(card.collision?.shapes.count == 1)
        card.move(to: Transform(translation: [1, 1, 1]), relativeTo: anchor, duration: 2)
        #expect(card.position == [0.1, 0, 0], "no frame runs, so an animated move does not happen")
        child.removeFromParent()
        #expect(card.children.isEmpty)
        await #expect(throws: (any Error).self) { try await Entity(named: "Scene") }
        #expect(throws: (any Error).self) { try Entity.load(named: "toy_robot") }
    }

    @Test func anARViewKeepsItsAnchorsAndDoesNotTrack() {
        let arView = ARView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        #expect(arView.cameraMode == .nonAR)
        let anchor = AnchorEntity(plane: .horizontal)
        let ball = ModelEntity(mesh: .generateSphere(radius: 0.05), materials: [SimpleMaterial(color: .blue, roughness: 0.2, isMetallic: true)])
        ball.name = "ball"
        anchor.addChild(ball)
        arView.scene.anchors.append(anchor)
        #expect(arView.scene.anchors.count == 1 && ball.scene === arView.scene && ball.isActive)
        #expect(arView.scene.findEntity(named: "ball") === ball)
        #expect(arView.installGestures(.all, for: ball).isEmpty)
        #expect(arView.raycast(from: .zero, allowing: .estimatedPlane, alignment: .horizontal).isEmpty)
        arView.scene.anchors.removeAll()
        #expect(ball.scene == nil && !ball.isActive)
    }

    @Test func aRealityViewIsDrawnAsAPlaceholderAndTheViewsAroundItChecked() {
        let screen = layout(ToyView())
        #expect(screen.allElements.contains { $0.frame.height == 400 }, "the reality view keeps its frame")
        #expect(screen.allElements.contains { $0.text == "Place the toy" })
    }
}
