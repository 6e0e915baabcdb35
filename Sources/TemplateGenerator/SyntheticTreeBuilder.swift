import LayoutTemplates

/// Draws a ``SyntheticTree`` from the options: structure first, then classes and identities, then
/// each layout's child order and attributes.
///
/// Every random choice comes from one ``SplitMix64`` seeded by the options, in a fixed order, so
/// the tree depends on the options alone.
struct SyntheticTreeBuilder {
    private let options: GeneratorOptions
    private var random: SplitMix64
    private var views: [SyntheticView] = []
    /// Children of each view in generation order, views of both memberships mixed.
    private var children: [[Int32]] = []
    private var duplicates: [(copy: Int32, original: Int32)] = []
    private var serial = 0

    init(options: GeneratorOptions) {
        self.options = options
        self.random = SplitMix64(seed: options.seed)
    }

    mutating func build() -> SyntheticTree {
        let total = options.viewsPerLayout
        var singleLayout = Int((Double(total) * options.singleLayoutFraction).rounded())
        singleLayout = min(singleLayout, total - 1)
        let decorative = options.wide ? 0 : min(Int((Double(total) * options.featurelessFraction).rounded()), max(0, total - 1 - singleLayout - 8))
        views.reserveCapacity(total + singleLayout)
        children.reserveCapacity(total + singleLayout)
        _ = addView(membership: .both, parent: nil)
        if options.wide {
            for _ in 1..<max(1, total - singleLayout) { _ = addView(membership: .both, parent: 0) }
        } else {
            buildSharedTree(count: total - singleLayout - decorative)
            addDecorations(count: decorative)
        }
        attachSingleLayoutSubtrees(count: singleLayout, membership: .portraitOnly)
        attachSingleLayoutSubtrees(count: singleLayout, membership: .landscapeOnly)
        assignKindsAndIdentities()
        assignChildOrders()
        assignAttributes()
        return SyntheticTree(views: views, duplicates: duplicates)
    }

    // MARK: Structure

    private mutating func addView(membership: SyntheticMembership, parent: Int32?, at position: Int? = nil) -> Int32 {
        let index = Int32(views.count)
        let depth = parent.map { views[Int($0)].depth + 1 } ?? 0
        views.append(SyntheticView(membership: membership, depth: depth))
        children.append([])
        if let parent {
            let siblings = children[Int(parent)].count
            children[Int(parent)].insert(index, at: min(position ?? siblings, siblings))
        }
        return index
    }

    /// Breadth-first: each container takes about `fanOut` children, and a child becomes a container
    /// with the probability that makes the tree reach `maximumDepth` at this size. When chance runs
    /// out of containers early, a shallow leaf is promoted, so the fan-out stays as asked.
    private mutating func buildSharedTree(count: Int) {
        let depthLimit = options.maximumDepth
        let fanOut = options.fanOut
        let containerProbability = Self.containerProbability(views: count, fanOut: fanOut, depth: depthLimit)
        var queue: [Int32] = [0]
        var head = 0
        var promotable: [Int32] = []
        var remaining = count - 1
        while remaining > 0 {
            if head == queue.count {
                if promotable.isEmpty {
                    // The tree is full to the depth limit: widen a random container instead.
                    let parent = queue[random.below(queue.count)]
                    _ = addView(membership: .both, parent: parent)
                    remaining -= 1
                    continue
                }
                let pick = random.below(promotable.count)
                queue.append(promotable[pick])
                promotable.swapAt(pick, promotable.count - 1)
                promotable.removeLast()
            }
            let parent = queue[head]
            head += 1
            let childCount = min(remaining, max(1, fanOut / 2 + random.below(fanOut + 1)))
            for _ in 0..<childCount {
                let child = addView(membership: .both, parent: parent)
                remaining -= 1
                guard views[Int(child)].depth < depthLimit else { continue }
                if random.chance(containerProbability) {
                    queue.append(child)
                } else {
                    promotable.append(child)
                }
            }
        }
    }

    /// The probability `p` such that containers growing by `p * fanOut` per level fill `views`
    /// views in `depth` levels below the root.
    static func containerProbability(views: Int, fanOut: Int, depth: Int) -> Double {
        let target = Double(max(views - 1, 1)) / Double(fanOut)
        func capacity(_ growth: Double) -> Double {
            var total = 0.0
            var level = 1.0
            for _ in 0..<depth {
                total += level
                level *= growth
                if total > target { break }
            }
            return total
        }
        var low = 0.0
        var high = Double(fanOut)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if capacity(middle) < target { low = middle } else { high = middle }
        }
        return min(1, max(0.05, high / Double(fanOut)))
    }

    /// Small subtrees (a leaf, or a container holding up to four leaves) hung under random shared
    /// containers, at random positions among their siblings, until exactly `count` views.
    private mutating func attachSingleLayoutSubtrees(count: Int, membership: SyntheticMembership) {
        guard count > 0 else { return }
        let sharedCount = views.count
        var hosts: [Int32] = []
        for index in 0..<sharedCount where views[index].membership == .both && !views[index].isDecorative && (index == 0 || !children[index].isEmpty) {
            hosts.append(Int32(index))
        }
        var remaining = count
        while remaining > 0 {
            let host = hosts[random.below(hosts.count)]
            let position = random.below(children[Int(host)].count + 1)
            let canNest = !options.wide && views[Int(host)].depth + 2 <= options.maximumDepth
            let size = canNest ? min(remaining, 1 + random.below(5)) : 1
            let top = addView(membership: membership, parent: host, at: position)
            for _ in 1..<size { _ = addView(membership: membership, parent: top) }
            remaining -= size
        }
    }

    // MARK: Decorations

    private static let decorativeImages = ["divider.png", "shadow.png", "corner.png"]
    private static let decorativeColors = ["0.9,0.1,0.1", "0.1,0.6,0.2", "0.2,0.3,0.9", "0.5,0.5,0.5"]

    /// Featureless views in both layouts, hung under random shared containers until exactly
    /// `count`: an empty view, a container of up to three empty views, an image view showing one
    /// of a few shared images, or a view in one of a few colours.
    private mutating func addDecorations(count: Int) {
        guard count > 0 else { return }
        var hosts: [Int32] = []
        for index in views.indices where !children[index].isEmpty && views[index].depth + 2 <= options.maximumDepth { hosts.append(Int32(index)) }
        guard !hosts.isEmpty else { return }
        var remaining = count
        while remaining > 0 {
            let host = hosts[random.below(hosts.count)]
            let top = addView(membership: .both, parent: host, at: random.below(children[Int(host)].count + 1))
            views[Int(top)].isDecorative = true
            remaining -= 1
            switch random.below(4) {
            case 0:
                break
            case 1:
                for _ in 0..<min(remaining, 1 + random.below(3)) {
                    let child = addView(membership: .both, parent: top)
                    views[Int(child)].isDecorative = true
                    if random.chance(0.5) { views[Int(child)].backgroundColor = Self.decorativeColors[random.below(Self.decorativeColors.count)] }
                    remaining -= 1
                }
            case 2:
                views[Int(top)].kind = .imageView
                views[Int(top)].image = Self.decorativeImages[random.below(Self.decorativeImages.count)]
            default:
                views[Int(top)].backgroundColor = Self.decorativeColors[random.below(Self.decorativeColors.count)]
            }
        }
    }

    // MARK: Identities

    private static let nouns = ["Total", "Name", "Price", "Status", "Title", "Date", "Amount", "Score", "Level", "Count"]
    private static let verbs = ["Save", "Open", "Share", "Delete", "Send", "Edit", "Play", "Next", "Back", "Done"]

    private mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }

    private mutating func assignKindsAndIdentities() {
        for parent in 0..<views.count where !children[parent].isEmpty || parent == 0 {
            if !views[parent].isDecorative { views[parent].kind = .container }
            var nextTag = 1
            var lastTagged: Int32?
            var lastOfKind: [SyntheticViewKind: Int32] = [:]
            for child in children[parent] where !views[Int(child)].isDecorative {
                let index = Int(child)
                if children[index].isEmpty {
                    views[index].kind = drawLeafKind()
                    assignLeafIdentity(index)
                } else {
                    views[index].kind = .container
                    if random.below(3) == 0 { views[index].userLabel = "Panel \(nextSerial())" }
                }
                if random.chance(options.tagFraction) {
                    if let original = lastTagged, random.chance(options.duplicateFraction) {
                        views[index].tag = views[Int(original)].tag
                        duplicates.append((child, original))
                    } else {
                        nextTag += random.below(3)
                        views[index].tag = nextTag
                        nextTag += 1
                        lastTagged = child
                    }
                }
                let kind = views[index].kind
                if kind != .container, let original = lastOfKind[kind], random.chance(options.duplicateFraction) {
                    copyIdentity(from: Int(original), to: index)
                    duplicates.append((child, original))
                }
                lastOfKind[kind] = child
            }
        }
    }

    private mutating func drawLeafKind() -> SyntheticViewKind {
        switch random.below(100) {
        case 0..<30: .label
        case 30..<52: .button
        case 52..<64: .textField
        case 64..<76: .imageView
        case 76..<84: .slider
        case 84..<92: .toggle
        default: .segmentedControl
        }
    }

    private mutating func assignLeafIdentity(_ index: Int) {
        let number = nextSerial()
        let noun = Self.nouns[random.below(Self.nouns.count)]
        switch views[index].kind {
        case .label:
            views[index].text = "\(noun) \(number)"
        case .button:
            let verb = Self.verbs[random.below(Self.verbs.count)]
            if random.below(100) < 15 {
                views[index].image = "icon-\(number).png"
            } else {
                views[index].title = "\(verb) \(number)"
                if random.below(10) < 3 { views[index].selector = "\(verb.lowercased())\(number)Tapped:" }
            }
        case .textField:
            switch random.below(10) {
            case 0..<4: views[index].placeholder = "Enter \(noun.lowercased()) \(number)"
            case 4..<7: views[index].text = "value \(number)"
            default:
                views[index].placeholder = "Enter \(noun.lowercased()) \(number)"
                views[index].text = "value \(number)"
            }
        case .imageView:
            views[index].image = "image-\(number).png"
        case .slider:
            views[index].selector = "slider\(number)Changed:"
        case .toggle:
            views[index].selector = "switch\(number)Toggled:"
        case .segmentedControl:
            views[index].selector = "segment\(number)Changed:"
        case .container:
            break
        }
    }

    private mutating func copyIdentity(from original: Int, to copy: Int) {
        views[copy].text = views[original].text
        views[copy].title = views[original].title
        views[copy].placeholder = views[original].placeholder
        views[copy].image = views[original].image
        views[copy].selector = views[original].selector
    }

    // MARK: Layouts

    private mutating func assignChildOrders() {
        for index in 0..<views.count where !children[index].isEmpty {
            var portrait: [Int32] = []
            var landscape: [Int32] = []
            for child in children[index] {
                let membership = views[Int(child)].membership
                if membership.inPortrait { portrait.append(child) }
                if membership.inLandscape { landscape.append(child) }
            }
            // Fisher-Yates: the landscape layout lists its subviews in another order.
            if landscape.count > 1 {
                for position in stride(from: landscape.count - 1, to: 0, by: -1) {
                    landscape.swapAt(position, random.below(position + 1))
                }
            }
            views[index].portraitChildren = portrait
            views[index].landscapeChildren = landscape
        }
        children = []
    }

    private mutating func assignAttributes() {
        for index in 1..<max(1, views.count) {
            let portraitMask = AutoresizingMask(rawValue: UInt32(random.below(64)))
            let landscapeMask = random.chance(0.5) ? portraitMask : AutoresizingMask(rawValue: UInt32(random.below(64)))
            let portraitHidden = random.chance(0.03)
            let landscapeHidden: Bool
            switch views[index].membership {
            case .both: landscapeHidden = portraitHidden != random.chance(options.hiddenChangeFraction)
            case .portraitOnly, .landscapeOnly: landscapeHidden = portraitHidden
            }
            views[index].portrait = LayoutAttributes(frame: .zero, isHidden: portraitHidden, autoresizingMask: portraitMask)
            views[index].landscape = LayoutAttributes(frame: .zero, isHidden: landscapeHidden, autoresizingMask: landscapeMask)
        }
        let rootMask: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        views[0].portrait = LayoutAttributes(frame: Rect(x: 0, y: 20, width: 320, height: 460), autoresizingMask: rootMask)
        views[0].landscape = LayoutAttributes(frame: Rect(x: 0, y: 20, width: 480, height: 300), autoresizingMask: rootMask)
        layOut(.portrait)
        layOut(.landscape)
    }

    /// A grid per container in the layout's child order, so the two layouts' frames differ the way
    /// a rotated screen's do.
    private mutating func layOut(_ layout: SyntheticLayout) {
        var stack: [Int32] = [0]
        while let parent = stack.popLast() {
            let frame = views[Int(parent)].attributes(in: layout).frame
            let subviews = views[Int(parent)].children(in: layout)
            guard !subviews.isEmpty else { continue }
            let columns = Int(Double(subviews.count).squareRoot().rounded(.up))
            let rows = (subviews.count + columns - 1) / columns
            let cellWidth = frame.width / Double(columns)
            let cellHeight = frame.height / Double(rows)
            let inset = min(4, cellWidth / 8, cellHeight / 8)
            for (position, child) in subviews.enumerated() {
                let column = Double(position % columns)
                let row = Double(position / columns)
                let childFrame = Rect(
                    x: Self.half(column * cellWidth + inset),
                    y: Self.half(row * cellHeight + inset),
                    width: max(1, Self.half(cellWidth - 2 * inset)),
                    height: max(1, Self.half(cellHeight - 2 * inset))
                )
                switch layout {
                case .portrait:
                    views[Int(child)].portrait.frame = childFrame
                    views[Int(child)].portrait.bounds = childFrame.boundsForFrame
                case .landscape:
                    views[Int(child)].landscape.frame = childFrame
                    views[Int(child)].landscape.bounds = childFrame.boundsForFrame
                }
                stack.append(child)
            }
        }
    }

    /// Rounds to half points, as Interface Builder's frames usually are.
    private static func half(_ value: Double) -> Double {
        (value * 2).rounded() / 2
    }
}
