#if os(Linux)
@_exported import Foundation

/// The system's print sheet (UIKit's `UIPrintInteractionController`): a preview has no printer, so
/// `isPrintingAvailable` is false, and presenting the sheet shows nothing and calls the completion
/// at once as a sheet dismissed without printing (`(controller, false, nil)`).
open class UIPrintInteractionController: NSObject, @unchecked Sendable {
    /// What is told how printing ended: the controller, whether a job was sent, and any error.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    private static let sharedController = UIPrintInteractionController()
    /// The app's print controller.
    open class var shared: UIPrintInteractionController { sharedController }
    /// Whether the device can print: no printer is reachable from a preview.
    open class var isPrintingAvailable: Bool { false }
    /// The type identifiers of data the print system prints.
    open class var printableUTIs: Set<String> { ["com.adobe.pdf", "public.png", "public.jpeg", "public.heic", "public.tiff", "com.compuserve.gif"] }
    /// Whether the file at `url` is of a printable type (its extension's).
    open class func canPrint(_ url: URL) -> Bool {
        ["pdf", "png", "jpg", "jpeg", "heic", "tif", "tiff", "gif"].contains(url.pathExtension.lowercased())
    }
    /// Whether `data` is a printable PDF or image (by its first bytes).
    open class func canPrint(_ data: Data) -> Bool {
        let signatures: [[UInt8]] = [Array("%PDF".utf8), [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("GIF8".utf8)]
        return signatures.contains { data.starts(with: $0) }
    }

    /// The job's settings.
    open var printInfo: UIPrintInfo?
    /// Its delegate.
    open weak var delegate: (any UIPrintInteractionControllerDelegate)?
    /// Whether the sheet offers a page range.
    open var showsPageRange = true
    /// Whether the sheet offers a number of copies.
    open var showsNumberOfCopies = true
    /// Whether the sheet offers the printer's loaded papers.
    open var showsPaperSelectionForLoadedPapers = false
    /// Whether the sheet offers an orientation.
    open var showsPaperOrientation = true
    /// The paper the last job used: none, as nothing is printed in a preview.
    open var printPaper: UIPrintPaper? { nil }
    /// A renderer drawing the pages.
    open var printPageRenderer: UIPrintPageRenderer?
    /// A formatter laying out the content.
    open var printFormatter: UIPrintFormatter?
    /// One item to print (a URL, `Data` or an image).
    open var printingItem: Any?
    /// Several items to print.
    open var printingItems: [Any]?

    /// Shows the sheet (nothing is shown in a preview): `completion` is told no job was sent; false, as no sheet is shown.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        completion?(self, false, nil)
        return false
    }
    /// Shows the sheet in a popover from a rectangle of a view; as `present(animated:completionHandler:)`.
    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// Shows the sheet in a popover from a bar button; as `present(animated:completionHandler:)`.
    @discardableResult
    open func present(from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// Prints to a printer without the sheet: the printer is not reachable from a preview, so no job is sent.
    @discardableResult
    open func print(to printer: UIPrinter, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: false, completionHandler: completion)
    }
    /// Dismisses the sheet.
    open func dismiss(animated: Bool) {}
}

/// What the print controller tells its delegate (UIKit's `UIPrintInteractionControllerDelegate`);
/// every method does nothing by default, and none is called in a preview.
@MainActor
public protocol UIPrintInteractionControllerDelegate: AnyObject {
    /// The controller the sheet is presented from.
    func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController?
    /// The sheet will appear.
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The sheet was dismissed.
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// A job will start.
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
    /// A job finished.
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
}

extension UIPrintInteractionControllerDelegate {
    /// None by default.
    public func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController? { nil }
    /// Does nothing by default.
    public func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    /// Does nothing by default.
    public func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    /// Does nothing by default.
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {}
    /// Does nothing by default.
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {}
}

/// A print job's settings (UIKit's `UIPrintInfo`).
open class UIPrintInfo: NSObject, @unchecked Sendable {
    /// What is printed, for the printer's quality (UIKit's `UIPrintInfo.OutputType`).
    public enum OutputType: Int, Sendable { case general, photo, grayscale, photoGrayscale }
    /// Which way the paper is printed (UIKit's `UIPrintInfo.Orientation`).
    public enum Orientation: Int, Sendable { case portrait, landscape }
    /// Whether both sides are printed (UIKit's `UIPrintInfo.Duplex`).
    public enum Duplex: Int, Sendable { case none, longEdge, shortEdge }

    /// The job's name, shown in the print center.
    open var jobName = ""
    /// What is printed.
    open var outputType = OutputType.general
    /// Which way the paper is printed.
    open var orientation = Orientation.portrait
    /// Whether both sides are printed.
    open var duplex = Duplex.none
    /// The printer last used: none.
    open var printerID: String?

    /// Settings of the defaults.
    public override init() {}
    /// Settings from a dictionary of `dictionaryRepresentation`.
    public convenience init(dictionary: [AnyHashable: Any]?) {
        self.init()
        jobName = dictionary?["jobName"] as? String ?? ""
        outputType = (dictionary?["outputType"] as? Int).flatMap(OutputType.init(rawValue:)) ?? .general
        orientation = (dictionary?["orientation"] as? Int).flatMap(Orientation.init(rawValue:)) ?? .portrait
        duplex = (dictionary?["duplex"] as? Int).flatMap(Duplex.init(rawValue:)) ?? .none
        printerID = dictionary?["printerID"] as? String
    }
    /// The default settings.
    open class func printInfo() -> UIPrintInfo { UIPrintInfo() }
    /// The settings as a dictionary.
    open var dictionaryRepresentation: [AnyHashable: Any] {
        var dictionary: [AnyHashable: Any] = ["jobName": jobName, "outputType": outputType.rawValue, "orientation": orientation.rawValue,
                                              "duplex": duplex.rawValue]
        if let printerID { dictionary["printerID"] = printerID }
        return dictionary
    }
}

/// A sheet of paper a printer takes (UIKit's `UIPrintPaper`): US Letter unless the app's list holds another.
open class UIPrintPaper: NSObject, @unchecked Sendable {
    /// The sheet's size in points.
    public let paperSize: CGSize
    /// The part of it the printer prints on.
    public let printableRect: CGRect
    init(paperSize: CGSize, margin: CGFloat) {
        self.paperSize = paperSize
        printableRect = CGRect(origin: .zero, size: paperSize).insetBy(dx: margin, dy: margin)
    }
    /// The paper of `paperList` that fits `contentSize` best (its first one), or US Letter when the list is empty.
    open class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper]) -> UIPrintPaper {
        paperList.first { $0.paperSize.width >= contentSize.width && $0.paperSize.height >= contentSize.height }
            ?? paperList.first ?? UIPrintPaper(paperSize: CGSize(width: 612, height: 792), margin: 18)
    }
}

/// A printer by address (UIKit's `UIPrinter`): never reachable from a preview.
open class UIPrinter: NSObject, @unchecked Sendable {
    /// The printer's address.
    public let url: URL
    /// Its name: the address's host.
    open var displayName: String { url.host ?? url.absoluteString }
    /// Where it stands.
    open var displayLocation: String? { nil }
    /// A printer at `url`.
    public init(url: URL) { self.url = url }
    /// Asks the printer whether it is there: it is not, from a preview.
    open func contactPrinter(_ completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
}
#endif
