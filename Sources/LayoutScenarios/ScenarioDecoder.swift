import LayoutAdaptive
import LayoutCore

/// Validates a parsed scenario into a ``Scenario``, collecting every fault with its JSON path.
///
/// Each fault is reported once, at the outermost value that is wrong; a step with a fault is left
/// out and the others are still checked, so one run lists all the problems (up to
/// ``DiagnosticError/maximumErrors``).
///
/// The steps are never held as parsed JSON all at once: ``header(limits:)`` checks their syntax
/// and counts them, and ``steps(_:)`` decodes them one at a time, so a scenario of millions of
/// steps costs its bytes and little more.
struct ScenarioDecoder {
    /// What a scenario says before its steps.
    struct Header: Sendable {
        var container: ScenarioContainer
        /// The container's kind name, which decides the steps' actions.
        var kind: String
        /// The `steps` array, read element by element.
        var steps: JSONReader.DeferredArray
    }

    /// A fault found: where (a byte offset) and what. Lines and columns are worked out only when
    /// the faults are thrown, in one pass over the bytes.
    private struct Fault {
        var offset: Int
        var message: String
    }

    private let bytes: [UInt8]
    private let file: String
    private var faults: [Fault] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The whole scenario, every step decoded.
    mutating func decode() throws(DiagnosticError) -> Scenario {
        let header = try header(limits: ScenarioLimits())
        var steps: [ScenarioContainer.Step] = []
        steps.reserveCapacity(header.steps.count)
        try self.steps(header) { _, step in
            steps.append(step)
            return nil
        }
        return Scenario(container: header.container, steps: steps)
    }

    /// The container and the (checked, counted) steps array; throws every fault found so far.
    mutating func header(limits: ScenarioLimits) throws(DiagnosticError) -> Header {
        let root: ParsedJSON
        let steps: JSONReader.DeferredArray?
        do {
            (root, steps) = try JSONReader.parse(bytes, deferring: "steps", maximumElements: limits.maximumSteps)
        } catch {
            faults.append(Fault(offset: error.offset, message: "not valid JSON: \(error.message)"))
            throw thrownFaults()
        }
        guard let (kind, steps, container) = decodeHeader(root, steps: steps) else { throw thrownFaults() }
        guard let container, faults.isEmpty else {
            // Faulty options: the steps are still checked, so that one run lists every fault.
            try self.steps(kind: kind, steps) { _, _ in nil }
            throw thrownFaults()
        }
        return Header(container: container, kind: kind, steps: steps)
    }

    /// Decodes each step of `header` in order and hands it to `body` with its index; a faulty step
    /// is reported and skipped. `body` may return a fault of its own for the step (a limit of the
    /// replay), which is reported at the step and ends the walk. Throws the faults at the end, if
    /// there are any.
    mutating func steps(_ header: Header, _ body: (Int, ScenarioContainer.Step) -> String?) throws(DiagnosticError) {
        try steps(kind: header.kind, header.steps, body)
    }

    private mutating func steps(kind: String, _ array: JSONReader.DeferredArray, _ body: (Int, ScenarioContainer.Step) -> String?) throws(DiagnosticError) {
        var cursor = JSONReader.elements(of: array, in: bytes)
        var position = 0
        while faults.count < DiagnosticError.maximumErrors {
            let element: ParsedJSON?
            do {
                element = try cursor.next()
            } catch {
                // `header(limits:)` has read these bytes already; only a broken invariant gets here.
                faults.append(Fault(offset: error.offset, message: "not valid JSON: \(error.message)"))
                break
            }
            guard let element else { break }
            let path = "steps[\(position)]"
            if let step = decodeStep(element, kind: kind, path: path), let fault = body(position, step) {
                report(element, path, fault)
                break
            }
            position += 1
        }
        if !faults.isEmpty { throw thrownFaults() }
    }

    // MARK: The document

    /// The container's kind, the steps array and the container (`nil` when its options are faulty);
    /// `nil` when not even the kind and the steps can be told.
    private mutating func decodeHeader(_ root: ParsedJSON, steps deferred: JSONReader.DeferredArray?) -> (String, JSONReader.DeferredArray, ScenarioContainer?)? {
        guard checkObject(root, path: "(root)", allowed: ["container", "options", "steps"]) else { return nil }
        guard let kindNode = require(root, "container", path: "container") else { return nil }
        let kinds = ContainerKind.allCases.map(\.rawValue)
        guard let kind = string(kindNode, path: "container") else { return nil }
        guard kinds.contains(kind) else {
            report(kindNode, "container", "unknown container \"\(TerminalText.shortened(kind))\" (expected \(ScenarioDecoder.list(kinds)))")
            return nil
        }
        let optionsNode = root.member("options")
        if let optionsNode, !checkObject(optionsNode, path: "options", allowed: ScenarioDecoder.options(for: kind)) {
            return nil
        }
        let container: ScenarioContainer?
        switch kind {
        case ContainerKind.splitOrFlip.rawValue: container = splitOrFlip(optionsNode)
        case ContainerKind.indexDetail.rawValue: container = indexDetail(optionsNode)
        default: container = splitView(optionsNode)
        }
        guard let stepsNode = require(root, "steps", path: "steps") else { return nil }
        guard let deferred else {
            report(stepsNode, "steps", "expected an array of steps, found \(stepsNode.typeName)")
            return nil
        }
        return (kind, deferred, container)
    }

    private static func options(for kind: String) -> [String] {
        switch kind {
        case ContainerKind.splitOrFlip.rawValue: ["animatesFlips"]
        case ContainerKind.indexDetail.rawValue: ["axis", "detailFraction", "isCollapsed", "expandsAutomatically"]
        default: ["style", "preferredDisplayMode", "preferredSplitBehavior",
                  "preferredPrimaryColumnWidthFraction", "minimumPrimaryColumnWidth", "maximumPrimaryColumnWidth",
                  "preferredSupplementaryColumnWidthFraction", "minimumSupplementaryColumnWidth",
                  "maximumSupplementaryColumnWidth", "minimumSecondaryColumnWidth", "delegateHandlesCollapse"]
        }
    }

    // MARK: Options

    private mutating func splitOrFlip(_ options: ParsedJSON?) -> ScenarioContainer? {
        let animates = optional(options, "animatesFlips", path: "options") { decoder, node, path in decoder.bool(node, path: path) }
        guard let animates else { return nil }
        return .splitOrFlip(SplitOrFlip(animatesFlips: animates ?? true))
    }

    private mutating func indexDetail(_ options: ParsedJSON?) -> ScenarioContainer? {
        let axis = optional(options, "axis", path: "options") { decoder, node, path in
            decoder.enumeration(node, path: path, IndexDetail.Axis.self)
        }
        let fraction = optional(options, "detailFraction", path: "options") { decoder, node, path in
            decoder.number(node, path: path, in: 0...1)
        }
        let collapsed = optional(options, "isCollapsed", path: "options") { decoder, node, path in decoder.bool(node, path: path) }
        let expands = optional(options, "expandsAutomatically", path: "options") { decoder, node, path in
            decoder.bool(node, path: path)
        }
        guard let axis, let fraction, let collapsed, let expands else { return nil }
        return .indexDetail(IndexDetail(axis: axis ?? .horizontal, detailFraction: fraction ?? 0.66,
                                        isCollapsed: collapsed ?? false, expandsAutomatically: expands ?? false))
    }

    private mutating func splitView(_ options: ParsedJSON?) -> ScenarioContainer? {
        let path = "options"
        let style = optional(options, "style", path: path) { d, n, p in d.enumeration(n, path: p, SplitView.Style.self) }
        let mode = optional(options, "preferredDisplayMode", path: path) { d, n, p in
            d.enumeration(n, path: p, SplitView.DisplayMode.self)
        }
        let behavior = optional(options, "preferredSplitBehavior", path: path) { d, n, p in
            d.enumeration(n, path: p, SplitView.Behavior.self)
        }
        let fraction: (inout ScenarioDecoder, ParsedJSON, String) -> Double? = { d, n, p in d.number(n, path: p, in: 0...1) }
        let length: (inout ScenarioDecoder, ParsedJSON, String) -> Double? = { d, n, p in d.number(n, path: p, in: 0...ScenarioLimits.maximumLength) }
        let primaryFraction = optional(options, "preferredPrimaryColumnWidthFraction", path: path, fraction)
        let minimumPrimary = optional(options, "minimumPrimaryColumnWidth", path: path, length)
        let maximumPrimary = optional(options, "maximumPrimaryColumnWidth", path: path, length)
        let supplementaryFraction = optional(options, "preferredSupplementaryColumnWidthFraction", path: path, fraction)
        let minimumSupplementary = optional(options, "minimumSupplementaryColumnWidth", path: path, length)
        let maximumSupplementary = optional(options, "maximumSupplementaryColumnWidth", path: path, length)
        let minimumSecondary = optional(options, "minimumSecondaryColumnWidth", path: path, length)
        let delegate = optional(options, "delegateHandlesCollapse", path: path) { d, n, p in d.bool(n, path: p) }
        guard let style, let mode, let behavior, let primaryFraction, let minimumPrimary, let maximumPrimary,
              let supplementaryFraction, let minimumSupplementary, let maximumSupplementary, let minimumSecondary,
              let delegate else { return nil }
        let defaults = SplitView.ColumnWidths()
        let widths = SplitView.ColumnWidths(
            primaryFraction: primaryFraction ?? defaults.primaryFraction,
            minimumPrimary: minimumPrimary ?? defaults.minimumPrimary,
            maximumPrimary: maximumPrimary ?? defaults.maximumPrimary,
            supplementaryFraction: supplementaryFraction ?? defaults.supplementaryFraction,
            minimumSupplementary: minimumSupplementary ?? defaults.minimumSupplementary,
            maximumSupplementary: maximumSupplementary ?? defaults.maximumSupplementary,
            minimumSecondaryWidth: minimumSecondary ?? defaults.minimumSecondaryWidth)
        return .splitView(SplitView(style: style ?? .doubleColumn, preferredDisplayMode: mode ?? .automatic,
                                    preferredSplitBehavior: behavior ?? .automatic, columnWidths: widths,
                                    delegateHandlesCollapse: delegate ?? false))
    }

    // MARK: Steps

    private mutating func decodeStep(_ node: ParsedJSON, kind: String, path: String) -> ScenarioContainer.Step? {
        guard case .object(let members) = node.kind else {
            report(node, path, "expected a step object, found \(node.typeName)")
            return nil
        }
        let hasEnvironment = members.contains { $0.key == "environment" }
        let hasAction = members.contains { $0.key == "action" }
        if hasEnvironment == hasAction {
            report(node, path, hasEnvironment ? "a step has either \"environment\" or \"action\", not both"
                                              : "a step needs \"environment\" or \"action\"")
            return nil
        }
        if hasEnvironment {
            guard checkObject(node, path: path, allowed: ["environment"]),
                  let environmentNode = node.member("environment"),
                  let environment = decodeEnvironment(environmentNode, path: path + ".environment") else { return nil }
            return .environment(environment)
        }
        guard let actionNode = node.member("action"), let action = string(actionNode, path: path + ".action") else {
            return nil
        }
        let actions = ScenarioDecoder.actions(for: kind)
        guard let entry = actions.first(where: { $0.name == action }) else {
            report(actionNode, path + ".action",
                   "unknown action \"\(TerminalText.shortened(action))\" for container \(kind) (expected \(ScenarioDecoder.list(actions.map(\.name))))")
            return nil
        }
        let parameter = entry.parameter
        guard checkObject(node, path: path, allowed: parameter.map { ["action", $0] } ?? ["action"]) else { return nil }
        var argument: ParsedJSON?
        if let parameter {
            guard let value = require(node, parameter, path: path + "." + parameter) else { return nil }
            argument = value
        }
        let argumentPath = path + "." + (parameter ?? "action")
        switch (action, argument) {
        case ("flip", _): return .splitOrFlip(.flip)
        case ("finishFlip", _): return .splitOrFlip(.finishFlip)
        case ("showDetail", let value?), ("pushDetail", let value?):
            guard let name = string(value, path: argumentPath) else { return nil }
            guard !name.isEmpty, name != IndexDetail.StackEntry.rootName, name != IndexDetail.StackEntry.indexName else {
                report(value, argumentPath, "a view name must be non-empty and not \"root\" or \"index\" (reserved)")
                return nil
            }
            return .indexDetail(action == "showDetail" ? .showDetail(name) : .pushDetail(name))
        case ("popDetail", _): return .indexDetail(.popDetail)
        case ("setCollapsed", let value?):
            return bool(value, path: argumentPath).map { .indexDetail(.setCollapsed($0)) }
        case ("setPreferredDisplayMode", let value?):
            return enumeration(value, path: argumentPath, SplitView.DisplayMode.self).map { .splitView(.setPreferredDisplayMode($0)) }
        case ("setPreferredSplitBehavior", let value?):
            return enumeration(value, path: argumentPath, SplitView.Behavior.self).map { .splitView(.setPreferredSplitBehavior($0)) }
        default:
            return nil
        }
    }

    /// Each container's actions and the name of the parameter each needs.
    private static func actions(for kind: String) -> [(name: String, parameter: String?)] {
        switch kind {
        case ContainerKind.splitOrFlip.rawValue: [("flip", nil), ("finishFlip", nil)]
        case ContainerKind.indexDetail.rawValue: [("showDetail", "view"), ("pushDetail", "view"), ("popDetail", nil),
                                                 ("setCollapsed", "value")]
        default: [("setPreferredDisplayMode", "value"), ("setPreferredSplitBehavior", "value")]
        }
    }

    private mutating func decodeEnvironment(_ node: ParsedJSON, path: String) -> Environment? {
        let keys = ["size", "horizontalClass", "verticalClass", "direction", "orientation", "device", "multitasking"]
        guard checkObject(node, path: path, allowed: keys) else { return nil }
        let direction = optional(node, "direction", path: path) { d, n, p in d.enumeration(n, path: p, Environment.LayoutDirection.self) }
        guard let direction else { return nil }
        let layoutDirection = direction ?? .leftToRight
        if let deviceNode = node.member("device") {
            for key in ["size", "horizontalClass", "verticalClass"] {
                if let extra = node.member(key) {
                    report(extra, path + "." + key, "\"\(key)\" cannot be combined with \"device\" (the device decides it)")
                    return nil
                }
            }
            return deviceEnvironment(node, deviceNode: deviceNode, direction: layoutDirection, path: path)
        }
        if let extra = node.member("multitasking") {
            report(extra, path + ".multitasking", "\"multitasking\" needs a \"device\"")
            return nil
        }
        guard let sizeNode = require(node, "size", path: path + ".size") else { return nil }
        let size = decodeSize(sizeNode, path: path + ".size")
        let horizontal = require(node, "horizontalClass", path: path + ".horizontalClass")
            .flatMap { enumeration($0, path: path + ".horizontalClass", SizeClass.self) }
        let vertical = require(node, "verticalClass", path: path + ".verticalClass")
            .flatMap { enumeration($0, path: path + ".verticalClass", SizeClass.self) }
        let orientation = optional(node, "orientation", path: path) { d, n, p in d.orientation(n, path: p) }
        guard let size, let horizontal, let vertical, let orientation else { return nil }
        return Environment(orientation: orientation ?? (size.width > size.height ? .landscapeRight : .portrait),
                           size: size, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
                           layoutDirection: layoutDirection)
    }

    private mutating func deviceEnvironment(_ node: ParsedJSON, deviceNode: ParsedJSON, direction: Environment.LayoutDirection,
                                            path: String) -> Environment? {
        guard let name = string(deviceNode, path: path + ".device") else { return nil }
        guard let device = DeviceCatalog.device(named: name) else {
            report(deviceNode, path + ".device",
                   "unknown device \"\(TerminalText.shortened(name))\" (expected \(ScenarioDecoder.list(DeviceCatalog.devices.map(\.name))))")
            return nil
        }
        guard let orientationNode = require(node, "orientation", path: path + ".orientation"),
              let orientation = orientation(orientationNode, path: path + ".orientation") else { return nil }
        var multitasking = Device.Multitasking.fullScreen
        if let multitaskingNode = node.member("multitasking") {
            let multitaskingPath = path + ".multitasking"
            guard let value = string(multitaskingNode, path: multitaskingPath) else { return nil }
            let names = ["fullScreen", "slideOver"] + Device.SplitScreenFraction.allCases.map(\.rawValue)
            switch value {
            case "fullScreen": multitasking = .fullScreen
            case "slideOver": multitasking = .slideOver
            default:
                guard let fraction = Device.SplitScreenFraction(rawValue: value) else {
                    report(multitaskingNode, multitaskingPath,
                           "unknown multitasking \"\(TerminalText.shortened(value))\" (expected \(ScenarioDecoder.list(names)))")
                    return nil
                }
                multitasking = .split(fraction)
            }
        }
        guard let environment = device.environment(orientation: orientation, multitasking: multitasking,
                                                   layoutDirection: direction) else {
            report(node.member("multitasking") ?? deviceNode, path + ".multitasking",
                   "\(device.name) has no multitasking; only \"fullScreen\" applies")
            return nil
        }
        return environment
    }

    private mutating func orientation(_ node: ParsedJSON, path: String) -> InterfaceOrientation? {
        guard let value = string(node, path: path) else { return nil }
        if value == "landscape" { return .landscapeRight }
        guard let orientation = InterfaceOrientation(rawValue: value) else {
            let names = ["landscape"] + InterfaceOrientation.allCases.map(\.rawValue)
            report(node, path, "unknown orientation \"\(TerminalText.shortened(value))\" (expected \(ScenarioDecoder.list(names)))")
            return nil
        }
        return orientation
    }

    private mutating func decodeSize(_ node: ParsedJSON, path: String) -> Size? {
        guard case .array(let elements) = node.kind, elements.count == 2 else {
            let found = if case .array(let elements) = node.kind { "\(elements.count) elements" } else { node.typeName }
            report(node, path, "expected [width, height] with two numbers, found \(found)")
            return nil
        }
        guard case .number(let width) = elements[0].kind else {
            report(elements[0], path + "[0]", "expected a number (the width), found \(elements[0].typeName)")
            return nil
        }
        guard case .number(let height) = elements[1].kind else {
            report(elements[1], path + "[1]", "expected a number (the height), found \(elements[1].typeName)")
            return nil
        }
        guard width >= 0, height >= 0 else {
            report(node, path, "a size cannot be negative (\(Rect.format(width))x\(Rect.format(height)))")
            return nil
        }
        // Lengths are summed and scaled: beyond a billion points (no screen comes near) they
        // would overflow to infinity near the largest double.
        guard width <= ScenarioLimits.maximumLength, height <= ScenarioLimits.maximumLength else {
            report(node, path, "a size is at most \(Rect.format(ScenarioLimits.maximumLength)) points a side (\(Rect.format(width))x\(Rect.format(height)))")
            return nil
        }
        return Size(width: width, height: height)
    }

    // MARK: Values

    /// `node` is an object whose keys are all in `allowed`; reports the first stray key otherwise.
    private mutating func checkObject(_ node: ParsedJSON, path: String, allowed: [String]) -> Bool {
        guard case .object(let members) = node.kind else {
            report(node, path, "expected an object, found \(node.typeName)")
            return false
        }
        for member in members where !allowed.contains(member.key) {
            let key = TerminalText.shortened(member.key, limit: 40)
            let memberPath = path == "(root)" ? key : path + "." + key
            report(member.value, memberPath, "unknown key \"\(TerminalText.shortened(member.key))\" (expected \(ScenarioDecoder.list(allowed)))")
            return false
        }
        return true
    }

    private mutating func require(_ object: ParsedJSON, _ key: String, path: String) -> ParsedJSON? {
        if let value = object.member(key) { return value }
        report(object, path, "missing \"\(key)\"")
        return nil
    }

    /// The optional member `key` read by `read`: `.some(nil)` when absent, `nil` when invalid.
    private mutating func optional<T>(_ object: ParsedJSON?, _ key: String, path: String,
                                      _ read: (inout ScenarioDecoder, ParsedJSON, String) -> T?) -> T?? {
        guard let node = object?.member(key) else { return .some(nil) }
        guard let value = read(&self, node, path + "." + key) else { return nil }
        return .some(value)
    }

    private mutating func string(_ node: ParsedJSON, path: String) -> String? {
        if case .string(let value) = node.kind { return value }
        report(node, path, "expected a string, found \(node.typeName)")
        return nil
    }

    private mutating func bool(_ node: ParsedJSON, path: String) -> Bool? {
        if case .bool(let value) = node.kind { return value }
        report(node, path, "expected true or false, found \(node.typeName)")
        return nil
    }

    private mutating func number(_ node: ParsedJSON, path: String, in range: ClosedRange<Double>) -> Double? {
        guard case .number(let value) = node.kind else {
            report(node, path, "expected a number, found \(node.typeName)")
            return nil
        }
        guard range.contains(value) else {
            let upper = " and at most \(Rect.format(range.upperBound))"
            report(node, path, "\(Rect.format(value)) is out of range (expected at least \(Rect.format(range.lowerBound))\(upper))")
            return nil
        }
        return value
    }

    private mutating func enumeration<T: RawRepresentable & CaseIterable>(
        _ node: ParsedJSON, path: String, _ type: T.Type
    ) -> T? where T.RawValue == String {
        guard let value = string(node, path: path) else { return nil }
        if let result = T(rawValue: value) { return result }
        report(node, path, "unknown value \"\(TerminalText.shortened(value))\" (expected \(ScenarioDecoder.list(T.allCases.map(\.rawValue))))")
        return nil
    }

    // MARK: Reporting

    private mutating func report(_ node: ParsedJSON, _ path: String, _ message: String) {
        faults.append(Fault(offset: node.offset, message: "\(path): \(message)"))
    }

    /// The faults as `invalid-scenario` errors, in the order found, each at its line and column.
    private func thrownFaults() -> DiagnosticError {
        let positions = LineIndex.positions(of: faults.map(\.offset), in: bytes)
        return DiagnosticError(zip(faults, positions).map { fault, position in
            .error(.invalidScenario, fault.message,
                   at: SourceLocation(file: file, line: position.line, column: position.column))
        })
    }

    private static func list(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
