extension RuleRegistry {
    /// Alerts (RULES.md §2, HIG "Alerts").
    static let alertRules: [RegisteredRule] = [
        RegisteredRule(AlertButtonCountRule.self),
        RegisteredRule(AlertMessagePunctuationRule.self),
        RegisteredRule(AlertTitleGenericRule.self),
        RegisteredRule(AlertTitleMissingRule.self),
        RegisteredRule(AlertTitlePunctuationRule.self),
        RegisteredRule(ButtonTitleCaseRule.self),
        RegisteredRule(ButtonTitlePunctuationRule.self),
        RegisteredRule(ButtonTitleWordsRule.self),
        RegisteredRule(CancelActionTitleRule.self),
        RegisteredRule(CancelPlacementRule.self),
        RegisteredRule(DestructiveNeedsCancelRule.self),
        RegisteredRule(MessageNamesGestureRule.self),
        RegisteredRule(OKButtonRule.self),
        RegisteredRule(PreferredCancelRule.self),
        RegisteredRule(PreferredDestructiveRule.self),
        RegisteredRule(SingleButtonCancelRule.self),
        RegisteredRule(YesNoButtonsRule.self),
    ]
}
