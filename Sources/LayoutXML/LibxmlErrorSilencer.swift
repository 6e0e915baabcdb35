internal import CLibXML2

/// Keeps libxml2 from printing while this thread parses.
///
/// Errors that libxml2 raises without a parser context (an encoding conversion failure, for one)
/// go to its thread's global structured handler, and a few messages (`xmlParseChunk: encoder
/// error`) to its "generic" handler; both print to stderr by default, and a library must not
/// print. The parser reports the same problem again with a position through the session's own
/// handler, so these copies are dropped. The previous handler is put back afterwards, so a host
/// application's own use of libxml2 on the same thread is unchanged.
struct LibxmlErrorSilencer {
    private let previousHandler: xmlStructuredErrorFunc?
    private let previousContext: UnsafeMutableRawPointer?
    private let previousGeneric: clibxml2_generic_error_state

    init() {
        previousHandler = __xmlStructuredError().pointee
        previousContext = __xmlStructuredErrorContext().pointee
        previousGeneric = clibxml2_silence_generic_errors()
        xmlSetStructuredErrorFunc(nil) { _, _ in }
    }

    func restore() {
        xmlSetStructuredErrorFunc(previousContext, previousHandler)
        clibxml2_restore_generic_errors(previousGeneric)
    }
}
