import LayoutDocuments

/// What the layout engine needs to know of a view's UIKit class: whether it has an intrinsic
/// size along each axis, where its alignment rectangle is, and whether it shows text.
package struct ViewKind {
    package let hasIntrinsicWidth: Bool
    package let hasIntrinsicHeight: Bool
    /// The frame minus the alignment rectangle (a slider's and a switch's differ).
    package let alignmentInsets: EdgeInsets
    let showsText: Bool

    package init(_ node: ViewNode) {
        let uikitClass = node.viewClass.uikitClass
        let both: Set<String> = [
            "UILabel", "UIButton", "UITextField", "UISwitch", "UIActivityIndicatorView", "UISegmentedControl",
            "UIStepper", "UIPageControl", "UIDatePicker", "UIPickerView",
        ]
        let heightOnly: Set<String> = ["UIProgressView", "UISlider", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar"]
        let imageWithImage = uikitClass == "UIImageView" && node.image != nil
        hasIntrinsicWidth = both.contains(uikitClass) || imageWithImage
        hasIntrinsicHeight = hasIntrinsicWidth || heightOnly.contains(uikitClass)
        switch uikitClass {
        case "UISlider": alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "UISwitch": alignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        default: alignmentInsets = .zero
        }
        showsText = ["UILabel", "UIButton", "UITextField", "UITextView"].contains(uikitClass)
    }
}
