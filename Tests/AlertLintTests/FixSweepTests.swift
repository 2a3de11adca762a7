import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Foundation
import Testing

/// `--fix` over the samples, copies of them with their cancel roles taken out, and hand-made
/// messy files: every result passes `FixVerifier`, adds no finding, and is a fixed point.
@Suite struct FixSweepTests {
    static let samplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("samples/PhotoLibrary")

    static func samples() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)
            .filter { $0.hasSuffix(".alerts.yaml") }
            .sorted()
            .map { ($0, try String(contentsOf: samplesFolder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// A sample with every block action's `role: cancel` line taken out: the cancel-role fix
    /// should put each back where it was.
    static func withoutCancelRoles(_ text: String) -> String {
        text.replacingOccurrences(of: #"- role: cancel\n\s+"#, with: "- ", options: .regularExpression)
    }

    static let messy: [(name: String, text: String)] = [
        ("indented differently, comments everywhere", """
            version: 1
            # Alerts first.
            alerts:
              discard:   # the draft one
                title: Discard Draft?
                actions:
                  # Red.
                  # alertlint:disable button-title-case
                  -   title: discard draft
                      role: destructive   # on purpose

                  - title: Cancel  # way out
                    role: cancel
            actionSheets:
              photo:
                actions:
                  - {title: Cancel, role: cancel}   # first, wrongly
                  - Share…
                  # Cannot be undone.
                  -    {title: Delete Photo, role: destructive}
                  - Duplicate
            """),
        ("CRLF and block scalars", "version: 1\r\nactionSheets:\r\n  photo:\r\n    actions:\r\n      - role: cancel\r\n        title: >+\r\n          Cancel\r\n\r\n      - title: |2-\r\n           Share…\r\n      - Duplicate\r\n"),
        ("a flow list with comments between items", """
            version: 1
            alerts:
              replace:
                title: Replace “Report.pdf”?
                actions: [
                  {title: Cancel, role: cancel},  # leading, wrongly
                  Keep Both,
                  Replace
                ]
            """),
        ("a multi-line flow list", """
            version: 1
            alerts:
              replace:
                title: Replace “Report.pdf”?
                actions: [{title: Cancel, role: cancel},
                  Keep Both,
                  "Replace!"]
            """),
        ("login fields and punctuation", """
            version: 1
            alerts:
              signIn:
                title: "Sign In."
                textFields:
                  # Hidden as typed.
                  - {id: password, placeholder: Password, secure: true, contentType: password}
                  - id: username   # first, for AutoFill
                    placeholder: Username
                    contentType: username
                actions:
                  - Cancel
                  - {title: 'Sign In!', preferred: true}

            """),
        ("two titled Cancel, and a title that would become a duplicate", """
            version: 1
            alerts:
              stop:
                title: Stop Syncing?
                actions:
                  - {id: keepSyncing, title: Cancel}
                  - {id: notNow, title: "Cancel…"}
                  - {title: Stop, role: destructive}
              close:
                title: Close Album?
                actions:
                  - {title: Cancel, role: cancel}
                  - {id: closeNow, title: Cancel!}
            """),
    ]

    static func check(_ name: String, _ text: String) -> LintFixer.FileOutcome {
        let runner = LintRunner(jobs: 1)
        let configuration = Configuration(rules: runner.rules)
        let fixer = LintFixer(runner: runner)
        let original = SourceFile(path: "\(name).alerts.yaml", text: text)
        let outcome = fixer.fixFile(original, configuration: configuration)
        let fixed = SourceFile(path: original.path, bytes: outcome.bytes)
        #expect(FixVerifier.verify(original: original, fixed: fixed, intended: outcome.intent).isEmpty, "\(name)")
        let before = runner.lint([original]).diagnostics
        let after = runner.lint([fixed]).diagnostics
        #expect(FixVerifier.addedFindings(before: before, in: original, after: after, in: fixed).isEmpty, "\(name)")
        #expect(after.count { $0.severity == .error } <= before.count { $0.severity == .error }, "\(name)")
        // A fixed point: what is left has no fix-it that applies.
        #expect(fixer.fixFile(fixed, configuration: configuration).applied == 0, "\(name): \(String(decoding: outcome.bytes, as: UTF8.self))")
        return outcome
    }

    @Test func samplesAreLeftAsTheyAre() throws {
        let samples = try Self.samples()
        #expect(samples.count >= 3)
        for (name, text) in samples {
            let outcome = Self.check(name, text)
            #expect(outcome.bytes == Array(text.utf8), "\(name)")
        }
    }

    @Test func samplesGetTheirCancelRolesBack() throws {
        var mutated = 0
        for (name, text) in try Self.samples() {
            let stripped = Self.withoutCancelRoles(text)
            guard stripped != text else { continue }
            mutated += 1
            let outcome = Self.check(name, stripped)
            #expect(String(decoding: outcome.bytes, as: UTF8.self) == text, "\(name)")
            let crlf = Self.check(name, stripped.replacingOccurrences(of: "\n", with: "\r\n"))
            #expect(String(decoding: crlf.bytes, as: UTF8.self) == text.replacingOccurrences(of: "\n", with: "\r\n"), "\(name)")
        }
        #expect(mutated >= 2)
    }

    /// Every example in every rule's documentation, the corrections' befores included: many
    /// findings with fix-its, in many layouts.
    @Test func ruleExamplesKeepEverything() {
        var applied = 0
        for rule in RuleRegistry.rules {
            let description = rule.description
            let examples = (description.triggeringExamples + description.nonTriggeringExamples).map(\.yaml) + description.corrections.map(\.before)
            for (index, yaml) in examples.enumerated() {
                let text = MarkedSource(yaml).text
                applied += Self.check("\(rule.id)-\(index)", text.hasPrefix("version:") ? text : "version: 1\n" + text).applied
            }
        }
        #expect(applied >= 20, "the examples hold fixable findings")
    }

    @Test func messyFilesKeepEverything() {
        var applied: [String: Int] = [:]
        for (name, text) in Self.messy {
            let outcome = Self.check(name, text)
            applied[name] = outcome.applied
        }
        // Not vacuous: the fixes ran where they can be made safely.
        #expect(applied["indented differently, comments everywhere"] == 3)
        #expect(applied["CRLF and block scalars"] == 1)
        #expect(applied["a flow list with comments between items"] == 0)
        #expect(applied["a multi-line flow list"] == 2)
        #expect(applied["login fields and punctuation"] == 4)
        #expect(applied["two titled Cancel, and a title that would become a duplicate"] == 0)
    }
}
