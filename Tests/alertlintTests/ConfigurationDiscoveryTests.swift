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
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("warning:") }
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
}
