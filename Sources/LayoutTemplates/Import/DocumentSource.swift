import LayoutXML

/// Where a document's bytes come from; `path` names it in diagnostics either way.
enum DocumentSource {
    case file(path: String)
    case bytes([UInt8], path: String)

    var path: String {
        switch self {
        case .file(let path), .bytes(_, let path): path
        }
    }

    func parse<Handler: XMLEventHandler>(with handler: inout Handler) throws {
        switch self {
        case .file(let path):
            try XMLStreamReader.parse(file: path, handler: &handler)
        case .bytes(let bytes, let path):
            try XMLStreamReader.parse(bytes: bytes, name: path, handler: &handler)
        }
    }
}
