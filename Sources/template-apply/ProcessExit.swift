import Foundation

/// Ends a command whose output is written without giving back the memory of what it built.
///
/// `match` on a pair of 100k-view layouts holds two view trees, their flattened forms and the
/// attribute tables: a few hundred thousand values released one by one when `run()` returns.
/// That release is a sizeable share of the command's instructions, spent only to hand memory back
/// to a process about to end, which the system reclaims at once. Compilers skip the same work (clang's `-disable-free`).
enum ProcessExit {
    /// Exits with status 0 while `values` are still alive, so they are never released. Output
    /// written with `FileHandle` is already out; C stdio buffers are flushed first.
    static func succeed<Values>(keeping values: Values) -> Never {
        fflush(nil)
        withExtendedLifetime(values) { exit(0) }
    }
}
