#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCore
import LayoutXML

/// The bytes of a run's input files, each file read once, for a run whose later stages read a
/// document again after its import (a merge edits the designer's own document as an XML tree):
/// every stage then works from the one read, which costs no second read and leaves the file no
/// moment to change in between.
///
/// A stage asks for a file's ``source(of:)``: its bytes while they are held, else the file itself.
/// The bytes are let go (``release()``) once the last stage that needs them has parsed them, since
/// beside a large document's model and tree they would be one more copy of the input.
///
/// Two are equal when they are the same object: what they hold is the run's, not a value.
package final class DocumentReads: Hashable, @unchecked Sendable {
    /// Held bytes by path as the caller named the file; guarded by `mutex`.
    private var held: [String: [UInt8]] = [:]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// No file read yet.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<Result>(_ body: (inout [String: [UInt8]]) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&held)
    }

    /// The bytes of the file at `path`: read now (through ``OpenedXMLFile``, which counts the
    /// read) and held, or those held already.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when the file cannot be read, as an import of it
    ///   says so.
    package func bytes(reading path: String) throws(DiagnosticError) -> [UInt8] {
        if let bytes = locked({ $0[path] }) { return bytes }
        let bytes: [UInt8]
        do {
            bytes = try OpenedXMLFile(path: path).bytes()
        } catch {
            throw DocumentImporter.diagnosticError(error, path: path)
        }
        locked { $0[path] = bytes }
        return bytes
    }

    /// Where the document at `path` is read from: the bytes held, else the file.
    package func source(of path: String) -> DocumentSource {
        locked { $0[path] }.map { .bytes($0, path: path) } ?? .file(path: path)
    }

    /// Lets every held file's bytes go; a stage that asks after this reads the file.
    package func release() {
        locked { $0 = [:] }
    }

    package static func == (lhs: DocumentReads, rhs: DocumentReads) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension DocumentReads? {
    /// Where the document at `path` is read from: ``DocumentReads/source(of:)`` of the reads
    /// when there are any, else the file.
    package func source(of path: String) -> DocumentSource {
        self?.source(of: path) ?? .file(path: path)
    }
}
