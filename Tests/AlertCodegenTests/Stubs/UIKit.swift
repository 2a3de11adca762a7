// UIKit API stubs for type-checking generated code on Linux.
//
// What this is: a module source that the test harness (Support/AppleTypeCheck.swift) compiles
// as a module named `UIKit`, so the real `swiftc` can check generated UIKit adapter code on a
// machine without Apple's SDK. It is never linked into anything and no body here ever runs:
// bodies are `fatalError()` or trivial defaults. Only the declarations matter.
//
// Where the signatures come from: Apple's developer documentation, the Swift declaration shown
// on each page (https://developer.apple.com/documentation/uikit/...). The page for each type
// is linked above its declaration. Labels, optionality, implicitly-unwrapped optionals,
// default arguments and `@MainActor` follow those pages (SDK 26/27 era docs).
//
// Deliberate differences from the real SDK, each because Linux has no Objective-C runtime:
// - `@objc`, `dynamic`, `@NSCopying`, selectors and target/action APIs are left out; the
//   closure-based equivalents (UIAction, `addAction(_:for:)`, `primaryAction:`) are included.
// - Objective-C protocol conformances (NSCoding, UIAppearance, ...) are left out except where
//   generated code could rely on them (UIPopoverPresentationControllerSourceItem).
// - `@available` is omitted. Availability (iOS version) is noted in comments where it is
//   above iOS 13: `preferredAction` iOS 9, UIAction iOS 13, `addAction(_:for:)` and the
//   `primaryAction:` initializers iOS 14, `sourceItem` iOS 16, `barButtonItem` deprecated
//   in favour of `sourceItem` in the iOS 27 SDK docs.
// - Signatures marked "UNCONFIRMED" were written from knowledge of the SDK without a page
//   read while writing this file; everything else was checked against the linked page.
//   The additions for the async presenter and the progress overlay (issue 11) were checked
//   against the pages of UIBlurEffect.Style and init(style:), UIVisualEffectView's
//   init(effect:) and contentView, UIWindowScene.keyWindow, UIWindow.isKeyWindow,
//   UIScene.ActivationState, UIApplication.connectedScenes, UIAccessibility.post and
//   .screenChanged (found with the `search` tool); the rest of them are marked UNCONFIRMED.

@_exported import Foundation

// MARK: - Base classes

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }
    open var next: UIResponder? { fatalError() }
    open func becomeFirstResponder() -> Bool { fatalError() }
    open func resignFirstResponder() -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
/// `protocol UIPopoverPresentationControllerSourceItem : NSObjectProtocol` (iOS 16). The iOS 17
/// requirement `frame(in:)` is left out: UIKit's conformers are main-actor classes and the
/// stub has no way to express the Objective-C isolation of that requirement.
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

// MARK: - Colors and fonts

/// https://developer.apple.com/documentation/uikit/uicolor
/// `class UIColor` (not main-actor isolated; Sendable in the SDK).
open class UIColor: NSObject, @unchecked Sendable {
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init?(named name: String) { super.init() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    open class var black: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    /// iOS 13.
    open class var systemBackground: UIColor { fatalError() }
    /// iOS 13.
    open class var secondarySystemBackground: UIColor { fatalError() }
    /// iOS 13.
    open class var label: UIColor { fatalError() }
    /// iOS 13.
    open class var secondaryLabel: UIColor { fatalError() }
    /// iOS 13.
    open class var systemRed: UIColor { fatalError() }
    /// iOS 13.
    open class var systemGray: UIColor { fatalError() }
    open class var tintColor: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uifont
/// UNCONFIRMED: `class UIFont` (Sendable in the SDK), `preferredFont(forTextStyle:)`,
/// `systemFont(ofSize:)`, `UIFont.TextStyle` constants.
open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiimage
/// Only what a bar button item or an action may be given. UNCONFIRMED: `init?(systemName:)`.
open class UIImage: NSObject, @unchecked Sendable {
    public init?(systemName name: String) { super.init() }
    public init?(named name: String) { super.init() }
}

// MARK: - Auto Layout

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// `@MainActor class NSLayoutConstraint`; `class func activate(_ constraints: [NSLayoutConstraint])`.
@MainActor open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    open var isActive: Bool = false
    open var constant: CGFloat = 0
    open var priority: UILayoutPriority = .required
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
/// UNCONFIRMED: struct with `init(_ rawValue: Float)` and the named priorities.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(rawValue: 1000)
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    public static let defaultLow = UILayoutPriority(rawValue: 250)
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
/// `@MainActor class NSLayoutAnchor<AnchorType> where AnchorType : AnyObject`.
@MainActor open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
}

// MARK: - Layers (QuartzCore, which UIKit re-exports)

/// https://developer.apple.com/documentation/quartzcore/calayercornercurve (iOS 13)
/// UNCONFIRMED: a typed string with `circular` and `continuous`.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// https://developer.apple.com/documentation/quartzcore/calayer
/// UNCONFIRMED. Only what generated code sets. Not main-actor isolated in the SDK; a view's layer is
/// reached through the main-actor `UIView.layer`.
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornercurve (iOS 13)
    open var cornerCurve: CALayerCornerCurve = .circular
}

// MARK: - Views

/// https://developer.apple.com/documentation/uikit/uiview
/// `@MainActor class UIView : UIResponder`.
@MainActor open class UIView: UIResponder, UIPopoverPresentationControllerSourceItem {
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    /// Objective-C `-init` calls `initWithFrame:` with `CGRectZero`; Swift code writes `UIView()`.
    public convenience override init() { self.init(frame: .zero) }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var backgroundColor: UIColor? = nil
    open var isHidden: Bool = false
    open var alpha: CGFloat = 1
    open var isOpaque: Bool = true
    open var tintColor: UIColor! = nil
    open var isUserInteractionEnabled: Bool = true
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var accessibilityLabel: String? = nil
    open var accessibilityIdentifier: String? = nil
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    /// (declared on NSObject by the UIAccessibility informal protocol; here on UIView, the only
    /// place generated code sets it). UNCONFIRMED.
    open var accessibilityViewIsModal: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/layer (UNCONFIRMED)
    open var layer: CALayer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds (UNCONFIRMED)
    open var clipsToBounds: Bool = false
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}

    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
/// In the SDK this comes from UIKit (NSText.h), not Foundation.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    open var text: String? = nil
    open var font: UIFont! = nil
    open var textColor: UIColor! = nil
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var adjustsFontForContentSizeCategory: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }
    /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }
    public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: UIStackView.Distribution = .fill
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    /// `.medium` and `.large` are iOS 13; the older white/gray styles are deprecated and left out.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    open var style: UIActivityIndicatorView.Style = .medium
    open var hidesWhenStopped: Bool = true
    open var color: UIColor! = nil
    open func startAnimating() {}
    open func stopAnimating() {}
    open var isAnimating: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiprogressview
@MainActor open class UIProgressView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiprogressview/style
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    public convenience init(progressViewStyle style: UIProgressView.Style) { self.init(frame: .zero) }
    open var progressViewStyle: UIProgressView.Style = .default
    open var progress: Float = 0
    open var progressTintColor: UIColor? = nil
    open var trackTintColor: UIColor? = nil
    open var observedProgress: Progress? = nil
    open func setProgress(_ progress: Float, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uivisualeffect
/// `@MainActor class UIVisualEffect : NSObject`.
@MainActor open class UIVisualEffect: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiblureffect
@MainActor open class UIBlurEffect: UIVisualEffect {
    /// https://developer.apple.com/documentation/uikit/uiblureffect/style
    /// The system materials are iOS 13 and `API_UNAVAILABLE(tvos, watchos)` (UIBlurEffect.h);
    /// `regular` and `prominent` are iOS 10 / tvOS 10. Raw values UNCONFIRMED (from a public
    /// copy of the header, not Apple's page).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
    }
    /// https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)
    public convenience init(style: UIBlurEffect.Style) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uivisualeffectview
/// `@MainActor class UIVisualEffectView : UIView`; subviews go into `contentView`.
@MainActor open class UIVisualEffectView: UIView {
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
    public init(effect: UIVisualEffect?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
    open var contentView: UIView { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/effect
    open var effect: UIVisualEffect? = nil
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
/// UNCONFIRMED: `contentLayoutGuide` and `frameLayoutGuide` (iOS 11) are `UILayoutGuide`s.
@MainActor open class UIScrollView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
    open var alwaysBounceVertical: Bool = false
}

// MARK: - Accessibility

/// https://developer.apple.com/documentation/uikit/uiaccessibility
/// The namespace of UIAccessibility's functions and constants in Swift.
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    /// UNCONFIRMED: a struct wrapping `UIAccessibilityNotifications` (a UInt32 in the SDK).
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        /// `nonisolated static let screenChanged: UIAccessibility.Notification`.
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    /// `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`.
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

// MARK: - Controls

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }
    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) (iOS 14)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        /// iOS 15.
        case plain = 6
        /// iOS 13.
        case close = 7
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:) (iOS 14)
    @preconcurrency public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { fatalError() }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open var titleLabel: UILabel? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitextcontenttype
/// `struct UITextContentType` — a typed string with static constants (iOS 10+; `username`,
/// `password` iOS 11; `newPassword`, `oneTimeCode` iOS 12).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
    /// Deprecated alias of `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// https://developer.apple.com/documentation/uikit/uitextspellcheckingtype (iOS 5; UNCONFIRMED)
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// https://developer.apple.com/documentation/uikit/uitextfield
/// The text-input traits come from `UITextInputTraits`; on a UITextField they are plain
/// properties (`textContentType: UITextContentType!`, documented as
/// https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype).
@MainActor open class UITextField: UIControl {
    /// https://developer.apple.com/documentation/uikit/uitextfield/viewmode
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }
    open var text: String? = nil
    open var placeholder: String? = nil
    open var font: UIFont? = nil
    open var textColor: UIColor? = nil
    open var textAlignment: NSTextAlignment = .natural
    open var clearButtonMode: UITextField.ViewMode = .never
    open var isSecureTextEntry: Bool = false
    open var textContentType: UITextContentType! = nil
    open var keyboardType: UIKeyboardType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/spellcheckingtype (UNCONFIRMED)
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically: Bool = false
}

// MARK: - Bar items

/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor open class UIBarItem: NSObject {
    open var title: String? = nil
    open var image: UIImage? = nil
    open var isEnabled: Bool = true
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
/// Only the closure-based initializers (iOS 14): target/action needs Objective-C selectors.
@MainActor open class UIBarButtonItem: UIBarItem, UIPopoverPresentationControllerSourceItem {
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo
        /// iOS 13.
        case close = 24
    }
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
    open var primaryAction: UIAction? = nil
    open var menu: UIMenu? = nil
}

// MARK: - Actions and menus

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
    open var title: String { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// `typealias UIActionHandler = (UIAction) -> Void`.
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction (iOS 13)
@MainActor open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @preconcurrency public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { self.init() }
    open var identifier: UIAction.Identifier { fatalError() }
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
}

/// https://developer.apple.com/documentation/uikit/uimenu (iOS 13)
/// UNCONFIRMED: `convenience init(title: String = "", image: UIImage? = nil,
/// identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = [])`
/// (the `subtitle:` and `preferredElementSize:` variants are left out).
@MainActor open class UIMenu: UIMenuElement {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Options: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = []) { self.init() }
    open var children: [UIMenuElement] { fatalError() }
}

// MARK: - View controllers and presentation

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case blurOverFullScreen = 8
    case none = -1
    /// iOS 13.
    case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// `@MainActor class UIViewController : UIResponder`.
@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    /// Objective-C `-init` (inherited from NSObject) calls `initWithNibName:bundle:` with nils;
    /// Swift code writes `UIViewController()` or `MySubclass()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! = nil
    open var viewIfLoaded: UIView? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open var title: String? = nil
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed (UNCONFIRMED)
    open var isBeingDismissed: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    open var isBeingPresented: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// iOS 13.
    open var isModalInPresentation: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// UNCONFIRMED: `topViewController` and `visibleViewController` are `UIViewController?`.
@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
    open var topViewController: UIViewController? { fatalError() }
    open var visibleViewController: UIViewController? { fatalError() }
    open var viewControllers: [UIViewController] = []
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
/// UNCONFIRMED: `selectedViewController: UIViewController?` (settable).
@MainActor open class UITabBarController: UIViewController {
    open var selectedViewController: UIViewController? = nil
    open var viewControllers: [UIViewController]? = nil
}

// MARK: - Application, scenes and windows

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller (UNCONFIRMED)
    open var rootViewController: UIViewController? = nil
    /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open var isKeyWindow: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene (iOS 13)
    open weak var windowScene: UIWindowScene? = nil
}

/// https://developer.apple.com/documentation/uikit/uiscene
/// `@MainActor class UIScene : UIResponder` (iOS 13, tvOS 13).
@MainActor open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    /// Raw values as UIScene.h / UISceneActivationState.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
    open var activationState: UIScene.ActivationState { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene: UIScene {
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows (UNCONFIRMED)
    open var windows: [UIWindow] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    /// `var keyWindow: UIWindow? { get }` — iOS 15, tvOS 15, Mac Catalyst 15, visionOS 1.
    open var keyWindow: UIWindow? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    /// UNCONFIRMED: `class var shared: UIApplication { get }`; unavailable in app extensions
    /// (`NS_EXTENSION_UNAVAILABLE_IOS`), which the stub cannot express.
    open class var shared: UIApplication { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    /// `var connectedScenes: Set<UIScene> { get }` (iOS 13, tvOS 13).
    open var connectedScenes: Set<UIScene> { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiapplication/applicationiconbadgenumber
    /// iOS 2.0–17.0 (deprecated in iOS 17: `UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)`);
    /// the notification runtime's iOS 15 badge fallback.
    open var applicationIconBadgeNumber: Int { get { fatalError() } set {} }
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor open class UIPresentationController: NSObject {
    open var presentedViewController: UIViewController { fatalError() }
    open var presentingViewController: UIViewController { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
/// `@MainActor class UIPopoverPresentationController`.
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    open var sourceView: UIView? = nil
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
    open var sourceRect: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
    /// (deprecated in the iOS 27 SDK docs in favour of `sourceItem`).
    open var barButtonItem: UIBarButtonItem? = nil
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem (iOS 16)
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? = nil
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var arrowDirection: UIPopoverArrowDirection { fatalError() }
    /// iOS 9.
    open var canOverlapSourceViewRect: Bool = false
}

// MARK: - Alerts

/// https://developer.apple.com/documentation/uikit/uialertaction
/// `@MainActor class UIAlertAction`.
@MainActor open class UIAlertAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }
    open var title: String? { fatalError() }
    open var style: UIAlertAction.Style { fatalError() }
    open var isEnabled: Bool = true
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
/// `@MainActor class UIAlertController : UIViewController`.
@MainActor open class UIAlertController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init(nibName: nil, bundle: nil) }
    open var message: String? = nil
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
    open var preferredStyle: UIAlertController.Style { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) {}
    open var actions: [UIAlertAction] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction (iOS 9)
    open var preferredAction: UIAlertAction? = nil
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/textfields
    open var textFields: [UITextField]? { fatalError() }
}


// MARK: - Feedback generators
// Checked against the pages of UIFeedbackGenerator, UINotificationFeedbackGenerator and
// notificationOccurred(_:), UIImpactFeedbackGenerator's init(style:), FeedbackStyle,
// impactOccurred() and impactOccurred(intensity:) (found with the `search` tool). Availability:
// iOS 10 and Mac Catalyst 13.1 only (not tvOS, watchOS, visionOS or macOS);
// `impactOccurred(intensity:)` iOS 13; the `.soft` and `.rigid` styles iOS 13 (UNCONFIRMED: the
// style pages were not read, only the FeedbackStyle page listing them). The iOS 17.5
// initializers and methods taking a view or a location are left out: generated code must not
// need them at the iOS 15 floor. The docs mark `init(style:)` deprecated from iOS 27, which
// warns only at a deployment target of 27 or later.

/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
/// `@MainActor class UIFeedbackGenerator` (an NSObject subclass; its UIInteraction conformance,
/// iOS 17.5, is left out).
@MainActor open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    open func prepare() {}
}

/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
    /// `enum FeedbackType: Int` with `success`, `warning`, `error` (Sendable: UNCONFIRMED, as
    /// every imported NS_ENUM is).
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    public override init() { super.init() }
    /// `func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)`
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}

/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    /// `enum FeedbackStyle` (raw values from the header: light 0, medium 1, heavy 2, soft 3,
    /// rigid 4; `Int` raw type and Sendable UNCONFIRMED).
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// `init(style: UIImpactFeedbackGenerator.FeedbackStyle)`
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { super.init() }
    /// `init()` inherited from NSObject gives a medium impact (UNCONFIRMED).
    public override init() { super.init() }
    /// `func impactOccurred()`
    open func impactOccurred() {}
    /// `func impactOccurred(intensity: CGFloat)`, iOS 13.
    open func impactOccurred(intensity: CGFloat) {}
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
/// `@MainActor class UISelectionFeedbackGenerator` (UNCONFIRMED: the page was not read; the
/// declaration follows its siblings').
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() { super.init() }
    /// `func selectionChanged()` (UNCONFIRMED)
    open func selectionChanged() {}
}
