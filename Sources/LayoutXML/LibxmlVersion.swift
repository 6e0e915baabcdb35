internal import CLibXML2

/// The libxml2 the process runs with, as the library reports it at run time.
package enum LibxmlVersion {
    /// `2.9.14` for libxml2 2.9.14: what instruction counts of a parse depend on.
    package static var dotted: String {
        guard let pointer = __xmlParserVersion()?.pointee, let number = Int(String(cString: pointer)) else { return "unknown" }
        return "\(number / 10_000).\(number / 100 % 100).\(number % 100)"
    }
}
