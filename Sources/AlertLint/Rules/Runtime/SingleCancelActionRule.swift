import AlertSpec

/// UIKit allows one cancel action per alert controller and raises otherwise.
public enum SingleCancelActionRule: Rule {
    public static let description = RuleDescription(
        id: "single-cancel-action",
        name: "Single cancel action",
        defaultSeverity: .error,
        summary: "An alert or action sheet has more than one action with `role: cancel`.",
        rationale: """
            UIKit raises NSInternalInconsistencyException at run time: "UIAlertController can only \
            have one action with a style of UIAlertActionStyleCancel". The app crashes the moment \
            the alert is built.
            """,
        source: "UIKit: UIAlertController (observed runtime exception)",
        howToFix: "Keep one cancel action; give the others the default role and a title that names what they do.",
        triggeringExamples: [
            """
            alerts:
              discardDraft:
                title: Discard Draft?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Discard, role: destructive}
                  - 1️⃣{title: Keep Editing, role: cancel}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              discardDraft:
                title: Discard Draft?
                actions:
                  - {title: Keep Editing}
                  - {title: Discard, role: destructive}
                  - {title: Cancel, role: cancel}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for definition in catalog.alerts + catalog.actionSheets {
            let cancels = definition.cancelActions
            guard let first = cancels.first else { continue }
            for extra in cancels.dropFirst() {
                findings.append(catalog.finding(
                    at: extra.range,
                    "\(definition.displayName) has more than one cancel action; UIKit raises an exception when a second one is added",
                    notes: [("the first cancel action is here", first.range)]
                ))
            }
        }
        return findings
    }
}
