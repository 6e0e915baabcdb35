import LayoutCore

/// A diagnostic as listed in a report, linked to the views it is about.
package struct DrawnDiagnostic: Hashable, Sendable {
    /// The diagnostic as the library reported it.
    package var diagnostic: Diagnostic
    /// The views the diagnostic is about; a report links the diagnostic to the first one it finds.
    package var views: [DrawnViewReference]

    /// A diagnostic linked to `views` (none: listed without a link).
    package init(_ diagnostic: Diagnostic, views: [DrawnViewReference] = []) {
        self.diagnostic = diagnostic
        self.views = views
    }
}
