extension RuleRegistry {
    /// In-app sounds, vibration and haptics (RULES.md §9).
    static let soundRules: [RegisteredRule] = [
        RegisteredRule(HapticOnlyRule.self),
        RegisteredRule(SystemSoundFileRule.self),
    ]
}
