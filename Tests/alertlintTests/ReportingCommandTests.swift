import Foundation
import Testing

/// Reporter selection, --strict, --fix, and the rules/explain commands, end to end.
@Suite struct ReportingCommandTests {
    /// One warning (cancel placed last in a two-button alert), no errors.
    static let cancelLast = """
        version: 1
        alerts:
          discardDraft:
            title: Discard Draft?
            message: Your changes will be lost.
            actions:
              # The destructive choice, spelled out.
              - {title: "Discard", role: destructive}
              - title: Cancel   # keeps its comment
                role: cancel

        """

    static let cancelFirst = """
        version: 1
        alerts:
          discardDraft:
            title: Discard Draft?
            message: Your changes will be lost.
            actions:
              - title: Cancel   # keeps its comment
                role: cancel
              # The destructive choice, spelled out.
              - {title: "Discard", role: destructive}

        """

    @Test func strictFailsOnWarnings() throws {
        let tree = try CLIHarness.temporaryTree(["a.alerts.yaml": Self.cancelLast])
        let lenient = try CLIHarness.run(["lint", "a.alerts.yaml"], in: tree)
        #expect(lenient.status == 0, "\(lenient.stdout)")
        #expect(lenient.stdout.contains("warning:") && lenient.stdout.contains("[cancel-placement]"))
        let strict = try CLIHarness.run(["lint", "--strict", "a.alerts.yaml"], in: tree)
        #expect(strict.status == 1)
        let quiet = try CLIHarness.run(["lint", "--quiet", "a.alerts.yaml"], in: tree)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    }

    @Test func fixMovesTheCancelAndKeepsCommentsAndQuoting() throws {
        let tree = try CLIHarness.temporaryTree(["a.alerts.yaml": Self.cancelLast])
        let result = try CLIHarness.run(["lint", "--fix", "a.alerts.yaml"], in: tree)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("fixed 1 finding in a.alerts.yaml"))
        let fixed = try String(contentsOf: tree.appendingPathComponent("a.alerts.yaml"), encoding: .utf8)
        #expect(fixed == Self.cancelFirst)
        #expect(!result.stdout.contains("cancel-placement"))
        // Nothing left to fix: the file is not rewritten.
        let again = try CLIHarness.run(["lint", "--fix", "a.alerts.yaml"], in: tree)
        #expect(!again.stderr.contains("fixed"))
    }

    @Test func fixRefusesStandardInput() throws {
        let result = try CLIHarness.run(["lint", "--fix", "-"], stdin: Self.cancelLast)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--fix rewrites files"))
    }

    @Test(arguments: ["json", "sarif", "junit", "github", "xcode"])
    func everyReporterRuns(_ reporter: String) throws {
        let tree = try CLIHarness.temporaryTree(["a.alerts.yaml": Self.cancelLast])
        let result = try CLIHarness.run(["lint", "--reporter", reporter, "a.alerts.yaml"], in: tree)
        #expect(result.status == 0)
        #expect(result.stdout.contains("cancel-placement"))
        if reporter == "json" || reporter == "sarif" {
            #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil)
        }
    }

    @Test func githubActionsPicksTheGitHubReporterAndWritesTheSummary() throws {
        var files: [String: String] = [:]
        for index in 0..<12 { files["s\(index).alerts.yaml"] = Self.cancelLast }
        let tree = try CLIHarness.temporaryTree(files)
        let summary = tree.appendingPathComponent("summary.md")
        try Data("# Earlier step\n".utf8).write(to: summary)
        let result = try CLIHarness.run(["lint", "."], in: tree, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::warning file=") }
        #expect(annotations.count == 10)
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written.hasPrefix("# Earlier step\n"))
        #expect(written.contains("### alertlint: 2 more findings"))
    }

    /// A step summary that cannot be written is an I/O failure, after the annotations.
    @Test func anUnwritableStepSummaryFailsAfterTheAnnotations() throws {
        var files: [String: String] = [:]
        for index in 0..<12 { files["s\(index).alerts.yaml"] = Self.cancelLast }
        let tree = try CLIHarness.temporaryTree(files)
        let summary = tree.appendingPathComponent("no-such-folder/summary.md")
        let result = try CLIHarness.run(["lint", "."], in: tree, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 2)
        #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("::warning file=") }.count == 10)
        #expect(result.stderr.contains("error: cannot write the step summary \(summary.path)"))
    }

    @Test func unknownReporterIsAUsageError() throws {
        let result = try CLIHarness.run(["lint", "--reporter", "html"])
        #expect(result.status == 2)
    }

    @Test func rulesListsEveryRule() throws {
        let result = try CLIHarness.run(["rules"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("single-cancel-action ") && $0.contains("error") })
        #expect(lines.contains { $0.hasPrefix("cancel-placement ") && $0.contains("fixable") })
        #expect(lines.count >= 40)
    }

    @Test func explainPrintsTheRulePage() throws {
        let result = try CLIHarness.run(["explain", "single-cancel-action"])
        #expect(result.status == 0)
        for section in ["# single-cancel-action", "## What it does", "## Why", "## Example", "## How to fix", "## Options", "## Fix safety"] {
            #expect(result.stdout.contains(section), "missing \(section)")
        }
        #expect(result.stdout.contains("NSInternalInconsistencyException"))

        let format = try CLIHarness.run(["explain", "duplicate-key"])
        #expect(format.status == 0 && format.stdout.contains("format error"))

        let unknown = try CLIHarness.run(["explain", "single-cancel-actions"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'single-cancel-action'?"))
    }
}
