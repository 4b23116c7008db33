#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// Segments to choose among (UIKit's `UISegmentedControl`), which SwiftUI's segmented pickers are:
/// its segments and selection are kept as the app sets them; a preview never taps one.
open class UISegmentedControl: UIControl, @unchecked Sendable {
    /// No segment selected (`selectedSegmentIndex`'s value then).
    public static let noSegment = -1
    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }
    private var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The chosen segment's colour.
    open var selectedSegmentTintColor: UIColor?
    /// The chosen segment (`noSegment` when none).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether a segment stays selected only while touched.
    open var isMomentary = false
    /// Whether segments are as wide as their content.
    open var apportionsSegmentWidthsByContent = false
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// A control of `items`: titles (`String`) or images (`UIImage`).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? UIImage) }
    }
    /// A control of segments running `actions`.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// The proxy of this kind inside containers of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UISegmentedControl { appearance() }
    /// The proxy of every segmented control.
    open override class func appearance() -> UISegmentedControl { UISegmentedControl() }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }
    /// Inserts a segment titled `title` at `segment` (clamped to the ends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { insert(Segment(title: title), at: segment) }
    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) { insert(Segment(image: image), at: segment) }
    /// Inserts a segment running `action` at `segment`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }
    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
    }
    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { if segments.indices.contains(segment) { segments[segment].title = title } }
    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// Sets a segment's image.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { if segments.indices.contains(segment) { segments[segment].image = image } }
    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// Sets a segment's action.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) { if segments.indices.contains(segment) { segments[segment].action = action } }
    /// A segment's action.
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }
    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { if segments.indices.contains(segment) { segments[segment].isEnabled = enabled } }
    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }
    /// Sets a segment's width (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { if segments.indices.contains(segment) { segments[segment].width = width } }
    /// A segment's width (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    /// Sets the titles' attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { titleAttributes[state.rawValue] = attributes }
    /// The titles' attributes in `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
}

/// A slider (UIKit's `UISlider`): its value is kept between its limits, as on a device; a preview
/// never drags it, so its actions never fire.
open class UISlider: UIControl, @unchecked Sendable {
    private var current: Float = 0
    private var thumbImages: [UInt: UIImage] = [:]
    /// The value, kept between `minimumValue` and `maximumValue`.
    open var value: Float {
        get { current }
        set { current = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    /// The smallest value.
    open var minimumValue: Float = 0 {
        didSet { value = current }
    }
    /// The largest value.
    open var maximumValue: Float = 1 {
        didSet { value = current }
    }
    /// Whether value changes are sent while dragging.
    open var isContinuous = true
    /// The track's colour before the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The track's colour after the thumb.
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour.
    open var thumbTintColor: UIColor?
    /// The image at the minimum end.
    open var minimumValueImage: UIImage?
    /// The image at the maximum end.
    open var maximumValueImage: UIImage?
    /// The thumb's image now.
    open var currentThumbImage: UIImage? { thumbImages[State.normal.rawValue] }

    /// Sets the value (at once: nothing animates in a preview).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    /// Sets the thumb's image for a state.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    /// The thumb's image for a state.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// Sets the track's image before the thumb.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    /// Sets the track's image after the thumb.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    /// The proxy of every slider.
    open override class func appearance() -> UISlider { UISlider() }
}
#endif
