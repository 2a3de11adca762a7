import Foundation

/// The order Xcode writes a String Catalog's keys in, at every level: the Finder's order
/// (`localizedStandardCompare`), so case is ignored (`cse` < `CSE Settings` < `Disable Checker`
/// < `Disable CSE`), digit runs compare by value (`Key2` < `Key10`), punctuation sorts before
/// symbols and digits (`"…"` < `(%lld)` < `*x*` < `%@` < `+%lld` < `🥳` < `7000` < `aA`), and
/// `zh-Hans` precedes `zh-HK`.
///
/// Checked against catalogs Xcode wrote (Cizzuk/CSE and 0xCUB3/Redford `Localizable.xcstrings`,
/// whose key sequences the tests replay) and against xcstrings-crud's parity test with
/// `xcstringstool`. The locale is fixed (`en`) rather than the user's, so output does not
/// depend on the machine; keys that compare equal (`a`/`ａ`) fall back to their UTF-8 bytes.
public enum XcodeOrder {
    static let locale = Locale(identifier: "en")
    static let options: String.CompareOptions = [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering]

    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return false }
        // Most keys are printable ASCII and differ at the first level: decided without the
        // locale-aware compare, which costs tens of thousands of instructions per call.
        if let decided = PrintableASCIIOrder.shared.precedes(lhs, rhs) { return decided }
        return foundationPrecedes(lhs, rhs)
    }

    /// The order as Foundation decides it: the definition the fast path must agree with.
    static func foundationPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return false }
        switch lhs.compare(rhs, options: options, range: nil, locale: locale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
    }
}

/// `XcodeOrder` for strings of printable ASCII (space to `~`) whose first-level collation
/// differs: each character has a weight and each digit run its value, compared in order, as
/// the collation does with numeric ordering and case ignored. The weights are not written
/// down here but read from Foundation's own compare once, so they are its weights on every
/// platform. Strings equal at that level (`Key` / `key`, `01` / `1`) and any other
/// characters are left to Foundation (nil), which breaks such ties its own way.
struct PrintableASCIIOrder: Sendable {
    static let shared = PrintableASCIIOrder()

    /// The first-level weight of each printable ASCII byte, indexed by `byte - 0x20`; the
    /// digits share one, the weight of a digit run.
    let weights: [UInt8]

    init() {
        let characters = (UInt8(0x20)...UInt8(0x7E)).map { String(UnicodeScalar($0)) }
        let sorted = characters.sorted(by: XcodeOrder.foundationPrecedes)
        var weights = [UInt8](repeating: 0, count: characters.count)
        var weight: UInt8 = 0
        var previous: String?
        for character in sorted {
            // Same weight as the previous character when only case or the tie-break
            // separates them (`a`, `A`) or both are digits: a digit run counts as one.
            let isDigit = character.utf8.first.map(Self.isDigit) ?? false
            let previousIsDigit = previous?.utf8.first.map(Self.isDigit) ?? false
            if let previous, !(isDigit && previousIsDigit), character.compare(previous, options: [.caseInsensitive, .widthInsensitive], range: nil, locale: XcodeOrder.locale) != .orderedSame {
                weight += 1
            }
            weights[Int(character.utf8.first! - 0x20)] = weight
            previous = character
        }
        self.weights = weights
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `lhs` sorts first; nil when this order cannot tell.
    func precedes(_ lhs: String, _ rhs: String) -> Bool? {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in rhs.withUTF8 { right in compare(left, right) } }
    }

    private func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = 0, j = 0
        while i < left.count, j < right.count {
            let a = left[i], b = right[j]
            guard a >= 0x20, a <= 0x7E, b >= 0x20, b <= 0x7E else { return nil }
            if Self.isDigit(a), Self.isDigit(b) {
                // Digit runs compare by value: leading zeros dropped, then length, then digits.
                var iEnd = i, jEnd = j
                while iEnd < left.count, Self.isDigit(left[iEnd]) { iEnd += 1 }
                while jEnd < right.count, Self.isDigit(right[jEnd]) { jEnd += 1 }
                var iStart = i, jStart = j
                while iStart < iEnd - 1, left[iStart] == 0x30 { iStart += 1 }
                while jStart < jEnd - 1, right[jStart] == 0x30 { jStart += 1 }
                let iLength = iEnd - iStart, jLength = jEnd - jStart
                // ICU compares numbers of up to 254 digits by value; longer ones it splits.
                guard iLength <= 254, jLength <= 254 else { return nil }
                if iLength != jLength { return iLength < jLength }
                var k = 0
                while k < iLength {
                    if left[iStart + k] != right[jStart + k] { return left[iStart + k] < right[jStart + k] }
                    k += 1
                }
                i = iEnd
                j = jEnd
                continue
            }
            let wa = weights[Int(a - 0x20)], wb = weights[Int(b - 0x20)]
            if wa != wb { return wa < wb }
            i += 1
            j += 1
        }
        // The rest must be printable ASCII too for its weights to count.
        for k in i..<left.count where left[k] < 0x20 || left[k] > 0x7E { return nil }
        for k in j..<right.count where right[k] < 0x20 || right[k] > 0x7E { return nil }
        let leftDone = i == left.count, rightDone = j == right.count
        if leftDone != rightDone { return leftDone }
        return nil
    }
}
