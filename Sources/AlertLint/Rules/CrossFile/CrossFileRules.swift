extension RuleRegistry {
    /// Rules that compare every file linted together (RULES.md §1).
    static let crossFileRules: [RegisteredRule] = [
        RegisteredRule(ConflictingNamespaceRule.self),
        RegisteredRule(NotificationActionIDUniqueRule.self),
    ]
}
