import AlertSpec

/// A destructive action made the default button, so Return destroys data.
public enum PreferredDestructiveRule: Rule {
    public static let description = RuleDescription(
        id: "preferred-destructive",
        name: "Preferred destructive action",
        defaultSeverity: .warning,
        summary: "A destructive action of an alert is `preferred: true`.",
        rationale: """
            The preferred action is drawn as the default button and, per UIKit, "If the iOS device \
            is connected to a physical keyboard, pressing the Return key triggers the preferred \
            action." The HIG reserves the destructive style for "a destructive action people didn’t \
            deliberately choose"; letting Return perform it undoes the point of asking.
            """,
        source: "HIG: Alerts (Buttons); UIKit: UIAlertController.preferredAction",
        howToFix: """
            Remove `preferred: true` from the destructive action. If people deliberately chose the \
            action, give it the default role instead of `destructive`, and then it may be preferred.
            """,
        triggeringExamples: [
            """
            alerts:
              eraseDevice:
                title: Erase iPhone?
                actions:
                  - {title: Cancel, role: cancel}
                  - 1️⃣{title: Erase, role: destructive, preferred: true}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              eraseDevice:
                title: Erase iPhone?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Erase, role: destructive}
              emptyTrash:
                title: Empty Trash?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Empty Trash, preferred: true}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        // Action sheets ignore `preferred`: that is `preferred-action-in-sheet`'s finding.
        catalog.alerts.flatMap { alert in
            alert.actions.filter { $0.role == .destructive && $0.isPreferred }.map { action in
                catalog.finding(
                    at: action.range,
                    "destructive action '\(action.id)' of \(alert.displayName) is preferred, so Return would trigger it; remove `preferred: true`"
                )
            }
        }
    }
}
