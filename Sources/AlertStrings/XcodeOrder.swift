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
    private static let locale = Locale(identifier: "en")

    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return false }
        switch lhs.compare(rhs, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil, locale: locale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
    }
}
