/// Every rule alertlint has, sorted by id. A rule is wired here by hand, in one line, so that
/// what runs is plain to read; a test checks the list is sorted, unique and complete.
public enum RuleRegistry {
    public static let rules: [RegisteredRule] = [
        RegisteredRule(SingleCancelActionRule.self),
    ]

    public static func rule(_ id: String) -> RegisteredRule? {
        rules.first { $0.id == id }
    }
}
