import Foundation
import Testing

/// `alertlint generate` follows the spec for the translations it writes and says whose text
/// it replaced (decision 0034), in both table formats.
@Suite struct SourceOfTruthCommandTests {
    static let spec = GenerateCommandTests.spec

    /// Generates, lets `edit` change what the first run wrote as a translator would, and
    /// generates again: the second run's output and the table file afterwards.
    func regenerate(format: String, table: String, edit: (String) -> String) throws -> (result: CLIResult, table: String, again: CLIResult) {
        let tree = try CLIHarness.temporaryTree(["Specs/documents.alerts.yaml": Self.spec])
        let arguments = ["generate", "Specs", "--output", "Generated", "--strings-format", format]
        let first = try CLIHarness.run(arguments, in: tree)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(!first.stdout.contains("translation-overwritten"))
        let url = tree.appendingPathComponent("Generated/\(table)")
        let edited = edit(try String(contentsOf: url, encoding: .utf8))
        try edited.write(to: url, atomically: true, encoding: .utf8)
        let second = try CLIHarness.run(arguments, in: tree)
        let after = try String(contentsOf: url, encoding: .utf8)
        let third = try CLIHarness.run(arguments, in: tree)
        return (second, after, third)
    }

    @Test(arguments: [("xcstrings", "Documents.xcstrings"), ("strings", "de.lproj/Documents.strings")])
    func aTranslatorsDifferentTextIsReplacedAndReported(format: String, table: String) throws {
        let run = try regenerate(format: format, table: table) { $0.replacingOccurrences(of: "„%1$@“ löschen?", with: "„%1$@“ entfernen?") }
        #expect(run.result.status == 0, "\(run.result.stderr)")
        // At the spec's translation (line 8, the value of `de:`), naming key, locale, old and new.
        #expect(run.result.stdout.contains(
            "Specs/documents.alerts.yaml:8:26: warning: the de translation of \"Documents.deleteDocument.title\" in \(table) was \"„%1$@“ entfernen?\"; the spec's \"„%1$@“ löschen?\" replaces it"
        ), "\(run.result.stdout)")
        #expect(run.result.stdout.contains("[translation-overwritten]"))
        #expect(run.table.contains("„%1$@“ löschen?") && !run.table.contains("entfernen"))
        // Once the table says what the spec says, nothing more is reported.
        #expect(run.again.status == 0)
        #expect(!run.again.stdout.contains("translation-overwritten"), "\(run.again.stdout)")
    }

    @Test(arguments: [("xcstrings", "Documents.xcstrings"), ("strings", "de.lproj/Documents.strings")])
    func aTranslationTheSpecDoesNotWriteIsKept(format: String, table: String) throws {
        // The translator adds German for the message, which the spec does not translate.
        let key = "Documents.deleteDocument.message"
        let run = try regenerate(format: format, table: table) { text in
            if format == "strings" { return text + "\"\(key)\" = \"Dieses Dokument wird entfernt.\";\n" }
            return text.replacingOccurrences(
                of: "\"\(key)\" : {\n      \"comment\"",
                with: "\"\(key)\" : {\n      \"comment\"")
                .replacingOccurrences(
                    of: "\"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"This document will be removed from all your devices.\"",
                    with: "\"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"needs_review\",\n            \"value\" : \"Dieses Dokument wird entfernt.\"\n          }\n        },\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"This document will be removed from all your devices.\"")
        }
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(!run.result.stdout.contains("translation-overwritten"), "\(run.result.stdout)")
        #expect(run.table.contains("Dieses Dokument wird entfernt."), "\(run.table)")
        if format == "xcstrings" { #expect(run.table.contains("\"state\" : \"needs_review\"")) }
    }
}
