import LayoutCore

extension ViewNode {
    /// Whether a view is installed in a size class: Interface Builder's
    /// `<variation key="heightClass=compact"><mask key="subviews"><exclude reference="ID"/></mask></variation>`,
    /// written on the view's superview and kept here on the view it names.
    ///
    /// A view that is not installed in the size class an environment selects is reported as hidden.
    public struct InstallationVariation: Hashable, Sendable, Encodable {
        /// The trait key as written: `default` for the base size class, else e.g. `heightClass=compact`.
        public package(set) var traits: SizeClassTraits
        /// `include` (installed) or `exclude` (not installed).
        public package(set) var isInstalled: Bool

        /// Whether the view is installed under `traits`.
        package init(traits: SizeClassTraits, isInstalled: Bool) {
            self.traits = traits
            self.isInstalled = isInstalled
        }
    }
}
