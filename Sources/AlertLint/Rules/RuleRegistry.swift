/// Every rule alertlint has, sorted by id.
///
/// Each family lists its rules by hand in `Rules/<Family>/<Family>Rules.swift`, one line a
/// rule, so what runs is plain to read; a test checks that ids are unique and that every rule
/// type in the sources is listed.
public enum RuleRegistry {
    public static let rules: [RegisteredRule] = (
        runtimeRules + alertRules + actionSheetRules + textFieldRules + notificationRules + progressRules + layoutRules
            + localizationRules + flowRules + soundRules + broadcastRules + crossFileRules
    ).sorted { $0.id < $1.id }

    public static func rule(_ id: String) -> RegisteredRule? {
        rules.first { $0.id == id }
    }
}
