#if canImport(Glibc)
import CMalloc
#endif

/// Sets glibc's allocator for one short run over a possibly large document, before any work.
///
/// By default glibc maps every large block (an array of a few hundred thousand views' keys, a
/// hash table) on its own and unmaps it when freed, and gives the top of the heap back as soon as
/// 128 KiB of it is free. A `match` on a 200 MB document frees and reallocates such blocks by the
/// hundred, so each reallocation faulted in fresh zeroed pages, and with the parse and the
/// matcher on two threads each unmapping also interrupted the other processor to flush its TLB.
/// Keeping freed memory in the heap (and growing the heap in larger steps) lets the process reuse
/// pages it already has, which saves system time and steadies the run for a few MB more peak
/// memory (the same settings can be tried without a rebuild through `GLIBC_TUNABLES`).
/// The process ends soon after, so holding on to memory costs nothing anyone else would have used.
enum AllocatorTuning {
    /// The largest block still taken from the heap: glibc's own ceiling for this setting on
    /// 64-bit systems (larger values are refused).
    static let mmapThreshold: Int32 = 32 << 20
    /// How far the heap grows beyond each request.
    static let topPad: Int32 = 64 << 20

    static func apply() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, Int32.max)
        _ = mallopt(M_TOP_PAD, topPad)
        #endif
    }
}
