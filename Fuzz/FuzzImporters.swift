// The libFuzzer entry point (FuzzTarget picks what an input goes through; Fuzz/build.sh compiles it
// against the library's modules built with testing enabled, so it reaches their internal API as the
// tests do).
//
// Any input must come back as a result or a DiagnosticError: a trap, a sanitizer report, a leak or a
// hang here is a bug in the library.

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutTemplatesFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.run(bytes)
    return 0
}
