/// A locale's CLDR cardinal plural rules: which category (`one`, `few`, …) a number takes.
///
/// The rules come from CLDR's plurals.xml, kept as text in `PluralRulesData.swift` (generated
/// by Tools/cldr/generate_plural_rules.py) and parsed once, at first use. Locales that CLDR
/// lists together share one value, and two values are equal when they are the same rule set.
///
///     let rules = PluralRules.rules(for: LocaleID("ru")!)
///     rules.categories                  // [.one, .few, .many, .other]
///     rules.category(forInteger: 21)    // .one
///     rules.category(for: PluralOperands("1.5")!)  // .other
public struct PluralRules: Sendable, Hashable, CustomStringConvertible {
    /// Shared by the locales of one rule set; internal for the Swift source emitter.
    let storage: Storage

    // MARK: Lookup

    /// The rules for a locale: the first id of its fallback chain CLDR names (`pt-PT` has its
    /// own rules, `pt-BR` takes `pt`'s, `sr-Latn` takes `sr`'s); CLDR's root rules (`other`
    /// only) when it names none.
    ///
    /// After the first call, which parses the table, this is a dictionary lookup or two and
    /// allocates nothing.
    public static func rules(for locale: LocaleID) -> PluralRules {
        rules(forIdentifier: locale.identifier)
    }

    /// Lookup by a canonical id (`pt-PT`, `root`), with the fallback of `rules(for:)`.
    static func rules(forIdentifier identifier: String) -> PluralRules {
        let table = Self.table
        if let rules = table[identifier] { return rules }
        // Drop subtags by bytes, not Characters: Character iteration is far slower.
        var id = Substring(identifier)
        while let dash = id.utf8.lastIndex(of: UInt8(ascii: "-")) {
            id = id[..<dash]
            // Ids are short, so `String(id)` is a small string that needs no allocation.
            if let rules = table[String(id)] { return rules }
        }
        return root
    }

    /// CLDR's root rules: every number is `other`.
    public static let root: PluralRules = table["root"] ?? PluralRules(locales: ["root"], rules: [RuleSource(.other, "", integer: "", decimal: "")])

    /// Every locale plurals.xml names, sorted by id; `root` is no locale id and not among them.
    public static let allLocales: [LocaleID] = allLocaleIdentifiers.compactMap(LocaleID.init)

    /// Every locale id plurals.xml names (`root` included), sorted.
    static let allLocaleIdentifiers: [String] = table.keys.sorted()

    /// The CLDR ids that share these rules, as plurals.xml lists them (`["ru", "uk"]`).
    public var localeIdentifiers: [String] { storage.locales }

    /// Locale id → rules, parsed from `sources` at first use.
    static let table: [String: PluralRules] = {
        var table: [String: PluralRules] = [:]
        for source in sources {
            let rules = PluralRules(locales: source.locales, rules: source.rules)
            for locale in source.locales { table[locale] = rules }
        }
        return table
    }()

    // MARK: Categories

    /// The categories the locale uses, in CLDR order (zero, one, two, few, many, other).
    public var categories: [PluralCategory] { storage.categories }

    /// The categories some integer selects (those with `@integer` samples): what an `Int`
    /// count can pick. Czech `many` and Russian `other` are for decimals only.
    public var integerCategories: [PluralCategory] { storage.integerCategories }

    /// The category of an integer count (its absolute value, as CLDR's operands are).
    public func category(forInteger count: Int) -> PluralCategory {
        category(for: PluralOperands(count))
    }

    /// The category of a number, integer or decimal (`PluralOperands("1.50")`). Allocates nothing.
    public func category(for operands: PluralOperands) -> PluralCategory {
        let conditions = storage.conditions
        for index in conditions.indices where conditions[index].condition.matches(operands) {
            return conditions[index].category
        }
        return .other
    }

    /// The parsed condition of a category; nil for `other` and for categories the locale does not use.
    public func condition(for category: PluralCategory) -> PluralCondition? {
        storage.conditions.first { $0.category == category }?.condition
    }

    /// The category's condition as plurals.xml writes it; nil for `other` and unused categories.
    public func conditionSource(for category: PluralCategory) -> String? {
        storage.sources[category.index]
    }

    // MARK: Samples

    /// The category's `@integer` and `@decimal` samples; empty lists for an unused category.
    public func samples(for category: PluralCategory) -> PluralSamples {
        storage.samples[category.index]
    }

    /// The category's `@integer` samples as values: a single value is `x...x`, `1e6` is
    /// 1000000. Empty when no integer takes the category.
    public func integerSamples(for category: PluralCategory) -> [ClosedRange<Int>] {
        storage.integerSamples[category.index]
    }

    /// Whether the category has integer samples and all are ≥ 1,000,000: French `many`
    /// (`1000000, 1e6, 2e6, …`), for which a missing variant matters little (RULES.md,
    /// plural-categories).
    public func allIntegerSamplesAreAtLeastOneMillion(_ category: PluralCategory) -> Bool {
        let samples = storage.integerSamples[category.index]
        return !samples.isEmpty && samples.allSatisfy { $0.lowerBound >= 1_000_000 }
    }

    /// Whether `one` takes some integer other than 1, so a `one` variant must show its count
    /// (RULES.md, plural-without-number): Russian 21, Filipino 2, French and Hindi 0. False
    /// when `one` means exactly 1 (English, German) or the locale has no `one` (Japanese).
    /// Read from CLDR's `one` integer samples, which the tests check against the rule.
    public var oneCoversNumbersOtherThanOne: Bool { storage.oneCoversOtherThanOne }

    /// Whether `one` takes some integer above 1 (Russian 21, Icelandic 21, Filipino 2): like
    /// `oneCoversNumbersOtherThanOne` without the locales where the only other number is 0
    /// (French, Portuguese, Hindi), which a `zero` variant can take over, as Apple's plural
    /// rules pick `zero` for 0 in any language.
    public var oneCoversNumbersAboveOne: Bool { storage.oneCoversAboveOne }

    // MARK: Identity

    public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool { lhs.storage === rhs.storage }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(storage)) }

    /// `ru uk: one: v = 0 and i % 10 = 1 …; few: …`.
    public var description: String {
        let rules = storage.conditions.map { "\($0.category): \($0.condition)" } + ["other"]
        return "\(localeIdentifiers.joined(separator: " ")): \(rules.joined(separator: "; "))"
    }
}

// MARK: - Building

extension PluralRules {
    /// One rule as plurals.xml writes it (see `PluralRulesData.swift`).
    struct RuleSource: Sendable {
        let category: PluralCategory
        /// Empty for `other`.
        let condition: String
        /// The text after `@integer` / `@decimal`, `…` included; empty when absent.
        let integer: String
        let decimal: String

        init(_ category: PluralCategory, _ condition: String, integer: String, decimal: String) {
            self.category = category
            self.condition = condition
            self.integer = integer
            self.decimal = decimal
        }
    }

    /// One `<pluralRules>` element: its locales and rules.
    struct RuleSetSource: Sendable {
        let locales: [String]
        let rules: [RuleSource]
    }

    final class Storage: Sendable {
        let locales: [String]
        let categories: [PluralCategory]
        let integerCategories: [PluralCategory]
        /// Every category but `other`, in CLDR order: the first whose condition holds wins.
        let conditions: [(category: PluralCategory, condition: PluralCondition)]
        /// Indexed by `PluralCategory.index`.
        let sources: [String?]
        let samples: [PluralSamples]
        let integerSamples: [[ClosedRange<Int>]]
        let oneCoversOtherThanOne: Bool
        let oneCoversAboveOne: Bool

        init(locales: [String], rules: [RuleSource]) {
            let rules = rules.sorted { $0.category < $1.category }
            self.locales = locales
            categories = rules.map(\.category)
            conditions = rules.filter { $0.category != .other }.map { rule in
                do {
                    return (rule.category, try PluralCondition(parsing: rule.condition))
                } catch {
                    preconditionFailure("CLDR plural rule for \(locales.joined(separator: " ")) \(rule.category): \(error)")
                }
            }
            var sources = [String?](repeating: nil, count: PluralCategory.allCases.count)
            var samples = [PluralSamples](repeating: PluralSamples(integers: [], decimals: []), count: sources.count)
            for rule in rules {
                if rule.category != .other { sources[rule.category.index] = rule.condition }
                guard let parsed = PluralSamples(integer: rule.integer, decimal: rule.decimal) else {
                    preconditionFailure("CLDR plural samples for \(locales.joined(separator: " ")) \(rule.category): \(rule.integer) / \(rule.decimal)")
                }
                samples[rule.category.index] = parsed
            }
            self.sources = sources
            self.samples = samples
            integerSamples = samples.map(\.integerValues)
            integerCategories = categories.filter { !samples[$0.index].integers.isEmpty }
            let one = integerSamples[PluralCategory.one.index]
            oneCoversOtherThanOne = one.contains { $0 != 1...1 }
            oneCoversAboveOne = one.contains { $0.upperBound > 1 }
        }
    }

    private init(locales: [String], rules: [RuleSource]) {
        storage = Storage(locales: locales, rules: rules)
    }
}

extension PluralCategory {
    /// The position in CLDR order, without building `allCases`.
    fileprivate var index: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
