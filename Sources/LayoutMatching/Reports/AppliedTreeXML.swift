import LayoutCore
import LayoutDocuments

/// The applied live tree as a small XML document, what `apply --format xml` prints:
///
///     <appliedTree version="1" layout="landscape" mode="default">
///       <view id="7" class="UIView" frame="0 0 480 300" bounds="0 0 480 300" hidden="NO" autoresizingMask="flexibleWidth flexibleHeight">
///         <view id="9" class="UILabel" frame="23 27 57 21" ... />
///       </view>
///     </appliedTree>
///
/// Rectangles are `x y width height`; `autoresizingMask` is spelled as the template format spells it
/// (``AutoresizingMask/description``: UIKit's flag names, empty without flags); subviews nest.
package enum AppliedTreeXML {
    package static func render(_ tree: LiveTree, layout: String?, mode: MatchingMode) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<appliedTree version=\"1\"\(layout.map { " layout=\"\(escape($0))\"" } ?? "") mode=\"\(mode.rawValue)\">\n"
        var open: [Int] = []
        for index in 0..<tree.count {
            while let top = open.last, Int(tree.subtreeEnd[top]) <= index {
                open.removeLast()
                out += String(repeating: "  ", count: open.count + 1) + "</view>\n"
            }
            out += String(repeating: "  ", count: open.count + 1)
            out += "<view id=\"\(escape(tree.ids[index].rawValue))\" class=\"\(escape(tree.classes[index].name))\""
            out += " frame=\"\(TemplateFormatWriter.rectText(tree.frames[index]))\" bounds=\"\(TemplateFormatWriter.rectText(tree.bounds[index]))\""
            out += " hidden=\"\(tree.hidden[index] ? "YES" : "NO")\" autoresizingMask=\"\(tree.autoresizingMasks[index])\""
            if Int(tree.subtreeEnd[index]) == index + 1 {
                out += "/>\n"
            } else {
                out += ">\n"
                open.append(index)
            }
        }
        while !open.isEmpty {
            open.removeLast()
            out += String(repeating: "  ", count: open.count + 1) + "</view>\n"
        }
        out += "</appliedTree>\n"
        return out
    }

    /// Values come back exactly (whitespace as references); characters XML cannot carry become U+FFFD.
    static func escape(_ text: String) -> String {
        XMLEscaper.data.escaped(text)
    }
}
