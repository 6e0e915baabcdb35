import Foundation

/// Whether this test process runs under AddressSanitizer (`swift test --sanitize=address`).
///
/// Swift has no compile-time condition for a sanitizer, so the process is asked at run time for the
/// sanitizer runtime's entry point, which the sanitized link exports. Suites whose hang guards were
/// sized for an unsanitized build (ASan makes every memory access several times slower) scale them
/// with it; the tests themselves check the same things either way.
public enum AddressSanitizer {
    /// `true` when the AddressSanitizer runtime is linked into this process.
    public static let isActive: Bool = {
        guard let process = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(process) }
        return dlsym(process, "__asan_init") != nil
    }()
}
