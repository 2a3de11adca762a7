extension RuleRegistry {
    /// Flows: confirm → progress → outcome (RULES.md §8).
    static let flowRules: [RegisteredRule] = [
        RegisteredRule(FlowConfirmCancelRule.self),
        RegisteredRule(FlowFailureAlertRule.self),
        RegisteredRule(FlowProgressDelayRule.self),
        RegisteredRule(FlowSuccessAlertRule.self),
    ]
}
