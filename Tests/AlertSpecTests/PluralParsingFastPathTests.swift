import TestSupport
import Testing

@testable import AlertSpec

/// `PluralOperands(_:)` and the sample lists are read from bytes without digit arrays or
/// `Character`s (the first plural lookup parses every locale's samples). These tests hold
/// them to the straightforward readings they replaced, on random text over the characters
/// that matter, so the shortcut cannot change a verdict.
@Suite struct PluralParsingFastPathTests {
    /// The reading before the byte walk: digits collected into arrays, then shifted.
    private func referenceOperands(_ text: String) -> PluralOperands? {
        var integerDigits: [UInt8] = []
        var fractionDigits: [UInt8] = []
        var exponent = 0
        var seenPoint = false
        var seenExponent = false
        var exponentDigits = 0
        var bytes = Array(text.utf8)[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte - UInt8(ascii: "0")
                if seenExponent {
                    let (product, overflow) = exponent.multipliedReportingOverflow(by: 10)
                    guard !overflow, product <= 100 else { return nil }
                    exponent = product + Int(digit)
                    exponentDigits += 1
                } else if seenPoint {
                    fractionDigits.append(digit)
                } else {
                    integerDigits.append(digit)
                }
            case UInt8(ascii: "."):
                guard !seenPoint, !seenExponent, !integerDigits.isEmpty else { return nil }
                seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "c"):
                guard !seenExponent, !integerDigits.isEmpty, !(seenPoint && fractionDigits.isEmpty) else { return nil }
                seenExponent = true
            default:
                return nil
            }
        }
        guard !integerDigits.isEmpty, !(seenPoint && fractionDigits.isEmpty), !(seenExponent && exponentDigits == 0) else { return nil }
        let shifted = min(exponent, fractionDigits.count)
        integerDigits += fractionDigits[..<shifted]
        integerDigits += repeatElement(0, count: exponent - shifted)
        fractionDigits.removeFirst(shifted)
        guard fractionDigits.count <= 18 else { return nil }
        var integer: UInt = 0
        for digit in integerDigits {
            let (product, overflow) = integer.multipliedReportingOverflow(by: 10)
            let (sum, carry) = product.addingReportingOverflow(UInt(digit))
            guard !overflow, !carry else { return nil }
            integer = sum
        }
        var fraction: UInt = 0
        for digit in fractionDigits { fraction = fraction * 10 + UInt(digit) }
        var trimmed = fraction
        var trimmedCount = fractionDigits.count
        while trimmedCount > 0, trimmed % 10 == 0 {
            trimmed /= 10
            trimmedCount -= 1
        }
        return PluralOperands(i: integer, v: fractionDigits.count, w: trimmedCount, f: fraction, t: trimmed, e: exponent)
    }

    /// The sample-list reading before the byte walk: split into `Character`s.
    private func referenceSamples(_ list: String) -> ([PluralSampleRange], Bool)? {
        func trimmed(_ text: Substring) -> Substring {
            let start = text.firstIndex { $0 != " " } ?? text.endIndex
            let end = text.lastIndex { $0 != " " }.map { text.index(after: $0) } ?? start
            return text[start..<end]
        }
        var ranges: [PluralSampleRange] = []
        var continues = false
        for entry in list.split(separator: ",") {
            let entry = trimmed(entry)
            if entry.isEmpty { continue }
            if entry == "…" || entry == "..." {
                continues = true
                continue
            }
            let ends = entry.split(separator: "~", omittingEmptySubsequences: false).map(trimmed)
            guard (1...2).contains(ends.count), let start = PluralOperands(ends[0]), let end = PluralOperands(ends[ends.count - 1]) else { return nil }
            guard ends.count == 1 || start.n <= end.n else { return nil }
            ranges.append(PluralSampleRange(start: String(ends[0]), end: String(ends[ends.count - 1])))
        }
        return (ranges, continues)
    }

    private func randomText(from alphabet: [String], maximumLength: Int, using generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...maximumLength, using: &generator)
        return (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
    }

    @Test func operandsAgreeWithTheArrayReadingOnRandomNumbers() {
        var generator = SeededGenerator(state: 14)
        let digits = (0...9).map(String.init)
        let alphabet = digits + digits + digits + [".", "e", "c", "-", "+", "x", " ", "٣"]
        var parsed = 0
        for _ in 0..<40_000 {
            let text = randomText(from: alphabet, maximumLength: 26, using: &generator)
            let expected = referenceOperands(text)
            #expect(PluralOperands(text) == expected, "\(text)")
            #expect(PluralOperands(Substring(text)) == expected, "\(text)")
            if expected != nil { parsed += 1 }
        }
        // Enough of the inputs are numbers for the comparison to mean something.
        #expect(parsed > 2_000)
        for text in ["18446744073709551615", "18446744073709551616", "1.8446744073709551615e19", "1e19", "1e20",
                     "1.1234567890123456789", "1.123456789012345678", "1.1234567890123456789e1", "9e100", "9e101", "0.0e0"] {
            #expect(PluralOperands(text) == referenceOperands(text), "\(text)")
        }
    }

    @Test func sampleListsAgreeWithTheCharacterReadingOnRandomLists() {
        var generator = SeededGenerator(state: 30)
        let alphabet = ["0", "1", "2", "5", "9", "0.0", "1.5", "2e3", ",", ", ", "~", " ~ ", " ", "…", "...", "x"]
        for _ in 0..<20_000 {
            let list = randomText(from: alphabet, maximumLength: 14, using: &generator)
            let expected = referenceSamples(list)
            let actual = PluralSamples(integer: list, decimal: "")
            #expect(actual?.integers == expected?.0, "\(list)")
            #expect(actual?.integersContinue == expected?.1, "\(list)")
        }
    }

    @Test func theTablesListsReadAsBefore() {
        for source in PluralRules.sources {
            for rule in source.rules {
                for list in [rule.integer, rule.decimal] {
                    let expected = referenceSamples(list)
                    let actual = PluralSamples(integer: list, decimal: "")
                    #expect(actual?.integers == expected?.0, "\(list)")
                    #expect(actual?.integersContinue == expected?.1, "\(list)")
                }
            }
        }
    }
}
