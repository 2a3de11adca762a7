import AlertDiagnostics
import TestSupport
import Testing

/// `sortedForOutput` sorts positions by path ranks instead of diagnostics by
/// `Diagnostic.precedes`; it must give the very same array, ties included.
@Suite struct SortedForOutputTests {
    @Test func agreesWithSortedByPrecedesOnRandomDiagnostics() {
        var generator = SeededGenerator(state: 42)
        func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        // Paths that order differently by bytes and by String (canonically equal ones among
        // them), few ids and messages, so that many diagnostics tie on all four keys and
        // differ only in severity and notes, which show the order ties are left in.
        let paths = ["b.alerts.yaml", "a.alerts.yaml", "A.alerts.yaml", "caf\u{E9}.alerts.yaml", "cafe\u{301}.alerts.yaml", "dir/a.alerts.yaml", ""]
        let ids = ["alert-scrolls", "empty-text", "duplicate-key"]
        let messages = ["m", "M", "m2", "\u{E9}", "e\u{301}"]
        for round in 0..<200 {
            let diagnostics = (0..<next(60)).map { _ in
                let start = next(5)
                return Diagnostic(
                    severity: Severity.allCases[next(3)], id: ids[next(ids.count)], message: messages[next(messages.count)],
                    range: SourceRange(path: paths[next(paths.count)], bytes: ByteRange(start: start, end: start + next(3))),
                    notes: (0..<next(2)).map { _ in Note(message: "note \(next(4))") }
                )
            }
            let expected = diagnostics.sorted(by: Diagnostic.precedes)
            let sorted = diagnostics.sortedForOutput()
            #expect(sorted.count == expected.count)
            #expect(zip(sorted, expected).allSatisfy { $0 == $1 && $0.range.path.utf8.elementsEqual($1.range.path.utf8) }, "round \(round)")
            var inPlace = diagnostics
            inPlace.sortForOutput()
            #expect(zip(inPlace, expected).allSatisfy { $0 == $1 && $0.range.path.utf8.elementsEqual($1.range.path.utf8) }, "round \(round), in place")
            #expect(inPlace.count == expected.count)
            #expect(expected.isSortedForOutput)
            #expect(diagnostics.isSortedForOutput == (diagnostics == expected) || diagnostics.count < 2)
        }
    }
}
