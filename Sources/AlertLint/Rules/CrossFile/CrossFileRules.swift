extension RuleRegistry {
    /// Rules that compare every file linted together (RULES.md §1, §6 and §10; `table-development-language`: decision 0019).
    static let crossFileRules: [RegisteredRule] = [
        RegisteredRule(BroadcastNameUniqueRule.self),
        RegisteredRule(ConflictingKeyRule.self),
        RegisteredRule(ConflictingNamespaceRule.self),
        RegisteredRule(NotificationActionIDUniqueRule.self),
        RegisteredRule(TableDevelopmentLanguageRule.self),
    ]
}
