import LayoutTemplates

/// Writes a ``SyntheticTree`` as a modern Interface Builder document
/// (`<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">`).
///
/// All of the modern format's element and attribute names the generator writes are in this file.
/// Elements carry the fonts, colours and traits Interface Builder writes, so that documents have
/// the size and attribute mix of real ones and the importer's skipping is measured too.
struct ModernDocumentWriter {
    let tree: SyntheticTree
    let ids: SyntheticIdentifiers
    let out: BufferedFileWriter

    func write() {
        let portraitRoot = ids.view(SyntheticTree.root, in: .portrait)
        let landscapeRoot = ids.view(SyntheticTree.root, in: .landscape)
        out.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12121" systemVersion="16F73" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" colorMatched="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="12089"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SyntheticLayoutViewController">
                    <connections>

        """)
        for (number, (property, destination)) in [("landscapeView", landscapeRoot), ("portraitView", portraitRoot), ("view", portraitRoot)].enumerated() {
            out.write("                <outlet property=\"")
            out.write(raw: property)
            out.write("\" destination=\"")
            out.write(raw: destination)
            out.write("\" id=\"")
            out.write(raw: ids.outlet(number))
            out.write("\"/>\n")
        }
        out.write("""
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>

        """)
        for layout in SyntheticLayout.allCases {
            tree.walk(layout, open: { open($0, level: $1, layout: layout) }, close: { close($0, level: $1, layout: layout) })
        }
        out.write("""
            </objects>
        </document>

        """)
    }

    private func indent(_ level: Int, _ extra: Int = 0) {
        out.write(repeating: UInt8(ascii: " "), count: 4 * (2 + 2 * level + extra))
    }

    private func elementName(_ kind: SyntheticViewKind) -> StaticString {
        switch kind {
        case .container: "view"
        case .label: "label"
        case .button: "button"
        case .textField: "textField"
        case .slider: "slider"
        case .toggle: "switch"
        case .segmentedControl: "segmentedControl"
        case .imageView: "imageView"
        }
    }

    private func open(_ node: Int32, level: Int, layout: SyntheticLayout) {
        let view = tree.views[Int(node)]
        let attributes = view.attributes(in: layout)
        indent(level)
        out.write("<")
        out.write(elementName(view.kind))
        switch view.kind {
        case .imageView: out.write(" userInteractionEnabled=\"NO\"")
        case .container: break
        default: out.write(" opaque=\"NO\"")
        }
        if attributes.isHidden { out.write(" hidden=\"YES\"") }
        if view.tag != 0 {
            out.write(" tag=\"")
            out.write(view.tag)
            out.write("\"")
        }
        switch view.kind {
        case .container:
            out.write(" contentMode=\"scaleToFill\"")
        case .label:
            out.write(" userInteractionEnabled=\"NO\" contentMode=\"left\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\"")
            attribute("text", view.text)
            out.write(" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\"")
        case .button:
            out.write(" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" buttonType=\"roundedRect\" lineBreakMode=\"middleTruncation\"")
        case .textField:
            out.write(" clipsSubviews=\"YES\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"left\" contentVerticalAlignment=\"center\"")
            attribute("text", view.text)
            out.write(" borderStyle=\"roundedRect\"")
            attribute("placeholder", view.placeholder)
            out.write(" textAlignment=\"natural\" minimumFontSize=\"17\"")
        case .slider:
            out.write(" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" value=\"0.5\" minValue=\"0.0\" maxValue=\"1\"")
        case .toggle:
            out.write(" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" on=\"YES\"")
        case .segmentedControl:
            out.write(" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"left\" contentVerticalAlignment=\"top\" segmentControlStyle=\"plain\" selectedSegmentIndex=\"0\"")
        case .imageView:
            out.write(" contentMode=\"scaleToFill\"")
            attribute("image", view.image)
        }
        out.write(" id=\"")
        out.write(raw: ids.view(node, in: layout))
        out.write("\"")
        attribute("userLabel", view.userLabel)
        out.write(">\n")

        indent(level, 1)
        let frame = attributes.frame
        out.write("<rect key=\"frame\" x=\"")
        out.write(coordinate: frame.x, zeroAsDecimal: true)
        out.write("\" y=\"")
        out.write(coordinate: frame.y, zeroAsDecimal: true)
        out.write("\" width=\"")
        out.write(coordinate: frame.width, zeroAsDecimal: true)
        out.write("\" height=\"")
        out.write(coordinate: frame.height, zeroAsDecimal: true)
        out.write("\"/>\n")
        if !attributes.autoresizingMask.isEmpty {
            indent(level, 1)
            out.write("<autoresizingMask key=\"autoresizingMask\"")
            for (name, flag) in ModernIBNames.autoresizingFlags where attributes.autoresizingMask.contains(flag) {
                out.write(" ")
                out.write(raw: name)
                out.write("=\"YES\"")
            }
            out.write("/>\n")
        }
        if !view.children(in: layout).isEmpty {
            indent(level, 1)
            out.write("<subviews>\n")
        }
    }

    private func close(_ node: Int32, level: Int, layout: SyntheticLayout) {
        let view = tree.views[Int(node)]
        if !view.children(in: layout).isEmpty {
            indent(level, 1)
            out.write("</subviews>\n")
        }
        switch view.kind {
        case .container:
            indent(level, 1)
            if let color = view.backgroundColor?.split(separator: ",").map(String.init), color.count == 3 {
                out.write("<color key=\"backgroundColor\" red=\"")
                out.write(raw: color[0])
                out.write("\" green=\"")
                out.write(raw: color[1])
                out.write("\" blue=\"")
                out.write(raw: color[2])
                out.write("\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n")
            } else {
                out.write("<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n")
            }
        case .label:
            indent(level, 1)
            out.write("<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>\n")
            indent(level, 1)
            out.write("<color key=\"textColor\" red=\"0.0\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n")
            indent(level, 1)
            out.write("<nil key=\"highlightedColor\"/>\n")
        case .button:
            indent(level, 1)
            out.write("<fontDescription key=\"fontDescription\" name=\"Helvetica-Bold\" family=\"Helvetica\" pointSize=\"15\"/>\n")
            indent(level, 1)
            out.write("<state key=\"normal\"")
            attribute("title", view.title)
            attribute("image", view.image)
            out.write(">\n")
            indent(level, 2)
            out.write("<color key=\"titleShadowColor\" red=\"0.5\" green=\"0.5\" blue=\"0.5\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n")
            indent(level, 1)
            out.write("</state>\n")
        case .textField:
            indent(level, 1)
            out.write("<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>\n")
            indent(level, 1)
            out.write("<textInputTraits key=\"textInputTraits\"/>\n")
        case .segmentedControl:
            indent(level, 1)
            out.write("<segments>\n")
            indent(level, 2)
            out.write("<segment title=\"First\"/>\n")
            indent(level, 2)
            out.write("<segment title=\"Second\"/>\n")
            indent(level, 1)
            out.write("</segments>\n")
        case .slider, .toggle, .imageView:
            break
        }
        if let selector = view.selector {
            indent(level, 1)
            out.write("<connections>\n")
            indent(level, 2)
            out.write("<action selector=\"")
            out.write(escaped: selector)
            out.write(view.kind == .button ? "\" destination=\"-1\" eventType=\"touchUpInside\" id=\"" : "\" destination=\"-1\" eventType=\"valueChanged\" id=\"")
            out.write(raw: ids.action(node, in: layout))
            out.write("\"/>\n")
            indent(level, 1)
            out.write("</connections>\n")
        }
        indent(level)
        out.write("</")
        out.write(elementName(view.kind))
        out.write(">\n")
    }

    private func attribute(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        out.write(" ")
        out.write(name)
        out.write("=\"")
        out.write(escaped: value)
        out.write("\"")
    }
}
