import AlertSpec

/// An alert controller has one preferred action.
public enum MultiplePreferredActionsRule: Rule {
    public static let description = RuleDescription(
        id: "multiple-preferred-actions",
        name: "Multiple preferred actions",
        defaultSeverity: .error,
        summary: "More than one action of an alert is `preferred: true`.",
        rationale: """
            UIAlertController has a single `preferredAction`: "When you specify a preferred action, \
            the alert controller highlights the text of that action to give it emphasis", and the \
            Return key triggers it. Setting it twice keeps only the last action, so the spec says \
            something the app does not do.
            """,
        source: "UIKit: UIAlertController.preferredAction",
        howToFix: "Keep `preferred: true` on the one action people most likely want; remove it from the others.",
        triggeringExamples: [
            """
            alerts:
              saveChanges:
                title: Save Changes?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Don’t Save, preferred: true}
                  - 1️⃣{title: Save, preferred: true}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              saveChanges:
                title: Save Changes?
                actions:
                  - {title: Cancel, role: cancel}
                  - Don’t Save
                  - {title: Save, preferred: true}
            """,
            RuleExample(
                """
                actionSheets:
                  photoOptions:
                    actions:
                      - {title: Share…, preferred: true}
                      - {title: Duplicate, preferred: true}
                      - {title: Cancel, role: cancel}
                """,
                note: "Action sheets ignore `preferred`: that is preferred-action-in-sheet's finding."
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // Action sheets ignore `preferred` altogether; `preferred-action-in-sheet` reports each.
        for alert in catalog.alerts {
            let preferred = alert.actions.filter(\.isPreferred)
            guard let first = preferred.first else { continue }
            for extra in preferred.dropFirst() {
                findings.append(catalog.finding(
                    at: extra.range,
                    "action '\(extra.id)' of \(alert.displayName) is preferred, but action '\(first.id)' already is; an alert has one preferred action: keep `preferred: true` on one",
                    notes: [("action '\(first.id)' is preferred here", first.range)]
                ))
            }
        }
        return findings
    }
}
