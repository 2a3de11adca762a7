@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// The generated Apple-only code, type-checked on Linux against the API stubs (copied from
/// Apple's documentation) with the real swiftc in Swift 6 mode: it must compile, and it must
/// make misuse (an action sheet without its popover anchor) a compile error.
@Suite struct AppleAdapterTests {
    static let generator = SwiftGenerator(options: .init(access: .public, toolVersion: "test"))

    static func generatedSources() throws -> [String: String] {
        var files = [SwiftGenerator.runtimeFileName: generator.runtime()]
        for catalog in try SwiftGoldenTests.sampleCatalogs() { files[generator.fileName(for: catalog)] = generator.source(for: catalog) }
        return files
    }

    /// How an app calls the generated UIKit factories.
    static let usage = """
        import UIKit

        @MainActor
        func presentExamples(from viewController: UIViewController, anchor: UIBarButtonItem) {
            let delete = PhotoLibrary.deletePhotoController(name: "Beach.jpg", onDelete: { print("deleted") })
            viewController.present(delete, animated: true, completion: nil)

            let options = PhotoLibrary.photoOptionsController(
                source: .barButtonItem(anchor),
                onDelete: {}, onShare: {}, onAddToAlbum: {}, onDuplicate: {}, onHide: {}
            )
            viewController.present(options, animated: true, completion: nil)

            let signIn = Account.signInController(onSignIn: { fields in print(fields.username, fields.password.count) })
            viewController.present(signIn, animated: true, completion: nil)

            let overlay = PhotoLibrary.exportingPhotosViewController(onCancel: {})
            overlay.progress = 0.5
            viewController.present(overlay, animated: true, completion: nil)
        }
        """

    @Test func generatedUIKitCodeTypeChecks() throws {
        var files = try Self.generatedSources()
        files["Usage.swift"] = Self.usage
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    @Test func anActionSheetWithoutItsAnchorDoesNotCompile() throws {
        var files = try Self.generatedSources()
        files["Misuse.swift"] = """
            import UIKit

            @MainActor
            func present(from viewController: UIViewController) {
                let options = PhotoLibrary.photoOptionsController(onDelete: {}, onShare: {}, onAddToAlbum: {}, onDuplicate: {}, onHide: {})
                viewController.present(options, animated: true, completion: nil)
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.message.contains("source") }, "\(result)")
    }

    @Test func everyActionNeedsItsHandler() throws {
        var files = try Self.generatedSources()
        files["Misuse.swift"] = """
            import UIKit

            @MainActor
            func present(from viewController: UIViewController) {
                // The destructive action's handler is missing.
                let delete = PhotoLibrary.deletePhotoController(name: "x")
                viewController.present(delete, animated: true, completion: nil)
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(!result.succeeded)
    }

    @Test func hostileFixtureTypeChecksWithUIKit() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/hostile.alerts.yaml")
        let catalog = try #require(SpecParser.parse(SourceFile(path: "hostile.alerts.yaml", bytes: Array(try Data(contentsOf: url)))).catalog)
        let result = try AppleTypeCheck.typeCheck(files: [
            SwiftGenerator.runtimeFileName: Self.generator.runtime(),
            "Hostile.swift": Self.generator.source(for: catalog),
        ])
        #expect(result.succeeded, "\(result)")
    }
}

/// The generated UserNotifications code, type-checked against the stubs, and the APNs payload
/// function, run on Linux.
@Suite struct UserNotificationsAdapterTests {
    @Test func generatedUserNotificationsCodeTypeChecks() throws {
        var files = try AppleAdapterTests.generatedSources()
        files["Usage.swift"] = """
            import UserNotifications

            func register(center: UNUserNotificationCenter) {
                AlertlintNotificationCategories.register(PhotoNotifications.notificationCategories(), in: center)
                let request = PhotoNotifications.memoryReadyRequest(identifier: "memory-1", memory: "Summer")
                center.add(request, withCompletionHandler: nil)
            }

            func handle(_ response: UNNotificationResponse) {
                PhotoNotifications.route(response, to: .init(newComment: { action, _, _, _ in
                    if case .reply(let text) = action { print(text) }
                }))
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    @Test func apnsPayloadRuns() throws {
        var sources = try AppleAdapterTests.generatedSources()
        sources["main.swift"] = """
            import Foundation
            print(PhotoNotifications.newCommentAPNsPayload(person: "Ana", album: "Summer", in: AlertLocalization(bundle: .main, language: "en")))
            """
        let output = try SwiftProgram.run(sources).trimmingCharacters(in: .whitespacesAndNewlines)
        let payload = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let aps = try #require(payload["aps"] as? [String: Any])
        let alert = try #require(aps["alert"] as? [String: String])
        #expect(alert["body"]?.contains("Ana") == true)
        #expect(aps["category"] as? String != nil)
    }
}

@Suite struct UIKitNameClashTests {
    /// A spec parameter named like a generated handler does not collide with it.
    @Test func handlerNamesAvoidSpecParameters() throws {
        let yaml = """
            version: 1
            namespace: Clash
            alerts:
              confirm:
                parameters: {onDelete: String}
                title: Delete {onDelete}?
                actions: [{title: Cancel, role: cancel}, {id: delete, title: Delete, role: destructive}]
            progress:
              working:
                parameters: {onCancel: String}
                title: Working on {onCancel}…
                cancel: Cancel
            """
        let catalog = try #require(SpecParser.parse(SourceFile(path: "clash.alerts.yaml", text: yaml)).catalog)
        let generator = AppleAdapterTests.generator
        let result = try AppleTypeCheck.typeCheck(files: [
            SwiftGenerator.runtimeFileName: generator.runtime(),
            "Clash.swift": generator.source(for: catalog),
        ])
        #expect(result.succeeded, "\(result)")
    }
}
