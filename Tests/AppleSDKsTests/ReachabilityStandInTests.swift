import Foundation
import StandInSystemConfiguration
import Testing

/// SystemConfiguration's reachability, as the reachability helpers apps carry call it.
@Suite struct ReachabilityStandInTests {
    /// The helper apps copy: a reachability of the zero address and its flags.
    static func isConnectedToNetwork() -> Bool {
        var zeroAddress = sockaddr_in()
        zeroAddress.sin_len = UInt8(MemoryLayout.size(ofValue: zeroAddress))
        zeroAddress.sin_family = sa_family_t(AF_INET)
        guard let reachability = withUnsafePointer(to: &zeroAddress, {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
        }) else { return false }
        var flags = SCNetworkReachabilityFlags()
        guard SCNetworkReachabilityGetFlags(reachability, &flags) else { return false }
        let isReachable = (flags.rawValue & UInt32(kSCNetworkFlagsReachable)) != 0
        let needsConnection = (flags.rawValue & UInt32(kSCNetworkFlagsConnectionRequired)) != 0
        return isReachable && !needsConnection
    }

    @Test func aPreviewsDeviceIsOnlineOverWiFi() {
        #expect(Self.isConnectedToNetwork())
        var flags = SCNetworkReachabilityFlags()
        let host = SCNetworkReachabilityCreateWithName(kCFAllocatorDefault, "example.com")
        #expect(host.map { SCNetworkReachabilityGetFlags($0, &flags) } == true)
        #expect(flags == .reachable && !flags.contains(.isWWAN))
    }

    @Test func callbacksAreAcceptedAndTheSocketLengthReadsItsSize() {
        guard let target = SCNetworkReachabilityCreateWithName(nil, "example.com") else {
            Issue.record("no reachability")
            return
        }
        var context = SCNetworkReachabilityContext(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
        #expect(SCNetworkReachabilitySetCallback(target, { _, _, _ in }, &context))
        #expect(SCNetworkReachabilitySetDispatchQueue(target, .main))
        #expect(Int(sockaddr_in().sin_len) == MemoryLayout<sockaddr_in>.size)
    }
}
