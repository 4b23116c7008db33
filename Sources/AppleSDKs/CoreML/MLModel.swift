#if os(Linux)
@_exported import Foundation

// Core ML's model and how it is loaded. A preview's app bundle holds no compiled model, so every
// load and compile throws an `MLModelError` naming the file, as a device does for a missing one.

/// The hardware a model may run on (Core ML's `MLComputeUnits`).
public enum MLComputeUnits: Int, Sendable, Hashable {
    /// The CPU only.
    case cpuOnly = 0
    /// The CPU and the GPU.
    case cpuAndGPU = 1
    /// Every unit: CPU, GPU and Neural Engine.
    case all = 2
    /// The CPU and the Neural Engine.
    case cpuAndNeuralEngine = 3
}

/// How a model is loaded and run (Core ML's `MLModelConfiguration`).
open class MLModelConfiguration: NSObject, NSCopying, @unchecked Sendable {
    /// The hardware the model may use (`.all` by default).
    open var computeUnits = MLComputeUnits.all
    /// Whether the GPU may accumulate in 16-bit floats.
    open var allowLowPrecisionAccumulationOnGPU = false
    /// The model's name, as shown in reports.
    open var modelDisplayName: String?
    /// A configuration of the defaults.
    public override init() {}
    /// A copy of the configuration.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = MLModelConfiguration()
        copy.computeUnits = computeUnits
        copy.allowLowPrecisionAccumulationOnGPU = allowLowPrecisionAccumulationOnGPU
        copy.modelDisplayName = modelDisplayName
        return copy
    }
}

/// Options of one prediction (Core ML's `MLPredictionOptions`).
open class MLPredictionOptions: NSObject, @unchecked Sendable {
    /// Whether only the CPU is used (deprecated on a device; see `MLModelConfiguration.computeUnits`).
    open var usesCPUOnly = false
    /// Options of the defaults.
    public override init() {}
}

/// A Core ML error (Core ML's `MLModelError`), its `code` saying what failed.
public struct MLModelError: Error, CustomNSError, LocalizedError, Sendable {
    /// What failed (Core ML's `MLModelError.Code`).
    public enum Code: Int, Sendable, Hashable {
        case generic = 0, featureType = 1, io = 3, customLayer = 4, customModel = 5, update = 6, parameters = 7
        case modelDecryptionKeyFetch = 8, modelDecryption = 9, modelCollection = 10, predictionCancelled = 11
        /// Whether `error` is a Core ML error of this code (lets `catch MLModelError.io` match).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? MLModelError)?.code == code }
    }
    /// What failed.
    public let code: Code
    /// What happened, in words.
    public let message: String
    /// An error of a code and a message.
    public init(_ code: Code, message: String = "") {
        self.code = code
        self.message = message
    }
    /// Core ML's error domain.
    public static var errorDomain: String { "com.apple.CoreML" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The message as the error's user info.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    /// The message.
    public var errorDescription: String? { message }

    /// A generic failure, to match in a `catch`.
    public static var generic: Code { .generic }
    /// A feature of the wrong type.
    public static var featureType: Code { .featureType }
    /// A file that could not be read or written.
    public static var io: Code { .io }
    /// A custom layer failed.
    public static var customLayer: Code { .customLayer }
    /// A custom model failed.
    public static var customModel: Code { .customModel }
    /// An update failed.
    public static var update: Code { .update }
    /// A parameter was wrong.
    public static var parameters: Code { .parameters }
    /// A prediction was cancelled.
    public static var predictionCancelled: Code { .predictionCancelled }

    /// The error a preview throws for a model file: there is none in a preview's bundle.
    static func missingModel(at url: URL) -> MLModelError {
        MLModelError(.io, message: "No Core ML model at \(url.path): a preview's app bundle has no compiled model.")
    }
}

/// A key of a model's metadata (Core ML's `MLModelMetadataKey`).
public struct MLModelMetadataKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The description.
    public static let description = Self(rawValue: "MLModelDescriptionKey")
    /// The version.
    public static let versionString = Self(rawValue: "MLModelVersionStringKey")
    /// The author.
    public static let author = Self(rawValue: "MLModelAuthorKey")
    /// The license.
    public static let license = Self(rawValue: "MLModelLicenseKey")
    /// The creator's own metadata.
    public static let creatorDefinedKey = Self(rawValue: "MLModelCreatorDefinedKey")
}

/// What a model takes and gives (Core ML's `MLModelDescription`).
open class MLModelDescription: NSObject, @unchecked Sendable {
    /// The inputs, by name.
    open var inputDescriptionsByName: [String: MLFeatureDescription] { [:] }
    /// The outputs, by name.
    open var outputDescriptionsByName: [String: MLFeatureDescription] { [:] }
    /// The name of a classifier's predicted label.
    open var predictedFeatureName: String? { nil }
    /// The name of a classifier's label probabilities.
    open var predictedProbabilitiesName: String? { nil }
    /// The model's metadata.
    open var metadata: [MLModelMetadataKey: Any] { [:] }
    /// A classifier's labels.
    open var classLabels: [Any]? { nil }
}

/// One feature a model takes or gives (Core ML's `MLFeatureDescription`).
open class MLFeatureDescription: NSObject, @unchecked Sendable {
    /// Its name.
    public let name: String
    /// Its type.
    public let type: MLFeatureType
    /// Whether it may be left out.
    public let isOptional: Bool
    /// What an image feature must be.
    open var imageConstraint: MLImageConstraint? { nil }
    package init(name: String, type: MLFeatureType, isOptional: Bool = false) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
    }
}

/// A machine-learning model (Core ML's `MLModel`). A preview has no compiled model, so loading,
/// compiling and predicting throw an `MLModelError` (`.io`) naming the file.
open class MLModel: NSObject, @unchecked Sendable {
    /// What the model takes and gives.
    open var modelDescription: MLModelDescription { MLModelDescription() }
    /// How it was loaded.
    open var configuration: MLModelConfiguration { MLModelConfiguration() }
    private let url: URL

    /// Loads a compiled model (`.mlmodelc`): throws in a preview.
    public convenience init(contentsOf url: URL) throws { try self.init(contentsOf: url, configuration: MLModelConfiguration()) }
    /// Loads a compiled model with a configuration: throws in a preview.
    public init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        self.url = url
        super.init()
        throw MLModelError.missingModel(at: url)
    }

    /// Loads a compiled model without blocking: throws in a preview.
    open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> MLModel {
        throw MLModelError.missingModel(at: url)
    }
    /// Loads a compiled model, then calls `handler`: with the error, in a preview.
    open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration(),
                         completionHandler handler: @escaping (Result<MLModel, any Error>) -> Void) {
        handler(.failure(MLModelError.missingModel(at: url)))
    }
    /// Compiles a model (`.mlmodel`) into a temporary `.mlmodelc`: throws in a preview.
    open class func compileModel(at modelURL: URL) async throws -> URL { throw MLModelError.missingModel(at: modelURL) }
    /// Compiles a model, blocking (deprecated on a device): throws in a preview.
    open class func compileModel(at modelURL: URL) throws -> URL { throw MLModelError.missingModel(at: modelURL) }

    /// A prediction of the model's outputs from its inputs: throws in a preview.
    open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider { throw MLModelError.missingModel(at: url) }
    /// A prediction with options: throws in a preview.
    open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws -> any MLFeatureProvider {
        throw MLModelError.missingModel(at: url)
    }
    /// A prediction without blocking: throws in a preview.
    open func prediction(from input: any MLFeatureProvider) async throws -> any MLFeatureProvider { throw MLModelError.missingModel(at: url) }
    /// A prediction with options without blocking: throws in a preview.
    open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) async throws -> any MLFeatureProvider {
        throw MLModelError.missingModel(at: url)
    }
    /// Predictions of a batch: throws in a preview.
    open func predictions(fromBatch inputBatch: any MLBatchProvider) throws -> any MLBatchProvider { throw MLModelError.missingModel(at: url) }
    /// Predictions of a batch with options: throws in a preview.
    open func predictions(from inputBatch: any MLBatchProvider, options: MLPredictionOptions) throws -> any MLBatchProvider {
        throw MLModelError.missingModel(at: url)
    }
}
#endif
