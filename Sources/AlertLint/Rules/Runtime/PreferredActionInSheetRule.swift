import AlertSpec

/// UIKit ignores `preferredAction` on action sheets.
public enum PreferredActionInSheetRule: Rule {
    public static let description = RuleDescription(
        id: "preferred-action-in-sheet",
        name: "Preferred action in action sheet",
        defaultSeverity: .warning,
        summary: "An action of an action sheet is `preferred: true`.",
        rationale: """
            UIKit's documentation of preferredAction: "The preferred action is relevant for the \
            UIAlertController.Style.alert style only; it isn’t used by action sheets." The spec \
            promises emphasis and a Return-key shortcut that people never get.
            """,
        source: "UIKit: UIAlertController.preferredAction",
        howToFix: "Remove `preferred: true`; put the action people most likely want first in the sheet instead.",
        triggeringExamples: [
            """
            actionSheets:
              photoOptions:
                actions:
                  - 1️⃣{title: Share…, preferred: true}
                  - Duplicate
                  - {title: Cancel, role: cancel}
            """,
        ],
        nonTriggeringExamples: [
            """
            actionSheets:
              photoOptions:
                actions:
                  - Share…
                  - Duplicate
                  - {title: Cancel, role: cancel}
            alerts:
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
        var findings: [Finding] = []
        for sheet in catalog.actionSheets {
            for action in sheet.actions where action.isPreferred {
                findings.append(catalog.finding(
                    at: action.range,
                    "action '\(action.id)' of \(sheet.displayName) is preferred, but UIKit ignores the preferred action of an action sheet: remove `preferred: true`"
                ))
            }
        }
        return findings
    }
}
