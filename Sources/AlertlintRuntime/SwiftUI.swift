// The SwiftUI part of the runtime: which localization a SwiftUI view shows and the progress
// overlay's cancel-once state (platform-neutral, so tests run them on Linux); then, behind
// `#if canImport(SwiftUI)`, buttons and text fields built from content values (role mapping,
// the preferred action's Return shortcut, secure fields, text-input traits) and the
// progress-overlay modifier every generated overlay returns.

import Foundation

// MARK: - SwiftUI

/// Which localization a generated SwiftUI view shows its texts in.
@_spi(AlertlintGenerated) public enum AlertlintSwiftUILocalization {
    /// `explicit` when the call names a localization. Otherwise `base` in the environment's
    /// `locale`, which then picks the translation, the plural variants and the number format
    /// — unless that locale is the app's own (`Locale.current`, what SwiftUI's environment
    /// holds unless a view sets `.environment(\.locale, …)`): then the person's preferred
    /// languages decide, as they do for `Text("key")`.
    public static func resolve(
        _ explicit: AlertLocalization?,
        base: AlertLocalization,
        locale: Foundation.Locale,
        current: Foundation.Locale = Foundation.Locale.current
    ) -> AlertLocalization {
        if let explicit { return explicit }
        guard locale.identifier != current.identifier else { return base }
        return AlertLocalization(bundle: base.bundle, language: base.language, locale: locale)
    }
}

/// A progress overlay's cancel request: only the first `cancel()` reports, so a second
/// tap before the overlay goes away does not cancel the work twice.
struct AlertlintCancelOnce: Swift.Sendable, Swift.Hashable {
    /// Whether the cancel button was chosen; it is disabled from then on.
    private(set) var isCanceled = false

    /// Marks the request canceled; true the first time only.
    mutating func cancel() -> Swift.Bool {
        guard !isCanceled else { return false }
        isCanceled = true
        return true
    }
}

#if canImport(SwiftUI)
import SwiftUI
#if canImport(Accessibility)
import Accessibility
#endif
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

extension Swift.Optional {
    /// Whether a value is presented; setting it to false clears the value. Generated
    /// `item:` modifiers read `$item.alertlintIsPresented` as the alert's `isPresented`, so
    /// SwiftUI's dismissal clears the item.
    @_spi(AlertlintGenerated) public var alertlintIsPresented: Swift.Bool {
        get { self != nil }
        set { if !newValue { self = nil } }
    }
}

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
    /// The preferred action answers Return (`.keyboardShortcut(.defaultAction)`), which is
    /// also how SwiftUI marks an alert's preferred button.
    @MainActor @SwiftUI.ViewBuilder
    public static func button(_ action: AlertActionContent, perform: @escaping @MainActor () -> Swift.Void) -> some SwiftUI.View {
        if action.isPreferred {
            preferred(SwiftUI.Button(action.title, role: role(action.role), action: perform))
        } else {
            SwiftUI.Button(action.title, role: role(action.role), action: perform)
        }
    }

    /// Keyboard shortcuts exist on iOS, iPadOS, Mac Catalyst, macOS and visionOS, not on
    /// tvOS and watchOS.
    @MainActor
    private static func preferred(_ button: SwiftUI.Button<SwiftUI.Text>) -> some SwiftUI.View {
        #if os(tvOS) || os(watchOS)
        return button
        #else
        return button.keyboardShortcut(.defaultAction)
        #endif
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

    /// Tells VoiceOver that a view covering most of the screen appeared, so it moves
    /// into it: `AccessibilityNotification.ScreenChanged` from iOS 17, UIKit's
    /// `.screenChanged` before.
    @MainActor
    static func announceScreenChange() {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            // The type is the Accessibility framework's; the test stubs declare it in SwiftUI.
            #if canImport(Accessibility)
            Accessibility.AccessibilityNotification.ScreenChanged(nil).post()
            #else
            SwiftUI.AccessibilityNotification.ScreenChanged(nil).post()
            #endif
        } else {
            #if canImport(UIKit) && !os(watchOS)
            UIKit.UIAccessibility.post(notification: .screenChanged, argument: nil)
            #endif
        }
    }
}

/// A "please wait" card over the modified view while `isPresented` is true: a spinner,
/// or a progress bar when the overlay is determinate (bound to a `Foundation.Progress`
/// or a fraction), the title and message, and a cancel button when the work can be
/// canceled. The card sits on a material over a dimmed backdrop, inside the safe area;
/// it fades in and out; it is modal for VoiceOver, which is told the screen changed;
/// at accessibility text sizes it scrolls rather than clips. The view underneath is
/// disabled and hidden from VoiceOver meanwhile.
///
/// The texts are resolved while the overlay shows, in the environment's locale unless a
/// localization is given; pass new parameters (or a new `ProgressContent`) to update
/// them. Generated `….…Overlay(isPresented:…)` modifiers make one.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor
public struct AlertlintProgressOverlay: SwiftUI.ViewModifier {
    private let isPresented: SwiftUI.Binding<Swift.Bool>
    private let fraction: Swift.Double?
    private let progress: Foundation.Progress?
    private let localization: AlertLocalization?
    private let base: AlertLocalization
    private let makeContent: (AlertLocalization) -> ProgressContent
    private let onCancel: (@MainActor () -> Swift.Void)?
    @SwiftUI.Environment(\.locale) private var locale

    /// Shows `progressContent` as it is; `progress` (0…1) fills the bar when the overlay
    /// is determinate, and `nil` shows a bar with no progress yet.
    public init(_ progressContent: ProgressContent, isPresented: SwiftUI.Binding<Swift.Bool>, progress: Swift.Double? = nil, onCancel: (@MainActor () -> Swift.Void)? = nil) {
        self.init(isPresented: isPresented, fraction: progress, progress: nil, localization: nil, base: AlertLocalization(bundle: .main), onCancel: onCancel) { _ in progressContent }
    }

    /// Shows `progressContent` with a bar that follows `progress.fractionCompleted`;
    /// canceling also cancels `progress`.
    public init(_ progressContent: ProgressContent, isPresented: SwiftUI.Binding<Swift.Bool>, progress: Foundation.Progress, onCancel: (@MainActor () -> Swift.Void)? = nil) {
        self.init(isPresented: isPresented, fraction: nil, progress: progress, localization: nil, base: AlertLocalization(bundle: .main), onCancel: onCancel) { _ in progressContent }
    }

    /// What generated overlays call: the content is made from the localization only while
    /// the overlay shows.
    @_spi(AlertlintGenerated) public init(
        isPresented: SwiftUI.Binding<Swift.Bool>,
        fraction: Swift.Double?,
        progress: Foundation.Progress?,
        localization: AlertLocalization?,
        base: AlertLocalization,
        onCancel: (@MainActor () -> Swift.Void)?,
        content: @escaping (AlertLocalization) -> ProgressContent
    ) {
        self.isPresented = isPresented
        self.fraction = fraction
        self.progress = progress
        self.localization = localization
        self.base = base
        self.onCancel = onCancel
        self.makeContent = content
    }

    public func body(content: Self.Content) -> some SwiftUI.View {
        let presented = isPresented.wrappedValue
        return content
            .disabled(presented)
            .accessibilityHidden(presented)
            .overlay {
                if presented {
                    Card(
                        content: makeContent(AlertlintSwiftUILocalization.resolve(localization, base: base, locale: locale)),
                        fraction: fraction,
                        progress: progress,
                        onCancel: onCancel
                    )
                    .transition(.opacity)
                }
            }
            .animation(.easeInOut(duration: 0.2), value: presented)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AlertlintProgressOverlay {
    /// The overlay's dimmed backdrop and card. A new card appears with each presentation, so
    /// its cancel state starts fresh.
    @MainActor
    struct Card: SwiftUI.View {
        let content: ProgressContent
        let fraction: Swift.Double?
        let progress: Foundation.Progress?
        let onCancel: (@MainActor () -> Swift.Void)?
        @SwiftUI.State private var cancellation = AlertlintCancelOnce()
        @SwiftUI.Environment(\.dynamicTypeSize) private var dynamicTypeSize

        var body: some SwiftUI.View {
            SwiftUI.ZStack {
                SwiftUI.Color.black.opacity(0.4)
                    .ignoresSafeArea()
                    .accessibilityHidden(true)
                if dynamicTypeSize.isAccessibilitySize {
                    SwiftUI.ScrollView { card.padding(16) }
                } else {
                    card.padding(24)
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
            .onAppear { AlertlintSwiftUI.announceScreenChange() }
        }

        private var card: some SwiftUI.View {
            Self.cardBackground(
                SwiftUI.VStack(spacing: 16) {
                    indicator
                    if let title = content.title {
                        SwiftUI.Text(verbatim: title)
                            .font(.headline)
                            .multilineTextAlignment(.center)
                            .fixedSize(horizontal: false, vertical: true)
                            .accessibilityAddTraits(.isHeader)
                    }
                    if let message = content.message {
                        SwiftUI.Text(verbatim: message)
                            .font(.subheadline)
                            .multilineTextAlignment(.center)
                            .fixedSize(horizontal: false, vertical: true)
                    }
                    if let cancelTitle = content.cancelTitle, onCancel != nil || progress != nil {
                        SwiftUI.Button(cancelTitle, role: .cancel, action: cancel)
                            .disabled(cancellation.isCanceled)
                    }
                }
                .padding(24)
                .frame(maxWidth: 360)
            )
        }

        @SwiftUI.ViewBuilder
        private var indicator: some SwiftUI.View {
            if !content.isDeterminate {
                SwiftUI.ProgressView()
            } else if let progress {
                // Observes `fractionCompleted` itself.
                SwiftUI.ProgressView(progress)
            } else {
                SwiftUI.ProgressView(value: fraction, total: 1.0)
            }
        }

        private func cancel() {
            guard cancellation.cancel() else { return }
            if let progress, progress.isCancellable { progress.cancel() }
            onCancel?()
        }

        /// A material card; watchOS has materials from watchOS 10 only, and gets an opaque one.
        private static func cardBackground<Card: SwiftUI.View>(_ card: Card) -> some SwiftUI.View {
            #if os(watchOS)
            return card.background(SwiftUI.Color.black, in: SwiftUI.RoundedRectangle(cornerRadius: 16, style: .continuous))
            #else
            return card.background(.regularMaterial, in: SwiftUI.RoundedRectangle(cornerRadius: 16, style: .continuous))
            #endif
        }
    }
}
#endif
