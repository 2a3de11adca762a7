import Foundation
import Testing
@testable import AlertDiagnostics

@Suite struct DiagnosticTests {
    private let file = SourceFile(path: "Specs/a.alerts.yaml", text: "\u{FEFF}é: 1\r\n  b: [x]\n")

    private func range(_ start: Int, _ end: Int? = nil, path: String = "Specs/a.alerts.yaml") -> SourceRange {
        SourceRange(path: path, bytes: ByteRange(start: start, end: end ?? start))
    }

    @Test func formatsInTheClangShape() {
        let formatter = DiagnosticFormatter(files: [file])
        // `[x]` starts at byte 15: BOM 3, "é: 1\r\n" 7, "  b: " 5.
        let diagnostic = Diagnostic(
            severity: .error,
            id: "duplicate-key",
            message: "duplicate key 'b'",
            range: range(15, 18),
            notes: [Note(message: "first defined here", range: range(3)), Note(message: "no range")],
            fixIts: [FixIt(title: "remove it", edits: [TextEdit(range: range(15, 18), replacement: "")])]
        )
        #expect(formatter.format(diagnostic) == """
            Specs/a.alerts.yaml:2:6: error: duplicate key 'b' [duplicate-key]
            Specs/a.alerts.yaml:1:1: note: first defined here
            Specs/a.alerts.yaml:2:6: note: no range
            Specs/a.alerts.yaml:2:6: note: fix-it: remove it
            """)
        #expect(formatter.location(of: range(15, 18)) == SourceLocation(line: 2, column: 6))
        #expect(formatter.endLocation(of: range(15, 18)) == SourceLocation(line: 2, column: 9))
    }

    @Test func severityLabels() {
        #expect(DiagnosticFormatter.label(.error) == "error")
        #expect(DiagnosticFormatter.label(.warning) == "warning")
        #expect(DiagnosticFormatter.label(.info) == "note")
        #expect(Severity.info < .warning && Severity.warning < .error)
    }

    @Test func anUnknownFileRendersAtOneOne() {
        let formatter = DiagnosticFormatter(files: [file])
        let diagnostic = Diagnostic(severity: .warning, id: "x", message: "m", range: range(40, path: "other.yaml"))
        #expect(formatter.format(diagnostic) == "other.yaml:1:1: warning: m [x]")
    }

    @Test func outputIsSortedByFileOffsetAndId() {
        let diagnostics = [
            Diagnostic(severity: .error, id: "b", message: "m", range: range(5, path: "b.yaml")),
            Diagnostic(severity: .error, id: "b", message: "m", range: range(9)),
            Diagnostic(severity: .error, id: "b", message: "m", range: range(3)),
            Diagnostic(severity: .error, id: "a", message: "z", range: range(9)),
            Diagnostic(severity: .error, id: "a", message: "y", range: range(9)),
        ]
        let sorted = diagnostics.sortedForOutput()
        #expect(sorted.map(\.range.bytes.start) == [3, 9, 9, 9, 5])
        #expect(sorted.map(\.id) == ["b", "a", "a", "b", "b"])
        #expect(sorted.map(\.message) == ["m", "y", "z", "m", "m"])
        // Any input order gives the same output.
        #expect(diagnostics.reversed().sortedForOutput() == sorted)
        let formatter = DiagnosticFormatter(files: [file])
        #expect(formatter.format(diagnostics) == formatter.format(Array(diagnostics.reversed())))
        #expect(formatter.format(diagnostics).hasSuffix("\n"))
    }

    @Test func hasErrors() {
        let warning = Diagnostic(severity: .warning, id: "w", message: "m", range: range(0))
        #expect(![warning].hasErrors)
        #expect([warning, Diagnostic(severity: .error, id: "e", message: "m", range: range(0))].hasErrors)
    }

    @Test func codableRoundTrip() throws {
        let diagnostic = Diagnostic(
            severity: .warning, id: "rule", message: "message", range: range(1, 4),
            notes: [Note(message: "n", range: range(2))],
            fixIts: [FixIt(title: "t", edits: [TextEdit(range: range(1, 4), replacement: "r")], safety: .unsafe)]
        )
        let data = try JSONEncoder().encode(diagnostic)
        #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == diagnostic)
    }

    @Test func byteRanges() {
        #expect(ByteRange(start: 5, end: 2) == ByteRange.at(5))
        #expect(ByteRange(start: 2, end: 6).length == 4)
        #expect(ByteRange(start: 2, end: 6).contains(ByteRange(start: 3, end: 6)))
        #expect(!ByteRange(start: 2, end: 6).contains(ByteRange(start: 1, end: 3)))
        #expect(ByteRange(start: 1, end: 9) < ByteRange(start: 2, end: 3))
        #expect(ByteRange(start: 1, end: 2) < ByteRange(start: 1, end: 3))
    }
}
