@testable import AlertSpec
import Testing
import TestSupport

/// `String.containsPercent`, the byte search the format checks start with, against
/// `utf8.contains`.
@Suite struct ContainsPercentTests {
    @Test func containsPercentAgreesWithTheUTF8View() {
        let pieces = ["%", "%%", "%@", "a", "ä", "写", "👍🏽", " ", "{name}", "\u{FF05}", "\u{0}"]
        var generator = SeededGenerator(state: 25)
        for _ in 0..<3_000 {
            let text = (0..<Int(generator.next() % 10)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(text.containsPercent == text.utf8.contains(UInt8(ascii: "%")), "\(text.debugDescription)")
        }
        // A substring's own string, not its base's bytes.
        let base = "100% sure"
        #expect(!String(base.dropFirst(4)).containsPercent)
    }
}
