extension RuleRegistry {
    /// Text fields (RULES.md §4).
    static let textFieldRules: [RegisteredRule] = [
        RegisteredRule(TextEntryButtonCountRule.self),
        RegisteredRule(TextFieldCountRule.self),
        RegisteredRule(TextFieldKeyboardRule.self),
        RegisteredRule(TextFieldLoginOrderRule.self),
        RegisteredRule(TextFieldPlaceholderRule.self),
        RegisteredRule(TextFieldSecureRule.self),
    ]
}
