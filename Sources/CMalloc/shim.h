// glibc's allocator settings (mallopt), which Swift's Glibc module leaves out. Empty elsewhere.
#if defined(__linux__)
#include <limits.h>
#include <malloc.h>

// Sets glibc's allocator for one short run over a possibly large document, before any work.
//
// By default glibc maps every large block (an array of a few hundred thousand views' keys, a hash
// table) on its own and unmaps it when freed, and gives the top of the heap back as soon as 128 KiB
// of it is free. A `match` on a 200 MB document frees and reallocates such blocks by the hundred,
// so each reallocation faulted in fresh zeroed pages, and with the parse and the matcher on two
// threads each unmapping also interrupted the other processor to flush its TLB. Keeping freed
// memory in the heap (and growing the heap in larger steps) lets the process reuse pages it already
// has, which saves system time and steadies the run for a few MB more peak memory (the same
// settings can be tried without a rebuild through `GLIBC_TUNABLES`). The process ends soon after,
// so holding on to memory costs nothing anyone else would have used.
static inline void tune_allocator_for_one_run(void) {
    // The largest block still taken from the heap: glibc's own ceiling for this setting on 64-bit
    // systems (larger values are refused).
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, INT_MAX);
    // How far the heap grows beyond each request.
    mallopt(M_TOP_PAD, 64 << 20);
}
#else
static inline void tune_allocator_for_one_run(void) {}
#endif
