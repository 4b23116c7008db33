#if os(Linux)
@_exported import Foundation

/// A Bluetooth attribute's identifier (Core Bluetooth's `CBUUID`): a 16-bit ("180D"), 32-bit or
/// 128-bit UUID. A 128-bit UUID built on the Bluetooth base UUID is kept in its short form, so
/// `CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB")` equals `CBUUID(string: "180D")`.
open class CBUUID: NSObject, @unchecked Sendable {
    /// The UUID as text: 4 hex digits for a 16-bit UUID, 8 for a 32-bit one, or the 36
    /// characters of a 128-bit one, in upper case.
    public let uuidString: String
    /// The UUID's bytes, most significant first (2, 4 or 16 bytes).
    public let data: Data

    /// A UUID of its text, as 4 or 8 hex digits or the 36 characters of a 128-bit UUID. Text that
    /// is none of those (which would raise an exception on a device) is kept as it is, upper-cased.
    public init(string theString: String) {
        let text = theString.uppercased()
        let bytes = CBUUID.bytes(ofHex: text.replacingOccurrences(of: "-", with: ""))
        if let bytes, text.count == 36, bytes.count == 16 {
            (uuidString, data) = CBUUID.shortened(bytes, text: text)
        } else if let bytes, text.count == 4 || text.count == 8, !text.contains("-") {
            (uuidString, data) = (text, Data(bytes))
        } else {
            (uuidString, data) = (text, Data())
        }
    }
    /// A UUID of its 2, 4 or 16 bytes, most significant first.
    public convenience init(data theData: Data) {
        let hex = theData.map { String(format: "%02X", $0) }.joined()
        if theData.count == 16 {
            let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
            self.init(string: parts.joined(separator: "-"))
        } else {
            self.init(string: hex)
        }
    }
    /// A UUID of a Foundation UUID.
    public convenience init(nsuuid theUUID: UUID) { self.init(string: theUUID.uuidString) }

    /// The attribute's name for a UUID the Bluetooth specification assigns (as a device prints
    /// it: "Heart Rate", "Battery Level"), otherwise `uuidString`.
    open override var description: String { CBUUID.assignedNames[uuidString] ?? uuidString }

    /// Whether `object` is a UUID of the same value.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.uuidString == uuidString }
    /// The hash of the UUID's value.
    open override var hash: Int { uuidString.hashValue }

    private static let baseSuffix = "-0000-1000-8000-00805F9B34FB"

    private static func bytes(ofHex hex: String) -> [UInt8]? {
        guard hex.count.isMultiple(of: 2), !hex.isEmpty else { return nil }
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            result.append(byte)
            index = next
        }
        return result
    }

    private static func shortened(_ bytes: [UInt8], text: String) -> (String, Data) {
        guard text.hasSuffix(baseSuffix) else { return (text, Data(bytes)) }
        let prefix = String(text.prefix(8))
        return prefix.hasPrefix("0000") ? (String(prefix.dropFirst(4)), Data(bytes[2..<4])) : (prefix, Data(bytes[0..<4]))
    }

    /// Names of common services, characteristics and descriptors the Bluetooth SIG assigns.
    private static let assignedNames: [String: String] = [
        "1800": "Generic Access", "1801": "Generic Attribute", "1805": "Current Time", "1809": "Health Thermometer",
        "180A": "Device Information", "180D": "Heart Rate", "180F": "Battery", "1810": "Blood Pressure",
        "1814": "Running Speed and Cadence", "1816": "Cycling Speed and Cadence", "1818": "Cycling Power",
        "181A": "Environmental Sensing", "181C": "User Data", "181D": "Weight Scale",
        "2A00": "Device Name", "2A01": "Appearance", "2A05": "Service Changed", "2A19": "Battery Level",
        "2A1C": "Temperature Measurement", "2A23": "System ID", "2A24": "Model Number String", "2A25": "Serial Number String",
        "2A26": "Firmware Revision String", "2A27": "Hardware Revision String", "2A28": "Software Revision String",
        "2A29": "Manufacturer Name String", "2A35": "Blood Pressure Measurement", "2A37": "Heart Rate Measurement",
        "2A38": "Body Sensor Location", "2A6E": "Temperature", "2A6F": "Humidity",
        "2900": "Characteristic Extended Properties", "2901": "Characteristic User Description",
        "2902": "Client Characteristic Configuration", "2903": "Server Characteristic Configuration",
        "2904": "Characteristic Format", "2905": "Characteristic Aggregate Format",
    ]
}

/// The Characteristic Extended Properties descriptor's UUID (Core Bluetooth's `CBUUIDCharacteristicExtendedPropertiesString`).
public let CBUUIDCharacteristicExtendedPropertiesString = "2900"
/// The Characteristic User Description descriptor's UUID (Core Bluetooth's `CBUUIDCharacteristicUserDescriptionString`).
public let CBUUIDCharacteristicUserDescriptionString = "2901"
/// The Client Characteristic Configuration descriptor's UUID (Core Bluetooth's `CBUUIDClientCharacteristicConfigurationString`).
public let CBUUIDClientCharacteristicConfigurationString = "2902"
/// The Server Characteristic Configuration descriptor's UUID (Core Bluetooth's `CBUUIDServerCharacteristicConfigurationString`).
public let CBUUIDServerCharacteristicConfigurationString = "2903"
/// The Characteristic Format descriptor's UUID (Core Bluetooth's `CBUUIDCharacteristicFormatString`).
public let CBUUIDCharacteristicFormatString = "2904"
/// The Characteristic Aggregate Format descriptor's UUID (Core Bluetooth's `CBUUIDCharacteristicAggregateFormatString`).
public let CBUUIDCharacteristicAggregateFormatString = "2905"
/// The L2CAP PSM characteristic's UUID (Core Bluetooth's `CBUUIDL2CAPPSMCharacteristicString`).
public let CBUUIDL2CAPPSMCharacteristicString = "ABDD3056-28FA-441D-A470-55A75A52553A"
#endif
