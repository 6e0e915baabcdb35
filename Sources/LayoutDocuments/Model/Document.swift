import LayoutCore

/// What an importer reads from one file: scenes of view trees with their owners' outlets, and,
/// for the native template format, the named layouts it carries.
///
/// Every format imports into this one model; ``format`` is the only way to tell them apart.
public struct Document: Hashable, Sendable, Encodable {
    /// The path the document was read from, as given.
    public package(set) var file: String
    /// Which format the file was written in.
    public package(set) var format: Document.Format
    /// The `type` attribute, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB`.
    package var documentType: String?
    /// The format version as written (`3.0`, `7.10`, `8.00`, ...).
    package var version: String?
    /// The scenes in document order: for a .xib, File's Owner's, then one per top-level view
    /// controller with a view or outlets of its own; one per view controller for a storyboard.
    public package(set) var scenes: [Scene]
    /// The layouts of a native template document; empty for Interface Builder files.
    public package(set) var layouts: [TemplateLayout]
    /// The adaptive container of a native template document whose children are templates; it then
    /// holds the document's content and ``scenes`` and ``layouts`` are empty. `nil` otherwise.
    package var container: TemplateContainer?
    /// The device and orientation a modern document was saved for, when it says.
    package var savedDevice: Document.SavedDevice?
    /// Whether the document's root views are laid out inside the safe area (`useSafeAreas="YES"`,
    /// iOS 11 and later) rather than by the top and bottom layout guides.
    package var usesSafeAreas: Bool = false
    /// The Xcode build that saved a modern document (`toolsVersion`), when it says: some of
    /// UIKit's defaults (a table cell's margins) follow the SDK it was saved with.
    package var toolsVersion: String?

    /// A document read from `file`.
    package init(
        file: String,
        format: Document.Format,
        documentType: String? = nil,
        version: String? = nil,
        scenes: [Scene] = [],
        layouts: [TemplateLayout] = [],
        container: TemplateContainer? = nil
    ) {
        self.file = file
        self.format = format
        self.documentType = documentType
        self.version = version
        self.scenes = scenes
        self.layouts = layouts
        self.container = container
    }

    /// Every view of every scene, and of every container child's template.
    public var viewCount: Int {
        let own = scenes.reduce(0) { total, scene in total + scene.views.reduce(0) { $0 + $1.viewCount } }
        return own + (container?.children.reduce(0) { $0 + $1.document.viewCount } ?? 0)
    }

    /// Whether any view of the document holds constraints: its designs are laid out by Auto Layout.
    package var hasConstraints: Bool {
        scenes.contains { scene in
            scene.views.contains { root in
                !root.walkPreOrder { node, _ in node.pointee.autoLayout.constraints.isEmpty }
            }
        }
    }
}
