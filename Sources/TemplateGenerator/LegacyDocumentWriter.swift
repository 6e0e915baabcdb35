import LayoutTemplates

/// Writes a ``SyntheticTree`` as a legacy Interface Builder archive
/// (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">`), laid out as
/// Interface Builder 4 wrote them: the objects nested through `NSSubviews` arrays, then the
/// connection records (outlets and control events), the object records (parents, children,
/// `objectName` user labels) and the flattened properties.
///
/// All of the legacy format's names the generator writes are in this file. A view's `id`
/// attribute and its record's `objectID` are the same number, so either identifies it.
struct LegacyDocumentWriter {
    let tree: SyntheticTree
    let ids: SyntheticIdentifiers
    let out: BufferedFileWriter
    /// Each layout's parent table: both `NSNextResponder` and the object records name the parent.
    private let parents: [[Int32]]

    init(tree: SyntheticTree, ids: SyntheticIdentifiers, out: BufferedFileWriter) {
        self.tree = tree
        self.ids = ids
        self.out = out
        self.parents = SyntheticLayout.allCases.map { tree.parents(in: $0) }
    }

    func write() {
        out.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1536</int>
        \t\t<string key="IBDocument.SystemVersion">12C60</string>
        \t\t<string key="IBDocument.InterfaceBuilderVersion">2844</string>
        \t\t<string key="IBDocument.AppKitVersion">1187.34</string>
        \t\t<string key="IBDocument.HIToolboxVersion">625.00</string>
        \t\t<object class="NSMutableDictionary" key="IBDocument.PluginVersions">
        \t\t\t<string key="NS.key.0">com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>
        \t\t\t<string key="NS.object.0">1930</string>
        \t\t</object>
        \t\t<array key="IBDocument.IntegratedClassDependencies">
        \t\t\t<string>IBProxyObject</string>
        \t\t\t<string>IBUIButton</string>
        \t\t\t<string>IBUIImageView</string>
        \t\t\t<string>IBUILabel</string>
        \t\t\t<string>IBUISegmentedControl</string>
        \t\t\t<string>IBUISlider</string>
        \t\t\t<string>IBUISwitch</string>
        \t\t\t<string>IBUITextField</string>
        \t\t\t<string>IBUIView</string>
        \t\t</array>
        \t\t<array key="IBDocument.PluginDependencies">
        \t\t\t<string>com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>
        \t\t</array>
        \t\t<object class="NSMutableDictionary" key="IBDocument.Metadata">
        \t\t\t<string key="NS.key.0">PluginDependencyRecalculationVersion</string>
        \t\t\t<integer value="1" key="NS.object.0"/>
        \t\t</object>
        \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<object class="IBProxyObject" id="1">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t\t<string key="targetRuntimeIdentifier">IBCocoaTouchFramework</string>
        \t\t\t</object>
        \t\t\t<object class="IBProxyObject" id="2">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFirstResponder</string>
        \t\t\t\t<string key="targetRuntimeIdentifier">IBCocoaTouchFramework</string>
        \t\t\t</object>

        """)
        for layout in SyntheticLayout.allCases {
            tree.walk(layout, open: { open($0, level: $1, layout: layout) }, close: { close($0, level: $1, layout: layout) })
        }
        out.write("""
        \t\t</array>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<array class="NSMutableArray" key="connectionRecords">

        """)
        let orders = SyntheticLayout.allCases.map { tree.preOrder($0) }
        writeConnectionRecords(orders)
        out.write("""
        \t\t\t</array>
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<array key="orderedObjects">
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">0</int>
        \t\t\t\t\t\t<array key="object" id="0"/>
        \t\t\t\t\t\t<reference key="children" ref="1000"/>
        \t\t\t\t\t\t<nil key="parent"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">-1</int>
        \t\t\t\t\t\t<reference key="object" ref="1"/>
        \t\t\t\t\t\t<reference key="parent" ref="0"/>
        \t\t\t\t\t\t<string key="objectName">File's Owner</string>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">-2</int>
        \t\t\t\t\t\t<reference key="object" ref="2"/>
        \t\t\t\t\t\t<reference key="parent" ref="0"/>
        \t\t\t\t\t</object>

        """)
        writeObjectRecords(orders)
        out.write("""
        \t\t\t\t</array>
        \t\t\t</object>
        \t\t\t<dictionary class="NSMutableDictionary" key="flattenedProperties">
        \t\t\t\t<string key="-1.CustomClassName">SyntheticLayoutViewController</string>
        \t\t\t\t<string key="-1.IBPluginDependency">com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>
        \t\t\t\t<string key="-2.CustomClassName">UIResponder</string>
        \t\t\t\t<string key="-2.IBPluginDependency">com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>

        """)
        var maximumID = 0
        for (layoutIndex, layout) in SyntheticLayout.allCases.enumerated() {
            for node in orders[layoutIndex] {
                let id = ids.legacyObjectID(node, in: layout)
                maximumID = max(maximumID, id)
                out.write("\t\t\t\t<string key=\"")
                out.write(id)
                out.write(".IBPluginDependency\">com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>\n")
            }
        }
        out.write("""
        \t\t\t</dictionary>
        \t\t\t<dictionary class="NSMutableDictionary" key="unlocalizedProperties"/>
        \t\t\t<nil key="activeLocalization"/>
        \t\t\t<dictionary class="NSMutableDictionary" key="localizations"/>
        \t\t\t<nil key="sourceID"/>
        \t\t\t<int key="maxID">
        """)
        out.write(maximumID)
        out.write("""
        </int>
        \t\t</object>
        \t\t<object class="IBClassDescriber" key="IBDocument.Classes">
        \t\t\t<array class="NSMutableArray" key="referencedPartialClassDescriptions">
        \t\t\t\t<object class="IBPartialClassDescription">
        \t\t\t\t\t<string key="className">SyntheticLayoutViewController</string>
        \t\t\t\t\t<string key="superclassName">UIViewController</string>
        \t\t\t\t\t<dictionary class="NSMutableDictionary" key="outlets">
        \t\t\t\t\t\t<string key="landscapeView">UIView</string>
        \t\t\t\t\t\t<string key="portraitView">UIView</string>
        \t\t\t\t\t</dictionary>
        \t\t\t\t\t<object class="IBClassDescriptionSource" key="sourceIdentifier">
        \t\t\t\t\t\t<string key="majorKey">IBProjectSource</string>
        \t\t\t\t\t\t<string key="minorKey">./Classes/SyntheticLayoutViewController.h</string>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t</array>
        \t\t</object>
        \t\t<int key="IBDocument.localizationMode">0</int>
        \t\t<string key="IBDocument.TargetRuntimeIdentifier">IBCocoaTouchFramework</string>
        \t\t<int key="IBDocument.defaultPropertyAccessControl">3</int>
        \t\t<string key="IBCocoaTouchPluginVersion">1930</string>
        \t</data>
        </archive>

        """)
    }

    // MARK: Objects

    private func indent(_ level: Int, _ extra: Int = 0) {
        out.write(repeating: UInt8(ascii: "\t"), count: 3 + 2 * level + extra)
    }

    private func className(_ kind: SyntheticViewKind) -> StaticString {
        switch kind {
        case .container: "IBUIView"
        case .label: "IBUILabel"
        case .button: "IBUIButton"
        case .textField: "IBUITextField"
        case .slider: "IBUISlider"
        case .toggle: "IBUISwitch"
        case .segmentedControl: "IBUISegmentedControl"
        case .imageView: "IBUIImageView"
        }
    }

    private func reference(_ key: StaticString, _ target: Int?, level: Int) {
        indent(level, 1)
        out.write("<reference key=\"")
        out.write(key)
        if let target {
            out.write("\" ref=\"")
            out.write(target)
            out.write("\"/>\n")
        } else {
            out.write("\"/>\n")
        }
    }

    private func string(_ key: StaticString, _ value: String?, level: Int, extra: Int = 1) {
        guard let value else { return }
        indent(level, extra)
        out.write("<string key=\"")
        out.write(key)
        out.write("\">")
        out.write(escaped: value)
        out.write("</string>\n")
    }

    private func line(_ text: StaticString, level: Int, extra: Int = 1) {
        indent(level, extra)
        out.write(text)
        out.write("\n")
    }

    private func open(_ node: Int32, level: Int, layout: SyntheticLayout) {
        let view = tree.views[Int(node)]
        let attributes = view.attributes(in: layout)
        indent(level)
        out.write("<object class=\"")
        out.write(className(view.kind))
        out.write("\" id=\"")
        out.write(ids.legacyObjectID(node, in: layout))
        out.write("\">\n")
        reference("NSNextResponder", parent(of: node, level: level, layout: layout), level: level)
        indent(level, 1)
        out.write("<int key=\"NSvFlags\">")
        // Bit 8 is set on every view Interface Builder writes; bit 31 is hidden, written as a
        // negative 32-bit integer.
        var flags = UInt32(0x100) | attributes.autoresizingMask.rawValue
        if attributes.isHidden { flags |= 0x8000_0000 }
        out.write(Int(Int32(bitPattern: flags)))
        out.write("</int>\n")
        if !view.children(in: layout).isEmpty {
            line("<array class=\"NSMutableArray\" key=\"NSSubviews\">", level: level)
        }
    }

    private func close(_ node: Int32, level: Int, layout: SyntheticLayout) {
        let view = tree.views[Int(node)]
        let attributes = view.attributes(in: layout)
        if !view.children(in: layout).isEmpty {
            line("</array>", level: level)
        }
        let frame = attributes.frame
        indent(level, 1)
        out.write("<string key=\"NSFrame\">{{")
        out.write(coordinate: frame.x)
        out.write(", ")
        out.write(coordinate: frame.y)
        out.write("}, {")
        out.write(coordinate: frame.width)
        out.write(", ")
        out.write(coordinate: frame.height)
        out.write("}}</string>\n")
        reference("NSSuperview", parent(of: node, level: level, layout: layout), level: level)
        reference("NSWindow", nil, level: level)
        line("<string key=\"NSReuseIdentifierKey\">_NS:9</string>", level: level)
        if view.kind != .container && view.kind != .imageView {
            line("<bool key=\"IBUIOpaque\">NO</bool>", level: level)
        }
        if view.tag != 0 {
            indent(level, 1)
            out.write("<int key=\"IBUITag\">")
            out.write(view.tag)
            out.write("</int>\n")
        }
        line("<string key=\"targetRuntimeIdentifier\">IBCocoaTouchFramework</string>", level: level)
        switch view.kind {
        case .container:
            line("<object class=\"NSColor\" key=\"IBUIBackgroundColor\">", level: level)
            line("<int key=\"NSColorSpace\">3</int>", level: level, extra: 2)
            line("<bytes key=\"NSWhite\">MQA</bytes>", level: level, extra: 2)
            line("</object>", level: level)
        case .label:
            line("<bool key=\"IBUIUserInteractionEnabled\">NO</bool>", level: level)
            string("IBUIText", view.text, level: level)
            line("<object class=\"NSColor\" key=\"IBUITextColor\">", level: level)
            line("<int key=\"NSColorSpace\">1</int>", level: level, extra: 2)
            line("<bytes key=\"NSRGB\">MCAwIDAAA</bytes>", level: level, extra: 2)
            line("</object>", level: level)
            line("<nil key=\"IBUIHighlightedColor\"/>", level: level)
            line("<int key=\"IBUIBaselineAdjustment\">1</int>", level: level)
            line("<float key=\"IBUIMinimumFontSize\">10</float>", level: level)
        case .button:
            line("<int key=\"IBUIContentHorizontalAlignment\">0</int>", level: level)
            line("<int key=\"IBUIContentVerticalAlignment\">0</int>", level: level)
            line("<int key=\"IBUIButtonType\">1</int>", level: level)
            string("IBUINormalTitle", view.title, level: level)
            if let image = view.image {
                line("<object class=\"NSCustomResource\" key=\"IBUINormalImage\">", level: level)
                line("<string key=\"NSClassName\">NSImage</string>", level: level, extra: 2)
                string("NSResourceName", image, level: level, extra: 2)
                line("</object>", level: level)
            }
            line("<object class=\"NSColor\" key=\"IBUIHighlightedTitleColor\">", level: level)
            line("<int key=\"NSColorSpace\">3</int>", level: level, extra: 2)
            line("<bytes key=\"NSWhite\">MQA</bytes>", level: level, extra: 2)
            line("</object>", level: level)
        case .textField:
            line("<int key=\"IBUIContentVerticalAlignment\">0</int>", level: level)
            string("IBUIText", view.text, level: level)
            line("<int key=\"IBUIBorderStyle\">3</int>", level: level)
            string("IBUIPlaceholder", view.placeholder, level: level)
            line("<object class=\"IBUITextInputTraits\" key=\"IBUITextInputTraits\">", level: level)
            line("<string key=\"targetRuntimeIdentifier\">IBCocoaTouchFramework</string>", level: level, extra: 2)
            line("</object>", level: level)
        case .slider:
            line("<int key=\"IBUIContentHorizontalAlignment\">0</int>", level: level)
            line("<int key=\"IBUIContentVerticalAlignment\">0</int>", level: level)
            line("<float key=\"IBUIValue\">0.5</float>", level: level)
        case .toggle:
            line("<int key=\"IBUIContentHorizontalAlignment\">0</int>", level: level)
            line("<int key=\"IBUIContentVerticalAlignment\">0</int>", level: level)
            line("<bool key=\"IBUIOn\">YES</bool>", level: level)
        case .segmentedControl:
            line("<int key=\"IBSegmentControlStyle\">2</int>", level: level)
            line("<int key=\"IBNumberOfSegments\">2</int>", level: level)
            line("<int key=\"IBSelectedSegmentIndex\">0</int>", level: level)
            line("<array key=\"IBSegmentTitles\">", level: level)
            line("<string>First</string>", level: level, extra: 2)
            line("<string>Second</string>", level: level, extra: 2)
            line("</array>", level: level)
        case .imageView:
            line("<bool key=\"IBUIUserInteractionEnabled\">NO</bool>", level: level)
            if let image = view.image {
                line("<object class=\"NSCustomResource\" key=\"IBUIImage\">", level: level)
                line("<string key=\"NSClassName\">NSImage</string>", level: level, extra: 2)
                string("NSResourceName", image, level: level, extra: 2)
                line("</object>", level: level)
            }
        }
        if node == SyntheticTree.root && layout == .landscape {
            line("<object class=\"IBUISimulatedOrientationMetrics\" key=\"IBUISimulatedOrientationMetrics\">", level: level)
            line("<int key=\"IBUIInterfaceOrientation\">3</int>", level: level, extra: 2)
            line("<int key=\"interfaceOrientation\">3</int>", level: level, extra: 2)
            line("</object>", level: level)
        }
        indent(level)
        out.write("</object>\n")
    }

    /// The parent's object id, or `nil` for a layout's root.
    private func parent(of node: Int32, level: Int, layout: SyntheticLayout) -> Int? {
        let parent = parents[layout.rawValue][Int(node)]
        return parent < 0 ? nil : ids.legacyObjectID(parent, in: layout)
    }

    // MARK: Records

    private func writeConnectionRecords(_ orders: [[Int32]]) {
        var connection = 1
        let portraitRoot = ids.legacyObjectID(SyntheticTree.root, in: .portrait)
        let landscapeRoot = ids.legacyObjectID(SyntheticTree.root, in: .landscape)
        for (label, destination) in [("view", portraitRoot), ("portraitView", portraitRoot), ("landscapeView", landscapeRoot)] {
            out.write("\t\t\t\t<object class=\"IBConnectionRecord\">\n\t\t\t\t\t<object class=\"IBCocoaTouchOutletConnection\" key=\"connection\">\n\t\t\t\t\t\t<string key=\"label\">")
            out.write(raw: label)
            out.write("</string>\n\t\t\t\t\t\t<reference key=\"source\" ref=\"1\"/>\n\t\t\t\t\t\t<reference key=\"destination\" ref=\"")
            out.write(destination)
            out.write("\"/>\n\t\t\t\t\t</object>\n\t\t\t\t\t<int key=\"connectionID\">")
            out.write(connection)
            out.write("</int>\n\t\t\t\t</object>\n")
            connection += 1
        }
        for (layoutIndex, layout) in SyntheticLayout.allCases.enumerated() {
            for node in orders[layoutIndex] {
                let view = tree.views[Int(node)]
                guard let selector = view.selector else { continue }
                out.write("\t\t\t\t<object class=\"IBConnectionRecord\">\n\t\t\t\t\t<object class=\"IBCocoaTouchEventConnection\" key=\"connection\">\n\t\t\t\t\t\t<string key=\"label\">")
                out.write(escaped: selector)
                out.write("</string>\n\t\t\t\t\t\t<reference key=\"source\" ref=\"")
                out.write(ids.legacyObjectID(node, in: layout))
                // IBEventType n is the control event 1 << (n - 1): 7 is touchUpInside, 13 valueChanged.
                out.write(view.kind == .button
                    ? "\"/>\n\t\t\t\t\t\t<reference key=\"destination\" ref=\"1\"/>\n\t\t\t\t\t\t<int key=\"IBEventType\">7</int>\n\t\t\t\t\t</object>\n\t\t\t\t\t<int key=\"connectionID\">"
                    : "\"/>\n\t\t\t\t\t\t<reference key=\"destination\" ref=\"1\"/>\n\t\t\t\t\t\t<int key=\"IBEventType\">13</int>\n\t\t\t\t\t</object>\n\t\t\t\t\t<int key=\"connectionID\">")
                out.write(connection)
                out.write("</int>\n\t\t\t\t</object>\n")
                connection += 1
            }
        }
    }

    private func writeObjectRecords(_ orders: [[Int32]]) {
        for (layoutIndex, layout) in SyntheticLayout.allCases.enumerated() {
            for node in orders[layoutIndex] {
                let view = tree.views[Int(node)]
                let id = ids.legacyObjectID(node, in: layout)
                out.write("\t\t\t\t\t<object class=\"IBObjectRecord\">\n\t\t\t\t\t\t<int key=\"objectID\">")
                out.write(id)
                out.write("</int>\n\t\t\t\t\t\t<reference key=\"object\" ref=\"")
                out.write(id)
                out.write("\"/>\n")
                let subviews = view.children(in: layout)
                if !subviews.isEmpty {
                    out.write("\t\t\t\t\t\t<array class=\"NSMutableArray\" key=\"children\">\n")
                    for child in subviews {
                        out.write("\t\t\t\t\t\t\t<reference ref=\"")
                        out.write(ids.legacyObjectID(child, in: layout))
                        out.write("\"/>\n")
                    }
                    out.write("\t\t\t\t\t\t</array>\n")
                }
                out.write("\t\t\t\t\t\t<reference key=\"parent\" ref=\"")
                out.write(parent(of: node, level: 0, layout: layout) ?? 0)
                out.write("\"/>\n")
                if let userLabel = view.userLabel {
                    out.write("\t\t\t\t\t\t<string key=\"objectName\">")
                    out.write(escaped: userLabel)
                    out.write("</string>\n")
                }
                out.write("\t\t\t\t\t</object>\n")
            }
        }
    }
}
