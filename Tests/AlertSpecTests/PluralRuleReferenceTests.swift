@testable import AlertSpec
import Testing
import TestSupport

/// `FormatString.replacingPluralRuleReferences` is the regex
/// `%(?:[0-9]+\$)?#@[A-Za-z_][A-Za-z0-9_]*@` written out by hand: it must replace exactly what
/// `String.replacing` with that regex replaces, Character by Character.
@Suite struct PluralRuleReferenceTests {
    @Test func replacesTheReferencesAFormatCanHold() {
        #expect(FormatString.replacingPluralRuleReferences(in: "%#@photos@ in %2$#@albums@", with: "N") == "N in N")
        #expect(FormatString.replacingPluralRuleReferences(in: "%12#@x@ %#@ %#@1a@ %$#@a@", with: "N") == "%12#@x@ %#@ %#@1a@ %$#@a@")
        #expect(FormatString.replacingCountReferences(in: "%arg Fotos, %1$#@count@", with: "%1$lld") == "%1$lld Fotos, %1$lld")
    }

    @Test func agreesWithTheRegexOnRandomText() {
        let regex = #/%(?:[0-9]+\$)?#@[A-Za-z_][A-Za-z0-9_]*@/#
        // What the pattern is made of, and what could trip a hand-written scanner: combining
        // marks that join a character to the one before, CRLF, letters outside ASCII.
        let pieces = ["%", "#", "@", "$", "1", "23", "a", "Z", "_", "x9", "\u{301}", "\r\n", "\n", "é", "ß", " ", "%#@", "@n@", "%1$"]
        var generator = SeededGenerator(state: 7)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 9)
            let text = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let expected = text.replacing(regex, with: "N")
            let actual = FormatString.replacingPluralRuleReferences(in: text, with: "N")
            if expected != actual { disagreements.append("\(text.debugDescription): \(expected.debugDescription) ≠ \(actual.debugDescription)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }
}
