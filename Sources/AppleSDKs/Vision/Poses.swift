#if os(Linux)
@_exported import Foundation

// Vision's body and hand pose requests: as on an image without people, they find nothing.

/// A point in normalized coordinates (Vision's `VNPoint`).
open class VNPoint: NSObject, @unchecked Sendable {
    /// The point.
    public let location: CGPoint
    /// Its x coordinate.
    open var x: Double { Double(location.x) }
    /// Its y coordinate.
    open var y: Double { Double(location.y) }
    /// A point at `location`.
    public init(location: CGPoint) { self.location = location }
    /// A point at `x`, `y`.
    public convenience init(x: Double, y: Double) { self.init(location: CGPoint(x: x, y: y)) }
    /// The origin.
    public static let zero = VNPoint(location: .zero)
}

/// A point found, with a confidence (Vision's `VNDetectedPoint`).
open class VNDetectedPoint: VNPoint, @unchecked Sendable {
    /// How sure, 0 to 1.
    open var confidence: VNConfidence { 0 }
}

/// A point found and named (Vision's `VNRecognizedPoint`).
open class VNRecognizedPoint: VNDetectedPoint, @unchecked Sendable {
    /// Its name.
    open var identifier: String { "" }
}

/// The name of a recognized point (Vision's `VNRecognizedPointKey`).
public typealias VNRecognizedPointKey = String

/// Points found on a body or a hand (Vision's `VNRecognizedPointsObservation`).
open class VNRecognizedPointsObservation: VNObservation, @unchecked Sendable {
    /// The names of the points found.
    open var availableKeys: [VNRecognizedPointKey] { [] }
}

/// Which hand (Vision's `VNChirality`).
public enum VNChirality: Int, Sendable, Hashable { case unknown = 0, left = -1, right = 1 }

/// Finds people's body poses (Vision's `VNDetectHumanBodyPoseRequest`): none are found here.
open class VNDetectHumanBodyPoseRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The poses found: none.
    public var results: [VNHumanBodyPoseObservation]? { emptyResults() }
}

/// Finds hands' poses (Vision's `VNDetectHumanHandPoseRequest`): none are found here.
open class VNDetectHumanHandPoseRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The most hands looked for.
    open var maximumHandCount = 2
    /// The hands found: none.
    public var results: [VNHumanHandPoseObservation]? { emptyResults() }
}

/// A body's pose (Vision's `VNHumanBodyPoseObservation`).
open class VNHumanBodyPoseObservation: VNRecognizedPointsObservation, @unchecked Sendable {
    /// A joint of the body (Vision's `VNHumanBodyPoseObservation.JointName`).
    public struct JointName: Hashable, Sendable, RawRepresentable {
        public let rawValue: VNRecognizedPointKey
        public init(rawValue: VNRecognizedPointKey) { self.rawValue = rawValue }
        public static let nose = Self(rawValue: "head_joint"), leftEye = Self(rawValue: "left_eye_joint")
        public static let rightEye = Self(rawValue: "right_eye_joint"), leftEar = Self(rawValue: "left_ear_joint")
        public static let rightEar = Self(rawValue: "right_ear_joint"), neck = Self(rawValue: "neck_1_joint")
        public static let leftShoulder = Self(rawValue: "left_shoulder_1_joint"), rightShoulder = Self(rawValue: "right_shoulder_1_joint")
        public static let leftElbow = Self(rawValue: "left_forearm_joint"), rightElbow = Self(rawValue: "right_forearm_joint")
        public static let leftWrist = Self(rawValue: "left_hand_joint"), rightWrist = Self(rawValue: "right_hand_joint")
        public static let root = Self(rawValue: "root"), leftHip = Self(rawValue: "left_upLeg_joint")
        public static let rightHip = Self(rawValue: "right_upLeg_joint"), leftKnee = Self(rawValue: "left_leg_joint")
        public static let rightKnee = Self(rawValue: "right_leg_joint"), leftAnkle = Self(rawValue: "left_foot_joint")
        public static let rightAnkle = Self(rawValue: "right_foot_joint")
    }
    /// A group of joints (Vision's `VNHumanBodyPoseObservation.JointsGroupName`).
    public struct JointsGroupName: Hashable, Sendable, RawRepresentable {
        public let rawValue: VNRecognizedPointKey
        public init(rawValue: VNRecognizedPointKey) { self.rawValue = rawValue }
        public static let face = Self(rawValue: "face"), torso = Self(rawValue: "torso"), leftArm = Self(rawValue: "left_arm")
        public static let rightArm = Self(rawValue: "right_arm"), leftLeg = Self(rawValue: "left_leg"), rightLeg = Self(rawValue: "right_leg")
        public static let all = Self(rawValue: "all")
    }
    /// The joints found.
    open var availableJointNames: [JointName] { [] }
    /// The groups found.
    open var availableJointsGroupNames: [JointsGroupName] { [] }
    /// A joint's point: throws when the joint was not found.
    open func recognizedPoint(_ jointName: JointName) throws -> VNRecognizedPoint { throw VNError(.invalidArgument) }
    /// A group's points by joint.
    open func recognizedPoints(_ jointsGroupName: JointsGroupName) throws -> [JointName: VNRecognizedPoint] { [:] }
}

/// A hand's pose (Vision's `VNHumanHandPoseObservation`).
open class VNHumanHandPoseObservation: VNRecognizedPointsObservation, @unchecked Sendable {
    /// A joint of the hand (Vision's `VNHumanHandPoseObservation.JointName`).
    public struct JointName: Hashable, Sendable, RawRepresentable {
        public let rawValue: VNRecognizedPointKey
        public init(rawValue: VNRecognizedPointKey) { self.rawValue = rawValue }
        public static let wrist = Self(rawValue: "VNHLKWRI")
        public static let thumbCMC = Self(rawValue: "VNHLKTCMC"), thumbMP = Self(rawValue: "VNHLKTMP")
        public static let thumbIP = Self(rawValue: "VNHLKTIP"), thumbTip = Self(rawValue: "VNHLKTTIP")
        public static let indexMCP = Self(rawValue: "VNHLKIMCP"), indexPIP = Self(rawValue: "VNHLKIPIP")
        public static let indexDIP = Self(rawValue: "VNHLKIDIP"), indexTip = Self(rawValue: "VNHLKITIP")
        public static let middleMCP = Self(rawValue: "VNHLKMMCP"), middlePIP = Self(rawValue: "VNHLKMPIP")
        public static let middleDIP = Self(rawValue: "VNHLKMDIP"), middleTip = Self(rawValue: "VNHLKMTIP")
        public static let ringMCP = Self(rawValue: "VNHLKRMCP"), ringPIP = Self(rawValue: "VNHLKRPIP")
        public static let ringDIP = Self(rawValue: "VNHLKRDIP"), ringTip = Self(rawValue: "VNHLKRTIP")
        public static let littleMCP = Self(rawValue: "VNHLKPMCP"), littlePIP = Self(rawValue: "VNHLKPPIP")
        public static let littleDIP = Self(rawValue: "VNHLKPDIP"), littleTip = Self(rawValue: "VNHLKPTIP")
    }
    /// A finger (Vision's `VNHumanHandPoseObservation.JointsGroupName`).
    public struct JointsGroupName: Hashable, Sendable, RawRepresentable {
        public let rawValue: VNRecognizedPointKey
        public init(rawValue: VNRecognizedPointKey) { self.rawValue = rawValue }
        public static let thumb = Self(rawValue: "VNHLRKT"), indexFinger = Self(rawValue: "VNHLRKI")
        public static let middleFinger = Self(rawValue: "VNHLRKM"), ringFinger = Self(rawValue: "VNHLRKR")
        public static let littleFinger = Self(rawValue: "VNHLRKP"), all = Self(rawValue: "VNIPOAll")
    }
    /// Which hand.
    open var chirality: VNChirality { .unknown }
    /// The joints found.
    open var availableJointNames: [JointName] { [] }
    /// A joint's point: throws when the joint was not found.
    open func recognizedPoint(_ jointName: JointName) throws -> VNRecognizedPoint { throw VNError(.invalidArgument) }
    /// A finger's points by joint.
    open func recognizedPoints(_ jointsGroupName: JointsGroupName) throws -> [JointName: VNRecognizedPoint] { [:] }
}
#endif
