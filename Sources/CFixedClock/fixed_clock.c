// The wall clock a screen's views read while they are resolved. An app's preview that calls
// `Date()` would otherwise show today's date, and a report would change from day to day. The
// three calls below are the C library's; defined in the executable, they are the ones every
// library in the process calls (symbol interposition). Outside a fixed span they forward to the
// C library's own definitions, found with `dlsym(RTLD_NEXT, …)`.
#if defined(__linux__)
#define _GNU_SOURCE
#include "cfixedclock.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static _Thread_local long long fixed_depth = 0;
static _Thread_local long long fixed_seconds = 0;

void l10n_fixed_clock_begin(long long seconds) {
    if (fixed_depth == 0) fixed_seconds = seconds;
    fixed_depth += 1;
}

void l10n_fixed_clock_end(void) {
    if (fixed_depth > 0) fixed_depth -= 1;
}

int l10n_fixed_clock_is_active(void) { return fixed_depth > 0; }

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);
typedef int (*gettimeofday_function)(struct timeval *, void *);

static _Atomic(clock_gettime_function) real_clock_gettime = NULL;
static _Atomic(gettimeofday_function) real_gettimeofday = NULL;

static int is_wall_clock(clockid_t id) {
    return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE;
}

int clock_gettime(clockid_t id, struct timespec *time_spec) {
    if (fixed_depth > 0 && is_wall_clock(id)) {
        time_spec->tv_sec = (time_t)fixed_seconds;
        time_spec->tv_nsec = 0;
        return 0;
    }
    clock_gettime_function real = atomic_load(&real_clock_gettime);
    if (real == NULL) {
        real = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
        atomic_store(&real_clock_gettime, real);
    }
    if (real != NULL && real != clock_gettime) return real(id, time_spec);
    return (int)syscall(SYS_clock_gettime, id, time_spec);
}

int gettimeofday(struct timeval *restrict value, void *restrict zone) {
    if (fixed_depth > 0) {
        value->tv_sec = (time_t)fixed_seconds;
        value->tv_usec = 0;
        return 0;
    }
    gettimeofday_function real = atomic_load(&real_gettimeofday);
    if (real == NULL) {
        real = (gettimeofday_function)dlsym(RTLD_NEXT, "gettimeofday");
        atomic_store(&real_gettimeofday, real);
    }
    if (real != NULL && real != (gettimeofday_function)gettimeofday) return real(value, zone);
    return (int)syscall(SYS_gettimeofday, value, zone);
}

time_t time(time_t *stored) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return (time_t)-1;
    if (stored != NULL) *stored = now.tv_sec;
    return now.tv_sec;
}

#else
#include "cfixedclock.h"

// Elsewhere the wall clock is not replaced: the spans are counted, and `Date()` reads the time.
static _Thread_local long long fixed_depth = 0;
void l10n_fixed_clock_begin(long long seconds) { (void)seconds; fixed_depth += 1; }
void l10n_fixed_clock_end(void) { if (fixed_depth > 0) fixed_depth -= 1; }
int l10n_fixed_clock_is_active(void) { return 0; }
#endif
