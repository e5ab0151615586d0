// ICU's libraries and header paths, found by pkg-config (`icu-i18n`, which requires `icu-uc`). Its
// headers are included by CICUShim's C file alone (see CICUShim/include/fitcheck_icu.h for why).
#include <unicode/utypes.h>
