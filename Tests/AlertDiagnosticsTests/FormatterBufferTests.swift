@testable import AlertDiagnostics
import TestSupport
import Testing

/// `DiagnosticFormatter` writes each line into one byte buffer; it must print what the lines
/// built as strings and joined printed, on every message, note, fix-it and position.
@Suite struct FormatterBufferTests {
    /// The formatting as it was: strings interpolated per line, joined.
    static func reference(_ diagnostic: Diagnostic, _ formatter: DiagnosticFormatter) -> String {
        func prefix(_ range: SourceRange) -> String { "\(range.path):\(formatter.location(of: range)):" }
        var lines = ["\(prefix(diagnostic.range)) \(DiagnosticFormatter.label(diagnostic.severity)): \(DiagnosticFormatter.oneLine(diagnostic.message)) [\(diagnostic.id)]"]
        for note in diagnostic.notes {
            lines.append("\(prefix(note.range ?? diagnostic.range)) note: \(DiagnosticFormatter.oneLine(note.message))")
        }
        for fixIt in diagnostic.fixIts {
            lines.append("\(prefix(diagnostic.range)) note: fix-it: \(fixIt.title)")
        }
        return lines.joined(separator: "\n")
    }

    @Test func agreesWithTheStringFormattingOnRandomDiagnostics() {
        var generator = SeededGenerator(state: 7)
        func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let texts = ["title: x\n", "a: é\r\nb: 😀 c\n\nd", String(repeating: "ü", count: 700) + "\nx: 1", ""]
        let files = texts.enumerated().map { SourceFile(path: "f\($0.offset).alerts.yaml", text: $0.element) }
        var resolved = ResolvedPositions()
        resolved.resolve(0..<40, in: SourceFile(path: "dropped.alerts.yaml", text: "k: v\nkey: välue\n\n  x: [1, 2]\n"))
        let formatter = DiagnosticFormatter(files: files, positions: resolved)
        let paths = files.map(\.path) + ["dropped.alerts.yaml", "unknown.alerts.yaml", "caf\u{E9}.yaml"]
        let messages = ["m", "quoted \"a\nb\"", "tab\there", "line\u{2028}sep", "é😀", "", "a\r\n"]
        for round in 0..<300 {
            func range() -> SourceRange {
                let start = next(1_500) - 10
                return SourceRange(path: paths[next(paths.count)], bytes: ByteRange(start: start, end: start + next(4)))
            }
            let diagnostics = (0..<next(6)).map { _ in
                Diagnostic(
                    severity: Severity.allCases[next(3)], id: ["r", "empty-text", "x-y"][next(3)], message: messages[next(messages.count)],
                    range: range(),
                    notes: (0..<next(3)).map { _ in Note(message: messages[next(messages.count)], range: next(2) == 0 ? nil : range()) },
                    fixIts: (0..<next(2)).map { _ in FixIt(title: "fix \(messages[next(messages.count)])", edits: []) }
                )
            }
            for diagnostic in diagnostics {
                #expect(formatter.format(diagnostic) == Self.reference(diagnostic, formatter), "round \(round)")
            }
            let expected = diagnostics.sortedForOutput().map { Self.reference($0, formatter) + "\n" }.joined()
            #expect(formatter.format(diagnostics) == expected, "round \(round)")
        }
    }

    @Test func writesDecimalsAsStringDoes() {
        for value in [0, 1, 9, 10, 99, 100, 12_345, Int.max, -1, Int.min] {
            var bytes: [UInt8] = []
            DiagnosticFormatter.writeDecimal(value, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
    }
}
