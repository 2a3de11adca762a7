extension RuleRegistry {
    /// Localization (RULES.md §6): translations inline and in configured catalogs, plurals,
    /// and how translated text fits.
    static let localizationRules: [RegisteredRule] = [
        RegisteredRule(FormatCrashRule.self),
        RegisteredRule(MissingTranslationRule.self),
        RegisteredRule(PlaceholderMismatchRule.self),
        RegisteredRule(PluralCategoriesRule.self),
        RegisteredRule(PluralWithoutNumberRule.self),
        RegisteredRule(StaleTranslationRule.self),
        RegisteredRule(TranslationExpansionRule.self),
    ]
}
