import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Foundation
import Testing

/// RULES.md §8–§10 beyond their documented examples: messages, positions, thresholds,
/// platforms, sound files read from disk and broadcasts compared across files.
@Suite struct FlowSoundBroadcastRuleTests {
    static let flowDefinitions = """
        alerts:
          confirmSignOut:
            title: Sign Out?
            actions: [{id: signOut, title: Sign Out, role: destructive}]
          signOutFailed: {title: Couldn’t Sign Out, actions: [OK]}
        progress:
          signingOut: {title: Signing Out…, cancel: Cancel}

        """

    @Test func flowRulesSayWhatIsWrongAndWhere() throws {
        let yaml = Self.flowDefinitions + """
            flows:
              signOut: {confirm: confirmSignOut, progress: signingOut, success: signOutFailed, delay: 1.5, minimumDuration: 0.2}
              quiet: {progress: signingOut, minimumDuration: 2.5}
            """
        let file = RuleTest.source(yaml)
        func messages<R: Rule>(_ rule: R.Type) throws -> [String] {
            try RuleTest.lint(rule, file).map { "\(file.text(in: $0.range.bytes)): \($0.message)" }
        }
        #expect(try messages(FlowConfirmCancelRule.self) == [
            "confirmSignOut: flow 'signOut' asks with alert 'confirmSignOut', which has no cancel action: nobody can back out of the work; add {title: Cancel, role: cancel}",
        ])
        #expect(try messages(FlowFailureAlertRule.self).map { $0.prefix(28) } == ["signOut: flow 'signOut' has ", "quiet: flow 'quiet' has no '"])
        #expect(try messages(FlowSuccessAlertRule.self).count == 1)
        #expect(try messages(FlowProgressDelayRule.self) == [
            "0.2: flow 'signOut' shows its overlay for at least 0.2 s; under 0.3 s it flashes — make it 0.3 s or more",
            "1.5: flow 'signOut' waits 1.5 s before showing its overlay; over 1 s people see nothing happen and tap again — make it 1 s or less",
            "2.5: flow 'quiet' keeps its overlay for at least 2.5 s even when the work is done; over 2 s it holds people up — make it 2 s or less",
        ])
    }

    @Test func hapticOnlyDependsOnThePlatforms() throws {
        let sounds = "sounds:\n  saved: {haptic: success}\n  buzz: {vibrate: true}\n  chime: {file: chime.caf}\n"
        #expect(try RuleTest.lint(HapticOnlyRule.self, sounds).map(\.message) == [
            "sound 'saved' is the 'success' haptic alone, which iPad cannot give; add a 'file' or a visible change in the app",
            "sound 'buzz' is vibration alone, which iPad cannot give; add a 'file' or a visible change in the app",
        ])
        #expect(try RuleTest.lint(HapticOnlyRule.self, "platforms: [iphone, ipad, mac]\n" + sounds).first?.message.contains("iPad and Mac") == true)
        #expect(try RuleTest.lint(HapticOnlyRule.self, "platforms: [iphone]\n" + sounds).isEmpty)
    }

    @Test func systemSoundFilesAreReadFromDisk() throws {
        let folder = SoundFileTests.folder.appendingPathComponent("system-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try SoundFileTests.write(SoundFileTests.wav(tag: 1, rate: 8_000, bits: 16, dataBytes: 8_000), "ok.wav", in: folder)
        // µLaw plays as a notification sound, but not through System Sound Services.
        _ = try SoundFileTests.write(SoundFileTests.wav(tag: 7, rate: 8_000, bits: 8, dataBytes: 8_000), "mulaw.wav", in: folder)
        // 31 s of 8 kHz mono 8-bit PCM.
        _ = try SoundFileTests.write(SoundFileTests.wav(tag: 1, rate: 8_000, bits: 8, dataBytes: 248_000), "long.wav", in: folder)
        _ = try SoundFileTests.write(SoundFileTests.caf(format: "ima4", rate: 8_000, bytesPerPacket: 34, framesPerPacket: 64, bits: 0, audioBytes: 340), "ima.caf", in: folder)
        let yaml = """
            platforms: [iphone]
            sounds:
              ok: {file: ok.wav}
              ima: {file: ima.caf, alert: true}
              mulaw: {file: mulaw.wav}
              long: {file: long.wav, vibrate: true}
              gone: {file: gone.aif}
              music: {file: song.m4a}
            """
        let file = RuleTest.source(yaml, path: folder.appendingPathComponent("app.alerts.yaml").path)
        let catalog = try RuleTest.catalog(file)
        let lookups = SoundFileResolver.resolve([catalog], resourceFolders: [])
        #expect(lookups[file.path]?.keys.sorted() == ["gone.aif", "ima.caf", "long.wav", "mulaw.wav", "ok.wav", "song.m4a"])
        let findings = try RuleTest.lint(SystemSoundFileRule.self, file, soundFiles: lookups)
        #expect(findings.map(\.message) == [
            "sound file 'mulaw.wav' of sound 'mulaw' is encoded as µLaw, which System Sound Services does not play; convert it to Linear PCM or IMA4, e.g. with 'afconvert -d ima4'",
            "sound file 'long.wav' of sound 'long' plays for 31.0 s; System Sound Services plays only sounds shorter than 30 s; shorten it, or play it with AVAudioPlayer",
            "sound file 'gone.aif' of sound 'gone' was not found (looked in '\(folder.path)'); add it beside the spec or to a 'resources' folder",
            "sound file 'song.m4a' of sound 'music' is not a CAF, AIFF or WAV file, so System Sound Services plays nothing; convert it, e.g. with 'afconvert song.m4a sound.caf -d ima4 -f caff'",
        ])
        #expect(findings.map { file.text(in: $0.range.bytes) } == ["mulaw.wav", "long.wav", "gone.aif", "song.m4a"])
    }

    @Test func theLinterLooksUpSoundFilesOfSpecsWithoutNotifications() throws {
        let folder = SoundFileTests.folder.appendingPathComponent("runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = SourceFile(path: folder.appendingPathComponent("app.alerts.yaml").path, text: "version: 1\nplatforms: [iphone]\nsounds:\n  sent: {file: missing.caf}\n")
        let runner = LintRunner(rules: [RegisteredRule(SystemSoundFileRule.self)])
        let result = runner.lintFile(file, configuration: Configuration(rules: runner.rules))
        #expect(result.diagnostics.map(\.message) == [
            "sound file 'missing.caf' of sound 'sent' was not found (looked in '\(folder.path)'); add it beside the spec or to a 'resources' folder",
        ])
    }

    @Test func broadcastNamesAreComparedAcrossFiles() throws {
        let first = RuleTest.source("broadcasts:\n  albumDidChange:\n    payload: {albumID: UUID}\n", path: "a/Photos.alerts.yaml")
        let same = RuleTest.source("namespace: Photos\nbroadcasts:\n  albumDidChange:\n    payload: {albumID: UUID}\n", path: "b/Other.alerts.yaml")
        let different = RuleTest.source("broadcasts:\n  albumChanged:\n    name: Photos.albumDidChange\n    isolation: async\n    payload: {albumID: UUID}\n", path: "c/More.alerts.yaml")
        let files = [first, same, different]
        let catalogs = try files.map(RuleTest.catalog)
        let rule = RegisteredRule(BroadcastNameUniqueRule.self)
        let findings = Linter(rules: [rule]).lintAcrossCatalogs(catalogs, settings: { _ in RuleSettings(rules: [rule]) }, context: LintContext(files: files))
        #expect(findings.map(\.message) == [
            "broadcast 'albumChanged' is posted as 'Photos.albumDidChange', like broadcast 'albumDidChange', but with a different isolation; observers of one would receive the other's notifications",
        ])
        #expect(findings.first?.range.path == "c/More.alerts.yaml")
        #expect(findings.first?.notes.first?.range?.path == "a/Photos.alerts.yaml")
        #expect(findings.first?.severity == .error)
    }

    @Test func broadcastNameStyle() throws {
        let yaml = """
            broadcasts:
              albumDidChange: {}
              uploadWillStart: {}
              didFinish: {}
              albumUpdate: {}
              syncDidFinishNotification: {}
              interop: {name: NSManagedObjectContextDidSaveNotification}
              legacy: {name: com.example.reload}
            """
        #expect(try RuleTest.lint(BroadcastNameStyleRule.self, yaml).map(\.message) == [
            "broadcast 'didFinish' does not read as subject + Did or Will + event; name it for what happened to whom, such as 'uploadDidFinish'",
            "broadcast 'albumUpdate' does not read as subject + Did or Will + event; name it for what happened, such as 'albumDidUpdate'",
            "broadcast 'syncDidFinishNotification' ends in 'Notification', which its Notification.Name type already says; call it 'syncDidFinish'",
            "name 'com.example.reload' of broadcast 'legacy' does not read as subject + Did or Will + event (such as 'AlbumDidChange')",
        ])
    }
}
