@testable import AlertDiagnostics
import Testing

@Suite struct FormatterOneLineTests {
    @Test func messagesWithLineBreaksStayOnOneLine() {
        let file = SourceFile(path: "a.alerts.yaml", text: "title: x\n")
        let diagnostic = Diagnostic(
            severity: .warning, id: "r", message: "quoted \"a\nb\r\nc\"",
            range: SourceRange(path: "a.alerts.yaml", bytes: .at(7)),
            notes: [Note(message: "first\nsecond")]
        )
        let text = DiagnosticFormatter(files: [file]).format(diagnostic)
        #expect(text == "a.alerts.yaml:1:8: warning: quoted \"a b c\" [r]\na.alerts.yaml:1:8: note: first second")
    }
}

/// `oneLine` decides by bytes whether a message has a line break; it must agree with
/// `Character.isNewline` on every message, since it replaced that test for all of them.
@Suite struct OneLineFastPathTests {
    /// Scalars around and among the newlines: their neighbours in UTF-8 (U+0084, U+0086,
    /// U+2027, U+202A), other controls, combining marks that would join a preceding character,
    /// and multi-byte text.
    static let alphabet: [String] = [
        "a", "Z", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{0E}", "\u{09}", "\u{85}", "\u{84}", "\u{86}",
        "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "\u{0301}", "\u{200D}", "é", "ß", "“", "”", "…", "日", "🇩🇪", "\u{C2}",
    ]

    @Test func agreesWithCharacterIsNewlineOnRandomMessages() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let length = Int(next() % 8)
            let message = (0..<length).map { _ in Self.alphabet[Int(next() % UInt64(Self.alphabet.count))] }.joined()
            if DiagnosticFormatter.containsNewline(message) != message.contains(where: \.isNewline) {
                disagreements.append(message.debugDescription)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func agreesOnEveryScalarBelowU3000() {
        var disagreements: [String] = []
        for value in UInt32(0)..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for message in [String(scalar), "x" + String(scalar) + "y", "\u{0301}" + String(scalar)] {
                if DiagnosticFormatter.containsNewline(message) != message.contains(where: \.isNewline) {
                    disagreements.append(message.debugDescription)
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }
}
