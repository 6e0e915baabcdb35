/// Bounds the reader enforces on top of libxml2's own (maximum depth 256, text nodes of 10 MB),
/// and how it reads (chunk size, threading).
///
/// libxml2's huge-input switch is never set: it would lift those protections.
package struct XMLReaderLimits: Hashable, Sendable {
    /// Deepest element nesting accepted; libxml2 refuses more than 256 levels anyway.
    package var maximumDepth: Int
    /// Longest attribute value, or run of character data between two tags, in bytes (after
    /// entity and character references are decoded). Interface Builder's longest values are
    /// image data and long texts, far below the default of 1 MiB; a longer one is an error, not a
    /// truncation. Text is measured whether or not the handler wants it.
    package var maximumValueLength: Int
    /// Size of each read from the file, in bytes.
    package var chunkSize: Int
    /// Most attributes accepted on one start tag. libxml2 2.9 compares each attribute of a tag
    /// with every earlier one, so without this bound one tag of a few megabytes could take minutes;
    /// Interface Builder writes about 20 at most.
    package var maximumAttributes: Int
    /// Whether libxml2 runs on the calling thread or on a second one; not a limit, but a setting
    /// of the reader like ``chunkSize``, and either way the handler sees the same events.
    package var threading: XMLReaderThreading

    package init(
        maximumDepth: Int = 256,
        maximumValueLength: Int = 1 << 20,
        chunkSize: Int = 256 * 1024,
        maximumAttributes: Int = 256,
        threading: XMLReaderThreading = .automatic
    ) {
        self.maximumDepth = maximumDepth
        self.maximumValueLength = maximumValueLength
        self.chunkSize = chunkSize
        self.maximumAttributes = maximumAttributes
        self.threading = threading
    }

    package static let `default` = XMLReaderLimits()
}
