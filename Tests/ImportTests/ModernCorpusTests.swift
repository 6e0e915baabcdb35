@testable import LayoutDocuments
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import LayoutTemplates
import TestSupport

/// Counts the view elements of a file with Foundation's own XML parser, independently of the importer.
private final class ViewElementCounter: NSObject, XMLParserDelegate {
    var count = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if ModernIBNames.viewClasses[elementName] != nil { count += 1 }
    }
}

/// Imports the real files of `../shared/corpus` (skipped, with a message, when that folder is absent).
@Suite("Modern format on the corpus", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: corpus tests skipped"))
struct ModernCorpusTests {
    static let macOSStoryboard = "danielgindi__Charts/ChartsDemo-macOS__ChartsDemo-macOS__Base.lproj__Main.storyboard"

    @Test("every document-3.0 and storyboard row imports without a crash; only the macOS storyboard is refused")
    func everyModernRow() throws {
        let rows = try Corpus.manifest().filter { $0.format == "document-3.0" || $0.format == "storyboard" }
        #expect(rows.count >= 28)
        var imported = 0
        for row in rows {
            do {
                let document = try ImportResult(contentsOf: PackagePaths.corpus(row.file)).document
                #expect(row.file != ModernCorpusTests.macOSStoryboard, "the macOS storyboard was read")
                #expect(document.format == (row.format == "storyboard" ? .storyboard : .xib), "\(row.file)")
                imported += 1
            } catch {
                #expect(row.file == ModernCorpusTests.macOSStoryboard, "\(row.file): \(error)")
                #expect(error.diagnostics.map(\.rule) == [.unsupportedDocument])
                #expect(error.diagnostics.first?.rendered.contains("\n") == false)
            }
        }
        #expect(imported == rows.count - 1)
    }

    @Test("every view element of every modern file appears exactly once in the model")
    func everyViewElementOnce() throws {
        let rows = try Corpus.manifest().filter { ($0.format == "document-3.0" || $0.format == "storyboard") && $0.file != ModernCorpusTests.macOSStoryboard }
        for row in rows {
            let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: PackagePaths.corpus(row.file))))
            let counter = ViewElementCounter()
            parser.delegate = counter
            #expect(parser.parse(), "\(row.file)")
            let document = try ImportResult(contentsOf: PackagePaths.corpus(row.file)).document
            #expect(document.viewCount == counter.count, "\(row.file)")
        }
    }

    /// View counts counted by hand from the XML (every UIKit view element, top-level or nested):
    /// - Swapper Main.storyboard (v3.0): view ggh-eG-9Vp + label, extra view ycK-8S-KOo + label = 4
    /// - ObcProject MainStoryboard.storyboard (v1.1): view 3 + label, view kda-8j-ioq + label = 4
    /// - xamarin PortraitView.xib: view 1, buttons 3 and 4, imageView 5 = 4
    /// - xamarin LandscapeView.xib: view 1, imageView, five buttons = 7
    /// - mumble MUCertificateCreationProgressView.xib: view 1, 2 imageViews, activity indicator, 3 labels = 7
    /// - Swapper LaunchScreen.xib: view iN0-l3-epB + 2 labels = 3
    /// - mumble MainWindow~iPad.xib (iPad type): placeholders and a customObject only = 0
    @Test("view counts counted by hand", arguments: [
        ("zheyuanfu__iOS_develop/Swapper__Swapper__Base.lproj__Main.storyboard", 4),
        ("Overu__ObcProject/Swapper__Swapper__en.lproj__MainStoryboard.storyboard", 4),
        ("xamarin__ios-samples/Rotation__HandlingRotation__Screens__iPhone__Method3SwapViews__PortraitView.xib", 4),
        ("xamarin__ios-samples/Rotation__HandlingRotation__Screens__iPhone__Method3SwapViews__LandscapeView.xib", 7),
        ("mumble-voip__mumble-iphoneos/Source__Classes__MUCertificateCreationProgressView@doc-b493b10.xib", 7),
        ("zheyuanfu__iOS_develop/Swapper__Swapper__Base.lproj__LaunchScreen.xib", 3),
        ("mumble-voip__mumble-iphoneos/Source__Classes__MainWindow~iPad.xib", 0),
    ])
    func handCountedViews(file: String, views: Int) throws {
        let document = try ImportResult(contentsOf: PackagePaths.corpus(file)).document
        #expect(document.viewCount == views)
    }

    @Test("the Swapper storyboard's portrait and landscape views are the scene's two top-level views")
    func swapperPair() throws {
        let document = try ImportResult(contentsOf: PackagePaths.corpus("zheyuanfu__iOS_develop/Swapper__Swapper__Base.lproj__Main.storyboard")).document
        let scene = try #require(document.scenes.first)
        #expect(scene.views.map(\.id) == ["ggh-eG-9Vp", "ycK-8S-KOo"])
        #expect(scene.outlet(named: "view")?.destination == "ggh-eG-9Vp")
        #expect(scene.outlet(named: "portraitView")?.destination == "ggh-eG-9Vp")
        #expect(scene.outlet(named: "landscapeView")?.destination == "ycK-8S-KOo")
        #expect(scene.views[1].frame == Rect(x: 0, y: 0, width: 568, height: 320))
    }

    @Test("storyboard document versions 1.1 and 2.0 are read")
    func olderVersions() throws {
        let v11 = try ImportResult(contentsOf: PackagePaths.corpus("Overu__ObcProject/Swapper__Swapper__en.lproj__MainStoryboard.storyboard")).document
        #expect(v11.version == "1.1")
        #expect(v11.scenes.first?.outlet(named: "portraitVeiw")?.destination == "3")
        let v20 = try ImportResult(contentsOf: PackagePaths.corpus("hendyou__TeachYourSelfiOS/FieldButtonFun__FieldButtonFun__en.lproj__MainStoryboard.storyboard")).document
        #expect(v20.version == "2.0")
        #expect(v20.viewCount > 0)
    }
}
