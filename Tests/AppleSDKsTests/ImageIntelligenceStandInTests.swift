import Foundation
import StandInCoreGraphics
import StandInCoreImage
import StandInCoreML
import StandInUIKit
import StandInVision
import StandInVisionKit
import SwiftUI
import Testing

/// Image intelligence as apps write it: a classifier view model on Core ML and Vision, a QR code
/// generator on Core Image, a PDF export through a Core Graphics context, and a document scanner.
@MainActor
@Suite struct ImageIntelligenceStandInTests {
    /// A classifier's view model: loads a bundled model, then labels photos.
    @MainActor final class ClassifierModel: ObservableObject {
        @Published var labels: [String] = []
        @Published var errorMessage: String?
        private var request: VNCoreMLRequest?

        func loadModel(at url: URL) async {
            do {
                let configuration = MLModelConfiguration()
                configuration.computeUnits = .cpuAndNeuralEngine
                configuration.allowLowPrecisionAccumulationOnGPU = true
                let model = try await MLModel.load(contentsOf: url, configuration: configuration)
                let visionModel = try VNCoreMLModel(for: model)
                let request = VNCoreMLRequest(model: visionModel) { request, _ in
                    let results = request.results as? [VNClassificationObservation] ?? []
                    Task { @MainActor in self.labels = results.prefix(3).map { "\($0.identifier) \(Int($0.confidence * 100))%" } }
                }
                request.imageCropAndScaleOption = .centerCrop
                self.request = request
            } catch MLModelError.io {
                errorMessage = "Missing model: \(url.lastPathComponent)"
            } catch {
                errorMessage = error.localizedDescription
            }
        }

        func classify(_ image: CGImage) throws -> [String] {
            let builtIn = VNClassifyImageRequest()
            let faces = VNDetectFaceRectanglesRequest()
            let handler = VNImageRequestHandler(cgImage: image, orientation: .up, options: [:])
            try handler.perform([builtIn, faces] + (request.map { [$0] } ?? []))
            return (builtIn.results ?? []).filter { $0.confidence > 0.3 }.map(\.identifier) + (faces.results ?? []).map { _ in "face" }
        }

        func readText(in image: CGImage) async throws -> [String] {
            var request = RecognizeTextRequest()
            request.recognitionLevel = .accurate
            request.recognitionLanguages = [Locale.Language(identifier: "en-US")]
            let lines = try await request.perform(on: image)
            let labels = try await ClassifyImageRequest().perform(on: image).map(\.identifier)
            return lines.compactMap { $0.topCandidates(1).first?.string } + labels
        }
    }

    /// Makes a tinted QR code of a text, as a sharing screen does.
    struct QRCodeMaker {
        let context = CIContext()

        func image(of text: String, tint: CGColor) -> UIImage? {
            let generator = CIFilter.qrCodeGenerator()
            generator.message = Data(text.utf8)
            generator.correctionLevel = "Q"
            let colors = CIFilter.falseColor()
            colors.inputImage = generator.outputImage
            colors.color0 = CIColor(cgColor: tint)
            colors.color1 = .white
            guard let code = colors.outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10)),
                  let bitmap = context.createCGImage(code, from: code.extent) else { return nil }
            return UIImage(cgImage: bitmap)
        }
    }

    /// Exports a view as a one-page PDF, drawing a header band first.
    static func exportPDF(of view: some View, to url: URL) -> Bool {
        var exported = false
        ImageRenderer(content: view).render { size, drawView in
            var box = CGRect(origin: .zero, size: size)
            guard let pdf = CGContext(url as CFURL, mediaBox: &box, [kCGPDFContextTitle: "Invoice"] as CFDictionary) else { return }
            pdf.beginPDFPage(nil)
            pdf.saveGState()
            pdf.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: CGColor(gray: 0, alpha: 0.3))
            pdf.setLineDash(phase: 0, lengths: [4, 2])
            pdf.setBlendMode(.multiply)
            pdf.setAlpha(0.9)
            let band = CGMutablePath()
            band.addRoundedRect(in: CGRect(x: 0, y: 0, width: size.width, height: 40), cornerWidth: 8, cornerHeight: 8)
            pdf.addPath(band)
            pdf.clip()
            let colors = [CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1), CGColor.white] as CFArray
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
                pdf.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: size.width, y: 0), options: [.drawsAfterEndLocation])
            }
            pdf.restoreGState()
            pdf.translateBy(x: 0, y: 40)
            pdf.rotate(by: 0)
            drawView(pdf)
            pdf.endPDFPage()
            pdf.closePDF()
            exported = true
        }
        return exported
    }

    /// VisionKit's document camera in SwiftUI, collecting the scanned pages.
    struct DocumentScanner: UIViewControllerRepresentable {
        var onScan: ([UIImage]) -> Void

        func makeUIViewController(context: Context) -> VNDocumentCameraViewController {
            let camera = VNDocumentCameraViewController()
            camera.delegate = context.coordinator
            return camera
        }
        func updateUIViewController(_ controller: VNDocumentCameraViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(onScan: onScan) }

        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
            let onScan: ([UIImage]) -> Void
            init(onScan: @escaping ([UIImage]) -> Void) { self.onScan = onScan }
            func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
                onScan((0..<scan.pageCount).map { scan.imageOfPage(at: $0) })
            }
            func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) { onScan([]) }
        }
    }

    private static func blankImage(width: Int, height: Int) -> CGImage? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage()
    }

    @Test func aModelIsMissingInAPreviewAndRequestsFindNothing() async throws {
        let model = ClassifierModel()
        await model.loadModel(at: URL(fileURLWithPath: "/App.app/FlowerClassifier.mlmodelc"))
        #expect(model.errorMessage == "Missing model: FlowerClassifier.mlmodelc")
        do {
            _ = try MLModel(contentsOf: URL(fileURLWithPath: "/App.app/Styles.mlmodelc"))
            Issue.record("A preview has no model to load")
        } catch let error as MLModelError {
            #expect(error.code == .io && error.localizedDescription.contains("/App.app/Styles.mlmodelc"))
        }
        await #expect(throws: MLModelError.self) { try await MLModel.compileModel(at: URL(fileURLWithPath: "/App.app/Raw.mlmodel")) }

        let photo = try #require(Self.blankImage(width: 64, height: 48))
        #expect(photo.width == 64 && photo.height == 48)
        #expect(try model.classify(photo).isEmpty)
        #expect(try await model.readText(in: photo).isEmpty)
        let rectangles = VNDetectRectanglesRequest()
        #expect(rectangles.results == nil)
        try VNImageRequestHandler(cgImage: photo, options: [:]).perform([rectangles])
        #expect(rectangles.results?.isEmpty == true)
        #expect(NormalizedRect(x: 0.25, y: 0, width: 0.5, height: 0.5).toImageCoordinates(CGSize(width: 64, height: 48), origin: .upperLeft)
                == CGRect(x: 16, y: 24, width: 32, height: 24))
    }

    @Test func featuresAndArraysHoldTheirValues() throws {
        let input = try MLMultiArray(shape: [1, 3], dataType: .float32)
        input[[0, 2]] = 0.5
        #expect(input.count == 3 && input[2].floatValue == 0.5 && input[0].floatValue == 0)
        let features = try MLDictionaryFeatureProvider(dictionary: ["pixels": input, "threshold": 0.25, "name": "demo"])
        #expect(features.featureNames == ["pixels", "threshold", "name"])
        #expect(features.featureValue(for: "pixels")?.multiArrayValue === input)
        #expect(features["threshold"]?.doubleValue == 0.25 && features["name"]?.type == .string)
        #expect(throws: MLModelError.self) { try MLDictionaryFeatureProvider(dictionary: ["date": Date()]) }
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [-1], dataType: .double) }
    }

    @Test func aQRCodeIsTintedAndScaledTenTimes() throws {
        let image = try #require(QRCodeMaker().image(of: "https://example.com", tint: CGColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 1)))
        #expect(image.size == CGSize(width: 230, height: 230))
        let tint = CIColor(cgColor: CGColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 1))
        #expect(tint.red == 0.1 && tint.blue == 0.5 && tint.alpha == 1)
        #expect(CIColor(string: tint.stringRepresentation) == tint)
        #expect(CIColor.clear.alpha == 0 && CIColor(red: 1, green: 0, blue: 0) == .red)
        let scale = CIFilter.lanczosScaleTransform()
        scale.inputImage = CIImage(color: .black).cropped(to: CGRect(x: 0, y: 0, width: 100, height: 50))
        scale.scale = 0.5
        #expect(scale.outputImage?.extent.size == CGSize(width: 50, height: 25))
        let mono = CIFilter.colorMonochrome()
        #expect(mono.intensity == 1 && mono.color.red == 0.6)
    }

    @Test func aPDFExportRunsAndWritesNothingInAPreview() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("invoice-\(UUID().uuidString).pdf")
        #expect(Self.exportPDF(of: Text("Invoice #42").padding(), to: url))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        let context = CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 40, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue)
        context?.move(to: CGPoint(x: 1, y: 1))
        context?.addLine(to: CGPoint(x: 6, y: 4))
        #expect(context?.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 5, height: 3))
        context?.strokePath()
        #expect(context?.isPathEmpty == true)
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: 0) == nil)
    }

    @Test func theDocumentCameraIsUnsupportedAndAScanGivesItsPages() throws {
        #expect(!VNDocumentCameraViewController.isSupported)
        var pages: [UIImage] = []
        let scanner = DocumentScanner { pages = $0 }
        let screen = ScreenLayout().layout(VStack { scanner.frame(height: 400); Button("Scan") {} },
                                           name: "scanner", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.frame.height == 400 })
        let coordinator = scanner.makeCoordinator()
        coordinator.documentCameraViewController(VNDocumentCameraViewController(), didFinishWith: VNDocumentCameraScan(pageCount: 2, title: "Receipt"))
        #expect(pages.count == 2 && pages.first?.size == CGSize(width: 1240, height: 1754))
        coordinator.documentCameraViewControllerDidCancel(VNDocumentCameraViewController())
        #expect(pages.isEmpty)
    }
}
