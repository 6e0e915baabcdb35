/// Whether a ``Device`` is a phone or a tablet; it decides which size-class rules apply.
public enum DeviceFamily: String, Hashable, Sendable, Codable, CaseIterable {
    case phone
    case pad
}
