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
// `ObservableObject` and `Published` are Combine's; SwiftUI re-exports them, named here by
// their own module.
import Combine
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

/// Runs flows in SwiftUI: keep one in the view (`@StateObject private var signOut =
/// AlertlintFlowRunner()`), show it with `.alertlintFlow(signOut)`, and run a flow on it from
/// an action (`let outcome = await Account.runSignOut(account: name, on: signOut) { … }`, or
/// `run(_:work:)` with an `AlertFlow`). The view shows the confirmation as an alert or a
/// confirmation dialog, the overlay (`AlertlintProgressOverlay`), and the result alert; the
/// run returns when the result alert is gone.
///
/// One flow at a time: a run started while another is going ends at once as `cancelled`,
/// showing nothing. The view with `.alertlintFlow(_:)` must stay on screen while a flow runs:
/// its alerts are what the run waits for.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor
public final class AlertlintFlowRunner: Combine.ObservableObject {
    /// The confirmation or result alert showing, and what reports the person's choice.
    @Combine.Published private(set) var alert: AlertContent?
    /// The overlay showing, the progress its bar follows, and its cancel.
    @Combine.Published private(set) var overlay: ProgressContent?
    private(set) var overlayProgress: Foundation.Progress?
    private var overlayCancel: (@MainActor () -> Swift.Void)?
    private var choice: AlertlintReportOnce<Swift.String>?
    /// The locale of the view that shows the runner, for flows run without a localization.
    var locale: Foundation.Locale = .current
    /// Whether a flow is running.
    @Combine.Published public private(set) var isRunning = false

    public init() {}

    /// Runs `flow` on the view that shows this runner; see `AlertFlow.run(presenter:clock:work:)`.
    public func run(_ flow: AlertFlow, work: @escaping @Sendable () async throws -> Swift.Void) async -> AlertFlowOutcome {
        guard start() else { return .cancelled }
        defer { isRunning = false }
        return await flow.run(presenter: Presenter(runner: self), work: work)
    }

    /// Runs `flow`, handing `work` the `Foundation.Progress` a determinate overlay's bar follows.
    public func run(_ flow: AlertFlow, work: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void) async -> AlertFlowOutcome {
        guard start() else { return .cancelled }
        defer { isRunning = false }
        return await flow.run(presenter: Presenter(runner: self), work: work)
    }

    /// What generated `run<FlowId>(…, on:)` functions call: the flow is made in `localization`,
    /// or, without one, in `base` in the showing view's locale.
    @_spi(AlertlintGenerated) public func run(
        localization: AlertLocalization?,
        base: AlertLocalization,
        flow: (AlertLocalization) -> AlertFlow,
        work: @escaping @Sendable () async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        await run(flow(AlertlintSwiftUILocalization.resolve(localization, base: base, locale: locale)), work: work)
    }

    @_spi(AlertlintGenerated) public func run(
        localization: AlertLocalization?,
        base: AlertLocalization,
        flow: (AlertLocalization) -> AlertFlow,
        work: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        await run(flow(AlertlintSwiftUILocalization.resolve(localization, base: base, locale: locale)), work: work)
    }

    private func start() -> Swift.Bool {
        guard !isRunning else { return false }
        isRunning = true
        return true
    }

    /// Whether the alert showing is an alert (as opposed to a confirmation dialog); setting it
    /// to false is SwiftUI dismissing it.
    var isAlertPresented: Swift.Bool {
        get { alert.map { $0.style == .alert } ?? false }
        set { if !newValue { dismissed() } }
    }

    /// Whether the alert showing is an action sheet, shown as a confirmation dialog.
    var isDialogPresented: Swift.Bool {
        get { alert.map { $0.style == .actionSheet } ?? false }
        set { if !newValue { dismissed() } }
    }

    var isOverlayPresented: Swift.Bool {
        get { overlay != nil }
        set {}
    }

    /// The person chose the action `id`.
    func choose(_ id: Swift.String) {
        alert = nil
        choice?.report(id)
    }

    /// SwiftUI took the alert away. When that is because an action was chosen, the action may
    /// run after this, so the "no action" answer waits a turn and loses to it.
    private func dismissed() {
        let choice = self.choice
        alert = nil
        Swift.Task { choice?.report("") }
    }

    func cancelOverlay() { overlayCancel?() }

    /// Shows `content` and waits for the chosen action's id ("" when none was chosen).
    private func ask(_ content: AlertContent) async -> Swift.String {
        await withCheckedContinuation { (continuation: Swift.CheckedContinuation<Swift.String, Swift.Never>) in
            choice = AlertlintReportOnce { continuation.resume(returning: $0) }
            alert = content
        }
    }

    /// The runner's side of `AlertFlowPresenter`, kept out of the runner's public API.
    @MainActor
    private final class Presenter: AlertFlowPresenter {
        let runner: AlertlintFlowRunner

        init(runner: AlertlintFlowRunner) { self.runner = runner }

        func confirm(_ content: AlertContent) async -> Swift.String { await runner.ask(content) }

        func showProgress(_ content: ProgressContent, progress: Foundation.Progress?, onCancel: @escaping @MainActor () -> Swift.Void) {
            runner.overlayProgress = progress
            runner.overlayCancel = onCancel
            runner.overlay = content
        }

        func hideProgress() async {
            runner.overlay = nil
            runner.overlayProgress = nil
            runner.overlayCancel = nil
        }

        func showResult(_ content: AlertContent) async { _ = await runner.ask(content) }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension SwiftUI.View {
    /// Shows the flows run on `runner`: their confirmations, overlays and result alerts.
    public func alertlintFlow(_ runner: AlertlintFlowRunner) -> some SwiftUI.View {
        modifier(AlertlintFlowPresentation(runner: runner))
    }
}

/// What `.alertlintFlow(_:)` applies: the runner's alert, confirmation dialog and overlay.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor
struct AlertlintFlowPresentation: SwiftUI.ViewModifier {
    @SwiftUI.ObservedObject var runner: AlertlintFlowRunner
    @SwiftUI.Environment(\.locale) private var locale

    func body(content: Self.Content) -> some SwiftUI.View {
        let alert = runner.alert
        return content
            .modifier(AlertlintProgressOverlay(
                isPresented: $runner.isOverlayPresented,
                fraction: nil,
                progress: runner.overlayProgress,
                localization: nil,
                base: AlertLocalization(bundle: .main),
                onCancel: { runner.cancelOverlay() },
                content: { _ in runner.overlay ?? ProgressContent(id: "", title: nil, message: nil, isDeterminate: false, cancelTitle: nil) }
            ))
            .alert(Self.title(alert), isPresented: $runner.isAlertPresented, presenting: alert) { alert in
                actions(alert)
            } message: { alert in
                message(alert)
            }
            .confirmationDialog(Self.title(alert), isPresented: $runner.isDialogPresented, titleVisibility: alert?.title == nil ? .hidden : .visible, presenting: alert) { alert in
                actions(alert)
            } message: { alert in
                message(alert)
            }
            .onAppear { runner.locale = locale }
    }

    /// The title; a message-only alert shows its message as the title, as generated alerts do.
    private static func title(_ alert: AlertContent?) -> SwiftUI.Text {
        SwiftUI.Text(verbatim: alert?.title ?? alert?.message ?? "")
    }

    private func actions(_ alert: AlertContent) -> some SwiftUI.View {
        SwiftUI.ForEach(alert.actions, id: \.id) { action in
            AlertlintSwiftUI.button(action) { runner.choose(action.id) }
        }
    }

    @SwiftUI.ViewBuilder
    private func message(_ alert: AlertContent) -> some SwiftUI.View {
        if alert.title != nil, let message = alert.message {
            SwiftUI.Text(verbatim: message)
        }
    }
}
#endif
