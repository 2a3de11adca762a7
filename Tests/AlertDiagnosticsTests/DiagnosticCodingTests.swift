import AlertDiagnostics
import TestSupport
import Testing

/// `lint` spills findings as `DiagnosticCoding` bytes and prints what it reads back
/// (decision 0062): every field must come back exactly, strings byte for byte.
@Suite struct DiagnosticCodingTests {
    @Test func randomDiagnosticsComeBackExactly() {
        var generator = SeededGenerator(state: 62)
        func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        // Empty, multi-byte, canonically equal but differently encoded, control characters
        // and a string longer than one varint byte can count.
        let texts = ["", "a", "Löschen?", "caf\u{E9}", "cafe\u{301}", "\u{0}\t\n\"\\", "👩‍👩‍👧", String(repeating: "x", count: 300)]
        let offsets = [0, 1, 127, 128, 16_383, 16_384, Int(Int32.max), Int.max]
        func text() -> String { texts[next(texts.count)] }
        func range() -> SourceRange {
            let start = offsets[next(offsets.count)]
            return SourceRange(path: text(), bytes: ByteRange(start: start, end: max(start, offsets[next(offsets.count)])))
        }
        for round in 0..<300 {
            let diagnostics = (0..<next(8)).map { _ in
                Diagnostic(
                    severity: Severity.allCases[next(3)], id: text(), message: text(), range: range(),
                    notes: (0..<next(3)).map { _ in Note(message: text(), range: next(2) == 0 ? nil : range()) },
                    fixIts: (0..<next(3)).map { _ in
                        FixIt(
                            title: text(), edits: (0..<next(3)).map { _ in TextEdit(range: range(), replacement: text()) },
                            safety: next(2) == 0 ? .safe : .unsafe
                        )
                    }
                )
            }
            var bytes: [UInt8] = []
            for diagnostic in diagnostics { DiagnosticCoding.encode(diagnostic, into: &bytes) }
            let decoded = bytes.withUnsafeBytes { DiagnosticCoding.decodeAll($0) }
            #expect(decoded == diagnostics, "round \(round)")
            // `==` on String is canonical equivalence; encoding again shows the bytes are kept.
            var again: [UInt8] = []
            for diagnostic in decoded { DiagnosticCoding.encode(diagnostic, into: &again) }
            #expect(again == bytes, "round \(round)")
        }
    }

    @Test func nothingEncodedDecodesToNothing() {
        let decoded = [UInt8]().withUnsafeBytes { DiagnosticCoding.decodeAll($0) }
        #expect(decoded.isEmpty)
    }
}
