@testable import AlertLint
import Testing
import TestSupport

/// `duplicate-action-title` lowers ASCII titles byte by byte; the result must be the very
/// string `lowercased()` gives, since titles are compared by it.
@Suite struct DuplicateActionTitleFastPathTests {
    static let alphabet: [Character] = Array("aAzZ@[`{09 \t.!?") + ["\u{7F}", "\u{00}", "é", "É", "ß", "\u{130}", "\u{212A}", "Σ", "日"]

    @Test func asciiLowercasedIsLowercasedOnRandomTexts() {
        var generator = SeededGenerator(state: 14)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 8)
            let text = String((0..<length).map { _ in Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))] })
            let fast = DuplicateActionTitleRule.asciiLowercased(text)
            if !fast.utf8.elementsEqual(text.lowercased().utf8) { disagreements.append(text.debugDescription) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func asciiLowercasedIsLowercasedOnEveryASCIICharacter() {
        var disagreements: [String] = []
        for byte in UInt8(0x00)...UInt8(0x7F) {
            let text = "Ab" + String(UnicodeScalar(byte)) + "Z"
            if !DuplicateActionTitleRule.asciiLowercased(text).utf8.elementsEqual(text.lowercased().utf8) {
                disagreements.append(text.debugDescription)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
    }
}
