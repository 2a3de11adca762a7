extension RuleRegistry {
    /// Text fields (RULES.md §4).
    static let textFieldRules: [RegisteredRule] = [
    ]
}
