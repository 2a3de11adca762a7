/// A BCP 47 locale id in canonical case: `de`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`.
///
/// The spec accepts `_` for `-` and any case (`pt_br`); they compare equal once canonical.
public struct LocaleID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The canonical id.
    public let identifier: String

    public static let english = LocaleID(canonical: "en")

    private init(canonical: String) {
        identifier = canonical
    }

    /// Nil when `text` is not a well-formed language[-script][-region][-variant…] id.
    public init?(_ text: String) {
        // Most ids are a bare lower-case language (`de`, `ja`): no splitting needed.
        if (2...3).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            identifier = text
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count) || language.count >= 5 && language.count <= 8,
              language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        var canonical = [language.lowercased()]
        var seenRegion = false
        for (position, part) in parts.dropFirst().enumerated() {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            if position == 0, part.count == 4, part.allSatisfy(\.isLetter) {
                canonical.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if !seenRegion, (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                seenRegion = true
                canonical.append(part.uppercased())
            } else if (5...8).contains(part.count) || (part.count == 4 && part.first!.isNumber) {
                canonical.append(part.lowercased())
            } else {
                return nil
            }
        }
        identifier = canonical.joined(separator: "-")
    }

    /// The language subtag: `pt` for `pt-BR`.
    public var language: String { String(identifier.prefix { $0 != "-" }) }

    /// Whether this is English (`en`, `en-GB`, …): the English-copy rules run only then.
    public var isEnglish: Bool { language == "en" }

    /// The ids to try, longest first, when looking up locale data: `zh-Hant-TW`, `zh-Hant`, `zh`.
    public var fallbackChain: [String] {
        var chain: [String] = []
        var parts = identifier.split(separator: "-").map(String.init)
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return chain
    }

    public var description: String { identifier }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.identifier < rhs.identifier }
}
