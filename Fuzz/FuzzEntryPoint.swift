// The libFuzzer entry point: `FUZZ_TARGET` (set by Fuzz/run.sh) picks what an input goes through
// (FuzzTarget). Fuzz/build.sh compiles it against the library's modules built with testing enabled,
// so it reaches their internal API as the tests do; FuzzTests compiles FuzzTarget.swift too and runs
// every target on its seeds, so the harness cannot fall behind the library unnoticed.
//
// Any input must come back as a result or a DiagnosticError: a trap, a sanitizer report, a leak, a
// hang or a broken invariant here is a bug in the library.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let selectedTarget = FuzzTargetName(environment: getenv("FUZZ_TARGET").map { String(cString: $0) })

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutTemplatesFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try FuzzTarget.run(bytes, as: selectedTarget)
    } catch {
        // A crash is what libFuzzer records, with the input that caused it.
        fatalError("fuzz invariant broken: \(error.message)")
    }
    return 0
}
