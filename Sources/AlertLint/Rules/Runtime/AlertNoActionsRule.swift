import AlertSpec

/// An alert without actions cannot be dismissed.
public enum AlertNoActionsRule: Rule {
    public static let description = RuleDescription(
        id: "alert-no-actions",
        name: "Alert without actions",
        defaultSeverity: .error,
        summary: "An alert has no actions.",
        rationale: """
            A UIKit alert shows only the buttons of its actions, and tapping outside an alert does \
            not dismiss it: with no action, the alert stays on screen and blocks the app until it is \
            dismissed in code. The HIG describes an alert as "a title, optional informative text, and \
            up to three buttons", and even an informational alert needs one to close it.
            """,
        source: "UIKit: UIAlertController; HIG: Alerts",
        howToFix: "Add at least one action: `OK` or `Done` for an informational alert, or the choices the alert asks about and `Cancel`.",
        triggeringExamples: [
            """
            alerts:
              1️⃣syncFinished:
                title: Sync Finished
                message: Your library is up to date.
            """,
            """
            alerts:
              1️⃣emptyList:
                title: Nothing to Show
                actions: []
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              syncFinished:
                title: Sync Finished
                message: Your library is up to date.
                actions:
                  - OK
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        catalog.alerts.filter(\.actions.isEmpty).map { alert in
            catalog.finding(
                at: alert.idRange,
                "\(alert.displayName) has no actions; people cannot dismiss it: add at least one action, such as OK"
            )
        }
    }
}
