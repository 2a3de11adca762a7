@testable import AlertlintRuntime
import Foundation
import Testing
import TestSupport

/// The sound player with a fake output: which steps a sound plays (decided from its spec),
/// the system sound made once and disposed of, the haptic prepared ahead, and a missing file
/// that makes `play` return false without crashing, still playing the rest and calling the
/// completion. Runs on Linux.
@MainActor
@Suite struct SoundPlayerTests {
    /// Records what the player asks for; completions run on another thread, as System Sound
    /// Services runs them on a queue of its own.
    final class Recorder: AlertSoundOutput {
        var events: [String] = []
        let disposed = Disposals()

        func makeSystemSound(at url: URL) -> AlertSystemSound? {
            events.append("make \(url.lastPathComponent)")
            let disposed = self.disposed
            return AlertSystemSound(id: 7) { disposed.record($0) }
        }

        func playSystemSound(_ sound: AlertSystemSound, asAlert: Bool, completion: @escaping @Sendable () -> Void) {
            events.append("\(asAlert ? "alert" : "system") \(sound.id)")
            DispatchQueue.global().async { completion() }
        }

        func vibrate() { events.append("vibrate") }
        func prepareHaptic(_ haptic: AlertSound.Haptic) { events.append("prepare \(haptic)") }
        func playHaptic(_ haptic: AlertSound.Haptic) { events.append("haptic \(haptic)") }
    }

    /// The ids disposed of, from whatever thread the last reference went away on.
    final class Disposals: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: [UInt32] = []
        func record(_ id: UInt32) { lock.withLock { ids.append(id) } }
        var all: [UInt32] { lock.withLock { ids } }
    }

    @MainActor final class Flag {
        var isSet = false
    }

    /// A folder bundle holding `chime.caf` (its bytes do not matter to the fake).
    static func bundle() throws -> Bundle {
        let folder = TestScratch.root.appendingPathComponent("alertlint-sounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("caff".utf8).write(to: folder.appendingPathComponent("chime.caf"))
        return try #require(Bundle(url: folder))
    }

    /// Plays and waits for the completion; returns what `play` returned.
    static func playAndWait(_ player: AlertSoundPlayer) async -> Bool {
        var played = false
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            played = player.play { continuation.resume() }
        }
        return played
    }

    @Test func stepsFollowTheSpec() {
        #expect(AlertSound(file: "a.caf").steps == [.systemSound("a.caf")])
        #expect(AlertSound(file: "a.caf", isAlert: true).steps == [.alertSound("a.caf")])
        // An alert sound vibrates by itself where it can: no second vibration.
        #expect(AlertSound(file: "a.caf", isAlert: true, vibrates: true).steps == [.alertSound("a.caf")])
        #expect(AlertSound(file: "a.caf", vibrates: true, haptic: .heavy).steps == [.systemSound("a.caf"), .vibrate, .haptic(.heavy)])
        #expect(AlertSound(vibrates: true).steps == [.vibrate])
        // `alert` without a file plays nothing of its own, so the vibration stays.
        #expect(AlertSound(isAlert: true, vibrates: true).steps == [.vibrate])
        #expect(AlertSound(haptic: .selection).steps == [.haptic(.selection)])
        #expect(AlertSound().steps == [])
    }

    @Test func theSystemSoundIsMadeOnceAndDisposedOf() async throws {
        let recorder = Recorder()
        let player = AlertSoundPlayer(AlertSound(file: "chime.caf", bundle: try Self.bundle(), haptic: .success), output: recorder)
        player.prepare()
        #expect(recorder.events == ["make chime.caf", "prepare success"])
        #expect(await Self.playAndWait(player))
        #expect(await Self.playAndWait(player))
        #expect(recorder.events == ["make chime.caf", "prepare success", "system 7", "haptic success", "system 7", "haptic success"])
        #expect(recorder.disposed.all == [])
        player.dispose()
        #expect(recorder.disposed.all == [7])
        // Made again on the next play.
        #expect(await Self.playAndWait(player))
        #expect(recorder.events.suffix(3) == ["make chime.caf", "system 7", "haptic success"])
    }

    @Test func theLastReferenceDisposesOfTheSystemSound() async throws {
        let recorder = Recorder()
        var player: AlertSoundPlayer? = AlertSoundPlayer(AlertSound(file: "chime.caf", bundle: try Self.bundle(), isAlert: true), output: recorder)
        #expect(await Self.playAndWait(player!))
        #expect(recorder.events == ["make chime.caf", "alert 7"])
        player = nil
        #expect(recorder.disposed.all == [7])
    }

    @Test func aMissingFileReturnsFalseAndStillCompletes() async throws {
        let recorder = Recorder()
        let player = AlertSoundPlayer(AlertSound(file: "missing.caf", bundle: try Self.bundle(), vibrates: true, haptic: .warning), output: recorder)
        #expect(await Self.playAndWait(player) == false)
        #expect(await Self.playAndWait(player) == false)
        // Looked up once; the vibration and the haptic play all the same.
        #expect(recorder.events == ["vibrate", "haptic warning", "vibrate", "haptic warning"])
    }

    @Test func soundsWithoutAFileCompleteAfterPlayReturns() async {
        let recorder = Recorder()
        let player = AlertSoundPlayer(AlertSound(vibrates: true), output: recorder)
        let completed = Flag()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            #expect(player.play {
                completed.isSet = true
                continuation.resume()
            })
            #expect(!completed.isSet, "the completion runs after play returns, never inside it")
        }
        #expect(completed.isSet)
        #expect(recorder.events == ["vibrate"])
    }

    /// Linux has no System Sound Services: the system output makes no system sound, so a
    /// sound with a file reports false, and its completion still runs.
    @Test func theSystemOutputWithoutAudioToolboxPlaysNothingAndCompletes() async throws {
        #if !canImport(AudioToolbox)
        let player = AlertSoundPlayer(AlertSound(file: "chime.caf", bundle: try Self.bundle()))
        #expect(await Self.playAndWait(player) == false)
        #endif
    }
}
