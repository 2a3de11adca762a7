import AlertDiagnostics
import AlertSpec

/// An alert that asks for text needs two buttons: one to go ahead, one to cancel.
public enum TextEntryButtonCountRule: Rule {
    public static let description = RuleDescription(
        id: "text-entry-button-count",
        name: "Text entry button count",
        defaultSeverity: .warning,
        summary: "An alert with text fields has more than two actions.",
        rationale: """
            HIG (iOS), Alerts: "Generally, use two-button alerts. Two-button alerts provide an easy \
            choice between two alternatives. […] Alerts with three or more buttons create complexity \
            and require scrolling, which is unlikely to be a good user experience." With text fields \
            and the keyboard on screen there is even less room: three stacked buttons below the \
            fields scroll out of reach on a small iPhone, and what the person typed has one meaning \
            only when one button acts on it.
            """,
        source: "HIG: Alerts",
        howToFix: "Keep Cancel plus the one action that uses the entered text; offer other choices elsewhere.",
        triggeringExamples: [
            """
            alerts:
              1️⃣renameAlbum:
                title: Rename Album
                textFields:
                  - {id: name, placeholder: Album Name}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Rename, preferred: true}
                  - {title: Rename and Share}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              renameAlbum:
                title: Rename Album
                textFields:
                  - {id: name, placeholder: Album Name}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Rename, preferred: true}
            """,
            // Without text fields, alert-button-count judges the buttons.
            """
            alerts:
              saveChanges:
                title: Save Changes?
                actions:
                  - Save
                  - {title: Don’t Save, role: destructive}
                  - {title: Cancel, role: cancel}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        catalog.alerts.compactMap { alert in
            guard !alert.textFields.isEmpty, alert.actions.count > 2 else { return nil }
            let fields = alert.textFields.count == 1 ? "a text field" : "text fields"
            return catalog.finding(
                at: alert.idRange,
                "\(alert.displayName) has \(fields) and \(alert.actions.count) actions; "
                    + "keep Cancel and the one action that uses the entered text"
            )
        }
    }
}
