// The UIKit part of the runtime: building a `UIAlertController` from content, the popover
// source an action sheet demands, and a progress overlay view controller.

import Foundation

// MARK: - UIKit

#if canImport(UIKit)
import UIKit

/// Where an action sheet's popover points on iPad. Generated action-sheet factories
/// require one, so a sheet can never be presented without its anchor (UIKit raises
/// on iPad when it has none).
@MainActor
public enum AlertPopoverSource {
    case view(UIKit.UIView, rect: UIKit.CGRect)
    case barButtonItem(UIKit.UIBarButtonItem)
}

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
        for field in content.textFields {
            controller.addTextField { textField in
                textField.placeholder = field.placeholder
                textField.isSecureTextEntry = field.isSecure
                if let type = field.contentType { textField.textContentType = contentType(type) }
                if let keyboard = field.keyboard { textField.keyboardType = keyboardType(keyboard) }
                if let capitalization = field.autocapitalization {
                    textField.autocapitalizationType = autocapitalizationType(capitalization)
                }
            }
        }
        for action in content.actions {
            let alertAction = UIKit.UIAlertAction(title: action.title, style: style(action.role)) { [weak controller] _ in
                var texts: [Swift.String: Swift.String] = [:]
                for (index, field) in content.textFields.enumerated() {
                    texts[field.id] = controller?.textFields?[index].text ?? ""
                }
                handler(action.id, texts)
            }
            controller.addAction(alertAction)
            if action.isPreferred { controller.preferredAction = alertAction }
        }
        if let popover = controller.popoverPresentationController, let source {
            switch source {
            case .view(let view, let rect):
                popover.sourceView = view
                popover.sourceRect = rect
            case .barButtonItem(let item):
                popover.barButtonItem = item
            }
        }
        return controller
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

/// A modal "please wait" overlay: a spinner or a progress bar, the title and message,
/// and a cancel button when the work can be canceled.
@MainActor
public final class AlertlintProgressViewController: UIKit.UIViewController {
    public let content: ProgressContent
    private let onCancel: (@MainActor () -> Swift.Void)?
    private let progressView = UIKit.UIProgressView(progressViewStyle: .default)

    /// 0…1; shown when the overlay is determinate.
    public var progress: Swift.Float {
        get { progressView.progress }
        set { progressView.progress = newValue }
    }

    public init(content: ProgressContent, onCancel: (@MainActor () -> Swift.Void)?) {
        self.content = content
        self.onCancel = onCancel
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    @available(*, unavailable)
    required init?(coder: Foundation.NSCoder) { fatalError("init(coder:) is not supported") }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIKit.UIColor.black.withAlphaComponent(0.4)
        let stack = UIKit.UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        if content.isDeterminate {
            stack.addArrangedSubview(progressView)
            progressView.widthAnchor.constraint(equalToConstant: 200).isActive = true
        } else {
            let indicator = UIKit.UIActivityIndicatorView(style: .large)
            indicator.startAnimating()
            stack.addArrangedSubview(indicator)
        }
        for (text, font) in [(content.title, UIKit.UIFont.preferredFont(forTextStyle: .headline)), (content.message, UIKit.UIFont.preferredFont(forTextStyle: .body))] {
            guard let text else { continue }
            let label = UIKit.UILabel()
            label.text = text
            label.font = font
            label.numberOfLines = 0
            label.textAlignment = .center
            stack.addArrangedSubview(label)
        }
        if let cancelTitle = content.cancelTitle {
            let button = UIKit.UIButton(type: .system)
            button.setTitle(cancelTitle, for: .normal)
            // A closure action, not a selector: no Objective-C runtime needed.
            button.addAction(UIKit.UIAction { [weak self] _ in self?.onCancel?() }, for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
        view.addSubview(stack)
        UIKit.NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 32),
        ])
    }
}
#endif
