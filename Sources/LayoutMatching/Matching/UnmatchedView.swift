import LayoutCore
import LayoutDocuments

extension MatchResult {
    /// A template view that no live view was found for; the views inside it are counted, not listed.
    public struct UnmatchedView: Hashable, Sendable {
        /// The layout the view belongs to.
        package var layoutName: LayoutName
        /// The template view's id.
        package var templateID: ViewID
        /// The reference's path: ancestor classes from the template root, each followed by ` => `, then the view's class.
        package var path: String
        /// The template view (with its subtree) and how reports name it: its class and what
        /// identifies it (a quoted text or title, `tag 3`, ...).
        public package(set) var identity: ViewIdentity
        /// Where the template view is written.
        public package(set) var location: SourceLocation?
        /// Template views inside it that were not matched either.
        package var unmatchedDescendants: Int

        package init(layoutName: LayoutName, templateID: ViewID, path: String, identity: ViewIdentity, location: SourceLocation?, unmatchedDescendants: Int) {
            self.layoutName = layoutName
            self.templateID = templateID
            self.path = path
            self.identity = identity
            self.location = location
            self.unmatchedDescendants = unmatchedDescendants
        }
    }
}
