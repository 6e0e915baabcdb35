import LayoutCore
import LayoutDocuments

extension ViewClass {
    /// The classes whose subviews the reference never visits, when matching or applying: their
    /// subviews at run time are UIKit's private parts (a slider's thumb, a text field's editor).
    package static let referenceNoDescendClasses = [
        "UISlider", "UISwitch", "UITextField", "UIWebView", "UITableView",
        "UIPickerView", "UIDatePicker", "UITextView", "UIProgressView", "UISegmentedControl",
    ]

    /// Whether the reference descends into this view's subviews (false for views
    /// kind-of any of ``referenceNoDescendClasses``).
    package var referenceDescendsIntoSubviews: Bool {
        !ViewClass.referenceNoDescendClasses.contains { isKind(of: $0) }
    }
}
