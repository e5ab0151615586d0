// fitcheck_icu.h — the only door from Swift into ICU.
//
// Why a shim: a Swift module that imports both Foundation and ICU's C headers does not compile
// ("'UErrorCode' has different definitions in different modules"), and ICU's function names carry a
// version suffix (ubrk_open_72) that only its own headers map. So ICU is included in the .c file
// alone and this header speaks plain C: UTF-8 bytes in, byte offsets and numbers out.
//
// Every offset is a UTF-8 byte offset into the text that was passed in. Functions that write into
// caller buffers return the number of items needed; when that exceeds the capacity, nothing beyond
// the capacity is written and the caller calls again with a larger buffer. A negative return is an
// ICU error code (negated). Every name here starts with `fitcheck_icu_`, the shim's own prefix.
#ifndef FITCHECK_ICU_H
#define FITCHECK_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a break iterator finds.
typedef enum {
    FITCHECK_ICU_BREAK_LINE = 0,      ///< UAX #14 line-break opportunities
    FITCHECK_ICU_BREAK_GRAPHEME = 1,  ///< UAX #29 extended grapheme-cluster boundaries
    FITCHECK_ICU_BREAK_WORD = 2       ///< UAX #29 word boundaries
} fitcheck_icu_break_kind;

/// An opened ICU break iterator for one kind and locale. Not thread-safe: one per worker.
typedef struct fitcheck_icu_breaker fitcheck_icu_breaker;

/// Opens a break iterator; returns NULL (and *error set to the ICU error code) on failure.
/// `locale` is an ICU locale id such as "de", "hi_IN", "ja@lb=strict"; NULL or "" means root.
fitcheck_icu_breaker *fitcheck_icu_breaker_open(fitcheck_icu_break_kind kind, const char *locale, int32_t *error);
void fitcheck_icu_breaker_close(fitcheck_icu_breaker *breaker);

/// Writes the boundaries after position 0 (so the last one is `length`) into `offsets`.
/// For line breaks, `hard` (may be NULL) receives 1 where the break is mandatory (after \n, U+2028,
/// U+2029, …) and 0 where it is only an opportunity. Returns the count of boundaries.
int32_t fitcheck_icu_breaker_boundaries(fitcheck_icu_breaker *breaker, const char *utf8, int32_t length,
                                        int32_t *offsets, uint8_t *hard, int32_t capacity);

/// Bidi embedding levels (UAX #9) per UTF-8 byte. `base` is 0 for LTR, 1 for RTL, -1 to detect
/// from the first strong character. `levels` must hold `length` bytes. Returns the paragraph level,
/// or a negative ICU error.
int32_t fitcheck_icu_bidi_levels(const char *utf8, int32_t length, int32_t base, uint8_t *levels);

/// The CLDR plural category keyword ("zero", "one", "two", "few", "many", "other") that `number`
/// selects in `locale` for cardinal numbers. `fractionDigits` is the number of visible fraction
/// digits (0 for integers), which CLDR rules depend on. Returns the keyword's length.
int32_t fitcheck_icu_plural_category(const char *locale, double number, int32_t fractionDigits,
                                     char *keyword, int32_t capacity);

/// For each of `count` integers, its cardinal plural category in `locale` (a NUL-terminated keyword in
/// `keywords[8 * i ...]`) and the length, in code points, of the number as the locale writes it with
/// grouping (`lengths[i]`): what choosing plural samples asks of ICU hundreds of times per language,
/// with one plural-rules object and one formatter for all. Returns 0, or a negative ICU error.
int32_t fitcheck_icu_plural_samples(const char *locale, const int64_t *values, int32_t count,
                                    char *keywords, int32_t *lengths);

/// Formats an integer the way `locale` writes it (grouping, digits), as UTF-8.
/// Returns the byte length needed.
int32_t fitcheck_icu_format_integer(const char *locale, int64_t value, int32_t useGrouping,
                                    char *out, int32_t capacity);

/// Formats a floating-point number with between `minFraction` and `maxFraction` fraction digits.
int32_t fitcheck_icu_format_double(const char *locale, double value, int32_t minFraction, int32_t maxFraction,
                                   int32_t useGrouping, char *out, int32_t capacity);

/// Canonicalizes a language tag ("pt-BR", "zh_Hans") to an ICU locale id; returns 0 when ICU does
/// not know the language at all (used to reject unknown languages), else the length written.
int32_t fitcheck_icu_locale_canonical(const char *tag, char *out, int32_t capacity);

/// Whether `scalar` is shown as an emoji by default (Unicode's Emoji_Presentation property): such a
/// character is drawn from the colour emoji font even when a text font has a glyph for it.
int32_t fitcheck_icu_emoji_presentation(uint32_t scalar);

/// The Unicode version ICU implements, e.g. "15.0".
void fitcheck_icu_unicode_version(char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif
#endif
