// The SwiftUI part of the runtime: buttons and text fields built from content values (role
// mapping, secure fields, text-input traits), and the progress-overlay modifier every
// generated overlay factory returns.

import Foundation

// MARK: - SwiftUI

#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

/// The pieces generated SwiftUI modifiers are built from. Texts are shown verbatim: they
/// are already localized by the generated content functions, so they must not be looked
/// up again as `LocalizedStringKey`s.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@_spi(AlertlintGenerated) public enum AlertlintSwiftUI {
    public static func role(_ role: AlertActionContent.Role) -> SwiftUI.ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    /// The action's button; `perform` runs when it is chosen (SwiftUI dismisses the alert).
    @MainActor
    public static func button(_ action: AlertActionContent, perform: @escaping @MainActor () -> Swift.Void) -> SwiftUI.Button<SwiftUI.Text> {
        SwiftUI.Button(action.title, role: role(action.role), action: perform)
    }

    /// A `SecureField` or `TextField` bound to `text`, with the field's placeholder and,
    /// where UIKit's text-input traits exist, its content type, keyboard and
    /// autocapitalization.
    @MainActor @SwiftUI.ViewBuilder
    public static func field(_ field: AlertTextFieldContent, text: SwiftUI.Binding<Swift.String>) -> some SwiftUI.View {
        if field.isSecure {
            inputTraits(SwiftUI.SecureField(field.placeholder ?? "", text: text), field)
        } else {
            inputTraits(SwiftUI.TextField(field.placeholder ?? "", text: text), field)
        }
    }

    @MainActor
    private static func inputTraits<Field: SwiftUI.View>(_ view: Field, _ field: AlertTextFieldContent) -> some SwiftUI.View {
        #if canImport(UIKit) && !os(watchOS)
        // The trait mappings are UIKit's; the UIKit part of this file declares them.
        return view
            .textContentType(field.contentType.map(AlertlintUIKit.contentType))
            .keyboardType(field.keyboard.map(AlertlintUIKit.keyboardType) ?? .default)
            .textInputAutocapitalization(field.autocapitalization.map(autocapitalization))
        #else
        return view
        #endif
    }

    public static func autocapitalization(_ capitalization: AlertTextFieldContent.Autocapitalization) -> SwiftUI.TextInputAutocapitalization {
        switch capitalization {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}

/// A "please wait" overlay over the modified view while `isPresented` is true: a spinner,
/// or a progress bar when the overlay is determinate, the title and message, and a cancel
/// button when the work can be canceled. The view underneath is disabled meanwhile.
/// Generated `…Overlay(isPresented:…)` factories make one; apply it with `.modifier(_:)`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor
public struct AlertlintProgressOverlay: SwiftUI.ViewModifier {
    public let progressContent: ProgressContent
    public let isPresented: SwiftUI.Binding<Swift.Bool>
    /// 0…1, shown when the overlay is determinate; `nil` shows no progress yet.
    public let progress: Swift.Double?
    private let onCancel: (@MainActor () -> Swift.Void)?

    public init(_ progressContent: ProgressContent, isPresented: SwiftUI.Binding<Swift.Bool>, progress: Swift.Double? = nil, onCancel: (@MainActor () -> Swift.Void)? = nil) {
        self.progressContent = progressContent
        self.isPresented = isPresented
        self.progress = progress
        self.onCancel = onCancel
    }

    public func body(content: Self.Content) -> some SwiftUI.View {
        content
            .disabled(isPresented.wrappedValue)
            .overlay {
                if isPresented.wrappedValue {
                    panel
                }
            }
    }

    @SwiftUI.ViewBuilder
    private var panel: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            if progressContent.isDeterminate {
                SwiftUI.ProgressView(value: progress, total: 1.0)
            } else {
                SwiftUI.ProgressView()
            }
            if let title = progressContent.title {
                SwiftUI.Text(verbatim: title).bold()
            }
            if let message = progressContent.message {
                SwiftUI.Text(verbatim: message)
            }
            if let cancelTitle = progressContent.cancelTitle, let onCancel {
                SwiftUI.Button(cancelTitle, role: .cancel, action: onCancel)
            }
        }
        .padding(24)
    }
}
#endif
