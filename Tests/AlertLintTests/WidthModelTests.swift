@testable import AlertLint
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// The width model against widths measured by shaping the real fonts with HarfBuzz
/// (Fixtures/measured-widths.json, written by Tools/width-model/extract_widths.py), and the
/// line wrapping built on it.
@Suite struct WidthModelTests {
    @Test func directTableAgreesWithTheRuns() {
        // Code points below `directCount` are read from a table; it must say what the runs say.
        for weight in SystemFont.Weight.allCases {
            WidthTable.runStarts.withUnsafeBufferPointer { starts in
                (weight == .regular ? WidthTable.regularWidths : WidthTable.semiboldWidths).withUnsafeBufferPointer { widths in
                    for value in UInt32(0)..<(WidthModel.directCount + 64) {
                        let scalar = Unicode.Scalar(value)!
                        #expect(WidthModel.advance(of: scalar, weight: weight) == WidthModel.searchedAdvance(of: scalar, starts: starts, widths: widths), "U+\(String(value, radix: 16))")
                    }
                }
            }
        }
    }

    struct Measured: Decodable {
        var group: String
        var text: String
        var size: Double
        var weight: String
        var width: Double

        var font: SystemFont { SystemFont(size: size, weight: SystemFont.Weight(rawValue: weight) ?? .regular) }
    }

    struct Fixture: Decodable {
        var strings: [Measured]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/measured-widths.json")
        do {
            return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()

    /// The largest relative error allowed per script group, against HarfBuzz's shaping of the
    /// same fonts. The model sums advances: it leaves out kerning (up to about 3% in all-caps
    /// Latin such as "AVAILABLE … WAVE"), and a CJK text's "…" is measured with Inter's advance
    /// where the shaper uses the CJK font's (about 2%). Arabic is allowed more: ligatures,
    /// contextual kerning and mark placement are not modelled, only each letter's joining form
    /// (measured worst 1.6%). Devanagari conjuncts are not modelled at all (worst 1.9% on these
    /// strings, but conjunct-heavy text can be further off).
    static let tolerance: [String: Double] = [
        "latin": 0.05, "cyrillic": 0.05, "greek": 0.05, "hebrew": 0.05, "thai": 0.05, "cjk": 0.05,
        "arabic": 0.08, "devanagari": 0.10,
    ]

    @Test func fixtureCoversEveryScript() {
        let groups = Set(Self.fixture.strings.map(\.group))
        #expect(groups == Set(Self.tolerance.keys))
        #expect(Self.fixture.strings.count >= 40)
    }

    @Test(arguments: Self.fixture.strings.indices)
    func estimateIsWithinToleranceOfMeasuredWidth(_ index: Int) throws {
        let measured = Self.fixture.strings[index]
        let tolerance = try #require(Self.tolerance[measured.group])
        let estimate = WidthModel.width(of: measured.text, font: measured.font)
        let error = (estimate - measured.width) / measured.width
        #expect(abs(error) <= tolerance, "\(measured.group) '\(measured.text)' at \(measured.size) pt \(measured.weight): estimate \(estimate), measured \(measured.width) (\(Int((error * 1000).rounded()))‰)")
    }

    /// Errors of single strings may reach the tolerance, but on average the model is unbiased.
    @Test func meanErrorPerGroupIsSmall() {
        let byGroup = Dictionary(grouping: Self.fixture.strings, by: \.group)
        for (group, strings) in byGroup {
            let errors = strings.map { measured in
                (WidthModel.width(of: measured.text, font: measured.font) - measured.width) / measured.width
            }
            let mean = errors.reduce(0, +) / Double(errors.count)
            #expect(abs(mean) <= 0.015, "\(group): mean error \(mean)")
        }
    }

    // MARK: The table

    @Test func advancesOfKnownCharacters() {
        // A is wider than i; semibold is wider than regular.
        #expect(WidthModel.advance(of: "A", weight: .regular) > WidthModel.advance(of: "i", weight: .regular))
        #expect(WidthModel.advance(of: "m", weight: .semibold) > WidthModel.advance(of: "m", weight: .regular))
        // Ideographs and kana are one em; Hangul syllables 0.92 em.
        #expect(WidthModel.advance(of: "写", weight: .regular) == 1000)
        #expect(WidthModel.advance(of: "カ", weight: .semibold) == 1000)
        #expect(WidthModel.advance(of: "사", weight: .regular) == 920)
        // Combining marks, joiners and controls take no width, covered or not.
        #expect(WidthModel.advance(of: "\u{0301}", weight: .regular) == 0)
        #expect(WidthModel.advance(of: "\u{200D}", weight: .regular) == 0)
        #expect(WidthModel.advance(of: "\u{0E31}", weight: .regular) == 0)  // Thai mai han-akat
        #expect(WidthModel.advance(of: "\u{1DF9}", weight: .regular) == 0)  // a mark no font here covers
        // An uncovered character is one em.
        #expect(WidthModel.advance(of: "😀", weight: .regular) == WidthTable.defaultWidth)
        #expect(WidthModel.advance(of: "\u{0531}", weight: .regular) == WidthTable.defaultWidth)  // Armenian
    }

    @Test func tableIsWellFormed() {
        #expect(WidthTable.runStarts.first == 0)
        #expect(zip(WidthTable.runStarts, WidthTable.runStarts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(WidthTable.regularWidths.count == WidthTable.runStarts.count)
        #expect(WidthTable.semiboldWidths.count == WidthTable.runStarts.count)
        #expect(zip(WidthTable.arabicLetters, WidthTable.arabicLetters.dropFirst()).allSatisfy { $0 < $1 })
        #expect(WidthTable.arabicJoining.count == WidthTable.arabicLetters.count)
        #expect(WidthTable.arabicRegularForms.count == 4 * WidthTable.arabicLetters.count)
        #expect(WidthTable.arabicSemiboldForms.count == 4 * WidthTable.arabicLetters.count)
    }

    @Test func decomposedAndPrecomposedLettersMeasureAlike() {
        let precomposed = WidthModel.width(of: "Gr\u{00E4}fin", font: .regular(17))
        let decomposed = WidthModel.width(of: "Gra\u{0308}fin", font: .regular(17))
        #expect(abs(precomposed - decomposed) < 0.5)
    }

    @Test func arabicLettersTakeTheirJoiningForm() {
        let beh = WidthModel.width(of: "ب", font: .regular(17))
        // Four joined behs: initial, two medial, final — much narrower than four isolated ones.
        let joined = WidthModel.width(of: "بببب", font: .regular(17))
        #expect(joined < 3 * beh)
        // A mark between letters does not break the joining.
        #expect(abs(WidthModel.width(of: "بَببب", font: .regular(17)) - joined) < 0.01)
        // ZWNJ does.
        #expect(WidthModel.width(of: "بب\u{200C}بب", font: .regular(17)) > joined)
    }

    @Test func emojiSequencesCountAsOneGlyph() {
        let one = WidthModel.width(of: "👩", font: .regular(17))
        #expect(WidthModel.width(of: "👩‍👩‍👧", font: .regular(17)) == one)
        #expect(WidthModel.width(of: "👍🏽", font: .regular(17)) == one)
        #expect(WidthModel.width(of: "🇩🇪", font: .regular(17)) == one)
        #expect(WidthModel.width(of: "🇩🇪🇫🇷", font: .regular(17)) == 2 * one)
    }

    @Test func widthScalesWithSize() {
        let small = WidthModel.width(of: "Delete Photo", font: .regular(13))
        let large = WidthModel.width(of: "Delete Photo", font: .regular(26))
        #expect(abs(large - 2 * small) < 0.001)
    }

    // MARK: Wrapping

    @Test func emptyTextTakesNoLines() {
        #expect(TextLayout.lineCount(of: "", font: .semibold(17), width: 238) == 0)
        #expect(TextLayout.lines(of: "", font: .semibold(17), width: 238) == [])
    }

    @Test func wrapsGreedilyAtSpaces() {
        let font = SystemFont.regular(13)
        let width = WidthModel.width(of: "aaa bbb", font: font)
        #expect(TextLayout.lines(of: "aaa bbb ccc", font: font, width: width) == ["aaa bbb", "ccc"])
        #expect(TextLayout.lines(of: "aaa bbb ccc", font: font, width: width - 0.1) == ["aaa", "bbb ccc"])
        // Spaces at the end of a line hang: they never push a word to the next line.
        #expect(TextLayout.lineCount(of: "aaa bbb      ", font: font, width: width) == 1)
    }

    @Test func knownTitlesAndMessages() {
        let geometry = Geometry.ios18
        #expect(TextLayout.lineCount(of: "Delete “Xxxxxxxxxx”?", in: geometry.alertTitle) == 1)
        #expect(TextLayout.lines(of: "Couldn’t Upload Your Photos Because Your iCloud Storage Is Full", font: .semibold(17), width: 238)
            == ["Couldn’t Upload Your Photos", "Because Your iCloud", "Storage Is Full"])
        #expect(TextLayout.lineCount(of: "Sign in to back up your photos and see them on all your devices.", in: geometry.alertMessage) == 2)
        #expect(TextLayout.lineCount(of: "Photos that haven’t finished uploading stay on this device until you sign in again.", in: geometry.alertMessage) == 3)
        #expect(TextLayout.lineCount(of: "Discard This Draft?", in: geometry.sheetTitle) == 1)
    }

    @Test func aWordWiderThanTheLineBreaksInside() {
        let lines = TextLayout.lines(of: "Datenschutzgrundverordnungsbestimmungen", font: .semibold(17), width: 238)
        #expect(lines.count == 2)
        #expect(lines.joined() == "Datenschutzgrundverordnungsbestimmungen")
        #expect(lines.allSatisfy { WidthModel.width(of: $0, font: .semibold(17)) <= 238 })
        // A word that is too long starts on a line of its own.
        #expect(TextLayout.lines(of: "Die Datenschutzgrundverordnungsbestimmungen", font: .semibold(17), width: 238).first == "Die")
    }

    @Test func linesBreakAfterAHyphenInsideAWord() {
        let font = SystemFont.regular(13)
        let width = WidthModel.width(of: "aus iCloud-", font: font)
        #expect(TextLayout.lines(of: "aus iCloud-Fotos", font: font, width: width) == ["aus iCloud-", "Fotos"])
        // Not after a leading minus.
        #expect(TextLayout.lines(of: "a -5", font: font, width: WidthModel.width(of: "a -", font: font)) == ["a", "-5"])
    }

    @Test func cjkBreaksBetweenAnyCharactersButNotBeforeClosingPunctuation() {
        let font = SystemFont.regular(13)
        // 18 ideographs and kana fit in 238 pt at 13 pt (13 pt each).
        let lines = TextLayout.lines(of: "サインインすると、写真をバックアップしてすべてのデバイスで見ることができます。", font: font, width: 238)
        #expect(lines == ["サインインすると、写真をバックアップ", "してすべてのデバイスで見ることができ", "ます。"])
        // "。" may not start a line: the character before it moves down with it.
        let exact = TextLayout.lines(of: "あいう。", font: font, width: 3 * 13)
        #expect(exact == ["あい", "う。"])
        // "「" may not end a line.
        #expect(TextLayout.lines(of: "あい「う」", font: font, width: 3 * 13) == ["あい", "「う」"])
    }

    @Test func thaiBreaksBetweenCharacters() {
        let lines = TextLayout.lines(of: "ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้", font: .regular(13), width: 100)
        #expect(lines.count > 1)
        #expect(lines.joined() == "ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้")
        // A line never starts with a combining vowel or tone mark.
        #expect(lines.allSatisfy { line in
            line.unicodeScalars.first.map { $0.properties.generalCategory != .nonspacingMark } ?? true
        })
    }

    @Test func lineSeparatorsStartNewLines() {
        let font = SystemFont.regular(13)
        #expect(TextLayout.lines(of: "One\nTwo", font: font, width: 238) == ["One", "Two"])
        #expect(TextLayout.lineCount(of: "One\r\nTwo", font: font, width: 238) == 2)
        #expect(TextLayout.lineCount(of: "One\n\nThree", font: font, width: 238) == 3)
        #expect(TextLayout.lineCount(of: "One\u{2028}Two", font: font, width: 238) == 2)
    }

    // MARK: Side by side

    @Test func shortTitlesFitSideBySide() {
        #expect(TextLayout.fitsSideBySide(titles: ["Cancel", "Delete"], geometry: .ios18))
        #expect(TextLayout.fitsSideBySide(titles: ["Abbrechen", "Löschen"], preferredIndex: 1))
        #expect(!TextLayout.fitsSideBySide(titles: ["Cancel", "Delete All Photos"], geometry: .ios18))
        // Three actions never sit side by side; nor does one.
        #expect(!TextLayout.fitsSideBySide(titles: ["Keep", "Replace", "Cancel"]))
        #expect(!TextLayout.fitsSideBySide(titles: ["OK"]))
    }

    @Test func thePreferredLabelIsMeasuredInSemibold() {
        // "Herunterladen": 115.0 pt regular, 118.8 pt semibold (17 pt).
        var geometry = Geometry.ios18
        geometry.sideBySideButton.width = 117
        #expect(TextLayout.fitsSideBySide(titles: ["Abbrechen", "Herunterladen"], geometry: geometry))
        #expect(!TextLayout.fitsSideBySide(titles: ["Abbrechen", "Herunterladen"], preferredIndex: 1, geometry: geometry))
    }

    @Test func iOS26AlertsAreWider() {
        // "Wiederherstellen" is 136 pt at 17 pt: over iOS 18's 119, within iOS 26's 141.
        #expect(!TextLayout.fitsSideBySide(titles: ["Abbrechen", "Wiederherstellen"], geometry: .ios18))
        #expect(TextLayout.fitsSideBySide(titles: ["Abbrechen", "Wiederherstellen"], geometry: .ios26))
    }

    // MARK: Geometry and samples

    @Test func geometryTable() {
        let ios18 = Geometry.of(.ios18)
        #expect(ios18.alertWidth == 270)
        #expect(ios18.alertTitle == Geometry.TextSlot(.semibold(17), width: 238))
        #expect(ios18.alertMessage == Geometry.TextSlot(.regular(13), width: 238))
        #expect(ios18.sideBySideButton.width == 119)
        #expect(ios18.sheetTitle == Geometry.TextSlot(.semibold(13), width: 272))
        #expect(ios18.sheetButton == Geometry.TextSlot(.regular(20), width: 272))
        #expect(ios18.notificationAction == Geometry.TextSlot(.regular(17), width: 240))
        let ios26 = Geometry.of(.ios26)
        #expect(ios26.alertWidth == 320)
        // Scaled by 320/270 from iOS 18.
        #expect(ios26.alertTitle.width == (238.0 * 320 / 270).rounded())
        #expect(ios26.sideBySideButton.width == (119.0 * 320 / 270).rounded())
        #expect(ios26.sheetTitle == ios18.sheetTitle)
    }

    @Test func samplesFillPlaceholdersByType() throws {
        let template = try Template.parse("{count} photos of {name}, {size} MB, {undeclared}").get()
        let parameters = [
            Parameter(name: "count", type: .int, range: .at(0)),
            Parameter(name: "name", type: .string, range: .at(0)),
            Parameter(name: "size", type: .double, range: .at(0)),
        ]
        #expect(SampleValues().render(template, parameters: parameters) == "888 photos of Xxxxxxxxxx, 88.8 MB, Xxxxxxxxxx")
        let samples = SampleValues(string: "Name", int: "1", double: "2.5")
        #expect(samples.render(template, parameters: parameters) == "1 photos of Name, 2.5 MB, Name")
        #expect(SampleValues().render(try Template.parse("{{literal}}").get(), parameters: []) == "{literal}")
    }
}
