extension RuleRegistry {
    /// Broadcasts through NotificationCenter (RULES.md §10; `broadcast-name-unique` is in `crossFileRules`).
    static let broadcastRules: [RegisteredRule] = [
        RegisteredRule(BroadcastNameStyleRule.self),
        RegisteredRule(BroadcastPayloadSizeRule.self),
    ]
}
