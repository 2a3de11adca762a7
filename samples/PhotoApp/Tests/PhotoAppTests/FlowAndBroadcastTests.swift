import Foundation
@testable import PhotoApp
import Testing

/// The flow and the broadcast the plugin generated, run as an app would run them: the flow
/// against a presenter that records what it is asked to show, the broadcast through
/// `NotificationCenter`.
@Suite struct FlowAndBroadcastTests {
    /// Answers the confirmation with `choice` and records every alert and overlay.
    @MainActor final class RecordingPresenter: AlertFlowPresenter {
        let choice: String
        var shown: [String] = []
        init(choice: String) { self.choice = choice }

        func confirm(_ content: AlertContent) async -> String {
            shown.append("confirm: \(content.title ?? "")")
            return choice
        }
        func showProgress(_ content: ProgressContent, progress: Progress?, onCancel: @escaping @MainActor () -> Void) {
            shown.append("progress: \(content.title ?? "")")
        }
        func hideProgress() async { shown.append("hide") }
        func showResult(_ content: AlertContent) async {
            shown.append("result: \(content.title ?? "") / \(content.message ?? "")")
        }
    }

    struct ServerError: LocalizedError {
        var errorDescription: String? { "The server is not responding." }
    }

    @MainActor @Test func aFailedFlowShowsItsFailureAlertWithTheError() async {
        let presenter = RecordingPresenter(choice: "stop")
        let flow = Sharing.stopSharingAlbum(album: "Sommer", in: alertLocalization(language: "en"))
        let outcome = await flow.run(presenter: presenter) { throw ServerError() }
        guard case .failed(let error) = outcome else { Issue.record("expected failed, got \(outcome)"); return }
        #expect(error is ServerError)
        // The work threw at once, within the flow's 0.3 s delay: no overlay was shown.
        #expect(presenter.shown == [
            "confirm: Stop Sharing “Sommer”?",
            "result: Couldn’t Stop Sharing “Sommer” / The server is not responding.",
        ])
    }

    @MainActor @Test func cancellingTheConfirmationRunsNoWork() async {
        let presenter = RecordingPresenter(choice: "cancel")
        let ran = Locked(false)
        let outcome = await Sharing.stopSharingAlbum(album: "Été", in: alertLocalization(language: "fr")).run(presenter: presenter) {
            ran.set(true)
        }
        #expect(outcome.isCancelled)
        #expect(!ran.value)
        #expect(presenter.shown == ["confirm: Ne plus partager « Été » ?"])
    }

    @Test func theBroadcastRoundTripsThroughNotificationCenter() async {
        let center = NotificationCenter()
        let change = PhotoGrid.AlbumDidChange(albumID: UUID(), name: "Sommer", addedPhotoCount: 3, removedPhotoIDs: [UUID()])
        let values = PhotoGrid.AlbumDidChange.values(center: center)
        change.post(center: center)
        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next() == change)
        // Objective-C code sees the payload under the declared keys.
        #expect(change.notification().userInfo?["addedPhotoCount"] as? Int == 3)
        // A notification of the name with a payload that does not read gives nil.
        #expect(PhotoGrid.AlbumDidChange(Notification(name: PhotoGrid.AlbumDidChange.name, userInfo: ["albumID": "not a UUID"])) == nil)
    }
}

/// A value the work's task sets and the test reads.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
