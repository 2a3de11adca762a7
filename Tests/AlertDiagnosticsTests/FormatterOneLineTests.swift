import AlertDiagnostics
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
