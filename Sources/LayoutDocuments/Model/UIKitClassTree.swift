import LayoutCore

/// The part of UIKit's class hierarchy that matching needs: who is kind-of whom.
///
/// A class not listed is taken to be a direct subclass of `UIView`.
package enum UIKitClassTree {
    /// Each known class's superclass; `UIView` is the root.
    package static let superclass: [String: String] = [
        "UIControl": "UIView",
        "UIButton": "UIControl",
        "UISlider": "UIControl",
        "UISwitch": "UIControl",
        "UISegmentedControl": "UIControl",
        "UITextField": "UIControl",
        "UIDatePicker": "UIControl",
        "UIPageControl": "UIControl",
        "UIStepper": "UIControl",
        "UIColorWell": "UIControl",
        "UIScrollView": "UIView",
        "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView",
        "UILabel": "UIView",
        "UIImageView": "UIView",
        "UIProgressView": "UIView",
        "UIActivityIndicatorView": "UIView",
        "UIPickerView": "UIView",
        "UIWebView": "UIView",
        "WKWebView": "UIView",
        "MKMapView": "UIView",
        "UIToolbar": "UIView",
        "UINavigationBar": "UIView",
        "UITabBar": "UIView",
        "UISearchBar": "UIView",
        "UIStackView": "UIView",
        "UIVisualEffectView": "UIView",
        "UITableViewCell": "UIView",
        "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView",
        "UITableViewHeaderFooterView": "UIView",
        "UIWindow": "UIView",
        "GLKView": "UIView",
        "MTKView": "UIView",
        "SCNView": "UIView",
        "SKView": "UIView",
        "ARSCNView": "SCNView",
        "UIView": "UIView",
    ]

    /// Whether `name` is `ancestor` or a descendant of it.
    package static func isClass(_ name: String, kindOf ancestor: String) -> Bool {
        var current = name
        // The tree is shallow; the bound guards against a cycle in a future edit of the table.
        for _ in 0..<16 {
            if current == ancestor { return true }
            if current == "UIView" { return false }
            current = superclass[current] ?? "UIView"
        }
        return false
    }

    /// `["UIView", ..., name]`.
    package static func ancestry(of name: String) -> [String] {
        var chain = [name]
        var current = name
        for _ in 0..<16 where current != "UIView" {
            current = superclass[current] ?? "UIView"
            chain.append(current)
        }
        return chain.reversed()
    }
}
