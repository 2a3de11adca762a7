extension RuleRegistry {
    /// Layout (RULES.md §2–3 length rules): estimated rendered widths from the width model.
    static let layoutRules: [RegisteredRule] = [
        RegisteredRule(AlertScrollsRule.self),
        RegisteredRule(AlertTitleLengthRule.self),
        RegisteredRule(SheetTitleLengthRule.self),
    ]
}
