/// How much longer a translation may be than its source: IBM's expansion guideline, which
/// RULES.md's `translation-expansion` quotes and pseudo-localization applies.
///
/// Lengths count characters (grapheme clusters), as a reader sees them.
public struct ExpansionTable: Sendable, Hashable {
    /// A source of up to `maxLength` characters (nil: any longer one) may grow by `percent`.
    public struct Tier: Sendable, Hashable {
        public var maxLength: Int?
        public var percent: Int

        public init(maxLength: Int?, percent: Int) {
            self.maxLength = maxLength
            self.percent = percent
        }
    }

    /// Ordered by `maxLength`, the last one open-ended.
    public var tiers: [Tier]

    public init(tiers: [Tier]) {
        self.tiers = tiers
    }

    /// ≤10 characters +200%, 11–20 +100%, 21–30 +80%, 31–50 +60%, 51–70 +40%, >70 +30%.
    public static let ibm = ExpansionTable(tiers: [
        Tier(maxLength: 10, percent: 200),
        Tier(maxLength: 20, percent: 100),
        Tier(maxLength: 30, percent: 80),
        Tier(maxLength: 50, percent: 60),
        Tier(maxLength: 70, percent: 40),
        Tier(maxLength: nil, percent: 30),
    ])

    /// The growth allowed for a source of `length` characters, in percent.
    public func percent(forSourceLength length: Int) -> Int {
        tiers.first { tier in tier.maxLength.map { length <= $0 } ?? true }?.percent ?? 0
    }

    /// The most characters a translation of a `length`-character source may have.
    public func budget(forSourceLength length: Int) -> Int {
        length + (length * percent(forSourceLength: length) + 99) / 100
    }
}
