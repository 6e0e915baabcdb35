/// Which Interface Builder format a synthetic document is written in.
public enum GeneratedFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// `<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">`.
    case modern
    /// `<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">`.
    case legacy
}
