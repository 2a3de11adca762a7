import Foundation
import Testing

/// `alertlint lint` end to end: argv → stdout, stderr, exit status.
@Suite struct LintCommandTests {
    static let valid = """
        version: 1
        alerts:
          deleteDocument:
            parameters: {name: String}
            title: Delete “{name}”?
            message: This document will be removed from all your devices.
            actions:
              - {title: Cancel, role: cancel}
              - {id: delete, title: Delete, role: destructive}

        """

    static let invalid = """
        version: 1
        alerts:
          deleteDocument:
            title: Delete?
            title: Remove?
            actions: [Cancel]

        """

    /// `path:line:col: severity: message [id]`, the shape Xcode and CI log parsers read.
    static var diagnosticLine: Regex<(Substring, path: Substring, line: Substring, column: Substring, severity: Substring, message: Substring, id: Substring)> { #/^(?<path>[^:]+):(?<line>\d+):(?<column>\d+): (?<severity>error|warning|note): (?<message>.+) \[(?<id>[a-z0-9-]+)\]$/# }

    @Test func cleanFileExitsZero() throws {
        let tree = try CLIHarness.temporaryTree(["ok.alerts.yaml": Self.valid])
        let result = try CLIHarness.run(["lint", "ok.alerts.yaml"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Linted 1 file: 0 errors, 0 warnings."))
    }

    @Test func errorsExitOneInXcodeShape() throws {
        let tree = try CLIHarness.temporaryTree(["bad.alerts.yaml": Self.invalid])
        let result = try CLIHarness.run(["lint", "bad.alerts.yaml"], in: tree)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        let match = try #require(first.wholeMatch(of: Self.diagnosticLine))
        #expect(match.path == "bad.alerts.yaml")
        #expect(match.line == "5")
        #expect(match.column == "5")
        #expect(match.severity == "error")
        #expect(match.id == "duplicate-key")
        #expect(lines.contains("bad.alerts.yaml:4:5: note: 'title' was first defined here"))
    }

    @Test func missingPathExitsTwo() throws {
        let result = try CLIHarness.run(["lint", "does-not-exist.alerts.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: does-not-exist.alerts.yaml: no such file or directory"))
    }

    @Test func unknownOptionExitsTwo() throws {
        let result = try CLIHarness.run(["lint", "--no-such-option"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Unknown option '--no-such-option'"))
    }

    @Test func missingSubcommandArgumentsShowUsage() throws {
        let result = try CLIHarness.run(["frobnicate"])
        #expect(result.status == 2)
    }

    @Test func directoriesAreSearchedRecursivelyInSortedOrder() throws {
        let tree = try CLIHarness.temporaryTree([
            "specs/b/second.alerts.yml": Self.invalid,
            "specs/a/first.alerts.yaml": Self.invalid,
            "specs/a/not-a-spec.yaml": "this: [is not linted",
            "specs/.hidden/skipped.alerts.yaml": Self.invalid,
            "specs/c/clean.alerts.yaml": Self.valid,
        ])
        let result = try CLIHarness.run(["lint", "specs"], in: tree)
        #expect(result.status == 1)
        let paths = result.stdout.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }
        var distinct: [String] = []
        for path in paths where distinct.last != path { distinct.append(path) }
        #expect(distinct == ["specs/a/first.alerts.yaml", "specs/b/second.alerts.yml"])
        #expect(result.stderr.contains("Linted 3 files: 2 errors, 0 warnings in 2 files."))
    }

    @Test func currentDirectoryIsTheDefault() throws {
        let tree = try CLIHarness.temporaryTree(["x/bad.alerts.yaml": Self.invalid])
        let result = try CLIHarness.run(["lint"], in: tree)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("x/bad.alerts.yaml:5:5: error:"))
    }

    @Test func standardInputIsLinted() throws {
        let result = try CLIHarness.run(["lint", "-"], stdin: Self.invalid)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("<stdin>:5:5: error: duplicate key 'title' [duplicate-key]"))

        let named = try CLIHarness.run(["lint", "-", "--stdin-path", "Photos/photos.alerts.yaml"], stdin: Self.valid)
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
    }

    @Test func outputIsIdenticalAcrossRuns() throws {
        var files: [String: String] = [:]
        for index in 0..<24 { files["many/f\(index).alerts.yaml"] = Self.invalid }
        let tree = try CLIHarness.temporaryTree(files)
        let first = try CLIHarness.run(["lint", "many"], in: tree)
        // Under a sanitizer, a report ends the run with its own status: show it.
        #expect(first.status == 1, "\(first.stderr)")
        for _ in 0..<3 {
            let again = try CLIHarness.run(["lint", "many"], in: tree)
            #expect(again.status == 1, "\(again.stderr)")
            #expect(again.stdout == first.stdout)
        }
        let paths = first.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.split(separator: ":")[0]) }
        #expect(paths == paths.sorted())
        #expect(paths.count == 24)
    }

    @Test func quietPrintsOnlyFindings() throws {
        let tree = try CLIHarness.temporaryTree(["bad.alerts.yaml": Self.invalid])
        let result = try CLIHarness.run(["lint", "--quiet", "bad.alerts.yaml"], in: tree)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
    }

    @Test func versionAndHelp() throws {
        let version = try CLIHarness.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).wholeMatch(of: #/\d+\.\d+\.\d+/#) != nil)

        let help = try CLIHarness.run(["lint", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("EXIT CODES"))
        #expect(help.stdout.contains("2  usage error, an input could not be read, or no spec files were found"))
    }
}
