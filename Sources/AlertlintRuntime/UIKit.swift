// The UIKit part of the runtime: building and presenting a `UIAlertController` from content
// (awaiting the person's choice), the top-most view controller to present from, the popover
// source an action sheet demands, and the progress overlay's view controller. The decisions
// that need no UIKit come first, outside `#if`, so tests run them on Linux.

import Foundation

// MARK: - UIKit

/// The UIKit adapter's decisions that need no UIKit: compiled on every platform, so tests run
/// them on Linux, and used by the UIKit code below.
enum AlertlintUIKitLogic {
    /// Whether the gated actions may be chosen: every required field holds text other than
    /// white space. `texts` are the fields' current texts, in the order of `fields`.
    static func areRequiredFieldsFilled(_ fields: [AlertTextFieldContent], texts: [Swift.String?]) -> Swift.Bool {
        for (index, field) in fields.enumerated() where field.isRequired {
            let text = index < texts.count ? texts[index] ?? "" : ""
            if text.allSatisfy(\.isWhitespace) { return false }
        }
        return true
    }

    /// The actions that stay disabled until the required fields are filled: the preferred
    /// action, or, in an alert without one, every action but cancel. None without required fields.
    static func gatedActionIDs(_ content: AlertContent) -> Swift.Set<Swift.String> {
        guard content.textFields.contains(where: \.isRequired) else { return [] }
        if let preferred = content.preferredAction { return [preferred.id] }
        return Swift.Set(content.actions.filter { $0.role != .cancel }.map(\.id))
    }

    /// The controller to present from, starting at `root`: follow what is presented (unless it
    /// is on its way out), else the visible child of a container (a navigation controller's
    /// top, a tab bar controller's selection), until neither leads further.
    static func topMost<Node: Swift.AnyObject>(
        from root: Node,
        presented: (Node) -> Node?,
        visibleChild: (Node) -> Node?
    ) -> Node {
        var node = root
        var visited: [Swift.ObjectIdentifier] = [Swift.ObjectIdentifier(root)]
        while let next = presented(node) ?? visibleChild(node) {
            // A cycle would be a broken hierarchy; stop rather than loop.
            guard !visited.contains(Swift.ObjectIdentifier(next)) else { break }
            visited.append(Swift.ObjectIdentifier(next))
            node = next
        }
        return node
    }
}

/// A handler that can be taken once: a progress overlay's cancel reports one tap, however
/// many the person makes before the overlay goes away.
struct AlertlintOnce<Handler> {
    private var handler: Handler?

    init(_ handler: Handler?) { self.handler = handler }

    /// The handler the first time; nil after that, and when there was none.
    mutating func take() -> Handler? {
        defer { handler = nil }
        return handler
    }
}

/// Hands over a value at most once: the first `report` wins, later ones are ignored. A
/// reporter with a `fallback` reports it when released unreported, so whoever awaits the
/// value (an alert's continuation) never waits forever, even when UIKit drops the alert
/// without calling any action (a popover dismissed by a tap outside it, a failed presentation).
final class AlertlintReportOnce<Value: Swift.Sendable>: @unchecked Swift.Sendable {
    // @unchecked: `handler` is only read and cleared under `lock`.
    private let lock = Foundation.NSLock()
    private var handler: (@Sendable (Value) -> Swift.Void)?
    private let fallback: Value?

    init(fallback: Value? = nil, _ handler: @escaping @Sendable (Value) -> Swift.Void) {
        self.fallback = fallback
        self.handler = handler
    }

    /// Whether a value was handed over already.
    var hasReported: Swift.Bool {
        lock.lock()
        defer { lock.unlock() }
        return handler == nil
    }

    /// Hands `value` to the handler unless a value was handed over before; true if it was this one.
    @discardableResult
    func report(_ value: Value) -> Swift.Bool {
        lock.lock()
        let handler = self.handler
        self.handler = nil
        lock.unlock()
        guard let handler else { return false }
        handler(value)
        return true
    }

    deinit {
        if let fallback { report(fallback) }
    }
}

/// What became of a presented alert or sheet: the chosen action's id (nil when it went away
/// without one) and each text field's text by field id.
public struct AlertResponse: Swift.Sendable, Swift.Hashable {
    public var actionID: Swift.String?
    public var fieldTexts: [Swift.String: Swift.String]

    public init(actionID: Swift.String?, fieldTexts: [Swift.String: Swift.String] = [:]) {
        self.actionID = actionID
        self.fieldTexts = fieldTexts
    }
}

// UIAlertController does not exist on watchOS, where `canImport(UIKit)` is true too.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Where an action sheet's popover points on iPad. Generated action-sheet factories
/// require one, so a sheet can never be presented without its anchor (UIKit raises
/// on iPad when it has none). tvOS has no popovers and shows a sheet full screen.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
public enum AlertPopoverSource {
    case view(UIKit.UIView, rect: UIKit.CGRect)
    case barButtonItem(UIKit.UIBarButtonItem)
}

/// Finds the view controller to present an alert from.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
public enum AlertlintPresenter {
    /// The top-most view controller of the key window of the active foreground window scene
    /// (or, when none is active, of a foreground one); nil when the app shows no window.
    /// Unavailable in app extensions, which have no `UIApplication.shared`: pass a view
    /// controller there.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    public static func topMostViewController() -> UIKit.UIViewController? {
        let scenes = UIKit.UIApplication.shared.connectedScenes.compactMap { $0 as? UIKit.UIWindowScene }
        let scene = scenes.first { $0.activationState == .foregroundActive }
            ?? scenes.first { $0.activationState == .foregroundInactive }
        guard let scene, let root = (scene.keyWindow ?? scene.windows.first)?.rootViewController else { return nil }
        return topMost(from: root)
    }

    /// The controller on top of `root`: what it presents, and what that presents, through
    /// navigation controllers' top and tab bar controllers' selected controller.
    public static func topMost(from root: UIKit.UIViewController) -> UIKit.UIViewController {
        AlertlintUIKitLogic.topMost(
            from: root,
            presented: { controller in
                guard let presented = controller.presentedViewController, !presented.isBeingDismissed else { return nil }
                return presented
            },
            visibleChild: { controller in
                if let navigation = controller as? UIKit.UINavigationController { return navigation.topViewController }
                if let tabs = controller as? UIKit.UITabBarController { return tabs.selectedViewController }
                return nil
            }
        )
    }
}

@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@_spi(AlertlintGenerated) public enum AlertlintUIKit {
    /// A configured controller; `handler` gets the chosen action's id and the text of each
    /// text field by field id.
    @MainActor
    public static func controller(
        _ content: AlertContent,
        source: AlertPopoverSource?,
        handler: @escaping @MainActor (_ actionID: Swift.String, _ fieldTexts: [Swift.String: Swift.String]) -> Swift.Void
    ) -> UIKit.UIAlertController {
        let controller = UIKit.UIAlertController(
            title: content.title,
            message: content.message,
            preferredStyle: content.style == .alert ? .alert : .actionSheet
        )
        let gatedIDs = AlertlintUIKitLogic.gatedActionIDs(content)
        var alertActions: [UIKit.UIAlertAction] = []
        for action in content.actions {
            let alertAction = UIKit.UIAlertAction(title: action.title, style: style(action.role)) { [weak controller] _ in
                handler(action.id, Self.texts(of: controller, content))
            }
            controller.addAction(alertAction)
            if action.isPreferred { controller.preferredAction = alertAction }
            alertActions.append(alertAction)
        }
        let gatedActions = zip(content.actions, alertActions).filter { gatedIDs.contains($0.0.id) }.map(\.1)
        for field in content.textFields {
            controller.addTextField { textField in
                configure(textField, field)
                guard !gatedActions.isEmpty else { return }
                // Re-decided on every edit: enabled once each required field has text.
                textField.addAction(UIKit.UIAction { [weak controller] _ in
                    let enabled = AlertlintUIKitLogic.areRequiredFieldsFilled(content.textFields, texts: (controller?.textFields ?? []).map(\.text))
                    for action in gatedActions { action.isEnabled = enabled }
                }, for: .editingChanged)
            }
        }
        let initiallyEnabled = AlertlintUIKitLogic.areRequiredFieldsFilled(content.textFields, texts: content.textFields.map(\.text))
        for action in gatedActions { action.isEnabled = initiallyEnabled }
        #if !os(tvOS)
        if let popover = controller.popoverPresentationController, let source {
            switch source {
            case .view(let view, let rect):
                popover.sourceView = view
                popover.sourceRect = rect
            case .barButtonItem(let item):
                popover.barButtonItem = item
            }
        }
        #endif
        return controller
    }

    /// Presents the content from the top of `presenter` and waits for the person's choice.
    /// Returns a response without an action when UIKit dismisses it without one (a popover
    /// tapped away, a presentation that failed) instead of waiting forever.
    @MainActor
    public static func present(_ content: AlertContent, source: AlertPopoverSource?, from presenter: UIKit.UIViewController) async -> AlertResponse {
        await withCheckedContinuation { (continuation: Swift.CheckedContinuation<AlertResponse, Swift.Never>) in
            // The actions' closures keep the reporter alive as long as UIKit keeps the
            // controller; once it lets go unanswered, the reporter resumes with no action.
            let reporter = AlertlintReportOnce(fallback: AlertResponse(actionID: nil)) { continuation.resume(returning: $0) }
            let controller = Self.controller(content, source: source) { actionID, texts in
                reporter.report(AlertResponse(actionID: actionID, fieldTexts: texts))
            }
            AlertlintPresenter.topMost(from: presenter).present(controller, animated: true)
        }
    }

    /// Starts a UIKit transition with `start`, which passes the given completion to UIKit, and
    /// returns when it completes, or when UIKit releases the completion without calling it:
    /// a dropped transition never leaves a flow waiting.
    @MainActor
    static func transition(_ start: (_ completion: @escaping @Sendable () -> Swift.Void) -> Swift.Void) async {
        await withCheckedContinuation { (continuation: Swift.CheckedContinuation<Swift.Void, Swift.Never>) in
            let reporter = AlertlintReportOnce(fallback: ()) { continuation.resume() }
            start { reporter.report(()) }
        }
    }

    @MainActor
    public static func texts(of controller: UIKit.UIAlertController?, _ content: AlertContent) -> [Swift.String: Swift.String] {
        var texts: [Swift.String: Swift.String] = [:]
        let fields = controller?.textFields ?? []
        for (index, field) in content.textFields.enumerated() {
            texts[field.id] = index < fields.count ? fields[index].text ?? "" : ""
        }
        return texts
    }

    @MainActor
    public static func configure(_ textField: UIKit.UITextField, _ field: AlertTextFieldContent) {
        textField.placeholder = field.placeholder
        textField.text = field.text
        textField.isSecureTextEntry = field.isSecure
        if let type = field.contentType { textField.textContentType = contentType(type) }
        if let keyboard = field.keyboard { textField.keyboardType = keyboardType(keyboard) }
        if let capitalization = field.autocapitalization {
            textField.autocapitalizationType = autocapitalizationType(capitalization)
        }
        if field.isCredential {
            textField.autocorrectionType = .no
            textField.spellCheckingType = .no
        }
        if field.isRequired { textField.enablesReturnKeyAutomatically = true }
    }

    public static func style(_ role: AlertActionContent.Role) -> UIKit.UIAlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    public static func contentType(_ type: AlertTextFieldContent.ContentType) -> UIKit.UITextContentType {
        switch type {
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        case .emailAddress: .emailAddress
        case .name: .name
        case .telephoneNumber: .telephoneNumber
        case .url: .URL
        }
    }

    public static func keyboardType(_ keyboard: AlertTextFieldContent.Keyboard) -> UIKit.UIKeyboardType {
        switch keyboard {
        case .default: .default
        case .emailAddress: .emailAddress
        case .numberPad: .numberPad
        case .phonePad: .phonePad
        case .url: .URL
        case .decimalPad: .decimalPad
        case .asciiCapable: .asciiCapable
        }
    }

    public static func autocapitalizationType(_ capitalization: AlertTextFieldContent.Autocapitalization) -> UIKit.UITextAutocapitalizationType {
        switch capitalization {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
    }
}

/// Shows a flow with UIKit: the confirmation and the results as `UIAlertController`s presented
/// on top of a view controller (`AlertlintUIKit.present`, which returns even when UIKit drops
/// an alert), the overlay as an `AlertlintProgressViewController` whose cancel cancels the
/// work. Generated `run<FlowId>(…, from:work:)` functions use it; pass one to
/// `AlertFlow.run(presenter:clock:work:)` to run a flow you built yourself.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
public final class AlertlintUIKitFlowPresenter: AlertFlowPresenter {
    private let viewController: UIKit.UIViewController
    private let source: AlertPopoverSource?
    private var overlay: AlertlintProgressViewController?
    /// Ends once UIKit has finished presenting the overlay (or given up): it cannot be
    /// dismissed while its presentation is under way.
    private var overlayPresentation: Swift.Task<Swift.Void, Swift.Never>?

    /// `viewController` is a view controller of the screen: everything goes on top of what it
    /// presents. `source` is where an action-sheet confirmation points on iPad; a flow whose
    /// confirmation is an action sheet needs one.
    public init(from viewController: UIKit.UIViewController, source: AlertPopoverSource? = nil) {
        self.viewController = viewController
        self.source = source
    }

    public func confirm(_ content: AlertContent) async -> Swift.String {
        // Gone without an action (a popover tapped away) starts nothing.
        await AlertlintUIKit.present(content, source: source, from: viewController).actionID ?? ""
    }

    public func showProgress(_ content: ProgressContent, progress: Foundation.Progress?, onCancel: @escaping @MainActor () -> Swift.Void) {
        let overlay = AlertlintProgressViewController(content: content, observedProgress: progress, onCancel: onCancel)
        let presenter = AlertlintPresenter.topMost(from: viewController)
        self.overlay = overlay
        overlayPresentation = Swift.Task {
            await AlertlintUIKit.transition { done in presenter.present(overlay, animated: true, completion: done) }
        }
    }

    public func hideProgress() async {
        guard let overlay else { return }
        self.overlay = nil
        await overlayPresentation?.value
        overlayPresentation = nil
        // Not on screen: the presentation failed, or something else dismissed it already.
        guard overlay.presentingViewController != nil else { return }
        await AlertlintUIKit.transition { done in overlay.dismiss(animated: true, completion: done) }
    }

    public func showResult(_ content: AlertContent) async {
        _ = await AlertlintUIKit.present(content, source: source, from: viewController)
    }
}

/// A modal "please wait" overlay: a material card over a dimmed backdrop with a spinner or a
/// progress bar, the title and message, and a cancel button when the work can be canceled.
///
/// Present it with `present(_:animated:)`: it covers the screen (`.overFullScreen`) and
/// fades in (`.crossDissolve`). The card stays inside the safe area, follows Dynamic Type
/// and scrolls rather than clips at accessibility sizes. VoiceOver treats it as modal and
/// moves to it when it appears. Bind a determinate overlay to a `Foundation.Progress`
/// (`observedProgress`) or set `progress`; change `content` to update the texts. The cancel
/// button disables itself on the first tap and reports it once.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
public final class AlertlintProgressViewController: UIKit.UIViewController {
    /// The texts shown; setting it updates the title, message and cancel button, and tells
    /// VoiceOver the layout changed.
    public var content: ProgressContent {
        didSet {
            guard isViewLoaded else { return }
            apply(content)
            UIKit.UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
    }
    private var onCancel: AlertlintOnce<@MainActor () -> Swift.Void>
    private let card = UIKit.UIVisualEffectView(effect: UIKit.UIBlurEffect(style: AlertlintProgressViewController.materialStyle))
    private let scrollView = UIKit.UIScrollView()
    private let stack = UIKit.UIStackView()
    private let progressView = UIKit.UIProgressView(progressViewStyle: .default)
    private let activityIndicator = UIKit.UIActivityIndicatorView(style: .large)
    private let titleLabel = UIKit.UILabel()
    private let messageLabel = UIKit.UILabel()
    private let cancelButton = UIKit.UIButton(type: .system)

    /// 0…1; shown when the overlay is determinate. Ignored while `observedProgress` is set.
    public var progress: Swift.Float {
        get { progressView.progress }
        set { progressView.setProgress(newValue, animated: isViewLoaded) }
    }

    /// The work's progress, followed by the bar as it advances (`UIProgressView.observedProgress`).
    public var observedProgress: Foundation.Progress? {
        get { progressView.observedProgress }
        set { progressView.observedProgress = newValue }
    }

    public init(content: ProgressContent, observedProgress: Foundation.Progress? = nil, onCancel: (@MainActor () -> Swift.Void)?) {
        self.content = content
        self.onCancel = AlertlintOnce(onCancel)
        super.init(nibName: nil, bundle: nil)
        progressView.observedProgress = observedProgress
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    @available(*, unavailable)
    required init?(coder: Foundation.NSCoder) { fatalError("init(coder:) is not supported") }

    /// The system material where it exists; tvOS has only the older blur styles.
    private static var materialStyle: UIKit.UIBlurEffect.Style {
        #if os(tvOS)
        return .regular
        #else
        return .systemMaterial
        #endif
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIKit.UIColor.black.withAlphaComponent(0.4)
        // VoiceOver reads only this overlay, not the screen it covers.
        view.accessibilityViewIsModal = true

        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        card.clipsToBounds = true
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        card.contentView.addSubview(scrollView)

        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)

        if content.isDeterminate {
            stack.addArrangedSubview(progressView)
        } else {
            activityIndicator.startAnimating()
            stack.addArrangedSubview(activityIndicator)
        }
        for (label, style) in [(titleLabel, UIKit.UIFont.TextStyle.headline), (messageLabel, UIKit.UIFont.TextStyle.body)] {
            label.font = UIKit.UIFont.preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.textAlignment = .center
            stack.addArrangedSubview(label)
        }
        cancelButton.titleLabel?.font = UIKit.UIFont.preferredFont(forTextStyle: .body)
        cancelButton.titleLabel?.adjustsFontForContentSizeCategory = true
        cancelButton.titleLabel?.numberOfLines = 0
        cancelButton.titleLabel?.textAlignment = .center
        // A closure action, not a selector: no Objective-C runtime needed.
        cancelButton.addAction(UIKit.UIAction { [weak self] _ in self?.cancel() }, for: .touchUpInside)
        stack.addArrangedSubview(cancelButton)
        apply(content)

        let safeArea = view.safeAreaLayoutGuide
        let padding: UIKit.CGFloat = 20
        // The card hugs its content, and never grows past the safe area; beyond that it scrolls.
        let fitContent = scrollView.heightAnchor.constraint(equalTo: stack.heightAnchor, constant: 2 * padding)
        fitContent.priority = .defaultLow
        let preferredWidth = card.widthAnchor.constraint(equalTo: safeArea.widthAnchor, constant: -2 * 32)
        preferredWidth.priority = .defaultHigh
        UIKit.NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
            card.leadingAnchor.constraint(greaterThanOrEqualTo: safeArea.leadingAnchor, constant: padding),
            card.topAnchor.constraint(greaterThanOrEqualTo: safeArea.topAnchor, constant: padding),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 420),
            preferredWidth,
            scrollView.leadingAnchor.constraint(equalTo: card.contentView.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: card.contentView.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: card.contentView.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: card.contentView.bottomAnchor),
            fitContent,
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: padding),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -padding),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: padding),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -padding),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * padding),
        ])
    }

    override public func viewDidAppear(_ animated: Swift.Bool) {
        super.viewDidAppear(animated)
        // A new screen for VoiceOver: it starts reading at the title (or the card).
        UIKit.UIAccessibility.post(notification: .screenChanged, argument: content.title == nil ? card : titleLabel)
    }

    private func apply(_ content: ProgressContent) {
        titleLabel.text = content.title
        titleLabel.isHidden = content.title == nil
        messageLabel.text = content.message
        messageLabel.isHidden = content.message == nil
        cancelButton.setTitle(content.cancelTitle, for: .normal)
        cancelButton.isHidden = content.cancelTitle == nil
        progressView.accessibilityLabel = content.title
    }

    private func cancel() {
        guard let handler = onCancel.take() else { return }
        cancelButton.isEnabled = false
        handler()
    }
}
#endif
