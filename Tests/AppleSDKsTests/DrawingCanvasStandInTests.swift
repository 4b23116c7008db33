import Foundation
import StandInPencilKit
import StandInUIKit
import SwiftUI
import Testing

/// A sketch pad as drawing apps write it: a canvas in a representable, its tool and picker.
private struct SketchCanvas: UIViewRepresentable {
    @Binding var drawing: PKDrawing
    let picker = PKToolPicker()

    func makeUIView(context: Context) -> PKCanvasView {
        let canvas = PKCanvasView()
        canvas.drawingPolicy = .anyInput
        canvas.tool = PKInkingTool(.pen, color: .systemIndigo, width: 4)
        canvas.isOpaque = false
        canvas.delegate = context.coordinator
        picker.setVisible(true, forFirstResponder: canvas)
        picker.addObserver(canvas)
        canvas.becomeFirstResponder()
        return canvas
    }
    func updateUIView(_ canvas: PKCanvasView, context: Context) { canvas.drawing = drawing }
    func makeCoordinator() -> Coordinator { Coordinator(drawing: $drawing) }

    final class Coordinator: NSObject, PKCanvasViewDelegate {
        let drawing: Binding<PKDrawing>
        init(drawing: Binding<PKDrawing>) { self.drawing = drawing }
        func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { drawing.wrappedValue = canvasView.drawing }
    }
}

@MainActor
@Suite struct DrawingCanvasStandInTests {
    @Test func aSketchPadIsAPlaceholderAndItsDrawingSavesAndLoads() throws {
        let screen = ScreenLayout().layout(VStack { SketchCanvas(drawing: .constant(PKDrawing())).frame(height: 320); Button("Clear") {} },
                                           name: "sketch", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.frame.height == 320 })
        #expect(screen.allElements.contains { $0.text == "Clear" })
        let saved = PKDrawing().dataRepresentation()
        #expect(try PKDrawing(data: saved).strokes.isEmpty)
        #expect(throws: CocoaError.self) { try PKDrawing(data: Data([1, 2, 3])) }
        #expect(!PKToolPicker().isVisible)
        #expect(PKInkingTool(.marker, color: .yellow, width: 12).width == 12)
    }
}
