import LayoutTemplates

/// Builds small view trees for matching tests: every view gets a distinct line in a fake file so
/// that diagnostics can be checked by position.
public struct TreeBuilder {
    /// The fake file name every built view is located in.
    public var file = "Test.xib"
    private var line = 0

    /// A builder whose views are located in `file`.
    public init(file: String = "Test.xib") { self.file = file }

    /// A plain `UIView` holding `subviews`.
    public mutating func view(_ id: String, _ subviews: [ViewNode]) -> ViewNode {
        view(id, "UIView", subviews)
    }

    /// A view of `className` on the next line of the fake file, with the given attributes.
    public mutating func view(
        _ id: String, _ className: String = "UIView", custom: String? = nil, tag: Int = 0,
        frame: Rect = Rect(x: 0, y: 0, width: 10, height: 10), hidden: Bool = false, mask: AutoresizingMask = [],
        title: String? = nil, image: String? = nil, text: String? = nil, placeholder: String? = nil,
        actions: [ControlAction] = [], userLabel: String? = nil, variations: [ViewNode.FrameVariation] = [],
        _ subviews: [ViewNode] = []
    ) -> ViewNode {
        line += 1
        return ViewNode(id: ViewID(id), viewClass: ViewClass(className, customClass: custom), tag: tag,
                        attributes: LayoutAttributes(frame: frame, isHidden: hidden, autoresizingMask: mask),
                        title: title, image: image, text: text, placeholder: placeholder, actions: actions,
                        userLabel: userLabel, frameVariations: variations,
                        location: SourceLocation(file: file, line: line, column: 9), subviews: subviews)
    }
}
