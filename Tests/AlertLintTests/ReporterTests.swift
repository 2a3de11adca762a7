import AlertDiagnostics
@testable import AlertLint
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// One report with every kind of finding and every character that needs escaping somewhere,
/// rendered by each reporter and compared to a golden (`ALERTLINT_RECORD=1` rewrites them).
@Suite struct ReporterTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let isRecording = ProcessInfo.processInfo.environment["ALERTLINT_RECORD"] == "1"

    static let photos = SourceFile(path: "Specs/photos.alerts.yaml", text: """
        version: 1
        alerts:
          deletePhoto:
            title: Delete “Beach, 2024: 100% <best>”?
            actions: [{title: Cancel, role: cancel}, {title: Keep, role: cancel}]

        """)
    static let clean = SourceFile(path: "Specs/clean.alerts.yaml", text: "version: 1\nprogress:\n  saving: {title: Saving…, cancel: Cancel}\n")

    static func range(_ file: SourceFile, _ needle: String) -> SourceRange {
        let text = String(decoding: file.bytes, as: UTF8.self)
        let start = text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: needle)!.lowerBound.samePosition(in: text.utf8)!)
        return SourceRange(path: file.path, bytes: ByteRange(start: start, end: start + needle.utf8.count))
    }

    static var report: LintReport {
        let second = range(photos, "{title: Keep, role: cancel}")
        let diagnostics: [Diagnostic] = [
            Diagnostic(
                severity: .error, id: "single-cancel-action",
                message: "alert 'deletePhoto' has more than one cancel action; UIKit raises an exception",
                range: second,
                notes: [Note(message: "the first cancel action is here", range: range(photos, "{title: Cancel, role: cancel}"))]
            ),
            Diagnostic(
                severity: .warning, id: "alert-title-punctuation",
                message: "title \"Delete, 2024: 100% <best>\"\nends with a period, & more",
                range: range(photos, "Delete “Beach, 2024: 100% <best>”?"),
                fixIts: [FixIt(title: "Remove the period", edits: [TextEdit(range: range(photos, "?"), replacement: "")])]
            ),
            Diagnostic(severity: .info, id: "notification-hidden-preview", message: "an info finding", range: range(photos, "deletePhoto")),
        ]
        return LintReport(files: [photos, clean], diagnostics: diagnostics.sortedForOutput(), readFailures: [], specCount: 2)
    }

    static let context = ReporterContext(
        toolVersion: "1.2.3", rules: [RuleRegistry.rule("single-cancel-action")!], repositoryPrefix: "App/", repositoryRoot: "/home/dev/My Photos"
    )

    func assertGolden(_ kind: ReporterKind, fileExtension: String) throws {
        let output = kind.reporter.render(Self.report, context: Self.context).standardOutput
        let url = Self.root.appendingPathComponent("Goldens/reporters/report.\(fileExtension)")
        if Self.isRecording { try Data(output.utf8).write(to: url) }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(output == expected, "\(kind) output differs from its golden; ALERTLINT_RECORD=1 rewrites it")
        // Deterministic: a second rendering gives the same bytes.
        #expect(kind.reporter.render(Self.report, context: Self.context).standardOutput == output)
    }

    @Test func xcode() throws { try assertGolden(.xcode, fileExtension: "txt") }
    @Test func json() throws { try assertGolden(.json, fileExtension: "json") }
    @Test func sarif() throws { try assertGolden(.sarif, fileExtension: "sarif") }
    @Test func github() throws { try assertGolden(.github, fileExtension: "github.txt") }
    @Test func junit() throws { try assertGolden(.junit, fileExtension: "xml") }

    @Test func jsonIsValidAndCarriesPositions() throws {
        let output = ReporterKind.json.reporter.render(Self.report, context: Self.context).standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 3)
        let first = try #require(diagnostics.first)
        #expect(first["rule"] as? String == "notification-hidden-preview")
        let range = try #require(first["range"] as? [String: Any])
        let start = try #require(range["start"] as? [String: Int])
        #expect(start["line"] == 3 && start["column"] == 3)
        #expect((object["summary"] as? [String: Int])?["errors"] == 1)
    }

    @Test func sarifLocationsAreRepositoryRelativeWithFingerprints() throws {
        let output = ReporterKind.sarif.reporter.render(Self.report, context: Self.context).standardOutput
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "single-cancel-action" })
        #expect(result["level"] as? String == "error")
        #expect(result["ruleIndex"] as? Int == 0)
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: String])?["uri"] == "App/Specs/photos.alerts.yaml")
        let region = try #require(physical["region"] as? [String: Int])
        #expect(region == ["startLine": 5, "startColumn": 46, "endLine": 5, "endColumn": 73])
        // GitHub's own fingerprint, of the line the finding starts on (line 5).
        let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
        #expect(fingerprints == ["primaryLocationLineHash": PrimaryLocationLineHash.hashes(ofUTF8: Self.photos.bytes)[4]])
        #expect(fingerprints["primaryLocationLineHash"]?.wholeMatch(of: #/[0-9a-f]{1,16}:[1-9][0-9]*/#) != nil)
        // Findings on one line share it; on different lines they differ.
        let lineHashes = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
        #expect(lineHashes.count == 3 && Set(lineHashes).count == 3)
        // %SRCROOT% is said, as an absolute folder URI.
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
        #expect(bases["%SRCROOT%"]?["uri"] as? String == "file:///home/dev/My%20Photos/")
        // Rules describe themselves as GitHub shows them.
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let rule = try #require(rules.first)
        #expect(rule["id"] as? String == "single-cancel-action")
        #expect((rule["defaultConfiguration"] as? [String: String])?["level"] == "error")
        let help = try #require(rule["help"] as? [String: String])
        #expect(help["text"]?.contains("How to fix:") == true)
        #expect(help["markdown"] == RuleDocumentation.page(RuleRegistry.rule("single-cancel-action")!.description))
        let properties = try #require(rule["properties"] as? [String: Any])
        #expect(properties["precision"] as? String == "very-high")
        #expect(properties["problem.severity"] as? String == "error")
        #expect(properties["security-severity"] == nil)
        // Format errors are described too.
        let syntax = try #require(rules.first { $0["id"] as? String == "yaml-syntax" })
        #expect((syntax["help"] as? [String: String])?["markdown"]?.contains("The file is not valid YAML.") == true)
        #expect((syntax["properties"] as? [String: Any])?["precision"] as? String == "very-high")
    }

    @Test func precisionAndProblemSeverityFollowTheRuleFamily() {
        #expect(SARIFReporter.precision("alert-title-length") == "medium")
        #expect(SARIFReporter.precision("button-title-case") == "high")
        #expect(SARIFReporter.precision("single-cancel-action") == "very-high")
        #expect(SARIFReporter.problemSeverity(.info) == "recommendation")
        #expect(SARIFReporter.problemSeverity(.warning) == "warning")
    }

    @Test func fingerprintSurvivesMovingTheFinding() {
        let moved = SourceFile(path: "Specs/photos.alerts.yaml", text: "# a new first line\n" + String(decoding: Self.photos.bytes, as: UTF8.self))
        let diagnostic = { (file: SourceFile) in
            Diagnostic(severity: .error, id: "single-cancel-action", message: "m", range: Self.range(file, "{title: Keep, role: cancel}"))
        }
        func fingerprint(_ file: SourceFile) -> String? {
            let report = LintReport(files: [file], diagnostics: [diagnostic(file)], readFailures: [], specCount: 1)
            let output = SARIFReporter().render(report, context: Self.context).standardOutput
            return output.firstMatch(of: #/"primaryLocationLineHash" : "([0-9a-f]+:[0-9]+)"/#).map { String($0.1) }
        }
        #expect(fingerprint(Self.photos) != nil)
        #expect(fingerprint(Self.photos) == fingerprint(moved))
    }

    static var checkJSONSchemaAvailable: Bool { isOnPath("check-jsonschema") }

    /// The SARIF output validates against the official SARIF 2.1.0 schema.
    @Test(.enabled(if: checkJSONSchemaAvailable || ProcessInfo.processInfo.environment["CI"] == "true", "needs check-jsonschema"))
    func sarifValidatesAgainstTheSchema() throws {
        let schema = Self.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/schemas/sarif-schema-2.1.0.json").standardizedFileURL
        let output = ReporterKind.sarif.reporter.render(Self.report, context: Self.context).standardOutput
        let (status, log) = try Self.validate(output, fileExtension: "sarif.json") { ["check-jsonschema", "--schemafile", schema.path, $0] }
        #expect(status == 0, "\(log)")
    }

    /// Writes `output` to a temporary file and runs a validator on it: its status and log.
    static func validate(_ output: String, fileExtension: String, command: (String) -> [String]) throws -> (status: Int32, log: String) {
        let file = TestScratch.root.appendingPathComponent("alertlint-\(UUID().uuidString).\(fileExtension)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(output.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command(file.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, log)
    }

    static func isOnPath(_ tool: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    /// The JUnit output validates against the Jenkins xUnit plugin's JUnit schema (committed
    /// as Tests/schema/junit-10.xsd with its source), checked by libxml2's `xmllint`.
    @Test(.enabled(if: isOnPath("xmllint") || ProcessInfo.processInfo.environment["CI"] == "true", "needs xmllint (Debian/Ubuntu: apt-get install libxml2-utils)"))
    func junitValidatesAgainstTheJenkinsSchema() throws {
        let schema = Self.root.deletingLastPathComponent().appendingPathComponent("schema/junit-10.xsd")
        // The golden report, a clean run and a run with nothing in it.
        let reports = [Self.report, LintReport(files: [Self.clean], diagnostics: [], readFailures: [], specCount: 1), LintReport(files: [], diagnostics: [], readFailures: [], specCount: 0)]
        for report in reports {
            let output = ReporterKind.junit.reporter.render(report, context: Self.context).standardOutput
            let (status, log) = try Self.validate(output, fileExtension: "xml") { ["xmllint", "--noout", "--schema", schema.path, $0] }
            #expect(status == 0, "\(log)\n\(output)")
        }
    }

    @Test func junitIsWellFormedXML() throws {
        let output = ReporterKind.junit.reporter.render(Self.report, context: Self.context).standardOutput
        let document = try XMLDocument(xmlString: output)
        let suites = try document.nodes(forXPath: "/testsuites/testsuite")
        #expect(suites.count == 2)
        #expect(try document.nodes(forXPath: "//failure").count == 2)
        #expect(try document.nodes(forXPath: "//skipped").count == 1)
        // The schema CI servers validate with has no `skipped` on <testsuites>; suites keep it.
        #expect(document.rootElement()?.attribute(forName: "skipped") == nil)
        let failure = try #require(try document.nodes(forXPath: "//failure[@type='warning']").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == "title \"Delete, 2024: 100% <best>\"\nends with a period, & more")
    }
}

@Suite struct GitHubReporterTests {
    @Test func escapingFollowsTheActionsToolkit() {
        #expect(GitHubReporter.escapeData("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubReporter.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    }

    static func report(warnings: Int, errors: Int) -> LintReport {
        let file = SourceFile(path: "a.alerts.yaml", text: String(repeating: "x\n", count: 40))
        let diagnostics = (0..<warnings).map {
            Diagnostic(severity: .warning, id: "w", message: "warning | \($0)", range: SourceRange(path: file.path, bytes: .at($0 * 2)))
        } + (0..<errors).map {
            Diagnostic(severity: .error, id: "e", message: "error \($0)", range: SourceRange(path: file.path, bytes: .at($0 * 2)))
        }
        return LintReport(files: [file], diagnostics: diagnostics.sortedForOutput(), readFailures: [], specCount: 1)
    }

    @Test func pastTenOfAKindGoToTheStepSummary() {
        let context = ReporterContext(toolVersion: "1", hasStepSummary: true)
        let output = GitHubReporter().render(Self.report(warnings: 13, errors: 4), context: context)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 4)
        #expect(lines.last == "::notice title=alertlint::3 more findings than GitHub annotates (10 per kind) are listed in the job summary")
        let summary = output.stepSummary ?? ""
        #expect(summary.contains("| Severity | Location | Rule | Message |"))
        #expect(summary.contains("| warning | a.alerts.yaml:11:1 | w | warning \\| 10 |"))
        #expect(summary.split(separator: "\n").filter { $0.hasPrefix("| warning") }.count == 3)
    }

    @Test func withoutAStepSummaryTheRestGoesToTheLog() {
        let output = GitHubReporter().render(Self.report(warnings: 12, errors: 0), context: ReporterContext(toolVersion: "1"))
        #expect(output.stepSummary == nil)
        #expect(output.standardOutput.contains("a.alerts.yaml:12:1: warning: warning | 11 [w]"))
    }

    @Test func annotationShape() {
        let output = GitHubReporter().render(Self.report(warnings: 1, errors: 0), context: ReporterContext(toolVersion: "1", repositoryPrefix: "App/"))
        #expect(output.standardOutput == "::warning file=App/a.alerts.yaml,line=1,col=1,endLine=1,endColumn=1,title=w::warning | 0\n")
    }
}

@Suite struct FormatErrorsTests {
    @Test func everyNonRuleIDIsDescribed() {
        #expect(Set(FormatErrors.summaries.keys) == FormatErrors.expectedIDs)
    }
}

/// The vectors of github/codeql-action's `src/fingerprints.test.ts` ("hash"): the values
/// `upload-sarif` computes, so GitHub matches alertlint's alerts as it matches its own.
@Suite struct PrimaryLocationLineHashTests {
    static let vectors: [(input: String, hashes: [String])] = [
        ("", ["c129715d7a2bc9a3:1"]),
        (" a\nb\n  \t\tc\n d", ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"]),
        (" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End", [
            "8b7cf3e952e7aeb2:1", "b1ae1287ec4718d9:1", "bff680108adb0fcc:1", "c6805c5e1288b612:1", "b86d3392aea1be30:1", "e6ceba753e1a442:1",
        ]),
        (" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n", Self.greetings),
        (" hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r", Self.greetings),
        (" hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n", Self.greetings),
        (" hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n", Self.greetings),
        (String(repeating: "Lorem ipsum dolor sit amet.\n", count: 10), [
            "a7f2ff13bc495cf2:1", "a7f2ff13bc495cf2:2", "a7f2ff13bc495cf2:3", "a7f2ff13bc495cf2:4", "a7f2ff13bc495cf2:5",
            "a7f2ff13bc495cf2:6", "a7f2ff1481e87703:1", "a9cf91f7bbf1862b:1", "55ec222b86bcae53:1", "cc97dc7b1d7d8f7b:1",
            "c129715d7a2bc9a3:1",
        ]),
        ("x = 2\nx = 1\nprint(x)\nx = 3\nprint(x)\nx = 4\nprint(x)\n", [
            "e54938cc54b302f1:1", "bb609acbe9138d60:1", "1131fd5871777f34:1", "5c482a0f8b35ea28:1", "54517377da7028d2:1",
            "2c644846cb18d53e:1", "f1b89f20de0d133:1", "c129715d7a2bc9a3:1",
        ]),
    ]
    static let greetings = [
        "e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1", "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1",
        "c129715d7a2bc9a3:1",
    ]

    @Test(arguments: vectors.indices)
    func matchesCodeQLAction(_ index: Int) {
        let (input, expected) = Self.vectors[index]
        #expect(PrimaryLocationLineHash.hashes(ofUTF8: Array(input.utf8)) == expected)
    }

    /// What a run keeps of a dropped file's lines (decision 0063) reads back as those lines'
    /// strings, and nothing for the lines not kept.
    @Test func keptFingerprintsReadAsTheirLines() {
        // Eleven lines, the first six with one hash (":1" to ":6").
        let (input, expected) = Self.vectors[7]
        let all = PrimaryLocationLineHash.fingerprints(ofUTF8: Array(input.utf8))
        #expect(all.map(\.text) == expected)
        let kept = LineFingerprints(lines: [3, 1, 3, 0, expected.count + 1, expected.count], of: all)
        for line in 0...(expected.count + 1) {
            #expect(kept[line]?.text == ([1, 3, expected.count].contains(line) ? expected[line - 1] : nil))
        }
    }

    /// One hash a line, however lines end, as the line table counts them.
    @Test func oneHashPerLineOfTheLineTable() {
        for text in ["a\r\nb\rc\n", "é\u{2028}x\n\n", "\u{FEFF}version: 1\n  - 🙂\n"] {
            #expect(PrimaryLocationLineHash.hashes(ofUTF8: Array(text.utf8)).count == LineTable(Array(text.utf8)).lineCount)
        }
    }
}
