@testable import AlertLint
import Testing
import TestSupport

/// `duplicate-action-title` lowers titles by the byte and by a table; the result must be the
/// very string `lowercased()` gives, since titles are compared by it.
@Suite struct DuplicateActionTitleFastPathTests {
    static let alphabet: [Character] = Array("aAzZ@[`{09 \t.!?") + [
        "\u{7F}", "\u{00}", "\u{80}", "é", "É", "ß", "Ø", "\u{130}", "\u{212A}", "\u{23A}", "\u{1C5}", "Σ", "ς", "Д", "日", "あ", "ア", "ب", "\u{301}", "\u{24F}", "\u{250}",
    ]

    @Test func fastLowercasedIsLowercasedOnRandomTexts() {
        var generator = SeededGenerator(state: 14)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 8)
            let text = String((0..<length).map { _ in Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))] })
            let fast = DuplicateActionTitleRule.fastLowercased(text)
            if !fast.utf8.elementsEqual(text.lowercased().utf8) { disagreements.append(text.debugDescription) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func fastLowercasedIsLowercasedOnEveryASCIICharacter() {
        var disagreements: [String] = []
        for byte in UInt8(0x00)...UInt8(0x7F) {
            let text = "Ab" + String(UnicodeScalar(byte)) + "Z"
            if !DuplicateActionTitleRule.fastLowercased(text).utf8.elementsEqual(text.lowercased().utf8) {
                disagreements.append(text.debugDescription)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    @Test func fastLowercasedIsLowercasedOnEveryScalarItDecides() {
        var disagreements: [String] = []
        let ranges: [ClosedRange<UInt32>] = [0x00...0x24F, 0x0600...0x06FF, 0x3040...0x30FF, 0x4E00...0x9FFF]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = "Ab" + String(scalar) + "Z"
                if !DuplicateActionTitleRule.fastLowercased(text).utf8.elementsEqual(text.lowercased().utf8) {
                    disagreements.append(text.debugDescription)
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }
}
