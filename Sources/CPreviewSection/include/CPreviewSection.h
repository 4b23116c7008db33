#ifndef C_PREVIEW_SECTION_H
#define C_PREVIEW_SECTION_H

/// The first byte of the `l10n_previews` section of the linked image, where `#Preview` and
/// `PreviewProvider` records are placed; NULL when no record was linked in.
const void *l10n_previews_section_start(void);

/// One past the last byte of the `l10n_previews` section; NULL when no record was linked in.
const void *l10n_previews_section_stop(void);

/// The first byte of the image's protocol conformance records (`swift5_protocol_conformances`),
/// where `PreviewProvider` conformances are found; NULL when there are none.
const void *l10n_conformances_section_start(void);

/// One past the last byte of the image's protocol conformance records; NULL when there are none.
const void *l10n_conformances_section_stop(void);

#endif
