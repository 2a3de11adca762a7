import AlertSpec

/// The cancel action made the default button.
public enum PreferredCancelRule: Rule {
    public static let description = RuleDescription(
        id: "preferred-cancel",
        name: "Preferred cancel",
        defaultSeverity: .warning,
        summary: "The cancel action of an alert is `preferred: true`.",
        rationale: """
            The HIG: "Note that you don’t want to make a Cancel button the default button. If you want \
            to encourage people to read an alert and not just automatically press Return to dismiss \
            it, avoid making any button the default button."
            """,
        source: "HIG: Alerts (Buttons)",
        howToFix: "Remove `preferred: true` from the cancel action; make the action people most likely want preferred, or none.",
        triggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - 1️⃣{title: Cancel, role: cancel, preferred: true}
                  - {title: Delete, role: destructive}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Delete, role: destructive}
              rename:
                title: Rename Photo
                textFields: [{id: name, placeholder: Name}]
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Rename, preferred: true}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        // Action sheets ignore `preferred`: that is `preferred-action-in-sheet`'s finding.
        catalog.alerts.flatMap { alert in
            alert.actions.filter { $0.role == .cancel && $0.isPreferred }.map { action in
                catalog.finding(
                    at: action.range,
                    "cancel action '\(action.id)' of \(alert.displayName) is preferred; don’t make Cancel the default button: remove `preferred: true`"
                )
            }
        }
    }
}
