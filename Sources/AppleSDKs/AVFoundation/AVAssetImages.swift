#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics
import StandInCoreMedia

extension AVAssetImageGenerator {
    /// The images at `times`, as they are made (iOS 16's `for await result in generator.images(for:)`):
    /// in a preview every request fails, as a device's does for a file it cannot read, so each
    /// requested time yields a `.failure` with the generator's `NotDecoded` error, in order.
    public func images(for times: [CMTime]) -> Images { Images(times: times) }

    /// An asynchronous sequence of the images made for requested times
    /// (AVFoundation's `AVAssetImageGenerator.Images`); it is its own iterator.
    public struct Images: AsyncSequence, AsyncIteratorProtocol, Sendable {
        private let times: [CMTime]
        private var position = 0

        init(times: [CMTime]) { self.times = times }

        /// The sequence's iterator: itself.
        public func makeAsyncIterator() -> Images { self }

        /// The next request's result, or nil when every requested time has had one.
        public mutating func next() async -> Element? {
            guard position < times.count else { return nil }
            defer { position += 1 }
            return .failure(requestedTime: times[position], error: AVAssetImageGenerator.NotDecoded())
        }

        /// One request's result (AVFoundation's `AVAssetImageGenerator.Images.Element`).
        public enum Element: Sendable {
            /// An image was made for `requestedTime`, from the frame at `actualTime`.
            case success(requestedTime: CMTime, image: CGImage, actualTime: CMTime)
            /// No image could be made for `requestedTime`.
            case failure(requestedTime: CMTime, error: any Error)

            /// The time the image was requested for.
            public var requestedTime: CMTime {
                switch self {
                case .success(let time, _, _), .failure(let time, _): time
                }
            }
            /// The image made; throws the request's error if it failed.
            public var image: CGImage {
                get throws {
                    switch self {
                    case .success(_, let image, _): return image
                    case .failure(_, let error): throw error
                    }
                }
            }
            /// The time of the frame the image was made from; throws the request's error if it failed.
            public var actualTime: CMTime {
                get throws {
                    switch self {
                    case .success(_, _, let time): return time
                    case .failure(_, let error): throw error
                    }
                }
            }
        }
    }
}
#endif
