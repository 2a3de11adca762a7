extension RuleRegistry {
    /// Alerts (RULES.md §2, HIG "Alerts").
    static let alertRules: [RegisteredRule] = [
    ]
}
