/* Status helpers and locale facts. */
#include "cicu.h"

#include <string.h>
#include <unicode/uclean.h>
#include <unicode/uloc.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

int cicu_failed(int32_t status) { return U_FAILURE((UErrorCode)status) ? 1 : 0; }

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void cicu_version(char *out, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    if (capacity > 0) {
        strncpy(out, text, (size_t)capacity - 1);
        out[capacity - 1] = 0;
    }
}

int32_t cicu_locale_canonicalize(const char *locale, char *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_canonicalize(locale, out, capacity, &status);
    return status;
}

int32_t cicu_locale_from_language_tag(const char *tag, char *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    *length = uloc_forLanguageTag(tag, out, capacity, &parsed, &status);
    if (U_SUCCESS(status) && parsed != (int32_t)strlen(tag)) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    return status;
}

int32_t cicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_toLanguageTag(locale, out, capacity, 0, &status);
    return status;
}

int32_t cicu_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_addLikelySubtags(locale, out, capacity, &status);
    return status;
}

int32_t cicu_locale_minimize_subtags(const char *locale, char *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_minimizeSubtags(locale, out, capacity, &status);
    return status;
}

int32_t cicu_locale_display_name(const char *locale, const char *display_locale,
                                 uint16_t *out, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_getDisplayName(locale, display_locale, (UChar *)out, capacity, &status);
    return status;
}

int32_t cicu_locale_is_right_to_left(const char *locale, int32_t *is_rtl) {
    UErrorCode status = U_ZERO_ERROR;
    ULayoutType layout = uloc_getCharacterOrientation(locale, &status);
    *is_rtl = (layout == ULOC_LAYOUT_RTL) ? 1 : 0;
    return status;
}

int cicu_locale_is_available(const char *locale) {
    char language[ULOC_LANG_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_getLanguage(locale, language, ULOC_LANG_CAPACITY, &status);
    if (U_FAILURE(status) || language[0] == 0) {
        return 0;
    }
    int32_t count = uloc_countAvailable();
    for (int32_t index = 0; index < count; index++) {
        const char *available = uloc_getAvailable(index);
        size_t n = strlen(language);
        if (strncmp(available, language, n) == 0 && (available[n] == 0 || available[n] == '_')) {
            return 1;
        }
    }
    return 0;
}
