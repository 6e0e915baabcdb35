import LayoutCore
import LayoutXML

/// Reads Interface Builder's modern `<document>` format — .xib and .storyboard, document versions
/// 1.1, 2.0 and 3.0, iPhone and iPad types — into a ``Document``.
///
/// It streams: the only state is a stack of the views whose elements are open and the scene being
/// collected, so memory follows the model, not the file. Element and attribute names come from
/// ``ModernIBNames``.
///
/// What becomes a view: every element ``ModernIBNames/viewClasses`` names, wherever it stands. Its
/// parent is the nearest enclosing view element (so table cells are children of their table view,
/// a cell's content view a child of its cell, a bar button's custom view a child of its toolbar); a
/// view with no enclosing view is a top-level view of its scene, in document order. That includes
/// views that hang off a controller rather than a view (a navigation controller's bar, a
/// navigation item's title view, the root view of a controller that is a top-level object of a
/// .xib): they have no other home, and dropping them would lose views silently. So every view
/// element of the file appears exactly once in the model.
///
/// Scenes: a .xib gives a scene whose owner is the File's Owner placeholder, and one for each
/// view controller with outlets or views of its own, top-level or held by a top-level container
/// (a navigation controller's root, a tab bar controller's child: ``ModernXibController``); a
/// storyboard gives one scene per `<scene>`, owned by the element with
/// `sceneMemberID="viewController"`. A controller's `<view key="view">` comes first in its scene's
/// views and is also reported as a `view` outlet.
///
/// Texts: `text=` or `<string key="text">`; for a label whose text is styled, the fragments of its
/// `<attributedString key="attributedText">` joined (what UIKit's `text` returns). Button titles
/// and images: the normal `<state>` (attributes or a `<string key="title">`), else a newer Xcode's
/// `<buttonConfiguration>`.
///
/// Bad values (a frame coordinate that is not a finite number, a tag that is not an integer, an
/// unknown event name) are collected as errors at their element and thrown together at the end.
/// macOS and watchOS documents are refused at the root with one line saying why.
struct ModernIBImporter: FormatImporter {
    private typealias Names = ModernIBNames
    private typealias Word = ModernIBWord

    private let file: String
    private var depth = 0
    private var documentType: String?
    private var version: String?
    private var isStoryboard = false
    private var savedDevice: Document.SavedDevice?
    private var usesSafeAreas = false
    private var toolsVersion: String?
    /// Controllers that container views embed (`<segue kind="embed">`), marked on their scenes at the end.
    private var embeddedControllers: Set<String> = []
    /// The root controllers of navigation controllers that show their bar.
    private var navigationRoots: Set<String> = []
    /// Whether the open scene's controller is a navigation controller that shows its bar.
    private var ownerShowsNavigationBar = false
    private var scenes: [Scene] = []
    private var scene = ModernSceneBuilder()
    /// Depth of the open `<scene>` element.
    private var sceneDepth: Int?
    private var openViews: [ModernOpenView] = []
    /// The nodes of ``openViews``, one for one, kept apart so that a closing view's node moves
    /// out of its array without a copy (a copy retains every string and array it holds).
    private var openNodes: [ViewNode] = []
    /// Depth of the open File's Owner placeholder, scene controller or .xib top-level controller element.
    private var ownerDepth: Int?
    /// A .xib's view controllers read so far: the top-level ones and those nested under them (a
    /// navigation controller's root, a tab bar controller's children), parents first.
    private var xibControllers: [ModernXibController] = []
    /// The open controllers of ``xibControllers``, outermost first, with their elements' depths:
    /// the innermost owns the outlets, root view and metrics read, as a scene's controller does.
    private var openXibControllers: [(index: Int, depth: Int)] = []
    private var isInXibController: Bool { !openXibControllers.isEmpty }
    /// The innermost open controller's index in ``xibControllers``.
    private var currentXibController: Int { openXibControllers.last?.index ?? xibControllers.count - 1 }
    /// The simulated metrics of the owner being read: the innermost open .xib controller's, else
    /// the scene's (File's Owner's or the storyboard scene's).
    private var ownerMetrics: Scene.Metrics {
        get { isInXibController ? xibControllers[currentXibController].metrics : scene.metrics }
        set {
            if isInXibController { xibControllers[currentXibController].metrics = newValue } else { scene.metrics = newValue }
        }
    }
    private var ownerConnectionsOpen = false
    private var textTarget: ModernTextTarget?
    private var textDepth = 0
    private var capturedText = ""
    private var errors: [Diagnostic] = []
    private var warnings: [Diagnostic] = []
    private var ids = ModernIDRegistry()
    /// The depth of a xib's `<objects>`, whose children are the document's top-level objects.
    private var objectsDepth: Int?
    /// The depth of an unknown top-level object being skipped with everything inside it.
    private var skippedDepth: Int?
    private var viewCount = 0
    /// Frame insets of size-class variations whose superview's frame in that size class is not
    /// known yet: a view's variations follow its subviews in the file. Resolved when the
    /// top-level view closes, superviews first.
    private var pendingVariationInsets: [PendingVariationInset] = []
    /// Sees each view as it opens and closes (``ViewObserver``).
    private var observer: (any ViewObserver)?

    init(file: String) {
        self.file = file
    }

    var wantsText: Bool { textTarget != nil }

    mutating func observeViews(with observer: any ViewObserver) {
        self.observer = observer
    }

    /// Every text the format keeps outside attributes is a `<string>` element's content.
    static var textElements: [String]? { [ModernIBNames.string, ModernIBNames.mutableString] }

    static var vocabulary: XMLVocabulary { Word.vocabulary }

    /// Which element closes is known from the depths kept for open views, scenes and owners.
    static var readsEndElementNames: Bool { false }

    // MARK: Events

    mutating func startElement(_ element: XMLStartElement) throws {
        try readElement(element)
        if errors.count >= DiagnosticError.maximumErrors { try stopAfterTooManyErrors() }
    }

    private mutating func readElement(_ element: XMLStartElement) throws {
        depth = element.depth
        if depth == 1 {
            try readRoot(element)
            return
        }
        if depth == 2, element.word == Word.device.rawValue {
            let attributes = element.attributes
            if let id = attributes[Names.id] {
                savedDevice = Document.SavedDevice(id: id, orientation: attributes[Names.orientation] == LayoutCondition.OrientationClass.landscape.rawValue ? .landscape : .portrait)
            }
            return
        }
        // Inside an unknown top-level object: nothing is read, so its views are not promoted to
        // roots of their own.
        if let skippedDepth, depth > skippedDepth { return }
        let attributes = element.attributes
        let viewIndex = element.word - Word.firstViewWord
        let id = attributes[word: Word.id.rawValue]
        // An element's position is worked out once, and only for an element that keeps it (an id
        // or a view): most children of views (`<rect>`, `<autoresizingMask>`) need it only on error.
        let at = id != nil || viewIndex >= 0 ? location(element) : nil
        if let id, let at {
            let definer = Self.definer(of: element.word, isView: viewIndex >= 0)
            if let (earlier, earlierDefiner) = ids.define(id, at: at, by: definer) {
                if let diagnostic = ModernIDRegistry.duplicate(id, at: at, by: definer, earlier: earlier, earlierDefiner: earlierDefiner) {
                    if diagnostic.severity == .error { errors.append(diagnostic) } else { warnings.append(diagnostic) }
                } else {
                    ids.deferDuplicate(id, at: at, earlier: earlier)
                }
            }
        }
        // Interface Builder gives every element that names another an id of its own, except a
        // size class's `<include>` and `<exclude>`; the frames, masks and colours between them,
        // most of a document, name none.
        if id != nil || element.word == Word.include.rawValue || element.word == Word.exclude.rawValue {
            readReferences(element, at: at)
        }
        if let objectsDepth, depth == objectsDepth + 1, viewIndex < 0, element.word != Word.placeholder.rawValue,
           !Names.isTopLevelObject(element.name) {
            let views = "anything inside it, views included, is not read"
            warnings.append(.warning(.unknownElement, "unknown top-level object <\(TerminalText.shortened(element.name, limit: 60))> under <\(Names.objects)> is skipped; \(views)", at: at ?? location(element)))
            skippedDepth = depth
            return
        }
        if viewIndex >= 0, let at {
            viewCount += 1
            try DocumentImporter.checkViewCount(viewCount, at: at)
            openView(element, viewIndex: viewIndex, id: id, at: at)
            return
        }
        let word = Word(rawValue: element.word)
        if !openViews.isEmpty {
            // The innermost view is read in place: a copy of it would retain every field of its node.
            let top = openViews.count - 1
            let topDepth = openViews[top].depth
            if depth == topDepth + 1 {
                readViewChild(element, word)
            } else if depth == topDepth + 2 {
                readViewGrandchild(element, word)
            } else if depth == topDepth + 3, case .attributedText = openViews[top].child, word == .string,
                      attributes.value(word: Word.key.rawValue, equalsWord: Word.content.rawValue) {
                beginText(.fragmentContent)
            } else if depth == topDepth + 3, case .subviewMask(let traits) = openViews[top].child,
                      word == .include || word == .exclude, let reference = attributes[word: Word.reference.rawValue] {
                openViews[top].subviewInstallations.append((reference, ViewNode.InstallationVariation(traits: SizeClassTraits(traits), isInstalled: word == .include)))
            } else if depth == topDepth + 3, case .constraintMask(let traits) = openViews[top].child,
                      word == .include || word == .exclude, let reference = attributes[word: Word.reference.rawValue] {
                openViews[top].constraintInstallations.append((reference, LayoutConstraint.Variation(traits: SizeClassTraits(traits), isInstalled: word == .include)))
            } else if depth == topDepth + 3, case .constraints = openViews[top].child, word == .variation,
                      let last = openViews[top].autoLayout.constraints.indices.last {
                let constraint = openViews[top].autoLayout.constraints[last]
                if let variation = ModernAutoLayoutReader.constraintVariation(element, of: constraint, at: location(element), warnings: &warnings) {
                    openViews[top].autoLayout.constraints[last].variations.append(variation)
                }
            }
            return
        }
        if let ownerDepth {
            if isInXibController, depth > ownerDepth, !(ownerConnectionsOpen && depth == ownerDepth + 2),
               element.name.hasSuffix(Names.controllerSuffix) {
                // A controller a container holds (a navigation controller's root, a tab's
                // controller) owns what it holds as a top-level one does, so its design is found.
                openXibController(element, id: id, at: at)
            } else if depth == ownerDepth + 1 {
                ownerConnectionsOpen = word == .connections
                if word == nil { Self.readSimulatedMetrics(element, into: &ownerMetrics) }
            } else if depth == ownerDepth + 2, ownerConnectionsOpen, word == .outlet || word == .outletCollection {
                readOutlet(element)
            } else if depth == ownerDepth + 2, ownerConnectionsOpen, word == .segue, ownerShowsNavigationBar,
                      attributes.value(Names.relationship, equals: Names.rootViewControllerRelationship),
                      let destination = attributes[Names.destination] {
                navigationRoots.insert(destination)
            } else if depth == ownerDepth + 2, word == .viewControllerLayoutGuide,
                      let guide = ModernAutoLayoutReader.guide(element, at: location(element), warnings: &warnings) {
                ownerMetrics.layoutGuides.append(guide)
            }
            return
        }
        if word == .placeholder {
            readPlaceholder(element)
        } else if word == .scene {
            beginScene(element)
        } else if word == .scenes {
            isStoryboard = true
        } else if word == .objects, !isStoryboard, objectsDepth == nil {
            // Until the File's Owner placeholder is read (the scene's place, as a legacy file's owner is).
            if scene.location == nil { scene.location = location(element) }
            objectsDepth = depth
        } else if sceneDepth != nil, scene.ownerID == nil, attributes.value(word: Word.sceneMemberID.rawValue, equals: Names.viewControllerMember) {
            scene.ownerID = id
            scene.ownerClass = attributes[word: Word.customClass.rawValue]
            ownerDepth = depth
            ownerShowsNavigationBar = element.name == Names.navigationController && !attributes.value(Names.navigationBarHidden, equals: Names.yes)
        } else if let objectsDepth, depth == objectsDepth + 1, !isStoryboard, element.name.hasSuffix(Names.controllerSuffix) {
            // A top-level view controller of a .xib: the owner of what it holds, as a scene's is.
            openXibController(element, id: id, at: at)
        }
    }

    /// Opens a .xib view controller, top-level or nested, as the owner of what it holds.
    private mutating func openXibController(_ element: XMLStartElement, id: String?, at: SourceLocation?) {
        xibControllers.append(ModernXibController(id: id ?? synthesizedID(element), ownerClass: element.attributes[word: Word.customClass.rawValue],
                                                  element: element.name, location: at ?? location(element),
                                                  container: openXibControllers.last.map { xibControllers[$0.index].element }))
        openXibControllers.append((xibControllers.count - 1, depth))
        ownerDepth = depth
        ownerConnectionsOpen = false
        ownerShowsNavigationBar = false
    }

    mutating func text(_ text: String) throws {
        capturedText += text
    }

    mutating func endElement(name: String) throws {
        defer { depth -= 1 }
        if let skippedDepth, depth >= skippedDepth {
            if depth == skippedDepth { self.skippedDepth = nil }
            return
        }
        if depth == objectsDepth { objectsDepth = nil }
        if let target = textTarget, depth == textDepth {
            storeText(target)
        }
        if !openViews.isEmpty {
            let topDepth = openViews[openViews.count - 1].depth
            if depth == topDepth {
                closeView()
            } else if depth == topDepth + 1 {
                openViews[openViews.count - 1].child = .other
            }
            return
        }
        if let ownerDepth {
            if depth == ownerDepth {
                // A nested controller's container owns again what follows it.
                if isInXibController { openXibControllers.removeLast() }
                self.ownerDepth = openXibControllers.last?.depth
                ownerConnectionsOpen = false
            } else if depth == ownerDepth + 1 {
                ownerConnectionsOpen = false
            }
            return
        }
        if depth == sceneDepth {
            appendScene()
            scene = ModernSceneBuilder()
            sceneDepth = nil
        }
    }

    mutating func finish() throws(DiagnosticError) -> ImportResult {
        errors += ids.unresolvedReferences()
        warnings += ids.unresolvedUnfollowedReferences()
        for diagnostic in ids.duplicateDiagnostics() {
            if diagnostic.severity == .error { errors.append(diagnostic) } else { warnings.append(diagnostic) }
        }
        if !errors.isEmpty { throw DiagnosticError(errors) }
        if !isStoryboard || !scene.isEmpty {
            appendScene()
        }
        if !isStoryboard, !xibControllers.isEmpty, let owner = scenes.popLast() {
            scenes += ModernXibController.scenes(splitting: owner, controllers: xibControllers)
        }
        var document = Document(
            file: file,
            format: isStoryboard ? .storyboard : .xib,
            documentType: documentType,
            version: version,
            scenes: scenes
        )
        for index in document.scenes.indices {
            guard let owner = document.scenes[index].ownerID else { continue }
            if embeddedControllers.contains(owner) { document.scenes[index].metrics.isEmbedded = true }
            if navigationRoots.contains(owner) { document.scenes[index].metrics.hasTopBar = true }
        }
        document.savedDevice = savedDevice
        document.usesSafeAreas = usesSafeAreas
        document.toolsVersion = toolsVersion
        return ImportResult(document: document, diagnostics: warnings)
    }

    private mutating func appendScene() {
        let (built, changed) = scene.build()
        if changed { observer?.viewsChangedAfterClosing() }
        scenes.append(built)
    }

    /// Constraints and connections carry ids that no outlet, action or layout reference the
    /// model follows can name.
    private static func definer(of word: Int, isView: Bool) -> ModernIDRegistry.Definer {
        if isView { return .view }
        switch Word(rawValue: word) {
        case .constraint?, .outlet?, .action?, .outletCollection?, .segue?: return .unnameable
        default: return .object
        }
    }

    // MARK: Document and scenes

    private mutating func readRoot(_ element: XMLStartElement) throws {
        let attributes = element.attributes
        documentType = attributes[Names.type]
        version = attributes[Names.version]
        let runtime = attributes[Names.targetRuntime]
        if let reason = ModernIBImporter.refusal(type: documentType, runtime: runtime) {
            throw DiagnosticError(.error(.unsupportedDocument, reason, at: location(element)))
        }
        isStoryboard = documentType?.contains(Names.storyboardTypeMarker) ?? false
        usesSafeAreas = attributes.value(Names.useSafeAreas, equals: Names.yes)
        toolsVersion = attributes[Names.toolsVersionAttribute]
    }

    /// A controller's (or a top-level view's) simulated bars and size on the canvas.
    private static func readSimulatedMetrics(_ element: XMLStartElement, into metrics: inout Scene.Metrics) {
        let attributes = element.attributes
        if element.name == Names.nilElement {
            // `<nil key="simulatedStatusBarMetrics"/>`: explicitly nothing simulated there.
            if attributes.value(Names.key, equals: Names.simulatedStatusBarMetricsKey) { metrics.hasStatusBar = false }
            return
        } else if element.name == Names.tabBarItem {
            metrics.hasBottomBar = true
        } else if element.name == Names.freeformSizeMetrics {
            metrics.isFreeform = true
        } else if attributes.value(Names.key, equals: Names.simulatedTopBarMetricsKey) {
            metrics.hasTopBar = true
            metrics.hasOpaqueTopBar = attributes.value(Names.translucent, equals: Names.no)
        } else if attributes.value(Names.key, equals: Names.simulatedBottomBarMetricsKey) {
            metrics.hasBottomBar = true
        } else if attributes.value(Names.key, equals: Names.simulatedStatusBarMetricsKey) {
            metrics.hasStatusBar = !attributes.value(Names.statusBarStyle, equals: Names.noStatusBar)
        }
    }

    /// Why a document of this type and runtime cannot be read, or `nil` when it is UIKit's.
    static func refusal(type: String?, runtime: String?) -> String? {
        let described = [type.map { "\(Names.type) \($0)" }, runtime.map { "\(Names.targetRuntime) \($0)" }]
            .compactMap { $0 }.joined(separator: ", ")
        let type = type ?? ""
        let runtime = runtime ?? ""
        if type.lowercased().contains(Names.watchKitMarker) || runtime.lowercased().contains(Names.watchKitMarker) {
            return "cannot read a watchOS (WatchKit) document (\(described)): only iOS (UIKit) documents are supported"
        }
        if runtime.hasPrefix(Names.macOSRuntimePrefix)
            || (type.contains(Names.cocoaTypeMarker) && !type.contains(Names.cocoaTouchTypeMarker)) {
            return "cannot read a macOS (AppKit) document (\(described)): only iOS (UIKit) documents are supported"
        }
        return nil
    }

    private mutating func beginScene(_ element: XMLStartElement) {
        isStoryboard = true
        if !scene.isEmpty {
            // Views outside any scene are not something Interface Builder writes; keep them anyway.
            appendScene()
        }
        scene = ModernSceneBuilder()
        scene.id = element.attributes[Names.sceneID]
        scene.location = location(element)
        sceneDepth = depth
    }

    private mutating func readPlaceholder(_ element: XMLStartElement) {
        let attributes = element.attributes
        guard let id = attributes[Names.id] else { return }
        if attributes.value(Names.placeholderIdentifier, equals: Names.filesOwnerIdentifier), scene.ownerID == nil {
            if !isStoryboard { scene.location = location(element) }
            scene.ownerID = id
            scene.ownerClass = attributes[Names.customClass]
            ownerDepth = depth
        } else if attributes.value(Names.placeholderIdentifier, equals: Names.firstResponderIdentifier) {
            scene.firstResponderIDs.insert(id)
        }
    }

    /// Records the ids `element` names in attributes the model does not follow, to check at the end.
    private mutating func readReferences(_ element: XMLStartElement, at: SourceLocation?) {
        let attributes = element.attributes
        for reference in Word.idReferences where reference.element == Word.anyElement || reference.element == element.word {
            // Most references name an id defined already, looked up in the parser's bytes.
            guard let bytes = attributes.valueBytes(word: reference.word), !ids.isDefined(utf8: bytes),
                  let value = attributes[word: reference.word], !ids.isDefined(value) else { continue }
            let what = "<\(TerminalText.shortened(element.name, limit: 60))>'s \(Word.vocabulary.names[reference.word])"
            ids.unfollowedReference(value, what: what, at: at ?? location(element))
        }
    }

    private mutating func readOutlet(_ element: XMLStartElement) {
        let attributes = element.attributes
        guard let property = attributes[Names.property], let destination = attributes[Names.destination] else {
            errors.append(.error(.brokenReference, "<\(element.name)> needs both '\(Names.property)' and '\(Names.destination)'", at: location(element)))
            return
        }
        ids.reference(destination, what: "outlet '\(property)'", at: location(element))
        let outlet = Scene.Outlet(property: property, destination: ViewID(destination), location: location(element))
        if isInXibController {
            xibControllers[currentXibController].outlets.append(outlet)
        } else {
            scene.outlets.append(outlet)
        }
    }

    // MARK: Views

    private mutating func openView(_ element: XMLStartElement, viewIndex: Int, id: String?, at: SourceLocation) {
        let attributes = element.attributes
        let id = id ?? synthesizedID(element)
        var isHidden = false
        if attributes.contains(word: Word.hidden.rawValue) {
            isHidden = flag(Word.hidden, element, at) ?? false
        }
        var tag = 0
        if let bytes = attributes.valueBytes(word: Word.tag.rawValue) {
            if let value = AttributeValueParser.integer(bytes: bytes) {
                tag = value
            } else if let raw = attributes[word: Word.tag.rawValue] {
                tag = AttributeValueParser.integer(raw, attribute: Names.tag, element: element.name, at: at, errors: &errors) ?? 0
            }
        }
        if openViews.isEmpty, isInXibController {
            let controller = currentXibController
            xibControllers[controller].viewIDs.append(id)
            if let ownerDepth, depth == ownerDepth + 1, attributes.value(word: Word.key.rawValue, equals: Names.viewKey) {
                xibControllers[controller].rootView = (id, at)
            }
        } else if openViews.isEmpty, let ownerDepth, depth == ownerDepth + 1, attributes.value(word: Word.key.rawValue, equals: Names.viewKey) {
            scene.rootView = (id, at)
        }
        let node = ViewNode(
            id: ViewID(id),
            viewClass: ViewClass(Word.viewClassNames[viewIndex], customClass: attributes[word: Word.customClass.rawValue]),
            tag: tag,
            image: viewIndex == Word.imageViewIndex ? attributes[word: Word.image.rawValue] : nil,
            text: attributes[word: Word.text.rawValue],
            placeholder: attributes[word: Word.placeholder.rawValue],
            userLabel: attributes[word: Word.userLabel.rawValue],
            contentMode: attributes.value(word: Word.contentMode.rawValue, equalsWord: Word.scaleToFill.rawValue)
                ? nil : attributes[word: Word.contentMode.rawValue].map(ViewNode.ContentMode.init),
            location: at
        )
        // Moved, not copied: a copy of a node retains every string and array it holds.
        openNodes.append(consume node)
        var open = ModernOpenView(depth: depth, isButton: viewIndex == Word.buttonViewIndex, isHidden: isHidden)
        open.autoLayout = ModernAutoLayoutReader.viewProperties(element, isStackView: viewIndex == Word.stackViewIndex, at: at, warnings: &warnings)
        openViews.append(open)
        observer?.viewOpened(at: at)
    }

    /// Interface Builder writes some views without an id (a collection view cell's
    /// `<view key="contentView">`). Layout tables are keyed by id, so such a view gets one that is
    /// stable and unique in the file: its parent's id and its key (`YY6-mj-6Xj/contentView`), or,
    /// without a parent or key, its element name and position (`view@12:9`). Neither form can clash
    /// with Interface Builder's own ids, which never contain `/` or `@`.
    private func synthesizedID(_ element: XMLStartElement) -> String {
        if !openViews.isEmpty, let key = element.attributes[word: Word.key.rawValue] {
            return ViewID(key: key, inParent: openNodes[openNodes.count - 1].id.rawValue).rawValue
        }
        return "\(element.name)@\(element.position.line):\(element.position.column)"
    }

    private mutating func closeView() {
        guard var node = openNodes.popLast(), let view = openViews.popLast() else { return }
        view.finish(&node)
        if let observer { withUnsafePointer(to: &node) { observer.viewClosed($0) } }
        if openNodes.isEmpty {
            scene.views.append(consume node)
            if !pendingVariationInsets.isEmpty { resolvePendingVariationInsets() }
        } else {
            openNodes[openNodes.count - 1].subviews.append(consume node)
        }
    }

    /// An element directly inside the innermost open view.
    private mutating func readViewChild(_ element: XMLStartElement, _ word: Word?) {
        let attributes = element.attributes
        let key = Word.key.rawValue
        let index = openViews.count - 1
        switch word {
        case .rect where attributes.value(word: key, equalsWord: Word.frameKey.rawValue):
            if let frame = rect(element) {
                openViews[index].frame = frame
                openViews[index].hasFrame = true
            }
        case .frameKey where attributes.value(word: key, equalsWord: Word.frameInsetKey.rawValue):
            if let frame = frameInset(element, superview: superviewSize(of: index)) {
                openViews[index].frame = frame
                openViews[index].hasFrame = true
            }
        case .autoresizingMask where attributes.value(word: key, equalsWord: Word.autoresizingMask.rawValue):
            openViews[index].mask = mask(element)
        case .string, .mutableString:
            if attributes.value(word: key, equalsWord: Word.text.rawValue) {
                beginText(.text)
            } else if attributes.value(word: key, equalsWord: Word.placeholder.rawValue) {
                beginText(.placeholder)
            }
        case .state where attributes.value(word: key, equalsWord: Word.normalStateKey.rawValue):
            openViews[index].child = .normalState
            openViews[index].stateTitle = attributes[word: Word.title.rawValue]
            openViews[index].stateImage = attributes[word: Word.image.rawValue]
            openNodes[index].backgroundImage = attributes[word: Word.backgroundImage.rawValue]
        case .buttonConfiguration where attributes.value(word: key, equalsWord: Word.configurationKey.rawValue):
            openViews[index].child = .configuration
            openViews[index].configurationTitle = attributes[word: Word.title.rawValue]
            openViews[index].configurationImage = attributes[word: Word.image.rawValue]
        case .color where attributes.value(word: key, equalsWord: Word.backgroundColorKey.rawValue):
            openNodes[index].backgroundColor = ModernIBImporter.colorDescription(attributes).map(ViewNode.Color.init)
        case .connections:
            openViews[index].child = .connections
        case .variation:
            let traits = attributes[word: key] ?? ""
            openViews[index].child = .variation(traits)
            if let raw = attributes[word: Word.axis.rawValue] {
                if let axis = ViewAutoLayout.StackViewProperties.Axis(rawValue: raw), openViews[index].autoLayout.stackView != nil {
                    openViews[index].autoLayout.stackAxisVariations[SizeClassTraits(traits)] = axis
                } else {
                    warnings.append(.warning(.ignoredContent, "variation '\(TerminalText.shortened(traits))' sets axis '\(TerminalText.shortened(raw))', which the layout engine does not read here", at: location(element)))
                }
            }
        case .viewLayoutGuide:
            if let guide = ModernAutoLayoutReader.guide(element, at: location(element), warnings: &warnings) {
                openViews[index].autoLayout.layoutGuides.append(guide)
            }
        case .constraints:
            openViews[index].child = .constraints
        case .layoutGuides:
            openViews[index].child = .layoutGuides
        case .edgeInsets where attributes.value(Names.key, equals: Names.layoutMarginsKey),
             .directionalEdgeInsets where attributes.value(Names.key, equals: Names.directionalLayoutMarginsKey):
            if let margins = ModernAutoLayoutReader.margins(element, at: location(element), warnings: &warnings) {
                openViews[index].autoLayout.layoutMargins = margins
                openViews[index].autoLayout.hasDirectionalLayoutMargins = word == .directionalEdgeInsets
            }
        case .attributedString where attributes.value(word: key, equalsWord: Word.attributedTextKey.rawValue):
            openViews[index].child = .attributedText
            openViews[index].attributedText = ""
        case nil where element.name == Names.fontDescription:
            if let raw = attributes[Names.pointSize], let size = AttributeValueParser.plainNumber(raw) {
                openViews[index].autoLayout.fontSize = size
            }
        case nil where !isStoryboard && openViews.count == 1:
            Self.readSimulatedMetrics(element, into: &ownerMetrics)
        default:
            break
        }
    }

    /// An element two levels inside the innermost open view: a title string, an action, a variation's frame.
    private mutating func readViewGrandchild(_ element: XMLStartElement, _ word: Word?) {
        guard let word else { return }
        let attributes = element.attributes
        let key = Word.key.rawValue
        let index = openViews.count - 1
        switch (openViews[index].child, word) {
        case (.normalState, .string) where attributes.value(word: key, equalsWord: Word.title.rawValue):
            beginText(.stateTitle)
        case (.configuration, .string) where attributes.value(word: key, equalsWord: Word.title.rawValue):
            beginText(.configurationTitle)
        case (.attributedText, .fragment):
            if let content = attributes[word: Word.content.rawValue] {
                openViews[index].attributedText = (openViews[index].attributedText ?? "") + content
            }
        case (.connections, .action):
            if let action = action(element) { openNodes[index].actions.append(action) }
        case (.connections, .segue):
            if attributes.value(Names.segueKind, equals: Names.embedSegueKind), let destination = attributes[Names.destination] {
                embeddedControllers.insert(destination)
            }
        case (.variation(let traits), .rect) where attributes.value(word: key, equalsWord: Word.frameKey.rawValue):
            if let frame = rect(element) {
                openNodes[index].frameVariations.append(ViewNode.FrameVariation(traits: SizeClassTraits(traits), frame: frame))
            }
        case (.variation(let traits), .frameKey) where attributes.value(word: key, equalsWord: Word.frameInsetKey.rawValue):
            guard index > 0 else {
                _ = frameInset(element, superview: nil)
                return
            }
            guard let inset = readFrameInset(element) else { return }
            // The superview's own variation of that size class, if any, is further on.
            var path = [scene.views.count]
            for level in 1...index { path.append(openNodes[level - 1].subviews.count) }
            pendingVariationInsets.append(PendingVariationInset(
                path: path, traits: SizeClassTraits(traits), inset: inset,
                baseSuperview: superviewSize(of: index), at: location(element)))
        case (.variation(let traits), .mask), (.subviewMask(let traits), .mask), (.constraintMask(let traits), .mask):
            // A variation holds a `subviews` mask, a `constraints` mask, or both.
            if attributes.value(word: key, equalsWord: Word.subviewsKey.rawValue) {
                openViews[index].child = .subviewMask(traits)
            } else if attributes.value(word: key, equalsWord: Word.constraints.rawValue) {
                openViews[index].child = .constraintMask(traits)
            } else {
                openViews[index].child = .variation(traits)
            }
        case (.constraints, .constraint):
            let at = location(element)
            let owner = openNodes[index].id.rawValue
            if let constraint = ModernAutoLayoutReader.constraint(element, owner: owner, at: at, warnings: &warnings) {
                openViews[index].autoLayout.constraints.append(constraint)
            }
        case (.layoutGuides, .viewLayoutGuide):
            if let guide = ModernAutoLayoutReader.guide(element, at: location(element), warnings: &warnings) {
                openViews[index].autoLayout.layoutGuides.append(guide)
            }
        default:
            break
        }
    }

    private mutating func beginText(_ target: ModernTextTarget) {
        textTarget = target
        textDepth = depth
        capturedText = ""
    }

    private mutating func storeText(_ target: ModernTextTarget) {
        textTarget = nil
        guard !openViews.isEmpty else { return }
        let index = openViews.count - 1
        switch target {
        case .text: openNodes[index].text = capturedText
        case .placeholder: openNodes[index].placeholder = capturedText
        case .stateTitle: openViews[index].stateTitle = capturedText
        case .configurationTitle: openViews[index].configurationTitle = capturedText
        case .fragmentContent: openViews[index].attributedText = (openViews[index].attributedText ?? "") + capturedText
        }
        capturedText = ""
    }

    // MARK: Values

    /// A colour as ``ViewNode/backgroundColor`` names it: `name:`, `system:`, then `rgba:` or
    /// `white:` with the components as written; `nil` for a colour none of these describe.
    static func colorDescription(_ attributes: XMLAttributes) -> String? {
        if let name = attributes[Names.colorName] { return "name:" + name }
        if let name = attributes[Names.systemColor] ?? attributes[Names.cocoaTouchSystemColor] { return "system:" + name }
        // Built in one string, stopping at the first missing component: every view has a colour.
        components: for (prefix, names) in Names.colorComponents {
            var description = prefix + ":"
            for (offset, name) in names.enumerated() {
                guard let value = attributes[name] else { continue components }
                if offset > 0 { description += "," }
                description += value
            }
            return description
        }
        return nil
    }

    private mutating func rect(_ element: XMLStartElement) -> Rect? {
        let x = number(.x, element)
        let y = number(.y, element)
        let width = number(.width, element)
        let height = number(.height, element)
        guard let x, let y, let width, let height else { return nil }
        let frame = Rect(x: x, y: y, width: width, height: height)
        // The common case checked here, so that the element's name is fetched only for an error.
        if width >= 0, height >= 0, abs(x) <= AttributeValueParser.maximumMagnitude, abs(y) <= AttributeValueParser.maximumMagnitude,
           width <= AttributeValueParser.maximumMagnitude, height <= AttributeValueParser.maximumMagnitude {
            return frame
        }
        return AttributeValueParser.checkedFrame(frame, element: element.name, at: ModernIBImporter.location(element, in: file), errors: &errors)
    }

    /// The size of the superview of the open view at `index`, from its own frame; `nil` without
    /// a superview or its frame.
    private func superviewSize(of index: Int) -> (width: Double, height: Double)? {
        guard index > 0 else { return nil }
        let superview = openViews[index - 1]
        return superview.hasFrame ? (superview.frame.width, superview.frame.height) : nil
    }

    /// A `<frame key="frameInset">` resolved in its superview (``FrameInset``); `nil` after an
    /// error at the element when a value is not a number or percentage, or the frame cannot be
    /// worked out.
    private mutating func frameInset(_ element: XMLStartElement, superview: (width: Double, height: Double)?) -> Rect? {
        guard let inset = readFrameInset(element) else { return nil }
        return resolve(inset, in: superview, hasSuperview: openViews.count > 1, at: location(element))
    }

    /// The values of a `<frame key="frameInset">`; `nil` after an error at the element for each
    /// value that is neither a number nor a percentage.
    private mutating func readFrameInset(_ element: XMLStartElement) -> FrameInset? {
        let at = location(element)
        var unreadable = false
        func value(_ word: Word) -> FrameInset.Value? {
            guard let raw = element.attributes[word: word.rawValue] else { return nil }
            guard let value = FrameInset.Value(raw) else {
                errors.append(.error(.invalidValue, "\(AttributeValueParser.numberFault(raw)) nor a percentage (attribute '\(word.name)' of <\(Names.frame) \(Names.key)=\"\(Names.frameInsetKey)\">)", at: at))
                unreadable = true
                return nil
            }
            return value
        }
        let inset = FrameInset(
            horizontal: FrameInset.Axis(minimum: value(.minX), length: value(.width), maximum: value(.maxX)),
            vertical: FrameInset.Axis(minimum: value(.minY), length: value(.height), maximum: value(.maxY))
        )
        return unreadable ? nil : inset
    }

    /// `inset` placed in a superview of `superview`'s size; `nil` after an error at `at` when the
    /// frame cannot be worked out.
    private mutating func resolve(_ inset: FrameInset, in superview: (width: Double, height: Double)?, hasSuperview: Bool, at: SourceLocation) -> Rect? {
        switch inset.resolved(in: superview) {
        case .success(let frame):
            return AttributeValueParser.checkedFrame(frame, element: Names.frame, at: at, errors: &errors)
        case .failure(.unknownSuperview):
            let why = hasSuperview ? "its superview has no frame before it" : "the view has no superview"
            errors.append(.error(.invalidValue, "cannot place <\(Names.frame) \(Names.key)=\"\(Names.frameInsetKey)\">: its offsets or percentages are relative to the superview's size, and \(why)", at: at))
        case .failure(.inconsistent(let extent)):
            errors.append(.error(.invalidValue, "<\(Names.frame) \(Names.key)=\"\(Names.frameInsetKey)\"> gives both offsets and the length of an axis, and they do not add up to the superview's \(extent) points", at: at))
        }
        return nil
    }

    /// A variation's frame inset waiting for its superview's frame in that size class.
    private struct PendingVariationInset {
        /// The view: its index among the scene's top-level views, then among each superview's subviews.
        var path: [Int]
        var traits: SizeClassTraits
        var inset: FrameInset
        /// The superview's own frame, for a superview without a variation of ``traits``.
        var baseSuperview: (width: Double, height: Double)?
        var at: SourceLocation
    }

    /// Resolves the pending variation insets of the top-level view that just closed, superviews
    /// before their subviews so that a chain of insets resolves from the top.
    private mutating func resolvePendingVariationInsets() {
        let pending = pendingVariationInsets.enumerated().sorted { ($0.element.path.count, $0.offset) < ($1.element.path.count, $1.offset) }.map(\.element)
        pendingVariationInsets = []
        for entry in pending {
            guard let top = entry.path.first, scene.views.indices.contains(top) else { continue }
            let superviewPath = entry.path.dropFirst().dropLast()
            let variation = ModernIBImporter.node(at: superviewPath, in: scene.views[top])?.frameVariations.last { $0.traits == entry.traits }
            let size = variation.map { (width: $0.frame.width, height: $0.frame.height) } ?? entry.baseSuperview
            guard let frame = resolve(entry.inset, in: size, hasSuperview: true, at: entry.at) else { continue }
            ModernIBImporter.update(&scene.views[top], at: entry.path.dropFirst()) {
                $0.frameVariations.append(ViewNode.FrameVariation(traits: entry.traits, frame: frame))
            }
        }
        // The views were reported closed before their variation frames were known.
        observer?.viewsChangedAfterClosing()
    }

    /// The view at `path` (subview indices) under `root`; `nil` when there is none.
    private static func node(at path: ArraySlice<Int>, in root: ViewNode) -> ViewNode? {
        guard let first = path.first else { return root }
        guard root.subviews.indices.contains(first) else { return nil }
        return node(at: path.dropFirst(), in: root.subviews[first])
    }

    private static func update(_ root: inout ViewNode, at path: ArraySlice<Int>, _ body: (inout ViewNode) -> Void) {
        guard let first = path.first else { return body(&root) }
        guard root.subviews.indices.contains(first) else { return }
        update(&root.subviews[first], at: path.dropFirst(), body)
    }

    private mutating func mask(_ element: XMLStartElement) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        let file = file
        for (offset, entry) in Names.autoresizingFlags.enumerated() {
            let word = Word.firstFlagWord + offset
            guard element.attributes.contains(word: word) else { continue }
            if flag(word: word, name: entry.name, element, ModernIBImporter.location(element, in: file)) == true { mask.insert(entry.flag) }
        }
        return mask
    }

    private mutating func action(_ element: XMLStartElement) -> ControlAction? {
        let attributes = element.attributes
        let at = location(element)
        guard let selector = attributes[word: Word.selector.rawValue], !selector.isEmpty else {
            errors.append(.error(.invalidValue, "<\(Names.action)> has no \(Names.selector)", at: at))
            return nil
        }
        guard let destination = attributes[word: Word.destination.rawValue] else {
            errors.append(.error(.brokenReference, "action '\(TerminalText.shortened(selector))' has no \(Names.destination)", at: at))
            return nil
        }
        guard let eventName = attributes[word: Word.eventType.rawValue] else {
            warnings.append(.warning(.actionWithoutEvents, "action '\(TerminalText.shortened(selector))' of a view has no \(Names.eventType): no control event fires it", at: at))
            ids.reference(destination, what: "action '\(selector)'", at: at)
            return ControlAction(target: scene.target(for: destination), selector: selector, events: [])
        }
        guard let events = ControlAction.Events(name: eventName) else {
            errors.append(.error(.invalidValue, "'\(TerminalText.shortened(eventName))' is not a UIKit control event (action '\(TerminalText.shortened(selector))')", at: at))
            return nil
        }
        ids.reference(destination, what: "action '\(selector)'", at: at)
        return ControlAction(target: scene.target(for: destination), selector: selector, events: events)
    }

    /// A coordinate, read from the attribute's bytes; the `String` path, with its diagnostics,
    /// only when that fails.
    private mutating func number(_ word: Word, _ element: XMLStartElement) -> Double? {
        if let bytes = element.attributes.valueBytes(word: word.rawValue), let value = AttributeValueParser.plainNumber(bytes: bytes, maximumMagnitude: .greatestFiniteMagnitude) {
            return value
        }
        return AttributeValueParser.finiteNumber(element.attributes[word: word.rawValue], attribute: word.name, element: element.name, at: ModernIBImporter.location(element, in: file), errors: &errors)
    }

    private mutating func flag(_ word: Word, _ element: XMLStartElement, _ at: @autoclosure () -> SourceLocation) -> Bool? {
        flag(word: word.rawValue, name: word.name, element, at())
    }

    /// `YES` or `NO` compared in place; the `String` path, with its diagnostic, for anything else.
    private mutating func flag(word: Int, name: String, _ element: XMLStartElement, _ at: @autoclosure () -> SourceLocation) -> Bool? {
        let attributes = element.attributes
        if attributes.value(word: word, equalsWord: Word.yes.rawValue) { return true }
        if attributes.value(word: word, equalsWord: Word.no.rawValue) { return false }
        guard let raw = attributes[word: word] else { return nil }
        return AttributeValueParser.flag(raw, yes: Names.yes, no: Names.no, attribute: name, element: element.name, at: at(), errors: &errors)
    }

    /// Thrown from the event methods once the errors reach ``DiagnosticError/maximumErrors``: a
    /// file with millions of bad values must not turn into millions of diagnostics in memory.
    private func stopAfterTooManyErrors() throws(DiagnosticError) {
        throw DiagnosticError(errors + [DocumentImporter.tooManyErrors(after: errors)])
    }

    private func location(_ element: XMLStartElement) -> SourceLocation {
        ModernIBImporter.location(element, in: file)
    }

    /// Static so that an autoclosure can compute it without capturing `self`, whose `errors` the
    /// same call modifies.
    private static func location(_ element: XMLStartElement, in file: String) -> SourceLocation {
        SourceLocation(file: file, line: element.position.line, column: element.position.column)
    }
}
