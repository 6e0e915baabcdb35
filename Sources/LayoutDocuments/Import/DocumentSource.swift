import LayoutCore
import LayoutXML

/// Where a document's bytes come from; `path` names it in diagnostics either way.
package enum DocumentSource {
    case file(path: String)
    case bytes([UInt8], path: String)

    package var path: String {
        switch self {
        case .file(let path), .bytes(_, let path): path
        }
    }

    /// Streams the document to `handler`; `threading` is ``XMLReaderThreading/serial`` for a
    /// handler that stops at the first element, for which a second thread would only parse ahead in vain.
    package func parse<Handler: XMLEventHandler>(with handler: inout Handler, threading: XMLReaderThreading = .automatic) throws {
        let limits = XMLReaderLimits(threading: threading)
        switch self {
        case .file(let path):
            try XMLStreamReader.parse(file: path, handler: &handler, limits: limits)
        case .bytes(let bytes, let path):
            try XMLStreamReader.parse(bytes: bytes, name: path, handler: &handler, limits: limits)
        }
    }
}
