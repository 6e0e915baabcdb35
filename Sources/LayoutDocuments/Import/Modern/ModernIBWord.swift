import LayoutCore
import LayoutXML

/// The names of ``ModernIBNames`` that the importer tells apart, as small integers: the words of
/// its ``XMLVocabulary``, so that each element is classified by a switch over an integer rather
/// than by hashing and comparing its name, and attributes are found by number.
///
/// One case per distinct string: an element and an attribute with the same name (`placeholder`)
/// share a word, told apart by where they are read, and so does a value (`text` as an attribute
/// and as a `key`; `frame` as Xcode 8's element and as a `key`). Values that are not names (`YES`, `frame`) are words too, so that they are
/// compared without making a `String`. After the cases come the autoresizing flags
/// and then the view elements, in the order of ``ModernIBNames/autoresizingFlags`` and
/// ``ModernIBNames/viewElements``.
enum ModernIBWord: Int, CaseIterable {
    private typealias Names = ModernIBNames

    // Elements
    case scenes, scene, objects, placeholder, rect, autoresizingMask, string, mutableString, state, buttonConfiguration
    case connections, action, outlet, outletCollection, constraint, segue, variation, attributedString, fragment, mask, include, exclude, color
    case constraints, layoutGuides, viewLayoutGuide, viewControllerLayoutGuide, edgeInsets, directionalEdgeInsets, device
    // Attributes
    case type, version, targetRuntime, id, key, customClass, hidden, tag, text, title, image, userLabel
    case contentMode, backgroundImage
    case selector, destination, eventType, property, placeholderIdentifier, sceneID, sceneMemberID, content
    case x, y, width, height, reference, minX, minY, maxX, maxY
    case translatesAutoresizingMask, horizontalHuggingPriority, verticalHuggingPriority
    case horizontalCompressionResistancePriority, verticalCompressionResistancePriority, misplaced, ambiguous, verifyAmbiguity
    case preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea
    case axis, distribution, alignment, spacing, baselineRelativeArrangement, layoutMarginsRelativeArrangement
    // Values compared in place (``XMLAttributes/value(word:equalsWord:)``)
    case frameKey, frameInsetKey, normalStateKey, configurationKey, attributedTextKey, subviewsKey, backgroundColorKey, scaleToFill, yes, no

    /// The name as the format spells it.
    var name: String {
        switch self {
        case .scenes: Names.scenes
        case .scene: Names.scene
        case .objects: Names.objects
        case .placeholder: Names.placeholder  // also the attribute Names.placeholderText
        case .rect: Names.rect
        case .autoresizingMask: Names.autoresizingMask
        case .string: Names.string
        case .mutableString: Names.mutableString
        case .state: Names.state
        case .buttonConfiguration: Names.buttonConfiguration
        case .connections: Names.connections
        case .action: Names.action
        case .outlet: Names.outlet
        case .outletCollection: Names.outletCollection
        case .constraint: Names.constraint
        case .segue: Names.segue
        case .variation: Names.variation
        case .attributedString: Names.attributedString
        case .fragment: Names.fragment
        case .mask: Names.mask
        case .include: Names.include
        case .exclude: Names.exclude
        case .color: Names.color
        case .constraints: Names.constraints
        case .layoutGuides: Names.layoutGuides
        case .viewLayoutGuide: Names.viewLayoutGuide
        case .viewControllerLayoutGuide: Names.viewControllerLayoutGuide
        case .edgeInsets: Names.edgeInsets
        case .directionalEdgeInsets: Names.directionalEdgeInsets
        case .device: Names.device
        case .type: Names.type
        case .version: Names.version
        case .targetRuntime: Names.targetRuntime
        case .id: Names.id
        case .key: Names.key
        case .customClass: Names.customClass
        case .hidden: Names.hidden
        case .tag: Names.tag
        case .text: Names.text
        case .title: Names.title
        case .image: Names.image
        case .userLabel: Names.userLabel
        case .contentMode: Names.contentMode
        case .backgroundImage: Names.backgroundImage
        case .selector: Names.selector
        case .destination: Names.destination
        case .eventType: Names.eventType
        case .property: Names.property
        case .placeholderIdentifier: Names.placeholderIdentifier
        case .sceneID: Names.sceneID
        case .sceneMemberID: Names.sceneMemberID
        case .content: Names.content
        case .x: Names.x
        case .y: Names.y
        case .width: Names.width
        case .height: Names.height
        case .reference: Names.reference
        case .minX: Names.minX
        case .minY: Names.minY
        case .maxX: Names.maxX
        case .maxY: Names.maxY
        case .translatesAutoresizingMask: Names.translatesAutoresizingMask
        case .horizontalHuggingPriority: Names.horizontalHuggingPriority
        case .verticalHuggingPriority: Names.verticalHuggingPriority
        case .horizontalCompressionResistancePriority: Names.horizontalCompressionResistancePriority
        case .verticalCompressionResistancePriority: Names.verticalCompressionResistancePriority
        case .misplaced: Names.misplaced
        case .ambiguous: Names.ambiguous
        case .verifyAmbiguity: Names.verifyAmbiguity
        case .preservesSuperviewLayoutMargins: Names.preservesSuperviewLayoutMargins
        case .insetsLayoutMarginsFromSafeArea: Names.insetsLayoutMarginsFromSafeArea
        case .axis: Names.axis
        case .distribution: Names.distribution
        case .alignment: Names.alignment
        case .spacing: Names.spacing
        case .baselineRelativeArrangement: Names.baselineRelativeArrangement
        case .layoutMarginsRelativeArrangement: Names.layoutMarginsRelativeArrangement
        case .frameKey: Names.frameKey
        case .frameInsetKey: Names.frameInsetKey
        case .normalStateKey: Names.normalStateKey
        case .configurationKey: Names.configurationKey
        case .attributedTextKey: Names.attributedTextKey
        case .subviewsKey: Names.subviewsKey
        case .backgroundColorKey: Names.backgroundColorKey
        case .scaleToFill: Names.defaultContentMode
        case .yes: Names.yes
        case .no: Names.no
        }
    }

    /// The word of the first autoresizing flag.
    static let firstFlagWord = allCases.count
    /// The word of the first view element.
    static let firstViewWord = firstFlagWord + Names.autoresizingFlags.count

    /// The word of the first attribute that names an id and has no word before it.
    static let firstReferenceWord = firstViewWord + Names.viewElements.count

    /// Every word's name, in word order, each once: the attributes that name an id close the list
    /// (those that are words already, as `destination`, keep theirs).
    static let names: [String] = {
        let named = allCases.map(\.name) + Names.autoresizingFlags.map(\.name) + Names.viewElements.map(\.element)
        return named + Names.referenceAttributes.sorted().filter { !named.contains($0) }
    }()

    static let vocabulary = XMLVocabulary(names)

    /// The UIKit class of each view element, by `word - firstViewWord`.
    static let viewClassNames: [String] = Names.viewElements.map(\.uikitClass)
    /// The view-element index of `<button>` and of `<imageView>`, whose titles and images are read.
    static let buttonViewIndex = Names.viewElements.firstIndex { $0.element == Names.buttonElement } ?? -1
    static let imageViewIndex = Names.viewElements.firstIndex { $0.element == Names.imageViewElement } ?? -1
    /// The view-element index of `<stackView>`, whose arrangement is read.
    static let stackViewIndex = Names.viewElements.firstIndex { $0.element == Names.stackViewElement } ?? -1

    /// Each attribute that names an id (``ModernIBNames/idReferences``) by word, with the word of
    /// an element it does so on (``anyElement`` for all): one pair per element, plain integers
    /// that the importer tests every element against without a reference count.
    static let idReferences: [(word: Int, element: Int)] = Names.idReferences.flatMap { reference in
        let word = vocabulary.word(for: reference.attribute)
        return (reference.elements.map { $0.map(vocabulary.word(for:)) } ?? [anyElement]).map { (word, $0) }
    }
    /// In ``idReferences``, an attribute that names an id on any element.
    static let anyElement = Int.min
}
