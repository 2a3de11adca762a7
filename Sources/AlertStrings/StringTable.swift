import AlertDiagnostics
import AlertSpec

/// One strings table as the string-table writers see it: every key with its translator
/// comment, its development-language value and its translations, as format strings.
///
/// Built from catalogs by `StringTableBuilder`; written by `StringTableFiles` as a String
/// Catalog (`.xcstrings`) or as `.strings` and `.stringsdict` files. Values are already
/// format strings (`FormatString`): placeholders are positional specifiers, a literal `%`
/// is `%%`.
public struct StringTable: Sendable, Hashable {
    /// The table name: the file name without extension, and the `tableName:` of lookups.
    public var name: String
    /// The language the development values are written in.
    public var sourceLanguage: LocaleID
    /// Sorted by key in Xcode's order (`XcodeOrder`), keys unique.
    public var entries: [Entry]

    public init(name: String, sourceLanguage: LocaleID, entries: [Entry]) {
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.entries = entries.sorted { XcodeOrder.precedes($0.key, $1.key) }
    }

    public func entry(forKey key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    /// The locales with any text: the source language, then every translated locale, in
    /// Xcode's order.
    public var locales: [LocaleID] {
        var seen: Set<LocaleID> = [sourceLanguage]
        var locales = [sourceLanguage]
        for entry in entries {
            for translation in entry.translations where seen.insert(translation.locale).inserted {
                locales.append(translation.locale)
            }
        }
        return locales.sorted { XcodeOrder.precedes($0.identifier, $1.identifier) }
    }

    public struct Entry: Sendable, Hashable {
        public var key: String
        /// The note for translators.
        public var comment: String?
        /// The development-language value.
        public var value: Value
        /// Never the source language; sorted by locale in Xcode's order, one per locale.
        public var translations: [Translation]

        public init(key: String, comment: String? = nil, value: Value, translations: [Translation] = []) {
            self.key = key
            self.comment = comment
            self.value = value
            self.translations = translations.sorted { XcodeOrder.precedes($0.locale.identifier, $1.locale.identifier) }
        }

        public func translation(for locale: LocaleID) -> Translation? {
            translations.first { $0.locale == locale }
        }

        /// The value shown in `locale`: the development value for the source language.
        public func value(for locale: LocaleID, sourceLanguage: LocaleID) -> Value? {
            locale == sourceLanguage ? value : translation(for: locale)?.value
        }
    }

    public struct Translation: Sendable, Hashable {
        public var locale: LocaleID
        public var value: Value
        public var state: State
        /// Where the spec writes the translation: what a report of an overwritten
        /// translator's text points at.
        public var source: SourceRange?

        public init(locale: LocaleID, value: Value, state: State = .translated, source: SourceRange? = nil) {
            self.locale = locale
            self.value = value
            self.state = state
            self.source = source
        }
    }

    /// A String Catalog's translation states, spelled as Xcode spells them.
    public enum State: String, Sendable, Hashable, CaseIterable {
        case new
        case translated
        case needsReview = "needs_review"
        case stale
    }

    public enum Value: Sendable, Hashable {
        /// One format string.
        case single(String)
        /// Variants picked by an `Int` argument.
        case plural(Plural)
    }

    /// A text whose variant is picked by the CLDR plural category of one `Int` argument.
    public struct Plural: Sendable, Hashable {
        /// The name of the `Int` parameter that picks the variant.
        public var parameter: String
        /// Its 1-based position among the string's arguments (the definition's parameters).
        public var argument: Int
        /// How many arguments the string takes: all the definition's parameters, in order.
        public var argumentCount: Int
        /// Format strings by category, the count written as its specifier (`%2$lld`).
        public var variants: [PluralCategory: String]
        /// The same variants with the count written `%arg`, as a String Catalog substitution
        /// writes the number it varies by.
        public var substitutionVariants: [PluralCategory: String]

        public init(
            parameter: String,
            argument: Int,
            argumentCount: Int,
            variants: [PluralCategory: String],
            substitutionVariants: [PluralCategory: String]
        ) {
            self.parameter = parameter
            self.argument = argument
            self.argumentCount = argumentCount
            self.variants = variants
            self.substitutionVariants = substitutionVariants
        }

        /// The count's format specifier without `%`: the conversion of an `Int`.
        public var formatSpecifier: String { "lld" }

        /// Variants in CLDR order: zero, one, two, few, many, other.
        public var sortedVariants: [(category: PluralCategory, format: String)] {
            PluralCategory.allCases.compactMap { category in variants[category].map { (category, $0) } }
        }

        /// Whether Xcode varies the whole string rather than a substitution: only when the
        /// count is the string's one argument. With more arguments Xcode's "Vary by Plural"
        /// asks which argument varies and writes a substitution naming it by `argNum`.
        public var variesWholeString: Bool { argumentCount == 1 && argument == 1 }
    }
}
