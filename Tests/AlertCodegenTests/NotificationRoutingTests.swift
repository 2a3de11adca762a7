@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Notification routing, category registration and the badge (decision 0038). The routing
/// decision is plain Swift, so it runs on Linux beside a second catalog that also has a
/// `reply` action; the UserNotifications part is type-checked against the stubs.
@Suite struct NotificationRoutingTests {
    /// A second catalog: its own `reply` action and its own copy of a category id.
    static let otherSpec = """
        version: 1
        namespace: Messages
        notifications:
          newMessage:
            parameters: {sender: String, unread: Int, score: Double}
            body: "{sender} wrote to you."
            category:
              id: MESSAGE
              actions:
                - id: reply
                  title: Reply
                  textInput: {button: Send, placeholder: Message}
          duplicate:
            body: Same category id as the photo catalog's.
            category:
              id: PHOTOS_ADDED
              actions: [Open Later]
        """

    static func sources() throws -> [String: String] {
        var files = try AppleAdapterTests.generatedSources()
        let other = try #require(SpecParser.parse(SourceFile(path: "messages.alerts.yaml", bytes: Array(otherSpec.utf8))).catalog)
        files[AppleAdapterTests.generator.fileName(for: other)] = AppleAdapterTests.generator.source(for: other)
        return files
    }

    /// Each line: a response as the router sees it, and what each catalog decides.
    @Test(.timeLimit(.minutes(10))) func responsesRouteByCatalogCategoryAndDefinition() throws {
        var files = try Self.sources()
        files["main.swift"] = #"""
            import Foundation

            func show(_ label: String, _ action: NotificationResponseAction, _ category: String, _ userInfo: [AnyHashable: Any]) {
                let photo = PhotoNotifications.notificationResponse(action, categoryIdentifier: category, userInfo: userInfo)
                let message = Messages.notificationResponse(action, categoryIdentifier: category, userInfo: userInfo)
                print("\(label): photo=\(photo.map { "\($0)" } ?? "nil") messages=\(message.map { "\($0)" } ?? "nil")")
            }

            let comment = PhotoNotifications.newCommentUserInfo(person: "Ana", album: "Summer")
            show("reply", .action("reply", text: "Nice"), "SHARED_ALBUM_COMMENT", comment)
            show("open", .open, "SHARED_ALBUM_COMMENT", comment)
            show("dismiss", .dismiss, "SHARED_ALBUM_COMMENT", comment)
            show("like", .action("like", text: nil), "SHARED_ALBUM_COMMENT", comment)
            show("wrong category", .open, "MESSAGE", comment)
            show("unknown action", .action("showAlbum", text: nil), "SHARED_ALBUM_COMMENT", comment)

            let message = Messages.newMessageUserInfo(sender: "Bo", unread: 2, score: 0.5)
            show("other reply", .action("reply", text: "Hi"), "MESSAGE", message)
            show("other open", .open, "MESSAGE", message)
            show("other dismiss", .dismiss, "MESSAGE", message)
            show("app's own", .open, "", ["custom": 1])
            show("app's own reply", .action("reply", text: "x"), "SHARED_ALBUM_COMMENT", [:])

            // As a push delivers it: the entries went through JSON (numbers become NSNumber).
            let added = PhotoNotifications.photosAddedUserInfo(person: "Ana", album: "Summer", count: 3)
            var pushed = try! JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: ["aps": [String: Any](), "alertlint": added["alertlint"]!])) as! [AnyHashable: Any]
            show("pushed", .action("showAlbum", text: nil), "PHOTOS_ADDED", pushed)
            pushed["alertlint"] = ["catalog": "PhotoNotifications", "notification": "photosAdded", "parameters": ["person": "Ana", "album": "Summer", "count": "three"]]
            show("bad parameter", .open, "PHOTOS_ADDED", pushed)
            let wholeScore = try! JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: Messages.newMessageUserInfo(sender: "Bo", unread: 1, score: 2.0)["alertlint"]!))
            show("whole double", .open, "MESSAGE", ["alertlint": wholeScore])

            show("no category", .open, "", PhotoNotifications.finishSetupUserInfo())
            show("no category, action", .action("reply", text: "x"), "", PhotoNotifications.finishSetupUserInfo())

            let registered = AlertlintNotificationCategories.union([PhotoNotifications.notificationCategories(), Messages.notificationCategories()])
            print("categories: \(registered.map { "\($0.id)\($0.customDismissAction ? "+dismiss" : "")\($0.actions.map(\.id))" }.joined(separator: " "))")
            """#
        let output = try SwiftProgram.run(files).replacingOccurrences(of: "program.", with: "")
        let expected = """
            reply: photo=newComment(PhotoNotifications.NewCommentNotificationAction.reply(text: "Nice"), person: "Ana", album: "Summer") messages=nil
            open: photo=newComment(PhotoNotifications.NewCommentNotificationAction.open, person: "Ana", album: "Summer") messages=nil
            dismiss: photo=newComment(PhotoNotifications.NewCommentNotificationAction.dismiss, person: "Ana", album: "Summer") messages=nil
            like: photo=newComment(PhotoNotifications.NewCommentNotificationAction.like, person: "Ana", album: "Summer") messages=nil
            wrong category: photo=nil messages=nil
            unknown action: photo=nil messages=nil
            other reply: photo=nil messages=newMessage(Messages.NewMessageNotificationAction.reply(text: "Hi"), sender: "Bo", unread: 2, score: 0.5)
            other open: photo=nil messages=newMessage(Messages.NewMessageNotificationAction.open, sender: "Bo", unread: 2, score: 0.5)
            other dismiss: photo=nil messages=nil
            app's own: photo=nil messages=nil
            app's own reply: photo=nil messages=nil
            pushed: photo=photosAdded(PhotoNotifications.PhotosAddedNotificationAction.showAlbum, person: "Ana", album: "Summer", count: 3) messages=nil
            bad parameter: photo=nil messages=nil
            whole double: photo=nil messages=newMessage(Messages.NewMessageNotificationAction.open, sender: "Bo", unread: 1, score: 2.0)
            no category: photo=finishSetup(PhotoNotifications.FinishSetupNotificationAction.open) messages=nil
            no category, action: photo=nil messages=nil
            categories: SHARED_ALBUM_COMMENT+dismiss["reply", "like"] PHOTOS_ADDED["showAlbum"] MESSAGE["reply"]

            """
        #expect(output == expected)
    }

    /// How an app wires the generated notification code; docs/generate.md shows the same.
    static let usage = """
        import UserNotifications

        final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
            func register(in center: UNUserNotificationCenter) {
                AlertlintNotificationCategories.register(PhotoNotifications.notificationCategories(), Messages.notificationCategories(), in: center)
                center.delegate = self
                center.add(PhotoNotifications.memoryReadyRequest(identifier: "memory-1", memory: "Summer"), withCompletionHandler: nil)
                let content = PhotoNotifications.newCommentContent(person: "Ana", album: "Summer")
                center.add(UNNotificationRequest(identifier: "c1", content: content, trigger: nil), withCompletionHandler: nil)
            }

            func userNotificationCenter(
                _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                withCompletionHandler completionHandler: @escaping @Sendable () -> Void
            ) {
                let handled = PhotoNotifications.route(response, to: .init(
                    newComment: { action, person, album, _ in
                        switch action {
                        case .open: print("show", album)
                        case .dismiss: print("read", person)
                        case .reply(let text): print("reply", text)
                        case .like: print("like")
                        }
                    },
                    finishSetup: { _, response in print(response.actionIdentifier) }
                )) || Messages.route(response, to: .init(newMessage: { action, sender, unread, score, _ in
                    if case .reply(let text) = action { print(sender, unread, score, text) }
                }))
                if !handled { print("not a generated notification") }
                completionHandler()
            }
        }

        func updateBadge() async throws {
            try await AlertlintAppBadge.set(to: PhotoNotifications.photosAdded(person: "Ana", album: "Summer", count: 3))
            try await AlertlintAppBadge.set(0)
        }
        """

    @Test func generatedUserNotificationsCodeTypeChecks() throws {
        var files = try Self.sources()
        files["Usage.swift"] = Self.usage
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    /// `newComment`'s category has `customDismissAction`, `photosAdded`'s has not: only the
    /// first offers a dismissal, so a handler cannot wait for one that never comes.
    @Test func aDismissalIsOfferedOnlyWithCustomDismissAction() throws {
        var files = try Self.sources()
        files["Misuse.swift"] = """
            func handle(_ action: PhotoNotifications.PhotosAddedNotificationAction) {
                if case .dismiss = action { print("never") }
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.message.contains("dismiss") }, "\(result)")
    }

    /// The category option is set from the spec.
    @Test func categoriesCarryCustomDismissAction() throws {
        let runtime = AppleAdapterTests.generator.runtime()
        #expect(runtime.contains("spec.customDismissAction ? [.customDismissAction] : []"))
        let photo = try #require(AppleAdapterTests.generatedSources()["PhotoNotifications.swift"])
        #expect(photo.contains("customDismissAction: true"))
    }

    /// tvOS has no categories, actions or responses; every Apple-only declaration carries the
    /// iOS 15 floor.
    @Test func userNotificationsPartsAreGuardedAndAvailable() throws {
        let sources = try Self.sources()
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var depth = 0
            for (index, line) in lines.enumerated() {
                if line == "#if canImport(UserNotifications)" { Issue.record("\(name):\(index + 1): unguarded for tvOS") }
                if line == "#if canImport(UserNotifications) && !os(tvOS)" || (depth > 0 && line.hasPrefix("#if ")) { depth += 1; continue }
                if depth > 0, line == "#endif" { depth -= 1; continue }
                let inside = depth > 0
                guard inside else { continue }
                let kinds = ["enum ", "struct ", "class ", "protocol ", "extension "]
                let declaration = kinds.contains { kind in
                    ["", "public ", "@MainActor ", "@MainActor public "].contains { line.hasPrefix($0 + kind) }
                }
                guard declaration else { continue }
                // The attributes above it (after its doc comment) include the floor.
                var attributes: [String] = []
                var previous = index - 1
                while previous >= 0, lines[previous].hasPrefix("@") { attributes.append(lines[previous]); previous -= 1 }
                #expect(attributes.contains(UserNotificationsAdapterGenerator.availability), "\(name):\(index + 1): \(line)")
            }
        }
    }

    /// The notification delegate call sites of docs/generate.md compile against the stubs.
    @Test func generateDocsNotificationCallSitesCompile() throws {
        let docs = SwiftGoldenTests.testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/generate.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let marker = "<!-- compiled by NotificationRoutingTests -->\n```swift\n"
        let start = try #require(text.range(of: marker)).upperBound
        let end = try #require(text.range(of: "\n```", range: start..<text.endIndex)).lowerBound
        var files = try Self.sources()
        files["Docs.swift"] = String(text[start..<end])
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }
}
