extension RuleRegistry {
    /// Runtime contracts (RULES.md §1): a violation crashes, is rejected, or silently drops content.
    static let runtimeRules: [RegisteredRule] = [
        RegisteredRule(SingleCancelActionRule.self),
    ]
}
