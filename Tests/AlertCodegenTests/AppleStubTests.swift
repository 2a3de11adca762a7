import Foundation
import Testing

/// The UIKit, SwiftUI and UserNotifications stubs and the `swiftc` harness that type-checks
/// generated code against them: the stubs build, realistic code for each framework
/// type-checks in Swift 6 mode, and code that iOS would reject is rejected here too.
@Suite struct AppleStubTests {
    // MARK: - The stubs

    @Test func stubsCompileWithoutDiagnostics() throws {
        let folder = try AppleTypeCheck.builtStubs()
        for module in AppleTypeCheck.modules {
            let path = folder.appendingPathComponent("\(module).swiftmodule").path
            #expect(FileManager.default.fileExists(atPath: path), "missing \(module).swiftmodule")
        }
        #expect(AppleTypeCheck.stubBuildDiagnostics.isEmpty, "\(AppleTypeCheck.stubBuildDiagnostics)")
    }

    @Test func everyStubFileCarriesItsReadmeHeader() throws {
        for module in AppleTypeCheck.modules {
            let url = AppleTypeCheck.stubSources.appendingPathComponent("\(module).swift")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.hasPrefix("// \(module) API stubs"), "\(module).swift header")
            #expect(text.contains("no body here ever runs"), "\(module).swift says its bodies never run")
            #expect(text.contains("https://developer.apple.com/documentation/"), "\(module).swift links Apple's docs")
        }
    }

    // MARK: - UIKit

    @Test func uikitAlertWithTextFieldsActionsAndPreferredAction() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UIKit

            @MainActor
            func makeSignInAlert(onSignIn: @escaping @MainActor (String, String) -> Void) -> UIAlertController {
                let alert = UIAlertController(title: "Sign In", message: "Enter your account.", preferredStyle: .alert)
                alert.addTextField { field in
                    field.placeholder = "User Name"
                    field.textContentType = .username
                    field.keyboardType = .emailAddress
                    field.autocapitalizationType = .none
                    field.autocorrectionType = .no
                }
                alert.addTextField { field in
                    field.placeholder = "One-Time Code"
                    field.textContentType = .oneTimeCode
                    field.keyboardType = .numberPad
                    field.isSecureTextEntry = true
                }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
                    print("cancelled")
                })
                let signIn = UIAlertAction(title: "Sign In", style: .default) { [weak alert] action in
                    let user = alert?.textFields?.first?.text ?? ""
                    let code = alert?.textFields?[1].text ?? ""
                    print(action.title ?? "")
                    onSignIn(user, code)
                }
                alert.addAction(signIn)
                alert.preferredAction = signIn
                return alert
            }

            @MainActor
            func presentSignIn(from host: UIViewController) {
                host.present(makeSignInAlert { _, _ in }, animated: true, completion: nil)
            }
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    @Test func uikitActionSheetAnchoredToViewRectOrBarButtonItem() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UIKit

            @MainActor
            final class PhotoViewController: UIViewController {
                let shareButton = UIButton(type: .system)
                var trashItem: UIBarButtonItem?

                func showPhotoOptions() {
                    let sheet = UIAlertController(title: nil, message: "This photo will be deleted from all your devices.", preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive) { [weak self] _ in
                        self?.deletePhoto()
                    })
                    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
                    if let popover = sheet.popoverPresentationController {
                        if let trashItem {
                            popover.barButtonItem = trashItem
                        } else {
                            popover.sourceView = shareButton
                            popover.sourceRect = shareButton.bounds
                            popover.permittedArrowDirections = [.up, .down]
                        }
                    }
                    present(sheet, animated: true)
                }

                func anchorWithSourceItem(_ sheet: UIAlertController) {
                    sheet.popoverPresentationController?.sourceItem = trashItem ?? shareButton
                    sheet.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 44, height: 44)
                }

                func deletePhoto() {}
            }
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    @Test func uikitProgressOverlayViewController() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UIKit

            final class UploadProgressViewController: UIViewController {
                private let spinner = UIActivityIndicatorView(style: .large)
                private let bar = UIProgressView(progressViewStyle: .default)
                private let label = UILabel()
                private let cancelButton = UIButton(type: .system)
                var onCancel: (@MainActor () -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    label.text = "Uploading…"
                    label.textAlignment = .center
                    label.numberOfLines = 0
                    label.font = .preferredFont(forTextStyle: .headline)
                    label.adjustsFontForContentSizeCategory = true
                    cancelButton.setTitle("Cancel", for: .normal)
                    cancelButton.addAction(UIAction { [weak self] _ in self?.onCancel?() }, for: .touchUpInside)
                    spinner.hidesWhenStopped = true
                    let stack = UIStackView(arrangedSubviews: [spinner, label, bar, cancelButton])
                    stack.axis = .vertical
                    stack.alignment = .center
                    stack.spacing = 12
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
                        bar.widthAnchor.constraint(equalToConstant: 200),
                    ])
                    spinner.startAnimating()
                }

                func update(fraction: Float, observing progress: Progress? = nil) {
                    bar.setProgress(fraction, animated: true)
                    bar.observedProgress = progress
                }
            }

            @MainActor
            func showUploadProgress(over host: UIViewController) -> UploadProgressViewController {
                let overlay = UploadProgressViewController()
                overlay.modalPresentationStyle = .overFullScreen
                overlay.modalTransitionStyle = .crossDissolve
                overlay.isModalInPresentation = true
                overlay.onCancel = { [weak overlay] in overlay?.dismiss(animated: true) }
                host.present(overlay, animated: true)
                return overlay
            }
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    // MARK: - SwiftUI

    @Test func swiftUIAlertWithFieldsBoundToStateAndConfirmationDialog() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import SwiftUI

            struct SignInPrompt: View {
                @State private var isSigningIn = false
                @State private var isConfirmingDelete = false
                @State private var userName = ""
                @State private var password = ""
                let attempts: Int
                let onSignIn: @MainActor (String, String) -> Void
                let onDelete: @MainActor () -> Void

                var body: some View {
                    Button("Sign In") { isSigningIn = true }
                        .alert("Sign In", isPresented: $isSigningIn) {
                            TextField("User Name", text: $userName)
                                .textContentType(.username)
                                .keyboardType(.emailAddress)
                                .textInputAutocapitalization(.never)
                            SecureField("Password", text: $password)
                                .textContentType(.password)
                            Button("Cancel", role: .cancel) {}
                            Button("Sign In") { onSignIn(userName, password) }
                        } message: {
                            Text("Attempt \\(attempts) for \\(userName).")
                        }
                        .confirmationDialog("Delete Account?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
                            Button("Delete Account", role: .destructive) { onDelete() }
                            Button("Cancel", role: .cancel) {}
                        } message: {
                            Text("This cannot be undone.")
                        }
                        .overlay {
                            if isSigningIn {
                                ProgressView("Signing In…")
                            } else {
                                EmptyView()
                            }
                        }
                }
            }

            struct SaveFailure: Identifiable, Sendable {
                let id: Int
                let name: String
            }

            struct SaveButton: View {
                @State private var didFail = false
                @State private var failure: SaveFailure?
                let title: String

                // Binding(get:set:) takes `@isolated(any) @Sendable` closures; reading main-actor
                // state in them needs `@MainActor in`, or Swift 6 warns.
                private var isShowingFailure: Binding<Bool> {
                    Binding(get: { @MainActor in failure != nil }, set: { @MainActor in if !$0 { failure = nil } })
                }

                var body: some View {
                    Group {
                        Button(title) { didFail = true }
                    }
                    .alert(title, isPresented: isShowingFailure, presenting: failure) { failure in
                        Button("Retry \\(failure.name)") {}
                        Button(role: .destructive) {} label: { Text("Discard") }
                    } message: { failure in
                        Text(failure.name)
                    }
                    .alert(Text(title), isPresented: $didFail) {
                        Button("OK") {}
                    }
                    .confirmationDialog(title, isPresented: $didFail, titleVisibility: .hidden, presenting: failure) { _ in
                        ForEach(0..<2) { index in
                            Button("Option \\(index)") {}
                        }
                    }
                }
            }

            struct Dimmed: ViewModifier {
                let fraction: Double
                func body(content: Content) -> some View {
                    content.overlay(alignment: .center) {
                        ProgressView(value: fraction)
                    }
                }
            }
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    // MARK: - UserNotifications

    @Test func userNotificationsCategoryContentTriggerRequestAndRouting() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UserNotifications

            enum CommentNotification {
                static let categoryIdentifier = "COMMENT"

                static func registerCategory(in center: UNUserNotificationCenter = .current()) {
                    let like = UNNotificationAction(identifier: "like", title: "Like", options: [])
                    let reply = UNTextInputNotificationAction(
                        identifier: "reply", title: "Reply", options: [.authenticationRequired],
                        textInputButtonTitle: "Send", textInputPlaceholder: "Message")
                    let category = UNNotificationCategory(
                        identifier: categoryIdentifier, actions: [like, reply], intentIdentifiers: [],
                        hiddenPreviewsBodyPlaceholder: "New comment", options: [.customDismissAction])
                    center.setNotificationCategories([category])
                }

                static func schedule(person: String, count: Int, in center: UNUserNotificationCenter = .current()) {
                    let content = UNMutableNotificationContent()
                    content.title = "New Comment"
                    content.subtitle = "From \\(person)"
                    content.body = "\\(person) left \\(count) comments."
                    content.sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
                    content.badge = NSNumber(value: count)
                    content.categoryIdentifier = categoryIdentifier
                    content.threadIdentifier = "album-comments"
                    content.interruptionLevel = .timeSensitive
                    content.relevanceScore = 0.75
                    content.launchImageName = ""
                    content.userInfo = ["person": person]
                    var morning = DateComponents()
                    morning.hour = 8
                    morning.minute = 30
                    let trigger = UNCalendarNotificationTrigger(dateMatching: morning, repeats: true)
                    let request = UNNotificationRequest(identifier: "comment-\\(person)", content: content, trigger: trigger)
                    center.add(request) { error in
                        if let error { print("not scheduled: \\(error)") }
                    }
                    let soon = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
                    let plain = UNMutableNotificationContent()
                    plain.body = "Hi"
                    plain.sound = .default
                    center.add(UNNotificationRequest(identifier: "plain", content: plain, trigger: soon))
                }

                enum Route: Sendable, Equatable {
                    case open, dismissed, like, reply(String), unknown
                }

                static func route(_ response: UNNotificationResponse) -> Route {
                    guard response.notification.request.content.categoryIdentifier == categoryIdentifier else {
                        return .unknown
                    }
                    switch response.actionIdentifier {
                    case UNNotificationDefaultActionIdentifier: return .open
                    case UNNotificationDismissActionIdentifier: return .dismissed
                    case "like": return .like
                    case "reply":
                        guard let textResponse = response as? UNTextInputNotificationResponse else { return .unknown }
                        return .reply(textResponse.userText)
                    default: return .unknown
                    }
                }
            }

            final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
                func userNotificationCenter(
                    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
                ) {
                    let route = CommentNotification.route(response)
                    Task { @MainActor in print(route) }
                    completionHandler()
                }
            }
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    // MARK: - The harness

    @Test func checksSeveralFilesAsOneModule() throws {
        let result = try AppleTypeCheck.typeCheck(files: [
            "AlertFactory.swift": """
                import UIKit
                @MainActor enum AlertFactory {
                    static func ok(title: String) -> UIAlertController {
                        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                        return alert
                    }
                }
                """,
            "Presenter.swift": """
                import UIKit
                @MainActor func presentOK(from host: UIViewController) {
                    host.present(AlertFactory.ok(title: "Saved"), animated: true)
                }
                """,
        ])
        #expect(result.succeeded, "\(result)")
    }

    @Test func concurrentCallersShareOneStubBuild() async throws {
        let results = try await withThrowingTaskGroup(of: AppleTypeCheck.Result.self) { group in
            for index in 0..<4 {
                group.addTask {
                    try AppleTypeCheck.typeCheck("""
                        import UIKit
                        @MainActor func alert\(index)() -> UIAlertController {
                            UIAlertController(title: "\(index)", message: nil, preferredStyle: .alert)
                        }
                        """)
                }
            }
            var collected: [AppleTypeCheck.Result] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 4)
        for result in results {
            #expect(result.succeeded, "\(result)")
        }
    }

    @Test func parsesLLVMStyleDiagnostics() {
        let output = """
            /tmp/x/Generated.swift:3:5: error: cannot find 'x' in scope
                x()
                ^
            /tmp/stubs/UIKit.swift:10:1: note: declared here
            """
        let diagnostics = AppleTypeCheck.parseDiagnostics(output)
        #expect(diagnostics == [
            .init(file: "Generated.swift", line: 3, column: 5, severity: .error, message: "cannot find 'x' in scope"),
            .init(file: "UIKit.swift", line: 10, column: 1, severity: .note, message: "declared here"),
        ])
    }

    // MARK: - Negative: code iOS rejects is rejected here

    @Test func nonexistentInitializerIsAnError() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UIKit

            @MainActor func make() -> UIAlertController {
                UIAlertController(title: "Title", message: nil, style: .alert)
            }
            """)
        #expect(!result.succeeded)
        let error = try #require(result.errors.first, "\(result)")
        #expect(error.file == "Generated.swift")
        #expect(error.line == 4, "\(result)")
        #expect(error.message.contains("style") || error.message.contains("preferredStyle"), "\(result)")
    }

    @Test func wrongArgumentTypeIsAnError() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UIKit

            @MainActor func make() -> UIAlertAction {
                UIAlertAction(title: "Delete", style: .alert, handler: nil)
            }

            @MainActor func configure(_ field: UITextField) {
                field.keyboardType = "email"
            }
            """)
        #expect(!result.succeeded)
        #expect(result.errors.count >= 2, "\(result)")
        #expect(result.errors.map(\.line).contains(4), "\(result)")
        #expect(result.errors.map(\.line).contains(8), "\(result)")
    }

    @Test func readOnlyPropertyCannotBeAssigned() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UIKit

            @MainActor func clear(_ alert: UIAlertController) {
                alert.textFields = []
            }
            """)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.message.contains("get-only") }, "\(result)")
    }

    @Test func notificationCenterIsObtainedThroughCurrentOnly() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UserNotifications
            func center() -> UNUserNotificationCenter { UNUserNotificationCenter() }
            """)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.line == 2 && $0.message.contains("unavailable") }, "\(result)")
    }

    @Test func mainActorAPIFromNonisolatedCodeIsAConcurrencyError() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UIKit

            func makeAlert() -> UIAlertController {
                let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                return alert
            }
            """)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.message.contains("main actor-isolated") }, "\(result)")
    }

    @Test func swiftUIViewModifierLabelsAreChecked() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import SwiftUI

            struct Prompt: View {
                @State private var shown = false
                var body: some View {
                    Text("Hi").alert("Title", isShown: $shown) {
                        Button("OK") {}
                    }
                }
            }
            """)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.line == 6 }, "\(result)")
    }

    @Test func nonSendableResponseCannotCrossIntoTheMainActor() throws {
        let result = try AppleTypeCheck.typeCheck("""
            import UserNotifications

            @MainActor func handle(_ response: UNNotificationResponse) {}

            func deliver(_ response: UNNotificationResponse) {
                Task { @MainActor in handle(response) }
            }
            """)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.line == 6 && $0.message.contains("risks causing data races") }, "\(result)")
    }

    @Test func dataRaceCheckingNeedsTheSILStageNotJustTheTypeChecker() throws {
        // Region-based isolation is a SIL pass: `-typecheck` alone accepts this, a build does not.
        let source = """
            final class Draft { var text = "" }
            @MainActor func show(_ draft: Draft) {}
            func hand(_ draft: Draft) {
                Task { @MainActor in show(draft) }
                draft.text = "edited"
            }
            """
        let typeCheckOnly = try AppleTypeCheck.typeCheck(source, stage: .typeCheck)
        #expect(typeCheckOnly.succeeded, "\(typeCheckOnly)")
        let full = try AppleTypeCheck.typeCheck(source)
        #expect(full.errors.contains { $0.line == 4 && $0.message.contains("risks causing data races") }, "\(full)")
    }

    @Test func bindingClosuresThatReadMainActorStateWarnWithoutMainActorAnnotation() throws {
        // `Binding.init(get:set:)` is `@preconcurrency` with `@isolated(any) @Sendable` closures,
        // so a plain closure reading `@State` is a warning (an error once the SDK drops
        // `@preconcurrency`); `{ @MainActor in ... }` is clean.
        let result = try AppleTypeCheck.typeCheck("""
            import SwiftUI
            struct Prompt: View {
                @State private var message: String?
                var body: some View {
                    Text("Hi").alert("Title", isPresented: Binding(get: { message != nil }, set: { _ in })) {
                        Button("OK") {}
                    }
                }
            }
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.contains { $0.line == 5 && $0.message.contains("Sendable closure") }, "\(result)")
    }

    @Test func uikitTypesNeedAnImportOfUIKitEvenInSwiftUIFiles() throws {
        // The SwiftUI stub imports UIKit without re-exporting it (see its header): naming a UIKit
        // type needs `import UIKit`; implicit members such as `.emailAddress` do not.
        let withoutImport = try AppleTypeCheck.typeCheck("""
            import SwiftUI
            let keyboard: UIKeyboardType = .emailAddress
            """)
        #expect(!withoutImport.succeeded)
        let withImport = try AppleTypeCheck.typeCheck("""
            import SwiftUI
            import UIKit
            let keyboard: UIKeyboardType = .emailAddress
            """)
        #expect(withImport.succeeded, "\(withImport)")
    }
}
