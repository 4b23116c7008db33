/* Number formatting (ICU's unumberformatter) and numbering systems. */
#include "cicu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/ustring.h>

struct CICUNumberFormatter {
    UNumberFormatter *formatter;
};

int32_t cicu_number_open(const char *skeleton, const char *locale, CICUNumberFormatter **formatter) {
    *formatter = NULL;
    int32_t skeleton_length = (int32_t)strlen(skeleton);
    UChar *wide = (UChar *)malloc(sizeof(UChar) * (size_t)(skeleton_length + 1));
    if (wide == NULL) {
        return U_MEMORY_ALLOCATION_ERROR;
    }
    for (int32_t index = 0; index < skeleton_length; index++) {
        wide[index] = (UChar)(unsigned char)skeleton[index];
    }
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *opened = unumf_openForSkeletonAndLocale(wide, skeleton_length, locale, &status);
    free(wide);
    if (U_FAILURE(status)) {
        unumf_close(opened);
        return status;
    }
    CICUNumberFormatter *handle = (CICUNumberFormatter *)malloc(sizeof(CICUNumberFormatter));
    if (handle == NULL) {
        unumf_close(opened);
        return U_MEMORY_ALLOCATION_ERROR;
    }
    handle->formatter = opened;
    *formatter = handle;
    return status;
}

void cicu_number_close(CICUNumberFormatter *formatter) {
    if (formatter != NULL) {
        unumf_close(formatter->formatter);
        free(formatter);
    }
}

/*
 * One result object per thread, reused by every call on that thread: opening and closing one per
 * call costs as much as the formatting itself. It lives until the process ends (one small
 * allocation per thread that ever formats a number).
 */
static _Thread_local UFormattedNumber *thread_result = NULL;

static UFormattedNumber *reusable_result(UErrorCode *status) {
    if (thread_result == NULL) {
        thread_result = unumf_openResult(status);
    }
    return thread_result;
}

static int32_t finish(UFormattedNumber *result, UErrorCode status, uint16_t *out, int32_t capacity, int32_t *length) {
    if (U_SUCCESS(status)) {
        *length = unumf_resultToString(result, (UChar *)out, capacity, &status);
    }
    return status;
}

int32_t cicu_number_format_double(const CICUNumberFormatter *formatter, double value,
                                  uint16_t *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = reusable_result(&status);
    if (U_SUCCESS(status)) {
        unumf_formatDouble(formatter->formatter, value, result, &status);
    }
    return finish(result, status, out, capacity, length);
}

int32_t cicu_number_format_double_utf8(const CICUNumberFormatter *formatter, double value,
                                       char *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = reusable_result(&status);
    if (U_SUCCESS(status)) {
        unumf_formatDouble(formatter->formatter, value, result, &status);
    }
    UChar text[128];
    int32_t units = 0;
    if (U_SUCCESS(status)) {
        units = unumf_resultToString(result, text, 128, &status);
    }
    if (U_SUCCESS(status)) {
        u_strToUTF8(out, capacity, length, text, units, &status);
    }
    return status;
}

int32_t cicu_number_format_int(const CICUNumberFormatter *formatter, int64_t value,
                               uint16_t *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = reusable_result(&status);
    if (U_SUCCESS(status)) {
        unumf_formatInt(formatter->formatter, value, result, &status);
    }
    return finish(result, status, out, capacity, length);
}

int32_t cicu_number_format_decimal(const CICUNumberFormatter *formatter, const char *decimal,
                                   uint16_t *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = reusable_result(&status);
    if (U_SUCCESS(status)) {
        unumf_formatDecimal(formatter->formatter, decimal, (int32_t)strlen(decimal), result, &status);
    }
    return finish(result, status, out, capacity, length);
}

int32_t cicu_numbering_system(const char *locale, char *name, int32_t name_capacity,
                              uint16_t *digits, int32_t digits_capacity, int32_t *digit_count,
                              int32_t *is_algorithmic) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(locale, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    const char *system_name = unumsys_getName(system);
    if (system_name == NULL) {
        system_name = "";
    }
    if ((int32_t)strlen(system_name) >= name_capacity) {
        unumsys_close(system);
        return U_BUFFER_OVERFLOW_ERROR;
    }
    strcpy(name, system_name);
    *is_algorithmic = unumsys_isAlgorithmic(system) ? 1 : 0;
    *digit_count = 0;
    if (!*is_algorithmic) {
        *digit_count = unumsys_getDescription(system, (UChar *)digits, digits_capacity, &status);
    }
    unumsys_close(system);
    return status;
}
