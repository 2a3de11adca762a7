extension RuleRegistry {
    /// Progress overlays (RULES.md §7).
    static let progressRules: [RegisteredRule] = [
        RegisteredRule(ProgressCancelableRule.self),
    ]
}
