import AlertSpec

/// An alert with a message and no title.
public enum AlertTitleMissingRule: Rule {
    public static let description = RuleDescription(
        id: "alert-title-missing",
        name: "Alert title missing",
        defaultSeverity: .warning,
        summary: "An alert has a message but no title.",
        rationale: """
            The title is what people read first: the HIG asks to "Write a title that clearly and \
            succinctly describes the situation" and to "Include informative text only if it adds \
            value." Without a title the alert has no headline: people must read the message, set \
            in the smaller message font, to learn why they were interrupted.
            """,
        source: "HIG: Alerts (Content)",
        howToFix: "Add a title that names the situation; keep the message for details, or make a short message the title.",
        triggeringExamples: [
            """
            alerts:
              1️⃣syncFailed:
                message: Your photos couldn’t be synced. Check your connection and try again.
                actions: [OK]
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              syncFailed:
                title: Sync Failed
                message: Check your connection and try again.
                actions: [OK]
              syncFinished:
                title: Your library is up to date.
                actions: [OK]
            actionSheets:
              photoOptions:
                message: Choose what to do with this photo.
                actions: [Share…, {title: Cancel, role: cancel}]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        catalog.alerts.filter { $0.title == nil && $0.message != nil }.map { alert in
            catalog.finding(
                at: alert.idRange,
                "\(alert.displayName) has a message but no title; add a title that says what happened"
            )
        }
    }
}
