#if os(Linux)
@_exported import Foundation

// Linux's Swift has the `SIMD2/3/4` vectors in its standard library but no `simd` module: its
// type names and the free functions apps call on vectors are declared here, over the standard
// library's vectors, so `simd_float3` and `SIMD3<Float>` are one type, as on Apple's platforms.

/// Two floats (simd's `simd_float2`).
public typealias simd_float2 = SIMD2<Float>
/// Three floats: a point or direction in 3D (simd's `simd_float3`).
public typealias simd_float3 = SIMD3<Float>
/// Four floats (simd's `simd_float4`).
public typealias simd_float4 = SIMD4<Float>
/// Two doubles (simd's `simd_double2`).
public typealias simd_double2 = SIMD2<Double>
/// Three doubles (simd's `simd_double3`).
public typealias simd_double3 = SIMD3<Double>
/// Four doubles (simd's `simd_double4`).
public typealias simd_double4 = SIMD4<Double>
/// Two 32-bit integers (simd's `simd_int2`).
public typealias simd_int2 = SIMD2<Int32>
/// Three 32-bit integers (simd's `simd_int3`).
public typealias simd_int3 = SIMD3<Int32>
/// Four 32-bit integers (simd's `simd_int4`).
public typealias simd_int4 = SIMD4<Int32>
/// Two unsigned 32-bit integers (simd's `simd_uint2`).
public typealias simd_uint2 = SIMD2<UInt32>
/// Three unsigned 32-bit integers (simd's `simd_uint3`).
public typealias simd_uint3 = SIMD3<UInt32>
/// Four unsigned 32-bit integers (simd's `simd_uint4`).
public typealias simd_uint4 = SIMD4<UInt32>

/// The dot product of two vectors (simd's `simd_dot`).
public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { (x * y).sum() }
/// The length of a vector (simd's `simd_length`).
public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, x).squareRoot() }
/// The squared length of a vector (simd's `simd_length_squared`).
public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, x) }
/// The distance between two points (simd's `simd_distance`).
public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x - y) }
/// The squared distance between two points (simd's `simd_distance_squared`).
public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x - y) }
/// The vector of length 1 in the direction of `x` (simd's `simd_normalize`); the zero vector stays zero here
/// (Apple's gives NaNs).
public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint {
    let length = simd_length(x)
    return length == 0 ? x : x / length
}
/// The cross product of two 3D vectors (simd's `simd_cross`).
public func simd_cross<T: FloatingPoint & SIMDScalar>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
/// Each element interpolated linearly from `x` (`t` 0) to `y` (`t` 1) (simd's `simd_mix`).
public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
/// A value interpolated linearly from `x` (`t` 0) to `y` (`t` 1) (simd's `simd_mix`).
public func simd_mix<T: FloatingPoint>(_ x: T, _ y: T, _ t: T) -> T { x + t * (y - x) }
/// Each element clamped to `min`…`max` (simd's `simd_clamp`).
public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: FloatingPoint {
    pointwiseMin(pointwiseMax(x, min), max)
}
/// A value clamped to `min`…`max` (simd's `simd_clamp`).
public func simd_clamp<T: FloatingPoint>(_ x: T, _ min: T, _ max: T) -> T { Swift.min(Swift.max(x, min), max) }
/// The smaller of each pair of elements (simd's `simd_min`).
public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { pointwiseMin(x, y) }
/// The larger of each pair of elements (simd's `simd_max`).
public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { pointwiseMax(x, y) }
/// The absolute value of each element (simd's `simd_abs`).
public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { V(x.indices.map { Swift.abs(x[$0]) }) }
/// The sum of the elements (simd's `simd_reduce_add`).
public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// The smallest element (simd's `simd_reduce_min`).
public func simd_reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.min() }
/// The largest element (simd's `simd_reduce_max`).
public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.max() }

/// The dot product of two vectors (simd's `dot`).
public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, y) }
/// The length of a vector (simd's `length`).
public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x) }
/// The squared length of a vector (simd's `length_squared`).
public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x) }
/// The distance between two points (simd's `distance`).
public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance(x, y) }
/// The squared distance between two points (simd's `distance_squared`).
public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance_squared(x, y) }
/// The vector of length 1 in the direction of `x` (simd's `normalize`).
public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { simd_normalize(x) }
/// The cross product of two 3D vectors (simd's `cross`).
public func cross<T: FloatingPoint & SIMDScalar>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> { simd_cross(x, y) }
/// Each element interpolated linearly from `x` to `y` by the matching element of `t` (simd's `mix(_:_:t:)`).
public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { simd_mix(x, y, t) }
/// Each element interpolated linearly from `x` (`t` 0) to `y` (`t` 1) (simd's `mix(_:_:t:)`).
public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }
/// Each element clamped to the matching elements of `min`…`max` (simd's `clamp(_:min:max:)`).
public func clamp<V: SIMD>(_ x: V, min: V, max: V) -> V where V.Scalar: FloatingPoint { simd_clamp(x, min, max) }
/// Each element clamped to `min`…`max` (simd's `clamp(_:min:max:)`).
public func clamp<V: SIMD>(_ x: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: FloatingPoint {
    simd_clamp(x, V(repeating: min), V(repeating: max))
}
/// The smaller of each pair of elements (simd's `min(_:_:)`).
public func min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { pointwiseMin(x, y) }
/// Each element, or `scalar` where that is smaller (simd's `min(_:_:)`).
public func min<V: SIMD>(_ vector: V, _ scalar: V.Scalar) -> V where V.Scalar: FloatingPoint { pointwiseMin(vector, V(repeating: scalar)) }
/// The larger of each pair of elements (simd's `max(_:_:)`).
public func max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { pointwiseMax(x, y) }
/// Each element, or `scalar` where that is larger (simd's `max(_:_:)`).
public func max<V: SIMD>(_ vector: V, _ scalar: V.Scalar) -> V where V.Scalar: FloatingPoint { pointwiseMax(vector, V(repeating: scalar)) }
/// The absolute value of each element (simd's `abs(_:)`).
public func abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { simd_abs(x) }
/// The sum of the elements (simd's `reduce_add`).
public func reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// The smallest element (simd's `reduce_min`).
public func reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.min() }
/// The largest element (simd's `reduce_max`).
public func reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.max() }

/// A 2D vector (simd's `simd_make_float2`).
public func simd_make_float2(_ x: Float, _ y: Float) -> SIMD2<Float> { SIMD2(x, y) }
/// The first two elements of a 3D vector (simd's `simd_make_float2`).
public func simd_make_float2(_ xyz: SIMD3<Float>) -> SIMD2<Float> { SIMD2(xyz.x, xyz.y) }
/// A 3D vector (simd's `simd_make_float3`).
public func simd_make_float3(_ x: Float, _ y: Float, _ z: Float) -> SIMD3<Float> { SIMD3(x, y, z) }
/// A 3D vector of a 2D vector and a last element (simd's `simd_make_float3`).
public func simd_make_float3(_ xy: SIMD2<Float>, _ z: Float) -> SIMD3<Float> { SIMD3(xy.x, xy.y, z) }
/// The first three elements of a 4D vector (simd's `simd_make_float3`).
public func simd_make_float3(_ xyzw: SIMD4<Float>) -> SIMD3<Float> { SIMD3(xyzw.x, xyzw.y, xyzw.z) }
/// A 4D vector (simd's `simd_make_float4`).
public func simd_make_float4(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> SIMD4<Float> { SIMD4(x, y, z, w) }
/// A 4D vector of a 3D vector and a last element (simd's `simd_make_float4`).
public func simd_make_float4(_ xyz: SIMD3<Float>, _ w: Float) -> SIMD4<Float> { SIMD4(xyz, w) }
/// A 3D vector of doubles (simd's `simd_make_double3`).
public func simd_make_double3(_ x: Double, _ y: Double, _ z: Double) -> SIMD3<Double> { SIMD3(x, y, z) }
/// A 4D vector of doubles (simd's `simd_make_double4`).
public func simd_make_double4(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> SIMD4<Double> { SIMD4(x, y, z, w) }
#endif
