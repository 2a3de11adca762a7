@testable import AlertLint
import Testing
import TestSupport

/// `EnglishCopy.gestureWord(in:)` skips the `Character` split of a text that holds no stem of a
/// gesture word; it must answer as the split does.
@Suite struct GestureWordFastPathTests {
    /// The check rests on this: every gesture word holds a stem.
    @Test func everyGestureWordHoldsAStem() {
        for word in EnglishCopy.gestureWords {
            #expect(EnglishCopy.gestureStems.contains { word.utf8.contains(subsequence: $0) }, "\(word)")
        }
    }

    /// And on this: the only scalars that lower-case to ASCII letters alone are the ASCII
    /// letters and the Kelvin sign.
    @Test func onlyASCIILettersAndTheKelvinSignLowerCaseToASCIILetters() {
        var others: [String] = []
        for value in UInt32(0)..<0x20000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let lower = String(scalar).lowercased()
            guard !lower.isEmpty, lower.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { continue }
            let isASCIILetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            if !isASCIILetter && value != 0x212A { others.append("U+\(String(value, radix: 16))") }
        }
        #expect(others.isEmpty, "\(others)")
    }

    @Test func gestureWordAgreesWithTheSplitOnRandomTexts() {
        let pieces = [
            "tap", "Tap", "TAPS", "tapped", "tapping", "click", "Clic\u{212A}", "clicks", "press", "Pressed", "pressing", "com", "ed",
            "im", " ", ".", "’", "-", "\u{301}", "é", "İ", "ｔａｐ", "x", "Delete", "Cancel", "\n", "{name}", "8",
        ]
        var generator = SeededGenerator(state: 40)
        var disagreements: [String] = []
        for _ in 0..<5_000 {
            let text = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            if EnglishCopy.gestureWord(in: text) != EnglishCopy.characterGestureWord(in: text) { disagreements.append(text.debugDescription) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        #expect(EnglishCopy.gestureWord(in: "Clic\u{212A} Delete") == "Clic\u{212A}")
    }
}

extension Sequence where Element: Equatable {
    fileprivate func contains(subsequence: [Element]) -> Bool {
        let elements = Array(self)
        guard elements.count >= subsequence.count else { return false }
        return (0...(elements.count - subsequence.count)).contains { Array(elements[$0..<($0 + subsequence.count)]) == subsequence }
    }
}
