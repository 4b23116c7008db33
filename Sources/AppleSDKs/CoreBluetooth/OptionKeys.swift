#if os(Linux)
@_exported import Foundation

// The keys of the option dictionaries managers take and of the advertisement data a scan
// reports, as Core Bluetooth spells them.

/// Whether the system warns that Bluetooth is off when a central manager is made (Core Bluetooth's `CBCentralManagerOptionShowPowerAlertKey`).
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
/// The identifier a central manager's state is restored under (Core Bluetooth's `CBCentralManagerOptionRestoreIdentifierKey`).
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
/// Whether a scan reports every advertisement of a peripheral (Core Bluetooth's `CBCentralManagerScanOptionAllowDuplicatesKey`).
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
/// The services a scan also looks for in solicitations (Core Bluetooth's `CBCentralManagerScanOptionSolicitedServiceUUIDsKey`).
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey = "kCBScanOptionSolicitedServiceUUIDs"
/// The peripherals of a restored state (Core Bluetooth's `CBCentralManagerRestoredStatePeripheralsKey`).
public let CBCentralManagerRestoredStatePeripheralsKey = "kCBRestoredPeripherals"
/// The services scanned for in a restored state (Core Bluetooth's `CBCentralManagerRestoredStateScanServicesKey`).
public let CBCentralManagerRestoredStateScanServicesKey = "kCBRestoredScanServices"
/// The scan options of a restored state (Core Bluetooth's `CBCentralManagerRestoredStateScanOptionsKey`).
public let CBCentralManagerRestoredStateScanOptionsKey = "kCBRestoredScanOptions"
/// Whether the system alerts on connection while the app is suspended (Core Bluetooth's `CBConnectPeripheralOptionNotifyOnConnectionKey`).
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
/// Whether the system alerts on disconnection while the app is suspended (Core Bluetooth's `CBConnectPeripheralOptionNotifyOnDisconnectionKey`).
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
/// Whether the system alerts on notifications while the app is suspended (Core Bluetooth's `CBConnectPeripheralOptionNotifyOnNotificationKey`).
public let CBConnectPeripheralOptionNotifyOnNotificationKey = "kCBConnectOptionNotifyOnNotification"
/// The delay before a connection starts (Core Bluetooth's `CBConnectPeripheralOptionStartDelayKey`).
public let CBConnectPeripheralOptionStartDelayKey = "kCBConnectOptionStartDelay"
/// Whether the system reconnects a peripheral that disconnects (Core Bluetooth's `CBConnectPeripheralOptionEnableAutoReconnect`).
public let CBConnectPeripheralOptionEnableAutoReconnect = "kCBConnectOptionEnableAutoReconnect"
/// Whether the system warns that Bluetooth is off when a peripheral manager is made (Core Bluetooth's `CBPeripheralManagerOptionShowPowerAlertKey`).
public let CBPeripheralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
/// The identifier a peripheral manager's state is restored under (Core Bluetooth's `CBPeripheralManagerOptionRestoreIdentifierKey`).
public let CBPeripheralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"

/// The peripheral's advertised name, a `String` (Core Bluetooth's `CBAdvertisementDataLocalNameKey`).
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
/// The manufacturer's data, a `Data` (Core Bluetooth's `CBAdvertisementDataManufacturerDataKey`).
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
/// Data of services, a `[CBUUID: Data]` (Core Bluetooth's `CBAdvertisementDataServiceDataKey`).
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
/// The advertised services, a `[CBUUID]` (Core Bluetooth's `CBAdvertisementDataServiceUUIDsKey`).
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
/// Services in the overflow area, a `[CBUUID]` (Core Bluetooth's `CBAdvertisementDataOverflowServiceUUIDsKey`).
public let CBAdvertisementDataOverflowServiceUUIDsKey = "kCBAdvDataOverflowServiceUUIDs"
/// The transmit power, an `NSNumber` (Core Bluetooth's `CBAdvertisementDataTxPowerLevelKey`).
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
/// Whether the peripheral accepts connections, an `NSNumber` (Core Bluetooth's `CBAdvertisementDataIsConnectable`).
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
/// Solicited services, a `[CBUUID]` (Core Bluetooth's `CBAdvertisementDataSolicitedServiceUUIDsKey`).
public let CBAdvertisementDataSolicitedServiceUUIDsKey = "kCBAdvDataSolicitedServiceUUIDs"
#endif
