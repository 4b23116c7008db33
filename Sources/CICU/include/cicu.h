/*
 * cicu.h — a plain-C face over the system libicu.
 *
 * Swift cannot import libicu's headers next to Foundation (both define UErrorCode) and cannot
 * call its version-suffixed function names, so every ICU call the project makes goes through the
 * functions below. Only plain C types cross this boundary: UTF-16 text as `uint16_t` arrays,
 * `int32_t` lengths and status codes, and opaque handles.
 *
 * Conventions
 * - Every function that can fail returns an `int32_t` status: 0 (or a negative warning) is
 *   success, a positive value is an ICU error code; `cicu_error_name` names it.
 * - Functions that write text take `(uint16_t *out, int32_t capacity, int32_t *length)`: on
 *   success `*length` is the full length; when it exceeds `capacity` the status is
 *   CICU_BUFFER_OVERFLOW and the caller retries with a larger buffer.
 * - Handles are created by `*_open` and released by the matching `*_close`.
 */
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ICU's U_BUFFER_OVERFLOW_ERROR. */
#define CICU_BUFFER_OVERFLOW 15

/** Whether a status code is an error (ICU's U_FAILURE). */
int cicu_failed(int32_t status);
/** ICU's name for a status code, e.g. "U_ILLEGAL_ARGUMENT_ERROR". */
const char *cicu_error_name(int32_t status);
/** The ICU version, e.g. "72.1". */
void cicu_version(char *out, int32_t capacity);

/* ---------- Locales ---------- */

/** Canonical ICU locale id for an id or BCP-47 tag ("en-US" -> "en_US"). */
int32_t cicu_locale_canonicalize(const char *locale, char *out, int32_t capacity, int32_t *length);
/** ICU locale id from a BCP-47 language tag ("sr-Latn-RS" -> "sr_Latn_RS"). */
int32_t cicu_locale_from_language_tag(const char *tag, char *out, int32_t capacity, int32_t *length);
/** BCP-47 language tag of an ICU locale id ("zh_Hant_TW" -> "zh-Hant-TW"). */
int32_t cicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity, int32_t *length);
/** Adds likely subtags ("zh_TW" -> "zh_Hant_TW"). */
int32_t cicu_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity, int32_t *length);
/** Removes likely subtags ("zh_Hant_TW" -> "zh_TW"). */
int32_t cicu_locale_minimize_subtags(const char *locale, char *out, int32_t capacity, int32_t *length);
/** Name of `locale` written in `display_locale` ("pl" in "en" -> "Polish"). */
int32_t cicu_locale_display_name(const char *locale, const char *display_locale,
                                 uint16_t *out, int32_t capacity, int32_t *length);
/** 1 when the locale's characters run right to left, 0 when left to right. */
int32_t cicu_locale_is_right_to_left(const char *locale, int32_t *is_rtl);
/** Whether ICU has data for this locale's language (checked against the available list). */
int cicu_locale_is_available(const char *locale);

/* ---------- Plural rules ---------- */

typedef struct CICUPluralRules CICUPluralRules;

/** Kind of plural rules: CICU_PLURAL_CARDINAL (counts) or CICU_PLURAL_ORDINAL (1st, 2nd, ...). */
enum { CICU_PLURAL_CARDINAL = 0, CICU_PLURAL_ORDINAL = 1 };

/** Opens the plural rules of a locale. */
int32_t cicu_plural_open(const char *locale, int32_t type, CICUPluralRules **rules);
void cicu_plural_close(CICUPluralRules *rules);
/** Category keyword ("one", "few", ...) for a number, as ASCII. */
int32_t cicu_plural_select(const CICUPluralRules *rules, double number, char *out, int32_t capacity);
/**
 * Category keyword for a decimal written as text ("1.50"), so visible fraction digits count as
 * CLDR requires (in English "1" is one, "1.0" is other).
 */
int32_t cicu_plural_select_decimal(const CICUPluralRules *rules, const char *locale,
                                   const char *decimal, char *out, int32_t capacity);
/** The category keywords the rules use, separated by spaces, as ASCII. */
int32_t cicu_plural_keywords(const CICUPluralRules *rules, char *out, int32_t capacity, int32_t *length);

/* ---------- Numbers ---------- */

typedef struct CICUNumberFormatter CICUNumberFormatter;

/** Opens a number formatter from an ICU number skeleton ("percent", "precision-integer", ""). */
int32_t cicu_number_open(const char *skeleton, const char *locale, CICUNumberFormatter **formatter);
void cicu_number_close(CICUNumberFormatter *formatter);
/** Formats a double. Thread-safe for one formatter. */
int32_t cicu_number_format_double(const CICUNumberFormatter *formatter, double value,
                                  uint16_t *out, int32_t capacity, int32_t *length);
/** Formats a 64-bit integer. Thread-safe for one formatter. */
int32_t cicu_number_format_int(const CICUNumberFormatter *formatter, int64_t value,
                               uint16_t *out, int32_t capacity, int32_t *length);
/** Formats a double as UTF-8 (the fast path for Swift strings); same buffer protocol, in bytes. */
int32_t cicu_number_format_double_utf8(const CICUNumberFormatter *formatter, double value,
                                       char *out, int32_t capacity, int32_t *length);
/** Formats a decimal written as text ("12345.678"), without going through binary floating point. */
int32_t cicu_number_format_decimal(const CICUNumberFormatter *formatter, const char *decimal,
                                   uint16_t *out, int32_t capacity, int32_t *length);
/**
 * The locale's default numbering system: its name ("arab", "latn") and its ten digits when it is
 * a decimal system (`digits` gets 10 UTF-16 code units or stays untouched when algorithmic).
 */
int32_t cicu_numbering_system(const char *locale, char *name, int32_t name_capacity,
                              uint16_t *digits, int32_t digits_capacity, int32_t *digit_count,
                              int32_t *is_algorithmic);

/* ---------- Dates ---------- */

typedef struct CICUDateFormatter CICUDateFormatter;

/** Date/time styles, ICU's UDateFormatStyle values. */
enum {
    CICU_DATE_NONE = -1,
    CICU_DATE_FULL = 0,
    CICU_DATE_LONG = 1,
    CICU_DATE_MEDIUM = 2,
    CICU_DATE_SHORT = 3,
};

/**
 * Opens a date formatter by styles. `time_zone` is an Olson id ("UTC", "Europe/Warsaw");
 * the calendar comes from the locale ("ar@calendar=islamic").
 */
int32_t cicu_date_open_styles(const char *locale, int32_t date_style, int32_t time_style,
                              const uint16_t *time_zone, int32_t time_zone_length,
                              CICUDateFormatter **formatter);
/** Opens a date formatter for a skeleton ("yMMMd", "jm"), resolved to the locale's best pattern. */
int32_t cicu_date_open_skeleton(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                                const uint16_t *time_zone, int32_t time_zone_length,
                                CICUDateFormatter **formatter);
/** Opens a date formatter for an explicit pattern ("yyyy-MM-dd"). */
int32_t cicu_date_open_pattern(const char *locale, const uint16_t *pattern, int32_t pattern_length,
                               const uint16_t *time_zone, int32_t time_zone_length,
                               CICUDateFormatter **formatter);
void cicu_date_close(CICUDateFormatter *formatter);
/** Formats milliseconds since 1970-01-01T00:00Z. Not thread-safe: callers serialize per formatter. */
int32_t cicu_date_format(CICUDateFormatter *formatter, double milliseconds,
                         uint16_t *out, int32_t capacity, int32_t *length);
/** Formats milliseconds since 1970 as UTF-8 (the fast path for Swift strings). Not thread-safe. */
int32_t cicu_date_format_utf8(CICUDateFormatter *formatter, double milliseconds,
                              char *out, int32_t capacity, int32_t *length);
/** The pattern a formatter uses ("MMM d, y"). */
int32_t cicu_date_pattern(const CICUDateFormatter *formatter, uint16_t *out, int32_t capacity, int32_t *length);

/* ---------- Relative dates ---------- */

typedef struct CICURelativeFormatter CICURelativeFormatter;

/** Widths (UDateRelativeDateTimeFormatterStyle). */
enum { CICU_RELATIVE_LONG = 0, CICU_RELATIVE_SHORT = 1, CICU_RELATIVE_NARROW = 2 };
/** Units (URelativeDateTimeUnit). */
enum {
    CICU_UNIT_YEAR = 0, CICU_UNIT_QUARTER = 1, CICU_UNIT_MONTH = 2, CICU_UNIT_WEEK = 3,
    CICU_UNIT_DAY = 4, CICU_UNIT_HOUR = 5, CICU_UNIT_MINUTE = 6, CICU_UNIT_SECOND = 7,
};

int32_t cicu_relative_open(const char *locale, int32_t width, CICURelativeFormatter **formatter);
void cicu_relative_close(CICURelativeFormatter *formatter);
/**
 * "in 3 days", "3 days ago"; with `numeric` 0, words where the language has them ("tomorrow").
 * Not thread-safe: callers serialize per formatter.
 */
int32_t cicu_relative_format(CICURelativeFormatter *formatter, double offset, int32_t unit, int32_t numeric,
                             uint16_t *out, int32_t capacity, int32_t *length);

/* ---------- Lists ---------- */

typedef struct CICUListFormatter CICUListFormatter;

/** List types (UListFormatterType) and widths (UListFormatterWidth). */
enum { CICU_LIST_AND = 0, CICU_LIST_OR = 1, CICU_LIST_UNITS = 2 };
enum { CICU_LIST_WIDE = 0, CICU_LIST_SHORT = 1, CICU_LIST_NARROW = 2 };

int32_t cicu_list_open(const char *locale, int32_t type, int32_t width, CICUListFormatter **formatter);
void cicu_list_close(CICUListFormatter *formatter);
/** Joins `count` strings given as UTF-16 pointers and lengths ("a, b, and c"). */
int32_t cicu_list_format(const CICUListFormatter *formatter, const uint16_t *const *items,
                         const int32_t *lengths, int32_t count,
                         uint16_t *out, int32_t capacity, int32_t *length);

/* ---------- Text: bidi, breaks, shaping ---------- */

/** Paragraph directions for bidi. */
enum { CICU_BIDI_LTR = 0, CICU_BIDI_RTL = 1, CICU_BIDI_AUTO = 2 };

/**
 * Runs the Unicode bidi algorithm on one line of text. `visual_to_logical` gets `length` indices
 * (the logical index shown at each visual position); `levels` gets each code unit's embedding
 * level (odd = right to left). `resolved_direction` gets CICU_BIDI_LTR or CICU_BIDI_RTL (or 3 mixed).
 */
int32_t cicu_bidi_line(const uint16_t *text, int32_t length, int32_t paragraph_direction,
                       int32_t *visual_to_logical, uint8_t *levels, int32_t *resolved_direction);

/** Break kinds. */
enum { CICU_BREAK_CHARACTER = 0, CICU_BREAK_WORD = 1, CICU_BREAK_LINE = 2, CICU_BREAK_SENTENCE = 3 };

/**
 * The break positions of a text (UTF-16 offsets, excluding 0, including `length`). For line
 * breaks `hard` (may be NULL) gets 1 where the break is mandatory (after a newline).
 */
int32_t cicu_breaks(const char *locale, int32_t kind, const uint16_t *text, int32_t length,
                    int32_t *positions, uint8_t *hard, int32_t capacity, int32_t *count);

/** Shapes Arabic letters into their presentation forms (u_shapeArabic, letters shaped, logical order). */
int32_t cicu_shape_arabic(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity, int32_t *out_length);

/** Unicode general facts of a code point used by text layout. */
int32_t cicu_char_is_mirrored(int32_t code_point);
/** The Unicode bidi class of a code point (UCharDirection). */
int32_t cicu_char_direction(int32_t code_point);
/** The East Asian Width property of a code point (UEastAsianWidth: 1 A, 3 F, 5 W are wide or ambiguous). */
int32_t cicu_char_east_asian_width(int32_t code_point);
/** The script code of a code point (UScriptCode). */
int32_t cicu_char_script(int32_t code_point);
/** Nonzero for combining marks and other zero-width characters (general category Mn, Me, Cf). */
int32_t cicu_char_is_zero_width(int32_t code_point);

#ifdef __cplusplus
}
#endif

#endif
