import Configuration

/// One language's status judged against its threshold and its baseline figures.
public struct StatusVerdict: Sendable, Hashable {
    /// The language's counts.
    public var status: LocaleStatus
    /// The percent it must reach, when one is set.
    public var threshold: Double?
    /// Its figures in the baseline, when one was given and lists it.
    public var baseline: LocaleStatus?
    /// Why it fails (`below its threshold of 90%`, `dropped from 95.0%`), or nil when it passes.
    public var failure: String?

    /// Judges each language of `status`: without a baseline it fails when under its threshold;
    /// with one, only when its share translated dropped below the baseline's as well (the
    /// baseline's figure is then the threshold of a language that has none).
    public static func judge(_ status: TranslationStatus, thresholds: StatusThresholds, baseline: [String: LocaleStatus]?) -> [StatusVerdict] {
        status.locales.map { locale in
            let threshold = thresholds.threshold(for: locale.locale)
            let before = baseline?[locale.locale]
            var failure: String?
            if let before {
                if locale.hasDropped(below: before), threshold.map(locale.isBelow) ?? true {
                    failure = "dropped from \(String(format1: before.percent))% to \(String(format1: locale.percent))%"
                        + (threshold.map { ", under its threshold of \(Self.shown($0))%" } ?? "")
                }
            } else if let threshold, locale.isBelow(threshold) {
                failure = "\(String(format1: locale.percent))% is under its threshold of \(Self.shown(threshold))%"
            }
            return StatusVerdict(status: locale, threshold: threshold, baseline: before, failure: failure)
        }
    }

    /// A percent as shown: one decimal, without `.0` for whole thresholds written whole.
    static func shown(_ percent: Double) -> String {
        percent == percent.rounded() && percent < 1e6 ? String(Int(percent)) : String(format1: percent)
    }
}

extension String {
    /// `value` with one decimal (`83.3`), rounded down as `LocaleStatus.percent` is.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded(.down))
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
}
