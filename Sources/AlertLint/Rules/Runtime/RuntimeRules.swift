extension RuleRegistry {
    /// Runtime contracts (RULES.md §1): a violation crashes, is rejected, or silently drops content.
    static let runtimeRules: [RegisteredRule] = [
        RegisteredRule(AlertNoActionsRule.self),
        RegisteredRule(DuplicateActionTitleRule.self),
        RegisteredRule(EmptyTextRule.self),
        RegisteredRule(MultiplePreferredActionsRule.self),
        RegisteredRule(PreferredActionInSheetRule.self),
        RegisteredRule(SingleCancelActionRule.self),
        RegisteredRule(TextFieldInActionSheetRule.self),
    ]
}
