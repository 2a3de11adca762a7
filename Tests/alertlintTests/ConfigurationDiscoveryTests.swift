import Foundation
import Testing

/// Discovery, precedence and filtering, end to end through the CLI.
@Suite struct ConfigurationDiscoveryTests {
    static let threeActions = """
        version: 1
        alerts:
          pick:
            title: Pick One
            actions:
              - {title: Cancel, role: cancel}
              - {title: Keep, role: cancel}
              - {title: Two, role: cancel}

        """

    @Test func nearestConfigurationWins() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "rules:\n  single-cancel-action: warning\n",
            "app/a.alerts.yaml": Self.threeActions,
            "app/legacy/.alertlint.yml": "rules:\n  single-cancel-action: off\n",
            "app/legacy/b.alerts.yaml": Self.threeActions,
        ])
        let result = try CLIHarness.run(["lint", "app"], in: tree)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("[single-cancel-action]") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("app/a.alerts.yaml:") })
    }

    @Test func explicitConfigurationReplacesDiscovery() throws {
        let tree = try CLIHarness.temporaryTree([
            "app/.alertlint.yml": "rules:\n  single-cancel-action: off\n",
            "app/a.alerts.yaml": Self.threeActions,
            "ci.yml": "rules:\n  single-cancel-action: error\n",
        ])
        let result = try CLIHarness.run(["lint", "--config", "ci.yml", "app"], in: tree)
        #expect(result.status == 1)
        #expect(result.stdout.contains("app/a.alerts.yaml:7:9: error:"))
    }

    /// `--no-config` (what the build-tool plugin passes when its package holds none): the
    /// defaults, whatever configuration lies above; with `--config` it is a usage error.
    @Test func noConfigurationReadsNone() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "rules:\n  single-cancel-action: off\n",
            "app/a.alerts.yaml": Self.threeActions,
        ])
        let discovered = try CLIHarness.run(["lint", "app"], in: tree)
        #expect(discovered.status == 0, "\(discovered.stdout)\(discovered.stderr)")
        let lint = try CLIHarness.run(["lint", "--no-config", "app"], in: tree)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("app/a.alerts.yaml:7:9: error:"))
        let generate = try CLIHarness.run(["generate", "--no-config", "app", "--output", "out"], in: tree)
        #expect(generate.status == 1)
        #expect(generate.stdout.contains("app/a.alerts.yaml:7:9: error:"))
        let both = try CLIHarness.run(["lint", "--no-config", "--config", ".alertlint.yml", "app"], in: tree)
        #expect(both.status == 2)
        #expect(both.stderr.contains("--no-config reads no configuration"))
    }

    @Test func excludedFilesAreSkippedWhenSearching() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "excluded: [specs/old]\n",
            "specs/old/a.alerts.yaml": Self.threeActions,
            "specs/new/b.alerts.yaml": Self.threeActions,
        ])
        let searched = try CLIHarness.run(["lint", "specs"], in: tree)
        #expect(searched.stderr.contains("Linted 1 file"))
        #expect(!searched.stdout.contains("specs/old"))
        // A file the user names is linted whatever the configuration excludes.
        let named = try CLIHarness.run(["lint", "specs/old/a.alerts.yaml"], in: tree)
        #expect(named.stdout.contains("specs/old/a.alerts.yaml:"))
    }

    @Test func includedLimitsTheSearch() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "included: [specs/new]\n",
            "specs/old/a.alerts.yaml": Self.threeActions,
            "specs/new/b.alerts.yaml": Self.threeActions,
        ])
        let result = try CLIHarness.run(["lint", "."], in: tree)
        #expect(result.stderr.contains("Linted 1 file"))
    }

    @Test func configurationErrorsArePositionedAndFail() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "rules:\n  single-cancel-actoin: off\n",
            "a.alerts.yaml": Self.threeActions,
        ])
        let result = try CLIHarness.run(["lint", "a.alerts.yaml"], in: tree)
        #expect(result.status == 1)
        #expect(result.stdout.contains(".alertlint.yml:2:3: error: unknown rule 'single-cancel-actoin'; did you mean 'single-cancel-action'? [invalid-configuration]"))
    }

    /// A 0.1 s, 8 kHz, mono, 8-bit PCM WAV file.
    static var shortWAV: Data {
        func le32(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        func le16(_ value: UInt16) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        let samples = [UInt8](repeating: 128, count: 800)
        var bytes: [UInt8] = Array("RIFF".utf8) + le32(UInt32(36 + samples.count)) + Array("WAVE".utf8)
        bytes += Array("fmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(8000) + le32(8000) + le16(1) + le16(8)
        bytes += Array("data".utf8) + le32(UInt32(samples.count)) + samples
        return Data(bytes)
    }

    @Test func soundFilesAreFoundInTheConfiguredResourceFolders() throws {
        let spec = """
            version: 1
            notifications:
              backupDone:
                title: Backup Complete
                body: Your photos are backed up.
                sound: done.wav
              syncDone:
                title: Sync Complete
                body: Your albums are in sync.
                sound: missing.wav

            """
        let tree = try CLIHarness.temporaryTree([
            "app/.alertlint.yml": "resources: [Resources/Sounds]\n",
            "app/Specs/n.alerts.yaml": spec,
        ])
        let sounds = tree.appendingPathComponent("app/Resources/Sounds")
        try FileManager.default.createDirectory(at: sounds, withIntermediateDirectories: true)
        try Self.shortWAV.write(to: sounds.appendingPathComponent("done.wav"))
        let result = try CLIHarness.run(["lint", "app"], in: tree)
        let soundFindings = result.stdout.split(separator: "\n").filter { $0.contains("[notification-sound-file]") }
        #expect(soundFindings.count == 1, "\(result.stdout)")
        #expect(soundFindings.first?.contains("missing.wav") == true)
        #expect(soundFindings.first?.hasPrefix("app/Specs/n.alerts.yaml:10:") == true)
    }
}
