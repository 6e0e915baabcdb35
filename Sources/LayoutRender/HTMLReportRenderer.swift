import LayoutCore

/// Writes a ``LayoutDrawing`` as one self-contained HTML page: the layouts side by side (the
/// ``SVGRenderer`` picture, inline), the diagnostics, and the views without a counterpart.
///
/// Everything is inline (CSS, script, SVG); a content security policy forbids every fetch, so the
/// page works offline and cannot leak. The page is also well-formed XML (after its doctype), which
/// lets tests check it with an XML reader. Hovering a view highlights it in every layout (all views
/// with its match key); clicking a diagnostic scrolls to and flashes the view it is about.
///
/// Loaded with the fragment `#selftest`, the page's script hovers a matched view and clicks the
/// first diagnostic link itself, and writes what it observed as `SELFTEST {json}` into the element
/// `#selftest-result` (not `#selftest`, which the browser would scroll to) and the document title, so a headless browser can check the page works.
public struct HTMLReportRenderer: Sendable {
    /// Sizes of the picture in the page.
    package var options: RenderOptions

    /// A renderer whose picture has these sizes.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The page as a string.
    public func render(_ drawing: LayoutDrawing) -> String {
        // View index by id, per layout, to link diagnostics in one pass.
        let indices: [[String: Int]] = drawing.layouts.map { layout in
            var index: [String: Int] = [:]
            for (position, view) in layout.views.enumerated() where index[view.id] == nil {
                index[view.id] = position
            }
            return index
        }
        func elementID(_ reference: DrawnViewReference) -> String? {
            guard indices.indices.contains(reference.layout), let view = indices[reference.layout][reference.viewID] else { return nil }
            return SVGRenderer.elementID(layout: reference.layout, view: view)
        }

        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\"/>\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        out += "<title>\(Markup.escape(drawing.title))</title>\n"
        out += HTMLReportRenderer.css
        out += "</head>\n<body>\n"
        out += "<h1>\(Markup.escape(drawing.title))</h1>\n"
        out += "<p class=\"report-hint\">Hover a view to highlight it in every layout; click a diagnostic to find its view.</p>\n"
        out += "<div class=\"report-picture\">\n"
        out += SVGRenderer(options: options).render(drawing)
        out += "</div>\n"

        out += "<section class=\"report-diagnostics\">\n<h2>Diagnostics (\(drawing.diagnostics.count))</h2>\n"
        if drawing.diagnostics.isEmpty {
            out += "<p>None.</p>\n"
        } else {
            out += "<ol>\n"
            for item in drawing.diagnostics {
                let diagnostic = item.diagnostic
                out += "<li class=\"report-\(diagnostic.severity.rawValue)\">"
                let headline = diagnostic.rendered.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                if let target = item.views.lazy.compactMap(elementID).first {
                    out += "<a href=\"#\(target)\" data-view=\"\(target)\">\(Markup.escape(headline))</a>"
                } else {
                    out += "<span>\(Markup.escape(headline))</span>"
                }
                if !diagnostic.notes.isEmpty {
                    out += "<ul>"
                    for note in diagnostic.notes {
                        let prefix = note.location.map { "\($0): " } ?? ""
                        out += "<li>\(Markup.escape(prefix))note: \(Markup.escape(note.message))</li>"
                    }
                    out += "</ul>"
                }
                out += "</li>\n"
            }
            out += "</ol>\n"
        }
        out += "</section>\n"

        out += "<section class=\"report-unmatched\">\n<h2>Views without a counterpart</h2>\n"
        for (layoutIndex, layout) in drawing.layouts.enumerated() {
            let unmatched = layout.views.enumerated().filter { !$0.element.hasCounterpart }
            out += "<h3>\(Markup.escape(layout.name)) (\(unmatched.count))</h3>\n"
            guard !unmatched.isEmpty else { continue }
            out += "<ul>\n"
            for (viewIndex, view) in unmatched {
                let target = SVGRenderer.elementID(layout: layoutIndex, view: viewIndex)
                var text = view.className
                if let label = view.label { text += " " + label }
                text += " (id \(view.id))"
                out += "<li><a href=\"#\(target)\" data-view=\"\(target)\">\(Markup.escape(text))</a></li>\n"
            }
            out += "</ul>\n"
        }
        out += "</section>\n"
        out += "<pre id=\"selftest-result\" hidden=\"hidden\"></pre>\n"
        out += HTMLReportRenderer.script
        out += "</body>\n</html>\n"
        return out
    }

    private static let css = """
        <style>
        body { font-family: system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', sans-serif; margin: 16px; color: #212529; background: #ffffff; }
        h1 { font-size: 1.3em; margin: 0 0 4px; }
        h2 { font-size: 1.1em; margin: 20px 0 6px; }
        h3 { font-size: 1em; margin: 12px 0 4px; }
        .report-hint { color: #495057; margin: 0 0 8px; }
        .report-picture { overflow: auto; border: 1px solid #dee2e6; }
        .report-picture svg { display: block; }
        .report-diagnostics ol, .report-unmatched ul { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 13px; padding-left: 2em; }
        .report-diagnostics li { margin: 2px 0; }
        .report-error > a, .report-error > span { color: #c92a2a; }
        .report-warning > a, .report-warning > span { color: #d9480f; }
        .report-note > a, .report-note > span { color: #495057; }
        a[data-view] { text-decoration: none; border-bottom: 1px dotted currentColor; cursor: pointer; }
        a[data-view]:hover { background: #fff3bf; }
        #selftest-result { font-size: 12px; color: #495057; }
        </style>

        """

    // Static text: no input reaches the script; it reads ids and keys from attributes at run time.
    private static let script = """
        <script>
        //<![CDATA[
        (function () {
          "use strict";
          var views = Array.prototype.slice.call(document.querySelectorAll("svg.layout-drawing g.view[data-key]"));
          var groups = new Map();
          views.forEach(function (g) {
            var key = g.getAttribute("data-key");
            if (!groups.has(key)) { groups.set(key, []); }
            groups.get(key).push(g);
          });
          var lit = [];
          function clear() {
            lit.forEach(function (g) { g.classList.remove("hl"); });
            lit = [];
          }
          function light(g) {
            clear();
            (groups.get(g.getAttribute("data-key")) || [g]).forEach(function (h) { h.classList.add("hl"); lit.push(h); });
          }
          views.forEach(function (g) {
            g.addEventListener("mouseover", function () { light(g); });
            g.addEventListener("mouseout", clear);
          });
          // The self-test clicks a link before the page has painted; scrolling then leaves
          // headless screenshots half blank, and scrolling is not what it checks.
          var selfTest = location.hash === "#selftest";
          function show(id) {
            var g = document.getElementById(id);
            if (!g) { return null; }
            if (!selfTest && g.scrollIntoView) { g.scrollIntoView({ block: "center", inline: "center" }); }
            light(g);
            g.classList.add("flash");
            setTimeout(function () { g.classList.remove("flash"); }, 1500);
            return g;
          }
          Array.prototype.forEach.call(document.querySelectorAll("[data-view]"), function (link) {
            var id = link.getAttribute("data-view");
            link.addEventListener("click", function (event) { event.preventDefault(); show(id); });
            link.addEventListener("mouseover", function () { var g = document.getElementById(id); if (g) { light(g); } });
            link.addEventListener("mouseout", clear);
          });
          if (selfTest) {
            var result = { views: views.length, groups: groups.size, scripts: document.scripts.length, injected: !!window.__injected };
            // The deepest-drawn matched view of the first layout: a leaf, not the root covering everything.
            var firstLayout = views.filter(function (g) { return g.id.indexOf("v0-") === 0; });
            var probe = firstLayout.reverse().find(function (g) { return groups.get(g.getAttribute("data-key")).length > 1; }) || views[0];
            if (probe) {
              result.probe = probe.id;
              result.expected = groups.get(probe.getAttribute("data-key")).length;
              probe.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
              result.highlighted = Array.prototype.map.call(document.querySelectorAll("svg g.view.hl"), function (g) { return g.id; });
              probe.dispatchEvent(new MouseEvent("mouseout", { bubbles: true }));
              result.afterMouseout = document.querySelectorAll("svg g.view.hl").length;
            }
            var link = document.querySelector(".report-diagnostics a[data-view]");
            if (link) {
              link.click();
              var target = document.getElementById(link.getAttribute("data-view"));
              result.linked = link.getAttribute("data-view");
              result.linkFlashed = !!target && target.classList.contains("flash");
            }
            // Leave the probe lit so a screenshot shows the highlight.
            if (probe) { probe.dispatchEvent(new MouseEvent("mouseover", { bubbles: true })); }
            var box = probe ? probe.getBoundingClientRect() : null;
            result.probeVisible = !!box && box.width > 0 && box.height > 0;
            var text = "SELFTEST " + JSON.stringify(result);
            var out = document.getElementById("selftest-result");
            out.textContent = text;
            out.hidden = false;
            document.title = text;
          }
        })();
        //]]>
        </script>

        """
}
