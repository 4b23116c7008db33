#include "CPreviewSection.h"

// The linker defines __start_ and __stop_ symbols around every section whose name is a C
// identifier. Weak, so that an image without any preview record still links (they are NULL).
extern const char __start_l10n_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_l10n_previews[] __attribute__((weak, visibility("hidden")));

const void *l10n_previews_section_start(void) { return __start_l10n_previews; }

const void *l10n_previews_section_stop(void) { return __stop_l10n_previews; }

// The Swift runtime's own section of protocol conformance records in this image.
extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

const void *l10n_conformances_section_start(void) { return __start_swift5_protocol_conformances; }

const void *l10n_conformances_section_stop(void) { return __stop_swift5_protocol_conformances; }
