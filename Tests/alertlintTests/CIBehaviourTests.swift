import Foundation
import Testing

/// What a CI job relies on, through the real binary: a run that checks nothing fails unless
/// asked not to, misuse of options is a usage error, counts read as English, and the SARIF
/// carries what GitHub code scanning reads.
@Suite struct CIBehaviourTests {
    /// No findings.
    static let valid = LintCommandTests.valid
    /// One warning (cancel-placement), no errors.
    static let cancelLast = ReportingCommandTests.cancelLast

    static let noSpecs = "error: no spec files found in Specs (looked for *.alerts.yaml or *.alerts.yml)"

    // MARK: Nothing to lint

    @Test func lintingAFolderWithoutSpecsIsAnError() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/notes.yaml": "a: 1\n", "Specs/Nested/readme.md": "# hi\n"])
        let result = try CLIHarness.run(["lint", "Specs"], in: tree)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(Self.noSpecs), "\(result.stderr)")
        #expect(result.stderr.contains("--allow-empty"))
    }

    @Test func theDefaultFolderAndSeveralPathsAreNamed() throws {
        let tree = try CLIHarness.temporaryTree(["A/x.txt": "", "B/y.txt": ""])
        let none = try CLIHarness.run(["lint"], in: tree)
        #expect(none.status == 2 && none.stderr.hasPrefix("error: no spec files found in . ("), "\(none.stderr)")
        let two = try CLIHarness.run(["lint", "A", "B"], in: tree)
        #expect(two.status == 2 && two.stderr.hasPrefix("error: no spec files found in A, B ("), "\(two.stderr)")
        // Even --quiet says why it failed.
        let quiet = try CLIHarness.run(["lint", "--quiet", "A"], in: tree)
        #expect(quiet.status == 2 && quiet.stderr.hasPrefix("error: no spec files found in A ("))
    }

    @Test(arguments: ["xcode", "json", "sarif", "junit", "github"])
    func allowEmptyLintsNothingAndPasses(_ reporter: String) throws {
        let tree = try CLIHarness.temporaryTree(["Specs/notes.yaml": "a: 1\n"])
        let result = try CLIHarness.run(["lint", "--allow-empty", "--reporter", reporter, "Specs"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "Linted 0 files: 0 errors, 0 warnings.\n")
        if reporter == "sarif" || reporter == "json" {
            #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(result.stdout)")
        }
    }

    /// A missing path is its own error; the "nothing found" message would only repeat it.
    @Test func aMissingPathIsReportedAsMissing() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/notes.yaml": "a: 1\n"])
        let result = try CLIHarness.run(["lint", "Spex"], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Spex"))
        #expect(!result.stderr.contains("no spec files found"))
    }

    /// Files the configuration excludes were found: linting none of them is what was asked.
    @Test func specsExcludedByConfigurationAreNotMissing() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "excluded: [Legacy]\n",
            "Legacy/old.alerts.yaml": Self.cancelLast,
        ])
        let result = try CLIHarness.run(["lint", "Legacy"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Linted 0 files"))
    }

    // MARK: --stdin-path

    @Test func stdinPathWithoutStandardInputIsAUsageError() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/a.alerts.yaml": Self.valid])
        let result = try CLIHarness.run(["lint", "--stdin-path", "Specs/a.alerts.yaml", "Specs"], in: tree)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--stdin-path names standard input; give '-' among the paths"), "\(result.stderr)")
        let withDash = try CLIHarness.run(["lint", "--stdin-path", "Specs/a.alerts.yaml", "-"], stdin: Self.cancelLast, in: tree)
        #expect(withDash.status == 0)
        #expect(withDash.stdout.hasPrefix("Specs/a.alerts.yaml:") && withDash.stdout.contains(": warning: "), "\(withDash.stdout)")
    }

    // MARK: generate

    @Test func generateWithoutSpecsSaysSoAndWritesNothing() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/notes.yaml": "a: 1\n"])
        let result = try CLIHarness.run(["generate", "Specs", "--output", "Out"], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(Self.noSpecs + "; nothing was generated"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
    }

    @Test func generateWhenConfigurationExcludesEverySpec() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "excluded: [Specs]\n",
            "Specs/a.alerts.yaml": Self.valid,
        ])
        let result = try CLIHarness.run(["generate", "Specs", "--output", "Out"], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no catalogs to generate: every spec file found in Specs is excluded by configuration; nothing was generated"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
    }

    // MARK: Counts

    @Test func oneOfAThingIsSingular() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/a.alerts.yaml": Self.valid, "Bad/b.alerts.yaml": Self.cancelLast])
        let generated = try CLIHarness.run(["generate", "Specs", "--output", "Out"], in: tree)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stderr.contains("files for 1 catalog in Out ("), "\(generated.stderr)")
        #expect(!generated.stderr.contains("1 catalogs"))
        let linted = try CLIHarness.run(["lint", "Bad"], in: tree)
        #expect(linted.stderr == "Linted 1 file: 0 errors, 1 warning in 1 file.\n", "\(linted.stderr)")
    }

    // MARK: SARIF for code scanning

    /// Run from a subfolder of a repository: paths are repository-relative, `%SRCROOT%` is the
    /// repository root, and each result has GitHub's line hash, which ignores line endings
    /// and indentation as GitHub's does.
    @Test func sarifCarriesTheSourceRootAndLineHashes() throws {
        let crlf = Self.cancelLast.replacingOccurrences(of: "\n", with: "\r\n")
        let tree = try CLIHarness.temporaryTree(["App/Specs/a.alerts.yaml": Self.cancelLast, "App/Specs/b.alerts.yaml": crlf])
        try FileManager.default.createDirectory(at: tree.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let result = try CLIHarness.run(["lint", "--reporter", "sarif", "Specs"], in: tree.appendingPathComponent("App"))
        #expect(result.status == 0, "\(result.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = try #require((run["originalUriBaseIds"] as? [String: [String: Any]])?["%SRCROOT%"])
        #expect(base["uri"] as? String == "file://" + tree.standardizedFileURL.path + "/", "\(base)")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let uris = results.compactMap { ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])?["uri"] }
        #expect(uris == ["App/Specs/a.alerts.yaml", "App/Specs/b.alerts.yaml"])
        let hashes = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
        #expect(hashes.count == 2)
        #expect(hashes.first?.wholeMatch(of: #/[0-9a-f]{1,16}:1/#) != nil, "\(hashes)")
        #expect(Set(hashes).count == 1, "CRLF and LF give one hash: \(hashes)")
    }
}
