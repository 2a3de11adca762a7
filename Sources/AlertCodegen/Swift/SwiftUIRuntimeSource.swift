/// The SwiftUI part of `AlertlintRuntime.swift`: buttons and text fields built from content
/// values (role mapping, secure fields, text-input traits), and the progress-overlay modifier
/// every generated overlay factory returns.
enum SwiftUIRuntimeSource {
    static func render(access: AccessLevel) -> String {
        template.replacingOccurrences(of: "ACCESS ", with: access.keyword)
    }

    private static let template = #"""

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
        enum AlertlintSwiftUI {
            static func role(_ role: AlertActionContent.Role) -> ButtonRole? {
                switch role {
                case .default: nil
                case .cancel: .cancel
                case .destructive: .destructive
                }
            }

            /// The action's button; `perform` runs when it is chosen (SwiftUI dismisses the alert).
            @MainActor
            static func button(_ action: AlertActionContent, perform: @escaping @MainActor () -> Void) -> Button<Text> {
                Button(action.title, role: role(action.role), action: perform)
            }

            /// A `SecureField` or `TextField` bound to `text`, with the field's placeholder and,
            /// where UIKit's text-input traits exist, its content type, keyboard and
            /// autocapitalization.
            @MainActor @ViewBuilder
            static func field(_ field: AlertTextFieldContent, text: Binding<String>) -> some View {
                if field.isSecure {
                    inputTraits(SecureField(field.placeholder ?? "", text: text), field)
                } else {
                    inputTraits(TextField(field.placeholder ?? "", text: text), field)
                }
            }

            @MainActor
            private static func inputTraits<Field: View>(_ view: Field, _ field: AlertTextFieldContent) -> some View {
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

            static func autocapitalization(_ capitalization: AlertTextFieldContent.Autocapitalization) -> TextInputAutocapitalization {
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
        ACCESS struct AlertlintProgressOverlay: ViewModifier {
            ACCESS let progressContent: ProgressContent
            ACCESS let isPresented: Binding<Bool>
            /// 0…1, shown when the overlay is determinate; `nil` shows no progress yet.
            ACCESS let progress: Double?
            private let onCancel: (@MainActor () -> Void)?

            ACCESS init(_ progressContent: ProgressContent, isPresented: Binding<Bool>, progress: Double? = nil, onCancel: (@MainActor () -> Void)? = nil) {
                self.progressContent = progressContent
                self.isPresented = isPresented
                self.progress = progress
                self.onCancel = onCancel
            }

            ACCESS func body(content: Content) -> some View {
                content
                    .disabled(isPresented.wrappedValue)
                    .overlay {
                        if isPresented.wrappedValue {
                            panel
                        }
                    }
            }

            @ViewBuilder
            private var panel: some View {
                VStack(spacing: 12) {
                    if progressContent.isDeterminate {
                        ProgressView(value: progress, total: 1.0)
                    } else {
                        ProgressView()
                    }
                    if let title = progressContent.title {
                        Text(verbatim: title).bold()
                    }
                    if let message = progressContent.message {
                        Text(verbatim: message)
                    }
                    if let cancelTitle = progressContent.cancelTitle, let onCancel {
                        Button(cancelTitle, role: .cancel, action: onCancel)
                    }
                }
                .padding(24)
            }
        }
        #endif

        """#
}
