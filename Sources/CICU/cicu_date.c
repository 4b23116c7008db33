/* Date, relative date and list formatting. */
#include "cicu.h"

#include <stdlib.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ulistformatter.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>

/*
 * udat_format clones the formatter's calendar on every call (so that it stays thread-safe);
 * formatting through a calendar of our own, set with ucal_setMillis, skips that allocation.
 * Callers already serialize calls per formatter, so one calendar per formatter is enough.
 */
struct CICUDateFormatter {
    UDateFormat *format;
    UCalendar *calendar;
};

static int32_t wrap_date(UDateFormat *opened, UErrorCode status, CICUDateFormatter **formatter) {
    *formatter = NULL;
    if (U_FAILURE(status)) {
        if (opened != NULL) {
            udat_close(opened);
        }
        return status;
    }
    UCalendar *calendar = ucal_clone(udat_getCalendar(opened), &status);
    CICUDateFormatter *handle = (CICUDateFormatter *)malloc(sizeof(CICUDateFormatter));
    if (handle == NULL || U_FAILURE(status)) {
        free(handle);
        if (calendar != NULL) {
            ucal_close(calendar);
        }
        udat_close(opened);
        return U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR;
    }
    handle->format = opened;
    handle->calendar = calendar;
    *formatter = handle;
    return status;
}

int32_t cicu_date_open_styles(const char *locale, int32_t date_style, int32_t time_style,
                              const uint16_t *time_zone, int32_t time_zone_length,
                              CICUDateFormatter **formatter) {
    UErrorCode status = U_ZERO_ERROR;
    UDateFormat *opened = udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale,
                                    (const UChar *)time_zone, time_zone_length, NULL, 0, &status);
    return wrap_date(opened, status, formatter);
}

int32_t cicu_date_open_pattern(const char *locale, const uint16_t *pattern, int32_t pattern_length,
                               const uint16_t *time_zone, int32_t time_zone_length,
                               CICUDateFormatter **formatter) {
    UErrorCode status = U_ZERO_ERROR;
    UDateFormat *opened = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, (const UChar *)time_zone,
                                    time_zone_length, (const UChar *)pattern, pattern_length, &status);
    return wrap_date(opened, status, formatter);
}

int32_t cicu_date_open_skeleton(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                                const uint16_t *time_zone, int32_t time_zone_length,
                                CICUDateFormatter **formatter) {
    *formatter = NULL;
    UErrorCode status = U_ZERO_ERROR;
    UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    UChar pattern[128];
    int32_t pattern_length = udatpg_getBestPattern(generator, (const UChar *)skeleton, skeleton_length,
                                                   pattern, 128, &status);
    udatpg_close(generator);
    if (U_FAILURE(status)) {
        return status;
    }
    return cicu_date_open_pattern(locale, pattern, pattern_length, time_zone, time_zone_length, formatter);
}

void cicu_date_close(CICUDateFormatter *formatter) {
    if (formatter != NULL) {
        ucal_close(formatter->calendar);
        udat_close(formatter->format);
        free(formatter);
    }
}

static int32_t format_millis(CICUDateFormatter *formatter, double milliseconds, UChar *out, int32_t capacity,
                             UErrorCode *status) {
    ucal_setMillis(formatter->calendar, milliseconds, status);
    if (U_FAILURE(*status)) {
        return 0;
    }
    return udat_formatCalendar(formatter->format, formatter->calendar, out, capacity, NULL, status);
}

int32_t cicu_date_format(CICUDateFormatter *formatter, double milliseconds,
                         uint16_t *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = format_millis(formatter, milliseconds, (UChar *)out, capacity, &status);
    return status;
}

int32_t cicu_date_format_utf8(CICUDateFormatter *formatter, double milliseconds,
                              char *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    UChar text[256];
    int32_t units = format_millis(formatter, milliseconds, text, 256, &status);
    if (U_SUCCESS(status)) {
        u_strToUTF8(out, capacity, length, text, units, &status);
    }
    return status;
}

int32_t cicu_date_pattern(const CICUDateFormatter *formatter, uint16_t *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = udat_toPattern(formatter->format, 0, (UChar *)out, capacity, &status);
    return status;
}

struct CICURelativeFormatter {
    URelativeDateTimeFormatter *format;
};

int32_t cicu_relative_open(const char *locale, int32_t width, CICURelativeFormatter **formatter) {
    *formatter = NULL;
    UErrorCode status = U_ZERO_ERROR;
    URelativeDateTimeFormatter *opened = ureldatefmt_open(
        locale, NULL, (UDateRelativeDateTimeFormatterStyle)width, UDISPCTX_CAPITALIZATION_NONE, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    CICURelativeFormatter *handle = (CICURelativeFormatter *)malloc(sizeof(CICURelativeFormatter));
    if (handle == NULL) {
        ureldatefmt_close(opened);
        return U_MEMORY_ALLOCATION_ERROR;
    }
    handle->format = opened;
    *formatter = handle;
    return status;
}

void cicu_relative_close(CICURelativeFormatter *formatter) {
    if (formatter != NULL) {
        ureldatefmt_close(formatter->format);
        free(formatter);
    }
}

int32_t cicu_relative_format(CICURelativeFormatter *formatter, double offset, int32_t unit, int32_t numeric,
                             uint16_t *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    if (unit < CICU_UNIT_YEAR || unit > CICU_UNIT_SECOND) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    if (numeric) {
        *length = ureldatefmt_formatNumeric(formatter->format, offset, (URelativeDateTimeUnit)unit,
                                            (UChar *)out, capacity, &status);
    } else {
        *length = ureldatefmt_format(formatter->format, offset, (URelativeDateTimeUnit)unit,
                                     (UChar *)out, capacity, &status);
    }
    return status;
}

struct CICUListFormatter {
    UListFormatter *format;
};

int32_t cicu_list_open(const char *locale, int32_t type, int32_t width, CICUListFormatter **formatter) {
    *formatter = NULL;
    UErrorCode status = U_ZERO_ERROR;
    UListFormatter *opened = ulistfmt_openForType(locale, (UListFormatterType)type,
                                                  (UListFormatterWidth)width, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    CICUListFormatter *handle = (CICUListFormatter *)malloc(sizeof(CICUListFormatter));
    if (handle == NULL) {
        ulistfmt_close(opened);
        return U_MEMORY_ALLOCATION_ERROR;
    }
    handle->format = opened;
    *formatter = handle;
    return status;
}

void cicu_list_close(CICUListFormatter *formatter) {
    if (formatter != NULL) {
        ulistfmt_close(formatter->format);
        free(formatter);
    }
}

int32_t cicu_list_format(const CICUListFormatter *formatter, const uint16_t *const *items,
                         const int32_t *lengths, int32_t count,
                         uint16_t *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = ulistfmt_format(formatter->format, (const UChar *const *)items, lengths, count,
                              (UChar *)out, capacity, &status);
    return status;
}
