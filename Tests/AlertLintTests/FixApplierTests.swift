import AlertDiagnostics
@testable import AlertLint
import Testing

@Suite struct FixApplierTests {
    let file = SourceFile(path: "f.alerts.yaml", text: "abcdefghij")

    func edit(_ start: Int, _ end: Int, _ text: String) -> TextEdit {
        TextEdit(range: SourceRange(path: "f.alerts.yaml", bytes: ByteRange(start: start, end: end)), replacement: text)
    }

    func diagnostic(_ fixIts: [FixIt]) -> Diagnostic {
        Diagnostic(severity: .warning, id: "x", message: "m", range: SourceRange(path: "f.alerts.yaml", bytes: .at(0)), fixIts: fixIts)
    }

    @Test func editsApplyFromTheEnd() {
        let fix = FixIt(title: "t", edits: [edit(0, 1, "A"), edit(5, 7, "FG!")])
        let outcome = FixApplier.apply([diagnostic([fix])], to: file)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "AbcdeFG!hij")
        #expect(outcome.applied.count == 1)
    }

    @Test func overlappingFixItsWaitForTheNextPass() {
        let first = FixIt(title: "first", edits: [edit(2, 5, "X")])
        let second = FixIt(title: "second", edits: [edit(4, 6, "Y")])
        let third = FixIt(title: "third", edits: [edit(8, 8, "Z")])
        let outcome = FixApplier.apply([diagnostic([second]), diagnostic([first, third])], to: file)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "abXfghZij")
        #expect(outcome.deferred == 1)
    }

    @Test func unsafeFixItsAndOtherFilesAreLeftAlone() {
        let unsafe = FixIt(title: "u", edits: [edit(0, 1, "U")], safety: .unsafe)
        let elsewhere = FixIt(title: "e", edits: [TextEdit(range: SourceRange(path: "other.yaml", bytes: .at(0)), replacement: "E")])
        let outcome = FixApplier.apply([diagnostic([unsafe, elsewhere])], to: file)
        #expect(outcome.bytes == file.bytes)
        #expect(outcome.applied.isEmpty)
    }

    @Test func insertionsAtOneOffsetConflict() {
        #expect(FixApplier.overlap(ByteRange.at(3), ByteRange.at(3)))
        #expect(!FixApplier.overlap(ByteRange(start: 0, end: 3), ByteRange(start: 3, end: 5)))
        #expect(FixApplier.overlap(ByteRange.at(4), ByteRange(start: 3, end: 5)))
    }
}
