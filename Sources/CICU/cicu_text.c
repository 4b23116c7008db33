/* Text layout support: bidi, break iteration, Arabic shaping, character properties. */
#include "cicu.h"

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <unicode/ushape.h>

#include <string.h>

int32_t cicu_bidi_line(const uint16_t *text, int32_t length, int32_t paragraph_direction,
                       int32_t *visual_to_logical, uint8_t *levels, int32_t *resolved_direction) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    UBiDiLevel level = paragraph_direction == CICU_BIDI_RTL   ? 1
                       : paragraph_direction == CICU_BIDI_LTR ? 0
                                                              : UBIDI_DEFAULT_LTR;
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_SUCCESS(status) && length > 0) {
        ubidi_getVisualMap(bidi, visual_to_logical, &status);
    }
    if (U_SUCCESS(status) && length > 0 && levels != NULL) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status)) {
            for (int32_t index = 0; index < length; index++) {
                levels[index] = resolved[index];
            }
        }
    }
    if (U_SUCCESS(status)) {
        UBiDiDirection direction = ubidi_getDirection(bidi);
        *resolved_direction = direction == UBIDI_LTR ? CICU_BIDI_LTR : direction == UBIDI_RTL ? CICU_BIDI_RTL : 3;
    }
    ubidi_close(bidi);
    return status;
}

/*
 * One break iterator per thread and kind, kept while the locale stays the same: opening one loads
 * and clones ICU's rules, while giving an open one new text is cheap, and text is laid out locale
 * by locale. The iterators live as long as their thread (a few per process).
 */
typedef struct {
    UBreakIterator *iterator;
    char locale[ULOC_FULLNAME_CAPACITY];
} cicu_break_slot;

static _Thread_local cicu_break_slot thread_breaks[4];

/* An iterator of `type` over `text`; `*owned` says whether the caller must close it. */
static UBreakIterator *cicu_break_iterator(int32_t slot_index, UBreakIteratorType type, const char *locale, const UChar *text,
                                           int32_t length, int *owned, UErrorCode *status) {
    cicu_break_slot *slot = &thread_breaks[slot_index];
    *owned = 0;
    if (slot->iterator != NULL && strncmp(slot->locale, locale, sizeof slot->locale) == 0) {
        ubrk_setText(slot->iterator, text, length, status);
        return U_FAILURE(*status) ? NULL : slot->iterator;
    }
    UBreakIterator *opened = ubrk_open(type, locale, text, length, status);
    if (U_FAILURE(*status)) {
        return NULL;
    }
    if (strlen(locale) < sizeof slot->locale) {
        if (slot->iterator != NULL) {
            ubrk_close(slot->iterator);
        }
        slot->iterator = opened;
        strcpy(slot->locale, locale);
    } else {
        *owned = 1;
    }
    return opened;
}

int32_t cicu_breaks(const char *locale, int32_t kind, const uint16_t *text, int32_t length,
                    int32_t *positions, uint8_t *hard, int32_t capacity, int32_t *count) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == CICU_BREAK_CHARACTER ? UBRK_CHARACTER
                              : kind == CICU_BREAK_WORD    ? UBRK_WORD
                              : kind == CICU_BREAK_LINE    ? UBRK_LINE
                                                           : UBRK_SENTENCE;
    int owned = 0;
    int32_t slot_index = kind >= CICU_BREAK_CHARACTER && kind <= CICU_BREAK_SENTENCE ? kind : CICU_BREAK_SENTENCE;
    UBreakIterator *iterator = cicu_break_iterator(slot_index, type, locale, (const UChar *)text, length, &owned, &status);
    if (iterator == NULL) {
        return U_FAILURE(status) ? status : U_INTERNAL_PROGRAM_ERROR;
    }
    int32_t found = 0;
    ubrk_first(iterator);
    for (int32_t position = ubrk_next(iterator); position != UBRK_DONE; position = ubrk_next(iterator)) {
        if (found < capacity) {
            positions[found] = position;
            if (hard != NULL) {
                int32_t rule = ubrk_getRuleStatus(iterator);
                hard[found] = (kind == CICU_BREAK_LINE && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        found++;
    }
    if (owned) {
        ubrk_close(iterator);
    }
    *count = found;
    return found > capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
}

int32_t cicu_shape_arabic(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity, int32_t *out_length) {
    UErrorCode status = U_ZERO_ERROR;
    *out_length = u_shapeArabic((const UChar *)text, length, (UChar *)out, capacity,
                                U_SHAPE_LETTERS_SHAPE | U_SHAPE_TEXT_DIRECTION_LOGICAL, &status);
    return status;
}

int32_t cicu_char_is_mirrored(int32_t code_point) { return u_isMirrored(code_point) ? 1 : 0; }

int32_t cicu_char_direction(int32_t code_point) { return (int32_t)u_charDirection(code_point); }

int32_t cicu_char_east_asian_width(int32_t code_point) {
    return u_getIntPropertyValue(code_point, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t cicu_char_script(int32_t code_point) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(code_point, &status);
    return U_SUCCESS(status) ? (int32_t)script : 0;
}

int32_t cicu_char_is_zero_width(int32_t code_point) {
    int8_t category = u_charType(code_point);
    return (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK || category == U_FORMAT_CHAR) ? 1 : 0;
}
