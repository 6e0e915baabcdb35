import LayoutCore
import LayoutDocuments
import LayoutXML

/// What a document's header must declare for its size-class variations to be read: Interface
/// Builder uses trait collections only with Auto Layout (`useAutolayout="YES"`), from Xcode 6
/// (toolsVersion 6000 and later), and UIKit applies them from iOS 8 on. An edited document that
/// declares less is raised to that, and a note says what changed and what it means.
extension XMLTree.Element {
    /// The first Xcode build that writes size classes, and the build and plug-in version a raised
    /// header names (Xcode 6.1).
    static let firstSizeClassToolsVersion = 6000
    static let sizeClassToolsVersion = "6254"
    static let sizeClassPluginVersion = "6247"
    /// iOS 8.0 as `<deployment>` writes it (0x0800).
    static let firstSizeClassDeployment = 0x0800

    /// Declares trait collections, Auto Layout, a tools version and a deployment target that have
    /// size classes, and the iOS runtime where the header names none (Xcode always names both);
    /// a note at `location` says what was raised, `nil` when nothing was.
    /// `constrained` says whether the merge placed the views by constraints of its own; else each
    /// view keeps translating its autoresizing mask, and the note says so.
    mutating func requireSizeClasses(at location: SourceLocation, constrained: Bool) -> Diagnostic? {
        requireTraitCollections()
        var raised: [String] = []
        if self[attribute: "useAutolayout"] != Names.yes {
            if self[attribute: "useAutolayout"] != nil {
                self[attribute: "useAutolayout"] = Names.yes
            } else {
                let before = attributes.firstIndex { $0.name == Names.useTraitCollections } ?? attributes.count
                attributes.insert(XMLTree.Attribute("useAutolayout", Names.yes), at: before)
            }
            raised.append(constrained
                ? "useAutolayout=\"YES\" (the synthesized constraints place the views; a view they do not place keeps its autoresizing mask)"
                : "useAutolayout=\"YES\" (each view's autoresizing mask becomes its constraints, so it lays out as before)")
        }
        switch self[attribute: Names.toolsVersionAttribute] {
        case nil:
            insertHeaderAttribute(Names.toolsVersionAttribute, Self.sizeClassToolsVersion)
            raised.append("toolsVersion \(Self.sizeClassToolsVersion) (Xcode 6.1; it named none)")
        case let tools? where (Int(tools) ?? 0) < Self.firstSizeClassToolsVersion:
            self[attribute: Names.toolsVersionAttribute] = Self.sizeClassToolsVersion
            raised.append("toolsVersion \(Self.sizeClassToolsVersion) (Xcode 6.1; it was \(TerminalText.shortened(tools)))")
            transformElements { element in
                if element.name == Names.plugIn, element[attribute: Names.identifier] == Names.pluginIdentifier, element[attribute: Names.version] != nil {
                    element[attribute: Names.version] = Self.sizeClassPluginVersion
                }
            }
        default:
            break
        }
        if self[attribute: Names.targetRuntime] == nil {
            // The reader took a document without one for iOS; Xcode never writes it without.
            insertHeaderAttribute(Names.targetRuntime, Names.cocoaTouchRuntime)
            raised.append("targetRuntime=\"\(Names.cocoaTouchRuntime)\" (it named none)")
        }
        var lowered: String?
        transformElements { element in
            guard element.name == Names.deployment, element[attribute: Names.identifier] == Names.deploymentIdentifier else { return }
            for name in ["version", "defaultVersion"] {
                guard let text = element[attribute: name], let value = Int(text), value < Self.firstSizeClassDeployment else { continue }
                element[attribute: name] = String(Self.firstSizeClassDeployment)
                lowered = "iOS \(value >> 8).\((value >> 4) & 0xF)"
            }
        }
        if let lowered { raised.append("a deployment target of iOS 8.0 (it was \(lowered))") }
        guard !raised.isEmpty else { return nil }
        return Diagnostic(
            severity: .note, location: location, rule: .notExpressible,
            message: "size classes need Auto Layout, Xcode 6 and iOS 8, so the merged document's header declares \(raised.joined(separator: ", "))")
    }

    /// Inserts the header attribute `name` where Xcode's order puts it: after the last attribute
    /// the header has of those Xcode writes before it.
    private mutating func insertHeaderAttribute(_ name: String, _ value: String) {
        let order = Names.headerAttributesBeforeTraitCollections
        let before = order.firstIndex(of: name).map { Set(order[..<$0]) } ?? Set(order)
        let after = attributes.lastIndex { before.contains($0.name) }
        attributes.insert(XMLTree.Attribute(name, value), at: after.map { $0 + 1 } ?? 0)
    }
}
