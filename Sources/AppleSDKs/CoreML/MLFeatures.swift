#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

// Core ML's values: features a model takes and gives, and multi-dimensional arrays. These work
// as on a device (they hold the values put in them); only a model to feed them to is missing.

/// The type of a feature (Core ML's `MLFeatureType`).
public enum MLFeatureType: Int, Sendable, Hashable {
    case invalid = 0, int64 = 1, double = 2, string = 3, image = 4, multiArray = 5, dictionary = 6, sequence = 7, state = 8
}

/// What gives a model's features by name (Core ML's `MLFeatureProvider`); Xcode's generated
/// input and output classes conform to it.
public protocol MLFeatureProvider {
    /// The names of the features.
    var featureNames: Set<String> { get }
    /// The value of a feature, or nil when there is none of that name.
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// What gives a batch of feature providers (Core ML's `MLBatchProvider`).
public protocol MLBatchProvider {
    /// How many there are.
    var count: Int { get }
    /// The features at an index.
    func features(at index: Int) -> any MLFeatureProvider
}

/// A batch of feature providers held in an array (Core ML's `MLArrayBatchProvider`).
open class MLArrayBatchProvider: NSObject, MLBatchProvider, @unchecked Sendable {
    /// The providers.
    public let array: [any MLFeatureProvider]
    /// A batch of providers.
    public init(array: [any MLFeatureProvider]) { self.array = array }
    /// How many there are.
    open var count: Int { array.count }
    /// The features at an index (an empty provider past the end).
    open func features(at index: Int) -> any MLFeatureProvider {
        array.indices.contains(index) ? array[index] : MLDictionaryFeatureProvider(values: [:])
    }
}

/// An option of an image feature (Core ML's `MLFeatureValue.ImageOption`).
public struct MLFeatureValueImageOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The rectangle of the image to use.
    public static let cropRect = Self(rawValue: "cropRect")
    /// How the image is cropped and scaled (a `VNImageCropAndScaleOption` raw value).
    public static let cropAndScale = Self(rawValue: "cropAndScale")
}

/// What an image feature must be (Core ML's `MLImageConstraint`).
open class MLImageConstraint: NSObject, @unchecked Sendable {
    /// Its width in pixels.
    open var pixelsWide: Int { 0 }
    /// Its height in pixels.
    open var pixelsHigh: Int { 0 }
    /// Its pixel format (a Core Video `OSType`).
    open var pixelFormatType: UInt32 { 0 }
}

/// A feature's value (Core ML's `MLFeatureValue`): a number, string, array, dictionary or image.
open class MLFeatureValue: NSObject, @unchecked Sendable {
    /// Its type.
    public let type: MLFeatureType
    /// Whether it has no value.
    public let isUndefined: Bool
    /// Its integer (0 unless an integer).
    public let int64Value: Int64
    /// Its number (0 unless a number).
    public let doubleValue: Double
    /// Its string ("" unless a string).
    public let stringValue: String
    /// Its array (nil unless an array).
    public let multiArrayValue: MLMultiArray?
    /// Its dictionary (empty unless a dictionary).
    public let dictionaryValue: [AnyHashable: NSNumber]

    private init(type: MLFeatureType, undefined: Bool = false, int64: Int64 = 0, double: Double = 0, string: String = "",
                 multiArray: MLMultiArray? = nil, dictionary: [AnyHashable: NSNumber] = [:]) {
        self.type = type
        isUndefined = undefined
        int64Value = int64
        doubleValue = double
        stringValue = string
        multiArrayValue = multiArray
        dictionaryValue = dictionary
    }
    /// An integer.
    public convenience init(int64 value: Int64) { self.init(type: .int64, int64: value, double: Double(value)) }
    /// A number.
    public convenience init(double value: Double) { self.init(type: .double, double: value) }
    /// A string.
    public convenience init(string value: String) { self.init(type: .string, string: value) }
    /// An array.
    public convenience init(multiArray value: MLMultiArray) { self.init(type: .multiArray, multiArray: value) }
    /// A dictionary of numbers by string or integer keys.
    public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
        guard value.keys.allSatisfy({ $0.base is String || $0.base is Int || $0.base is Int64 }) else {
            throw MLModelError(.featureType, message: "A dictionary feature's keys must be strings or integers.")
        }
        self.init(type: .dictionary, dictionary: value)
    }
    /// No value, of a type.
    public convenience init(undefined type: MLFeatureType) { self.init(type: type, undefined: true) }
    /// An image of a Core Graphics image, sized to a constraint (its pixels are not converted here).
    public convenience init(cgImage: CGImage, constraint: MLImageConstraint, options: [MLFeatureValueImageOption: Any]? = nil) throws {
        self.init(type: .image)
    }
    /// An image read from a file, sized to a constraint: throws when there is no file at `url`.
    public convenience init(imageAt url: URL, constraint: MLImageConstraint, options: [MLFeatureValueImageOption: Any]? = nil) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw MLModelError(.io, message: "No image at \(url.path).")
        }
        self.init(type: .image)
    }
    /// Whether two values are the same.
    open func isEqual(to value: MLFeatureValue) -> Bool {
        type == value.type && isUndefined == value.isUndefined && int64Value == value.int64Value && doubleValue == value.doubleValue
            && stringValue == value.stringValue && dictionaryValue == value.dictionaryValue && multiArrayValue === value.multiArrayValue
    }
}

extension MLFeatureValue {
    /// An option of an image feature (Core ML's `MLFeatureValue.ImageOption`).
    public typealias ImageOption = MLFeatureValueImageOption
}

/// Features held in a dictionary (Core ML's `MLDictionaryFeatureProvider`).
open class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider, @unchecked Sendable {
    /// The features by name.
    public let dictionary: [String: MLFeatureValue]
    init(values: [String: MLFeatureValue]) { dictionary = values }
    /// Features of values by name: `MLFeatureValue`s, numbers, strings, `MLMultiArray`s or
    /// dictionaries of numbers; throws `MLModelError.featureType` for any other value.
    public convenience init(dictionary: [String: Any]) throws {
        var values: [String: MLFeatureValue] = [:]
        for (name, value) in dictionary {
            switch value {
            case let feature as MLFeatureValue: values[name] = feature
            case let array as MLMultiArray: values[name] = MLFeatureValue(multiArray: array)
            case let string as String: values[name] = MLFeatureValue(string: string)
            case let integer as Int: values[name] = MLFeatureValue(int64: Int64(integer))
            case let integer as Int64: values[name] = MLFeatureValue(int64: integer)
            case let number as Double: values[name] = MLFeatureValue(double: number)
            case let number as Float: values[name] = MLFeatureValue(double: Double(number))
            case let number as NSNumber: values[name] = MLFeatureValue(double: number.doubleValue)
            case let numbers as [AnyHashable: NSNumber]: values[name] = try MLFeatureValue(dictionary: numbers)
            default: throw MLModelError(.featureType, message: "The value of feature \(name) is not a feature value.")
            }
        }
        self.init(values: values)
    }
    /// The names of the features.
    open var featureNames: Set<String> { Set(dictionary.keys) }
    /// The value of a feature.
    open func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }
    /// The value of a feature.
    public subscript(featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}
#endif
