import LayoutCore

/// Xcode 8's frame by edges, `<frame key="frameInset" minX= minY= maxX= maxY= width= height=/>`,
/// resolved into a frame in the superview's coordinates.
///
/// On each axis the element gives at most three of: the offset from the superview's leading (top)
/// edge (`minX`, `minY`), the length (`width`, `height`), and the offset from its trailing
/// (bottom) edge (`maxX`, `maxY`). Each is in points (`16`) or in percent of the superview's
/// length on that axis (`25.00%`). What is not given is what Interface Builder leaves out because
/// it is zero: a missing offset is 0 unless the other two fix it, so `width="320"` alone is at 0,
/// `minX="16" maxX="16"` spans the superview less 32 points, and nothing at all spans it.
///
/// A form that needs the superview's length (a percentage, or an offset from the trailing edge
/// without both others) where that length is unknown, and three values that disagree with it,
/// are errors: a frame is never guessed.
struct FrameInset {
    /// One value as written: points, or percent of the superview's length.
    enum Value: Equatable {
        case points(Double)
        case percent(Double)

        /// `12`, `-3.5`, `25.00%`; `nil` for anything else.
        init?(_ raw: String) {
            if raw.hasSuffix("%") {
                guard let value = AttributeValueParser.plainNumber(raw.dropLast()) else { return nil }
                self = .percent(value)
            } else {
                guard let value = AttributeValueParser.plainNumber(raw) else { return nil }
                self = .points(value)
            }
        }

        /// The value in points, given the superview's length (`nil` when unknown).
        func points(of extent: Double?) -> Double? {
            switch self {
            case .points(let value): value
            case .percent(let value): extent.map { $0 * value / 100 }
            }
        }

        var needsExtent: Bool {
            if case .percent = self { return true }
            return false
        }
    }

    /// One axis: leading offset, length, trailing offset, each optional.
    struct Axis: Equatable {
        var minimum: Value?
        var length: Value?
        var maximum: Value?

        /// Whether resolving the axis needs the superview's length.
        var needsExtent: Bool {
            if [minimum, length, maximum].contains(where: { $0?.needsExtent ?? false }) { return true }
            // A length and, when a trailing offset is given, a leading one fix a frame without the superview.
            return length == nil || (minimum == nil && maximum != nil)
        }

        /// The origin and length in points, or why they cannot be worked out.
        func resolved(in extent: Double?) -> Result<(origin: Double, length: Double), Fault> {
            if needsExtent, extent == nil { return .failure(.unknownSuperview) }
            let minimum = minimum?.points(of: extent)
            let length = length?.points(of: extent)
            let maximum = maximum?.points(of: extent)
            switch (minimum, length, maximum) {
            case (let minimum, let length?, nil):
                return .success((minimum ?? 0, length))
            case (nil, let length?, let maximum?):
                return .success(((extent ?? 0) - maximum - length, length))
            case (let minimum?, let length?, let maximum?):
                // Over-determined: Interface Builder never writes it, but it is readable when it agrees.
                if let extent, abs(minimum + length + maximum - extent) > FrameInset.tolerance {
                    return .failure(.inconsistent(extent))
                }
                return .success((minimum, length))
            case (let minimum, nil, let maximum):
                let origin = minimum ?? 0
                return .success((origin, (extent ?? 0) - origin - (maximum ?? 0)))
            }
        }
    }

    /// Why a frame inset could not be resolved.
    enum Fault: Error, Equatable {
        /// The form needs the superview's length and the superview has no frame (or there is none).
        case unknownSuperview
        /// Offsets and length do not add up to the superview's length (given).
        case inconsistent(Double)
    }

    /// Three values closer than this to the superview's length agree (Xcode rounds to 0.5 point,
    /// and percentages to two decimals).
    static let tolerance = 0.5

    var horizontal: Axis
    var vertical: Axis

    /// The frame in the superview of `superviewSize` (`nil` when unknown).
    func resolved(in superviewSize: (width: Double, height: Double)?) -> Result<Rect, Fault> {
        let horizontal = horizontal.resolved(in: superviewSize?.width)
        let vertical = vertical.resolved(in: superviewSize?.height)
        switch (horizontal, vertical) {
        case (.success(let x), .success(let y)):
            return .success(Rect(x: x.origin, y: y.origin, width: x.length, height: y.length))
        case (.failure(let fault), _), (_, .failure(let fault)):
            return .failure(fault)
        }
    }
}
