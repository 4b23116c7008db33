/* Plural rules (CLDR via ICU's uplrules). */
#include "cicu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>

struct CICUPluralRules {
    UPluralRules *rules;
};

int32_t cicu_plural_open(const char *locale, int32_t type, CICUPluralRules **rules) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *opened = uplrules_openForType(locale, type == CICU_PLURAL_ORDINAL ? UPLURAL_TYPE_ORDINAL
                                                                                    : UPLURAL_TYPE_CARDINAL,
                                                &status);
    if (U_FAILURE(status)) {
        *rules = NULL;
        return status;
    }
    CICUPluralRules *handle = (CICUPluralRules *)malloc(sizeof(CICUPluralRules));
    if (handle == NULL) {
        uplrules_close(opened);
        return U_MEMORY_ALLOCATION_ERROR;
    }
    handle->rules = opened;
    *rules = handle;
    return status;
}

void cicu_plural_close(CICUPluralRules *rules) {
    if (rules != NULL) {
        uplrules_close(rules->rules);
        free(rules);
    }
}

static int32_t keyword_to_ascii(const UChar *keyword, int32_t length, char *out, int32_t capacity) {
    if (length >= capacity) {
        return U_BUFFER_OVERFLOW_ERROR;
    }
    for (int32_t index = 0; index < length; index++) {
        out[index] = (char)keyword[index];
    }
    out[length] = 0;
    return U_ZERO_ERROR;
}

int32_t cicu_plural_select(const CICUPluralRules *rules, double number, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[16];
    int32_t length = uplrules_select(rules->rules, number, keyword, 16, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    return keyword_to_ascii(keyword, length, out, capacity);
}

int32_t cicu_plural_select_decimal(const CICUPluralRules *rules, const char *locale,
                                   const char *decimal, char *out, int32_t capacity) {
    /* Keep exactly the fraction digits the text shows: "1.50" has v = 2. */
    const char *dot = strchr(decimal, '.');
    int32_t fraction_digits = 0;
    if (dot != NULL) {
        const char *cursor = dot + 1;
        while (*cursor >= '0' && *cursor <= '9') {
            fraction_digits++;
            cursor++;
        }
    }
    if (fraction_digits > 20) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    UChar skeleton[48];
    int32_t skeleton_length = 0;
    if (fraction_digits == 0) {
        const char *integer = "precision-integer group-off";
        for (; integer[skeleton_length] != 0; skeleton_length++) {
            skeleton[skeleton_length] = (UChar)integer[skeleton_length];
        }
    } else {
        skeleton[skeleton_length++] = '.';
        for (int32_t index = 0; index < fraction_digits; index++) {
            skeleton[skeleton_length++] = '0';
        }
    }
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, skeleton_length, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_SUCCESS(status)) {
        unumf_formatDecimal(formatter, decimal, (int32_t)strlen(decimal), result, &status);
    }
    UChar keyword[16];
    int32_t length = 0;
    if (U_SUCCESS(status)) {
        length = uplrules_selectFormatted(rules->rules, result, keyword, 16, &status);
    }
    unumf_closeResult(result);
    unumf_close(formatter);
    if (U_FAILURE(status)) {
        return status;
    }
    return keyword_to_ascii(keyword, length, out, capacity);
}

int32_t cicu_plural_keywords(const CICUPluralRules *rules, char *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(rules->rules, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    int32_t written = 0;
    const char *keyword;
    int32_t keyword_length = 0;
    while ((keyword = uenum_next(keywords, &keyword_length, &status)) != NULL && U_SUCCESS(status)) {
        int32_t needed = written + keyword_length + (written > 0 ? 1 : 0);
        if (needed < capacity) {
            if (written > 0) {
                out[written] = ' ';
            }
            memcpy(out + needed - keyword_length, keyword, (size_t)keyword_length);
        }
        written = needed;
    }
    uenum_close(keywords);
    if (written < capacity) {
        out[written] = 0;
    } else if (U_SUCCESS(status)) {
        status = U_BUFFER_OVERFLOW_ERROR;
    }
    *length = written;
    return status;
}
