@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Generated broadcasts compiled and run on Linux (swift-corelibs-foundation has
/// NotificationCenter's typed messages too): posting, observing through the values sequence
/// and through `MainActorMessage` / `AsyncMessage`, the `userInfo` round trip, and a missing or
/// mistyped key giving nil.
@Suite struct BroadcastGenerationTests {
    static let spec = """
        version: 1
        namespace: PhotoLibrary
        broadcasts:
          albumDidChange:
            subject: AlbumStore
            comment: An album's photos or title changed.
            payload:
              albumID: UUID
              title: String?
              photoIDs: [UUID]
              count: Int
              ratio: Double
              isShared: Bool
              changedAt: Date
              link: URL?
              thumbnail: Data?
          uploadWillStart:
            isolation: async
            name: com.example.UploadWillStart
          namesThatCouldShadow:
            payload: {name: String, notification: Int, post: Bool, values: "[String]?", userInfo: String, subject: String, object: Int, value0: Int}
        """

    static func sources(access: AccessLevel = .internal) throws -> [String: String] {
        let parsed = SpecParser.parse(SourceFile(path: "broadcasts.alerts.yaml", text: spec))
        let catalog = try #require(parsed.catalog, "\(parsed.diagnostics)")
        let generator = SwiftGenerator(options: .init(access: access, toolVersion: "test"))
        return Dictionary(uniqueKeysWithValues: GenerationPlan.swift([catalog], generator: generator).map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    static let program = """
        import Foundation

        public final class AlbumStore: Sendable {
            public init() {}
        }

        @main enum Main {
            @MainActor static func main() async {
                let store = AlbumStore()
                let album = UUID()
                let change = PhotoLibrary.AlbumDidChange(
                    albumID: album, title: "Trip", photoIDs: [UUID(), UUID()], count: 2, ratio: 0.5, isShared: true,
                    changedAt: Date(timeIntervalSince1970: 0), link: URL(string: "https://example.com/a"))
                // The userInfo round trip, with the optional that is nil left out.
                let notification = change.notification(from: store)
                print("keys", (notification.userInfo ?? [:]).keys.map { "\\($0)" }.sorted().joined(separator: ","))
                print("round trip", PhotoLibrary.AlbumDidChange(notification) == change)
                print("object", (notification.object as AnyObject?) === store)
                // A missing key, a mistyped key and another name give nil; NSNull reads as nil.
                var userInfo = notification.userInfo ?? [:]
                userInfo["count"] = nil
                print("missing", PhotoLibrary.AlbumDidChange(Notification(name: PhotoLibrary.AlbumDidChange.name, userInfo: userInfo)) == nil)
                userInfo["count"] = "two"
                print("mistyped", PhotoLibrary.AlbumDidChange(Notification(name: PhotoLibrary.AlbumDidChange.name, userInfo: userInfo)) == nil)
                userInfo["count"] = 2
                userInfo["title"] = 3
                print("mistyped optional", PhotoLibrary.AlbumDidChange(Notification(name: PhotoLibrary.AlbumDidChange.name, userInfo: userInfo)) == nil)
                userInfo["title"] = NSNull()
                print("null optional", PhotoLibrary.AlbumDidChange(Notification(name: PhotoLibrary.AlbumDidChange.name, userInfo: userInfo))?.title == nil)
                print("other name", PhotoLibrary.AlbumDidChange(Notification(name: Notification.Name("x"), userInfo: notification.userInfo)) == nil)
                print("names", PhotoLibrary.AlbumDidChange.name.rawValue, PhotoLibrary.UploadWillStart.name.rawValue)

                // The values sequence: one post by someone else, one with a bad payload, then ours.
                let center = NotificationCenter()
                let values = PhotoLibrary.AlbumDidChange.values(from: store, center: center)
                let received = Task { @MainActor in
                    var titles: [String] = []
                    for await value in values {
                        titles.append(value.title ?? "-")
                        if titles.count == 2 { break }
                    }
                    return titles
                }
                await Task.yield()
                change.post(from: AlbumStore(), center: center)
                center.post(name: PhotoLibrary.AlbumDidChange.name, object: store, userInfo: ["count": "bad"])
                change.post(from: store, center: center)
                var untitled = change
                untitled.title = nil
                untitled.post(from: store, center: center)
                print("values", await received.value)

                // NotificationCenter's typed messages.
                let token = center.addObserver(of: AlbumStore.self, for: .albumDidChange) { message in
                    print("main actor message", message.title ?? "-", message.photoIDs.count)
                }
                center.post(change, subject: store)
                center.removeObserver(token)
                let uploads = center.messages(of: nil, for: PhotoLibrary.UploadWillStart.self)
                let upload = Task { () -> Bool in
                    for await _ in uploads { return true }
                    return false
                }
                await Task.yield()
                center.post(PhotoLibrary.UploadWillStart())
                print("async message", await upload.value)
                let odd = PhotoLibrary.NamesThatCouldShadow(name: "n", notification: 1, post: true, userInfo: "u", subject: "s", object: 2, value0: 3)
                print("odd names", PhotoLibrary.NamesThatCouldShadow(odd.notification()) == odd)
            }
        }
        """

    @Test(arguments: [AccessLevel.internal, .public])
    func broadcastsPostObserveAndRoundTrip(_ access: AccessLevel) throws {
        var sources = try Self.sources(access: access)
        sources["Program.swift"] = Self.program
        let output = try SwiftProgram.run(sources)
        #expect(output == """
            keys albumID,changedAt,count,isShared,link,photoIDs,ratio,title
            round trip true
            object true
            missing true
            mistyped true
            mistyped optional true
            null optional true
            other name true
            names PhotoLibrary.albumDidChange com.example.UploadWillStart
            values ["Trip", "-"]
            main actor message Trip 2
            async message true
            odd names true

            """)
    }

    @Test func broadcastsNeedNoAppleFramework() throws {
        let sources = try Self.sources()
        let catalog = try #require(sources["PhotoLibrary.swift"])
        #expect(!catalog.contains("UIKit.") || catalog.contains("#if"), "broadcasts are Foundation only")
        #expect(catalog.contains("@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)\nextension PhotoLibrary.AlbumDidChange: Foundation.NotificationCenter.MainActorMessage"))
        #expect(catalog.contains("extension PhotoLibrary.UploadWillStart: Foundation.NotificationCenter.AsyncMessage"))
    }
}
