extension RuleRegistry {
    /// Layout (RULES.md §2–3 length rules, §6 `button-truncation` and `alert-buttons-stack`):
    /// estimated rendered widths from the width model.
    static let layoutRules: [RegisteredRule] = [
        RegisteredRule(AlertButtonsStackRule.self),
        RegisteredRule(AlertScrollsRule.self),
        RegisteredRule(AlertTitleLengthRule.self),
        RegisteredRule(ButtonTruncationRule.self),
        RegisteredRule(SheetTitleLengthRule.self),
    ]
}
