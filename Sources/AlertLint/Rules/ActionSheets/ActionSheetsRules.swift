extension RuleRegistry {
    /// Action sheets (RULES.md §3, HIG "Action sheets").
    static let actionSheetRules: [RegisteredRule] = [
        RegisteredRule(SheetButtonCountRule.self),
        RegisteredRule(SheetDestructiveFirstRule.self),
    ]
}
