import AlertSpec

/// An alert whose only button is a cancel.
public enum SingleButtonCancelRule: Rule {
    public static let description = RuleDescription(
        id: "single-button-cancel",
        name: "Single button is a cancel",
        defaultSeverity: .warning,
        summary: "An alert's only action is a cancel: `role: cancel`, or titled \"Cancel\".",
        rationale: """
            The HIG: "if you must display an alert with a single button that’s also the default, use \
            a Done button, not a Cancel button." With one button there is nothing to cancel: the \
            button acknowledges the alert, and "In informational alerts only, you can use “OK” for \
            acceptance."
            """,
        source: "HIG: Alerts (Buttons)",
        howToFix: "Title the action \"OK\" or \"Done\" and give it the default role.",
        triggeringExamples: [
            """
            alerts:
              syncFailed:
                title: Sync Failed
                message: Check your connection and try again.
                actions:
                  - 1️⃣{title: Cancel, role: cancel}
              exportDone:
                title: Export Finished
                actions:
                  - 2️⃣{title: OK, role: cancel}
              uploadPaused:
                title: Upload Paused
                actions: [3️⃣Cancel]
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              syncFailed:
                title: Sync Failed
                message: Check your connection and try again.
                actions: [OK]
              exportDone:
                title: Export Finished
                actions: [Done]
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Delete, role: destructive}
            actionSheets:
              onlyCancel:
                actions: [{title: Cancel, role: cancel}]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for alert in catalog.alerts where alert.actions.count == 1 {
            let action = alert.actions[0]
            guard !action.title.isBlankSomewhere else { continue }
            let title = EnglishCopy.trimmed(action.title.developmentText)
            let isCancelTitle = EnglishCopy.bareTitleIsOneOf(title, ["Cancel"])
            guard action.role == .cancel || isCancelTitle else { continue }
            let advice = EnglishCopy.bareTitleIsOneOf(title, ["OK", "Done"])
                ? "give it the default role"
                : "title it “OK” or “Done”\(action.role == .cancel ? " with the default role" : "")"
            findings.append(catalog.finding(
                at: action.range,
                "the only action of \(alert.displayName) is a cancel (“\(title)”), but there is nothing to cancel; \(advice)"
            ))
        }
        return findings
    }
}
