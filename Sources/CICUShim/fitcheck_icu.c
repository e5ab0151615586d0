// ICU lives here and nowhere else; see include/fitcheck_icu.h for why.
#include "fitcheck_icu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>
#include <unicode/uchar.h>

struct fitcheck_icu_breaker {
    UBreakIterator *iterator;
    fitcheck_icu_break_kind kind;
};

fitcheck_icu_breaker *fitcheck_icu_breaker_open(fitcheck_icu_break_kind kind, const char *locale, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == FITCHECK_ICU_BREAK_LINE ? UBRK_LINE
                            : kind == FITCHECK_ICU_BREAK_GRAPHEME ? UBRK_CHARACTER : UBRK_WORD;
    UBreakIterator *it = ubrk_open(type, (locale && *locale) ? locale : "", NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (error) *error = (int32_t)status;
        return NULL;
    }
    fitcheck_icu_breaker *b = malloc(sizeof *b);
    if (!b) { ubrk_close(it); if (error) *error = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    b->iterator = it;
    b->kind = kind;
    if (error) *error = 0;
    return b;
}

void fitcheck_icu_breaker_close(fitcheck_icu_breaker *breaker) {
    if (!breaker) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t fitcheck_icu_breaker_boundaries(fitcheck_icu_breaker *breaker, const char *utf8, int32_t length,
                                        int32_t *offsets, uint8_t *hard, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    // Reading UTF-8 directly keeps every offset a byte offset, as HarfBuzz clusters are.
    UText *text = utext_openUTF8(NULL, utf8, length, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    ubrk_setUText(breaker->iterator, text, &status);
    if (U_FAILURE(status)) { utext_close(text); return -(int32_t)status; }
    int32_t count = 0;
    for (int32_t pos = ubrk_next(breaker->iterator); pos != UBRK_DONE; pos = ubrk_next(breaker->iterator)) {
        if (count < capacity) {
            offsets[count] = pos;
            if (hard) {
                int32_t rule = ubrk_getRuleStatus(breaker->iterator);
                hard[count] = (breaker->kind == FITCHECK_ICU_BREAK_LINE && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        count++;
    }
    // Detach the iterator from the caller's bytes before they go away.
    ubrk_setText(breaker->iterator, NULL, 0, &status);
    utext_close(text);
    return count;
}

int32_t fitcheck_icu_bidi_levels(const char *utf8, int32_t length, int32_t base, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t u16len = 0;
    u_strFromUTF8(NULL, 0, &u16len, utf8, length, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return -(int32_t)status;
    status = U_ZERO_ERROR;
    UChar *u16 = malloc(sizeof(UChar) * (size_t)(u16len + 1));
    if (!u16) return -(int32_t)U_MEMORY_ALLOCATION_ERROR;
    u_strFromUTF8(u16, u16len + 1, NULL, utf8, length, &status);
    if (U_FAILURE(status)) { free(u16); return -(int32_t)status; }

    UBiDi *bidi = ubidi_openSized(u16len, 0, &status);
    if (U_FAILURE(status)) { free(u16); return -(int32_t)status; }
    UBiDiLevel para = base < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)base;
    ubidi_setPara(bidi, u16, u16len, para, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); free(u16); return -(int32_t)status; }
    const UBiDiLevel *u16levels = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); free(u16); return -(int32_t)status; }

    // Map UTF-16 levels back onto UTF-8 bytes: walk both encodings in step.
    int32_t i8 = 0, i16 = 0;
    while (i8 < length && i16 < u16len) {
        unsigned char c = (unsigned char)utf8[i8];
        int32_t n8 = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        int32_t n16 = n8 == 4 ? 2 : 1;
        for (int32_t k = 0; k < n8 && i8 + k < length; k++) levels[i8 + k] = u16levels[i16];
        i8 += n8;
        i16 += n16;
    }
    for (; i8 < length; i8++) levels[i8] = levels[i8 > 0 ? i8 - 1 : 0];
    int32_t paraLevel = ubidi_getParaLevel(bidi);
    ubidi_close(bidi);
    free(u16);
    return paraLevel;
}

static int32_t copy_utf16_as_utf8(const UChar *u16, int32_t u16len, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t needed = 0;
    u_strToUTF8(out, capacity, &needed, u16, u16len, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return needed;
    if (U_FAILURE(status)) return -(int32_t)status;
    return needed;
}

int32_t fitcheck_icu_plural_category(const char *locale, double number, int32_t fractionDigits,
                                     char *keyword, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    UChar buffer[32];
    int32_t len;
    if (fractionDigits > 0) {
        // Visible fraction digits change the category (en: "1 item" but "1.0 items"), so format first.
        UNumberFormat *fmt = unum_open(UNUM_DECIMAL, NULL, 0, "en", NULL, &status);
        if (U_FAILURE(status)) { uplrules_close(rules); return -(int32_t)status; }
        unum_setAttribute(fmt, UNUM_MIN_FRACTION_DIGITS, fractionDigits);
        unum_setAttribute(fmt, UNUM_MAX_FRACTION_DIGITS, fractionDigits);
        len = uplrules_selectWithFormat(rules, number, fmt, buffer, 32, &status);
        unum_close(fmt);
    } else {
        len = uplrules_select(rules, number, buffer, 32, &status);
    }
    uplrules_close(rules);
    if (U_FAILURE(status)) return -(int32_t)status;
    return copy_utf16_as_utf8(buffer, len, keyword, capacity);
}

static UNumberFormat *open_decimal(const char *locale, int32_t useGrouping, UErrorCode *status) {
    UNumberFormat *fmt = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, status);
    if (U_FAILURE(*status)) return NULL;
    unum_setAttribute(fmt, UNUM_GROUPING_USED, useGrouping ? 1 : 0);
    return fmt;
}

int32_t fitcheck_icu_plural_samples(const char *locale, const int64_t *values, int32_t count,
                                    char *keywords, int32_t *lengths) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    UNumberFormat *fmt = open_decimal(locale, 1, &status);
    if (!fmt) { uplrules_close(rules); return -(int32_t)status; }
    for (int32_t i = 0; i < count; i++) {
        UChar buffer[128];
        int32_t len = uplrules_select(rules, (double)values[i], buffer, 32, &status);
        if (U_FAILURE(status)) break;
        int32_t keywordLength = copy_utf16_as_utf8(buffer, len, keywords + 8 * i, 7);
        if (keywordLength < 0 || keywordLength > 7) { status = U_BUFFER_OVERFLOW_ERROR; break; }
        keywords[8 * i + keywordLength] = 0;
        len = unum_formatInt64(fmt, values[i], buffer, 128, NULL, &status);
        if (U_FAILURE(status)) break;
        lengths[i] = u_countChar32(buffer, len);
    }
    unum_close(fmt);
    uplrules_close(rules);
    return U_FAILURE(status) ? -(int32_t)status : 0;
}

int32_t fitcheck_icu_format_integer(const char *locale, int64_t value, int32_t useGrouping,
                                    char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *fmt = open_decimal(locale, useGrouping, &status);
    if (!fmt) return -(int32_t)status;
    UChar buffer[128];
    int32_t len = unum_formatInt64(fmt, value, buffer, 128, NULL, &status);
    unum_close(fmt);
    if (U_FAILURE(status)) return -(int32_t)status;
    return copy_utf16_as_utf8(buffer, len, out, capacity);
}

int32_t fitcheck_icu_format_double(const char *locale, double value, int32_t minFraction, int32_t maxFraction,
                                   int32_t useGrouping, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *fmt = open_decimal(locale, useGrouping, &status);
    if (!fmt) return -(int32_t)status;
    unum_setAttribute(fmt, UNUM_MIN_FRACTION_DIGITS, minFraction);
    unum_setAttribute(fmt, UNUM_MAX_FRACTION_DIGITS, maxFraction);
    // Preflight: `%.400f` asks for hundreds of digits, more than any fixed buffer should assume.
    int32_t len = unum_formatDouble(fmt, value, NULL, 0, NULL, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) { unum_close(fmt); return -(int32_t)status; }
    status = U_ZERO_ERROR;
    UChar *buffer = malloc(sizeof(UChar) * (size_t)(len + 1));
    if (!buffer) { unum_close(fmt); return -(int32_t)U_MEMORY_ALLOCATION_ERROR; }
    len = unum_formatDouble(fmt, value, buffer, len + 1, NULL, &status);
    unum_close(fmt);
    if (U_FAILURE(status)) { free(buffer); return -(int32_t)status; }
    int32_t result = copy_utf16_as_utf8(buffer, len, out, capacity);
    free(buffer);
    return result;
}

int32_t fitcheck_icu_locale_canonical(const char *tag, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, id, (int32_t)sizeof id, &parsed, &status);
    if (U_FAILURE(status) || parsed != (int32_t)strlen(tag)) return 0;
    char language[ULOC_LANG_CAPACITY];
    uloc_getLanguage(id, language, (int32_t)sizeof language, &status);
    if (U_FAILURE(status) || language[0] == 0) return 0;
    // ICU echoes the code back as the display name of a language it has no data for.
    UChar display[64];
    int32_t dlen = uloc_getDisplayLanguage(id, "en", display, 64, &status);
    if (U_FAILURE(status)) return 0;
    char displayUTF8[256];
    int32_t n = copy_utf16_as_utf8(display, dlen, displayUTF8, (int32_t)sizeof displayUTF8 - 1);
    if (n <= 0 || n >= (int32_t)sizeof displayUTF8) return 0;
    displayUTF8[n] = 0;
    if (strcmp(displayUTF8, language) == 0) return 0;
    int32_t idlen = (int32_t)strlen(id);
    if (idlen < capacity) memcpy(out, id, (size_t)idlen + 1);
    return idlen;
}

void fitcheck_icu_unicode_version(char *out, int32_t capacity) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    strncpy(out, text, (size_t)capacity);
    if (capacity > 0) out[capacity - 1] = 0;
}

int32_t fitcheck_icu_emoji_presentation(uint32_t scalar) {
    return u_hasBinaryProperty((UChar32)scalar, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}
