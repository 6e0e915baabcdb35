import LayoutCore

/// Finds room for labels inside view rectangles without covering other labels or crossing other
/// views' edges, in (amortised) constant time per query through a grid of cells.
///
/// A label box conflicts with a view rectangle when they overlap and the rectangle does not
/// contain the box. Such a rectangle's border passes through the box, so it is enough to file each
/// rectangle under the cells its border crosses: ancestors, which contain everything inside their
/// descendants, never show up as candidates, and a deep tree costs no more than a flat one.
struct LabelPlacer {
    private let cellSize: Double
    private var edgeCells: [Cell: [Int]] = [:]
    private var edges: [Rect] = []
    private var labelCells: [Cell: [Int]] = [:]
    private var labels: [Rect] = []

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    /// More view borders than this through one cell make it too crowded for a label.
    static let crowdedCell = 64

    init(cellSize: Double = 32) {
        self.cellSize = cellSize
    }

    /// Registers a view rectangle (in output pixels) as an obstacle.
    mutating func addViewRect(_ rect: Rect) {
        let index = edges.count
        edges.append(rect)
        // The four border lines, each as a degenerate rectangle.
        for line in [
            Rect(x: rect.x, y: rect.y, width: rect.width, height: 0),
            Rect(x: rect.x, y: rect.maxY, width: rect.width, height: 0),
            Rect(x: rect.x, y: rect.y, width: 0, height: rect.height),
            Rect(x: rect.maxX, y: rect.y, width: 0, height: rect.height),
        ] {
            // A static walk: a method on `self` here would hold `self` while the closure mutates
            // it, which copies the dictionary on every call.
            LabelPlacer.forEachCell(of: line, cellSize: cellSize) { edgeCells[$0, default: []].append(index) }
        }
    }

    /// Whether `box` is free: it overlaps no placed label, and no view rectangle other than
    /// `owner` crosses it.
    func isFree(_ box: Rect, owner: Rect) -> Bool {
        var free = true
        LabelPlacer.forEachCell(of: box, cellSize: cellSize) { cell in
            guard free else { return }
            for index in labelCells[cell] ?? [] where LabelPlacer.overlap(labels[index], box) {
                free = false
                return
            }
            let candidates = edgeCells[cell] ?? []
            // So many borders through one small cell (deeply nested views sharing an edge) leave
            // no legible room there anyway; refusing at once keeps each query constant time.
            if candidates.count > LabelPlacer.crowdedCell {
                free = false
                return
            }
            for index in candidates {
                let rect = edges[index]
                if LabelPlacer.overlap(rect, box), !LabelPlacer.contains(rect, box), !rect.isClose(to: owner) {
                    free = false
                    return
                }
            }
        }
        return free
    }

    /// Records a placed label so later ones keep clear of it.
    mutating func addLabel(_ box: Rect) {
        let index = labels.count
        labels.append(box)
        LabelPlacer.forEachCell(of: box, cellSize: cellSize) { labelCells[$0, default: []].append(index) }
    }

    private static func forEachCell(of rect: Rect, cellSize: Double, _ body: (Cell) -> Void) {
        guard rect.x.isFinite, rect.y.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        // Output coordinates are bounded by the picture size, so these stay small; the clamp keeps
        // a rectangle from elsewhere from trapping in the conversion to `Int`.
        let firstColumn = cellIndex(rect.x, cellSize: cellSize)
        let lastColumn = cellIndex(rect.maxX, cellSize: cellSize)
        let firstRow = cellIndex(rect.y, cellSize: cellSize)
        let lastRow = cellIndex(rect.maxY, cellSize: cellSize)
        for column in firstColumn...max(firstColumn, lastColumn) {
            for row in firstRow...max(firstRow, lastRow) {
                body(Cell(column: column, row: row))
            }
        }
    }

    /// The cell holding `coordinate`, clamped to what a picture can need (a million cells a side).
    private static func cellIndex(_ coordinate: Double, cellSize: Double) -> Int {
        let cell = (coordinate / cellSize).rounded(.down)
        guard cell.isFinite else { return 0 }
        return Int(min(max(cell, -1_000_000), 1_000_000))
    }

    /// Interiors intersect (touching edges do not count).
    private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX - 0.01 && b.x < a.maxX - 0.01 && a.y < b.maxY - 0.01 && b.y < a.maxY - 0.01
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.x <= inner.x + 0.01 && outer.y <= inner.y + 0.01
            && outer.maxX >= inner.maxX - 0.01 && outer.maxY >= inner.maxY - 0.01
    }
}
