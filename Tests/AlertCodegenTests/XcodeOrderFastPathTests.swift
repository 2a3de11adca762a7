@testable import AlertStrings
import Foundation
import Testing
import TestSupport

/// The printable-ASCII fast path of `XcodeOrder` must order every pair exactly as
/// Foundation's locale-aware compare does: it replaces that compare for most keys.
@Suite struct XcodeOrderFastPathTests {
    /// Random strings from an alphabet that stresses what the collation treats specially:
    /// case, digit runs with leading zeros, punctuation, symbols and spaces.
    static func randomStrings(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(state: seed)
        let alphabet = Array("aAbBzZ09180 -_.,:;!?\"'()[]{}@*/\\&#%`^+<=>|~$")
        return (0..<count).map { _ in
            let length = Int(generator.next() % 7)
            return String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
    }

    @Test func agreesWithFoundationOnRandomPairs() {
        let strings = Self.randomStrings(count: 400, seed: 42)
        var disagreements: [String] = []
        var decided = 0, pairs = 0
        for (index, lhs) in strings.enumerated() {
            for rhs in strings[index...] {
                pairs += 1
                if PrintableASCIIOrder.shared.precedes(lhs, rhs) != nil { decided += 1 }
                for (a, b) in [(lhs, rhs), (rhs, lhs)] where XcodeOrder.precedes(a, b) != XcodeOrder.foundationPrecedes(a, b) {
                    disagreements.append("\(a.debugDescription) < \(b.debugDescription)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        // The fast path must actually decide: ties are rare among random strings.
        #expect(Double(decided) / Double(pairs) > 0.9)
    }

    @Test func agreesWithFoundationOnEveryPairOfPrintableCharacters() {
        let characters = (UInt8(0x20)...UInt8(0x7E)).map { String(UnicodeScalar($0)) }
        var disagreements: [String] = []
        for a in characters {
            for b in characters where XcodeOrder.precedes("k" + a + "1", "k" + b + "1") != XcodeOrder.foundationPrecedes("k" + a + "1", "k" + b + "1") {
                disagreements.append("\(a) < \(b)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func decidesTypicalKeysWithoutFoundation() {
        let order = PrintableASCIIOrder.shared
        #expect(order.precedes("Catalog1.deletePhoto.title", "Catalog1.deletePhotos.title") == true)
        #expect(order.precedes("Key10", "Key9") == false)
        // Ties at the first level and other characters are Foundation's to break.
        #expect(order.precedes("Key", "key") == nil)
        #expect(order.precedes("Key01", "Key1") == nil)
        #expect(order.precedes("Schließen", "Schliessen") == nil)
    }
}
