import AlertSpec

/// "OK" on an alert that asks for a decision.
public enum OKButtonRule: Rule {
    static let okTitles = ["OK", "Okay"]

    public static let description = RuleDescription(
        id: "ok-button",
        name: "OK button",
        defaultSeverity: .warning,
        summary: "An action titled \"OK\" (or \"Ok\", \"Okay\") in an alert that has another action.",
        rationale: """
            The HIG: "Avoid using OK as the default button title unless the alert is purely \
            informational. The meaning of “OK” can be unclear even in alerts that ask people to \
            confirm that they want to do something." An alert with a second action asks for a \
            decision; a specific title "like “Erase,” “Convert,” “Clear,” or “Delete” helps people \
            understand the action they’re taking."
            """,
        source: "HIG: Alerts (Buttons)",
        howToFix: "Title the action with the verb that says what it does (\"Delete\", \"Turn On\").",
        triggeringExamples: [
            """
            alerts:
              enableBackup:
                title: Turn On iCloud Backup?
                actions:
                  - {title: Cancel, role: cancel}
                  - 1️⃣{title: Okay, preferred: true}
            """,
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                alerts:
                  backupFinished:
                    title: Backup Finished
                    message: Your photos are safe in iCloud.
                    actions: [OK]
                """,
                note: "A purely informational alert with a single OK."
            ),
            RuleExample(
                """
                actionSheets:
                  confirm:
                    actions: [OK, {title: Cancel, role: cancel}]
                """,
                note: "Alerts only."
            ),
            """
            alerts:
              enableBackup:
                title: Turn On iCloud Backup?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Turn On, preferred: true}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for alert in catalog.alerts where alert.actions.count > 1 {
            for action in alert.actions where !action.title.isBlankSomewhere {
                guard EnglishCopy.bareTitleIsOneOf(action.title.developmentText, okTitles) else { continue }
                findings.append(catalog.finding(
                    at: action.range,
                    "action '\(action.id)' of \(alert.displayName) is titled “\(EnglishCopy.trimmed(action.title.developmentText))” in an alert that asks for a decision; title it with a verb that says what it does"
                ))
            }
        }
        return findings
    }
}
