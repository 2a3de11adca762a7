@testable import AlertLint
import Testing
import TestSupport

/// The shortcuts of `TextLayout`'s wrapping must answer as the full walk does: a paragraph no
/// wider than its line counted as one line without the walk, and no break inside a word of
/// Latin letters without asking each rule.
@Suite struct LineWrappingFastPathTests {
    /// `lineCount` (which takes the one-line shortcut) against `lines(of:)` (which reports each
    /// line, so always walks), on random texts of Latin words, spaces, hyphens, punctuation, line
    /// separators, CJK, Thai, Arabic and emoji, at random widths.
    @Test func lineCountAgreesWithTheWalkOnRandomTexts() {
        let pieces: [String] = [
            "a", "Fotos", "iCloud", "Datenschutzgrundverordnung", "ä", "É", "ß", "8", " ", " ", "  ", "\t", "-", "–", "—",
            ",", ".", "?", "!", "(", ")", "«", "»", "\u{200B}", "\u{00A0}", "\n", "\r\n", "\u{2028}",
            "写真", "を", "。", "「", "」", "ー", "ไม่", "สามารถ", "مرحبا", "ب", "👍", "👍🏽", "🇩🇪", "\u{0301}", "क", "\u{093E}",
        ]
        var generator = SeededGenerator(state: 14)
        var disagreements: [String] = []
        for _ in 0..<4_000 {
            let count = Int(generator.next() % 24)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let font: SystemFont = generator.next() % 2 == 0 ? .regular(13) : .semibold(17)
            let width = Double(generator.next() % 3_000) / 10
            let counted = TextLayout.lineCount(of: text, font: font, width: width)
            let walked = TextLayout.lines(of: text, font: font, width: width).count
            if counted != walked { disagreements.append("\(text.debugDescription) at \(width) pt \(font): \(counted) ≠ \(walked)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    /// `canBreak` against `canBreakByRules` for every pair of code points below U+0250 and a
    /// few beyond (spaces, hyphens, marks, CJK, Thai), in both weights.
    @Test func canBreakAgreesWithTheRulesForEveryPair() {
        let values: [UInt32] = Array(0x20..<0x250) + [
            0x2010, 0x2013, 0x2014, 0x200B, 0x200D, 0x2019, 0x2026, 0x3000, 0x3001, 0x3042, 0x30FC, 0x4E00, 0x0E01, 0x0E40, 0x0915, 0x093E, 0x0301, 0xFF01,
        ]
        let scalars = values.compactMap(Unicode.Scalar.init)
        var disagreements: [String] = []
        for weight in SystemFont.Weight.allCases {
            for previous in scalars {
                for current in scalars {
                    let slice = ["a", previous, current][...]
                    let advances = WidthModel.advances(of: slice, weight: weight)
                    if TextLayout.canBreak(slice, advances: advances, before: 2) != TextLayout.canBreakByRules(slice, advances: advances, before: 2) {
                        disagreements.append("U+\(String(previous.value, radix: 16)) U+\(String(current.value, radix: 16)) \(weight)")
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    /// The one-pass decoding gives the scalars `Array(_:)` does.
    @Test func scalarArrayMatchesArrayInit() {
        for text in ["", "a", "Fotos löschen?", "写真を削除", "👍🏽🇩🇪", "e\u{301}\r\n\u{2028}x", String(repeating: "ä", count: 100)] {
            #expect(TextLayout.scalarArray(of: text) == Array(text.unicodeScalars))
        }
    }
}
