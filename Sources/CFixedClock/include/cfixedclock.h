#ifndef C_FIXED_CLOCK_H
#define C_FIXED_CLOCK_H

/// Makes the calling thread's wall clock (`clock_gettime(CLOCK_REALTIME)`, `gettimeofday`,
/// `time`, and so Foundation's `Date()` and `Date.now`) read `seconds` since 1970 until the
/// matching `l10n_fixed_clock_end`. Calls nest; the outermost instant holds. Other threads and
/// the monotonic clocks are unaffected.
void l10n_fixed_clock_begin(long long seconds);

/// Ends the innermost `l10n_fixed_clock_begin` of the calling thread.
void l10n_fixed_clock_end(void);

/// Whether the calling thread's wall clock is fixed now.
int l10n_fixed_clock_is_active(void);

#endif
