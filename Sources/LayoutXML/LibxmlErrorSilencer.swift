internal import CLibXML2

/// Keeps libxml2 from printing while this thread parses.
///
/// Errors that libxml2 raises without a parser context (an encoding conversion failure, for one)
/// go to its thread's global error handler, which prints to stderr; a library must not print. The
/// parser reports the same problem again with a position through the session's own handler, so
/// these context-free copies are dropped. The previous handler is put back afterwards, so a host
/// application's own use of libxml2 on the same thread is unchanged.
struct LibxmlErrorSilencer {
    private let previousHandler: xmlStructuredErrorFunc?
    private let previousContext: UnsafeMutableRawPointer?

    init() {
        previousHandler = __xmlStructuredError().pointee
        previousContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(nil) { _, _ in }
    }

    func restore() {
        xmlSetStructuredErrorFunc(previousContext, previousHandler)
    }
}
