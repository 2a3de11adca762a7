@testable import AlertLint
import Testing
import TestSupport

/// The ASCII path of `EnglishCopy.sameTitle` and `bareTitleIsOneOf` must decide every pair
/// exactly as the `Character` and Foundation path does: it replaces that path for most titles.
@Suite struct EnglishCopyFastPathTests {
    /// Random strings from an alphabet that stresses what the comparison treats specially:
    /// case, ASCII whitespace and controls, ending punctuation, and a few non-ASCII
    /// characters that trim, fold or end a title (which the fast path must hand over).
    static func randomStrings(count: Int, seed: UInt64, alphabet: [Character]) -> [String] {
        var generator = SeededGenerator(state: seed)
        return (0..<count).map { _ in
            let length = Int(generator.next() % 6)
            return String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
    }

    static let mixed: [Character] = Array("oOkKyYnN \t\n\r\u{0B}\u{0C}\u{1C}\u{1F}\u{00}.!?:,;…") + ["\r\n", "\u{85}", "\u{A0}", "\u{212A}", "ß", "ﬀ", "é", "É", "\u{3000}"]

    @Test func sameTitleAgreesWithFoundationOnRandomPairs() {
        let strings = Self.randomStrings(count: 300, seed: 7, alphabet: Self.mixed)
        var disagreements: [String] = []
        for (index, lhs) in strings.enumerated() {
            for rhs in strings[index...] where EnglishCopy.sameTitle(lhs, rhs) != EnglishCopy.foundationSameTitle(lhs, rhs) {
                disagreements.append("\(lhs.debugDescription) ~ \(rhs.debugDescription)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func bareTitleIsOneOfAgreesWithFoundationOnRandomTitles() {
        let strings = Self.randomStrings(count: 3_000, seed: 11, alphabet: Self.mixed)
        let lists = [["OK", "Okay"], ["Yes", "No"], ["Cancel"], ["ok."], ["K"], ["Schließen", "Okay"]]
        var disagreements: [String] = []
        for text in strings + ["OK", " ok! ", "Okay…", "OKAY?:", "\u{212A}", "Yes,", "no", "cancel \r\n"] {
            for titles in lists where EnglishCopy.bareTitleIsOneOf(text, titles) != EnglishCopy.foundationBareTitleIsOneOf(text, titles) {
                disagreements.append("\(text.debugDescription) in \(titles)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func agreesWithFoundationOnEveryPairOfASCIICharacters() {
        let characters = (UInt8(0x00)...UInt8(0x7F)).map { String(UnicodeScalar($0)) }
        var disagreements: [String] = []
        for a in characters {
            for b in characters {
                let (lhs, rhs) = ("x" + a + "y", "X" + b + "Y")
                if EnglishCopy.sameTitle(lhs, rhs) != EnglishCopy.foundationSameTitle(lhs, rhs) {
                    disagreements.append("\(lhs.debugDescription) ~ \(rhs.debugDescription)")
                }
                if EnglishCopy.sameTitle(a, b) != EnglishCopy.foundationSameTitle(a, b) {
                    disagreements.append("\(a.debugDescription) ~ \(b.debugDescription)")
                }
            }
            if EnglishCopy.bareTitleIsOneOf("OK" + a, ["ok"]) != EnglishCopy.foundationBareTitleIsOneOf("OK" + a, ["ok"]) {
                disagreements.append("bare \(("OK" + a).debugDescription)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func asciiPropertiesAgreeWithCharacter() {
        let characters: [Character] = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n", "é", "\u{85}", "\u{A0}", "٣", "½", "ß", "\u{3000}"]
        for character in characters {
            #expect(ASCIIProperties.isWhitespace(character) == character.isWhitespace, "\(character.debugDescription)")
            #expect(ASCIIProperties.isLetter(character) == character.isLetter, "\(character.debugDescription)")
            #expect(ASCIIProperties.isNumber(character) == character.isNumber, "\(character.debugDescription)")
        }
    }

    @Test func decidesASCIITitlesWithoutFoundation() {
        #expect(ASCIITitle.same(" Cancel ", "cancel", bare: false) == true)
        #expect(ASCIITitle.same("Delete", "Yes", bare: false) == false)
        #expect(ASCIITitle.same("OK!", "ok", bare: true) == true)
        // Other characters are Foundation's to decide.
        #expect(ASCIITitle.same("\u{212A}", "k", bare: false) == nil)
        #expect(ASCIITitle.same("Okay…", "Okay", bare: true) == nil)
    }

    @Test func tokensAndWordsAgreeWithTheCharacterSplitOnRandomTexts() {
        // ASCII-heavy, with "\r\n", controls, placeholders and punctuation; a few non-ASCII
        // characters that the fast path must hand over.
        let alphabet: [Character] = Array("aZ09 \t\n\r\u{0B}\u{0C}\u{1C}\u{00}{}-&.’") + ["\r\n", "\r\n", "é", "\u{A0}", "\u{3000}"]
        let texts = Self.randomStrings(count: 20_000, seed: 23, alphabet: alphabet) + ["", " ", "\r\n", "a\r\nb", " {name} & co. ", "Don't\tTap"]
        var disagreements: [String] = []
        for text in texts {
            func offsets(_ pieces: [Substring]) -> [Int] { pieces.map { text.utf8.distance(from: text.startIndex, to: $0.startIndex) } }
            let (tokens, expectedTokens) = (EnglishCopy.tokens(text), EnglishCopy.characterTokens(text))
            let (words, expectedWords) = (EnglishCopy.words(text), EnglishCopy.characterWords(text))
            if tokens != expectedTokens || offsets(tokens) != offsets(expectedTokens) || words != expectedWords || offsets(words) != offsets(expectedWords) {
                disagreements.append(text.debugDescription)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func trimmedAgreesWithTheScalarPropertiesOnRandomTexts() {
        let texts = Self.randomStrings(count: 20_000, seed: 29, alphabet: Self.mixed) + ["", " ", "a", " a", "a ", "\u{85}a", "a\u{A0}"]
        let disagreements = texts.filter { !EnglishCopy.trimmed($0).utf8.elementsEqual(EnglishCopy.scalarTrimmed($0).utf8) }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).map(\.debugDescription))")
    }
}
