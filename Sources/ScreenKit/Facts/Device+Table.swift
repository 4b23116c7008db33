/// The devices ScreenKit knows: the one home of their figures.
///
/// Sources. Screen sizes in points: Apple's Human Interface Guidelines, "Layout" › "Specifications"
/// › "iOS, iPadOS device screen dimensions" (developer.apple.com/design/human-interface-guidelines/layout),
/// which lists 375×667 for the iPhone SE (3rd generation), 393×852 for the iPhone 16, 430×932 for
/// the 16 Plus, 402×874 for the 16 Pro, 440×956 for the 16 Pro Max and 820×1180 for the iPad (10th
/// generation). Safe areas and status bars: Apple publishes no table; the figures are what UIKit
/// reports in portrait in the iOS Simulator (`UIWindow.safeAreaInsets`,
/// `UIStatusBarManager.statusBarFrame`): 20 pt status bar on phones with a Home button; 44/34 on
/// the 2019 Face ID phones; on the iPhone 16 and 16 Plus a 54 pt status bar inside a 59 pt top
/// inset (the Dynamic Island), on the 16 Pro and Pro Max 62 pt for both; 34 pt for the home
/// indicator; on the iPad (10th generation) 24 pt at the top and 20 pt for its home indicator.
extension Device {
    /// iPhone SE (1st generation), 2016: 320 pt wide. It cannot run iOS 17; selectable for old apps.
    public static let iPhoneSEFirstGeneration = Device(name: "iPhone SE (1st generation)", size: Size(width: 320, height: 568),
                                                       topSafeArea: 20, bottomSafeArea: 0)
    /// iPhone 8 (2017), the 4.7-inch phone with a Home button.
    public static let iPhone8 = Device(name: "iPhone 8", size: Size(width: 375, height: 667), topSafeArea: 20, bottomSafeArea: 0)
    /// iPhone 8 Plus (2017).
    public static let iPhone8Plus = Device(name: "iPhone 8 Plus", size: Size(width: 414, height: 736), topSafeArea: 20, bottomSafeArea: 0)
    /// iPhone 11 Pro (2019).
    public static let iPhone11Pro = Device(name: "iPhone 11 Pro", size: Size(width: 375, height: 812), topSafeArea: 44, bottomSafeArea: 34)
    /// iPhone 11 (2019), the book's device.
    public static let iPhone11 = Device(name: "iPhone 11", size: Size(width: 414, height: 896), topSafeArea: 44, bottomSafeArea: 34)
    /// iPhone 11 Pro Max (2019).
    public static let iPhone11ProMax = Device(name: "iPhone 11 Pro Max", size: Size(width: 414, height: 896), topSafeArea: 44, bottomSafeArea: 34)
    /// iPad (7th generation), 2019.
    public static let iPadSeventhGeneration = Device(name: "iPad (7th generation)", size: Size(width: 810, height: 1080),
                                                     topSafeArea: 20, bottomSafeArea: 0, isPad: true)
    /// iPhone SE (3rd generation), 2022: today's smallest phone, 375 pt wide with a Home button.
    public static let iPhoneSE = Device(name: "iPhone SE (3rd generation)", size: Size(width: 375, height: 667), topSafeArea: 20, bottomSafeArea: 0)
    /// iPhone 16 (2024).
    public static let iPhone16 = Device(name: "iPhone 16", size: Size(width: 393, height: 852), topSafeArea: 59, bottomSafeArea: 34,
                                        statusBarHeight: 54)
    /// iPhone 16 Plus (2024).
    public static let iPhone16Plus = Device(name: "iPhone 16 Plus", size: Size(width: 430, height: 932), topSafeArea: 59, bottomSafeArea: 34,
                                            statusBarHeight: 54)
    /// iPhone 16 Pro (2024).
    public static let iPhone16Pro = Device(name: "iPhone 16 Pro", size: Size(width: 402, height: 874), topSafeArea: 62, bottomSafeArea: 34)
    /// iPhone 16 Pro Max (2024): today's largest phone.
    public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", size: Size(width: 440, height: 956), topSafeArea: 62, bottomSafeArea: 34)
    /// iPad (10th generation), 2022.
    public static let iPad = Device(name: "iPad (10th generation)", size: Size(width: 820, height: 1180), topSafeArea: 24, bottomSafeArea: 20,
                                    isPad: true)

    /// Today's devices, smallest first.
    public static let current: [Device] = [.iPhoneSE, .iPhone16, .iPhone16Pro, .iPhone16Plus, .iPhone16ProMax, .iPad]

    /// The 2019 lineup (and the first iPhone SE), which the book's screenshots show.
    public static let earlier: [Device] = [.iPhoneSEFirstGeneration, .iPhone8, .iPhone8Plus, .iPhone11Pro, .iPhone11, .iPhone11ProMax,
                                           .iPadSeventhGeneration]

    /// Every device in the table: today's, then the earlier ones.
    public static let all: [Device] = current + earlier
}
