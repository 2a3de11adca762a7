import AlertSpec

/// "Yes" and "No" buttons, which make people reread the question.
public enum YesNoButtonsRule: Rule {
    public static let description = RuleDescription(
        id: "yes-no-buttons",
        name: "Yes and No buttons",
        defaultSeverity: .warning,
        summary: "An action of an alert or action sheet is titled \"Yes\" or \"No\", or starts with \"Yes,\" or \"No,\".",
        rationale: """
            The HIG asks for button titles "that describe the result of selecting the button" and \
            says: "In informational alerts only, you can use “OK” for acceptance, avoiding “Yes” and \
            “No.”" A Yes or No button only makes sense after rereading the question; a verb such as \
            "Delete" or "Keep" says what happens.
            """,
        source: "HIG: Alerts (Buttons)",
        howToFix: "Title the action with the verb that names its result (\"Delete\", \"Keep Editing\").",
        triggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - 1️⃣{title: No, role: cancel}
                  - 2️⃣{title: "Yes, Delete", role: destructive}
            actionSheets:
              confirmSignOut:
                title: Sign out?
                actions:
                  - 3️⃣{title: yes, role: destructive}
                  - {title: Cancel, role: cancel}
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
                  - {title: Not Now, id: later}
                  - Nobody
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for definition in catalog.alerts + catalog.actionSheets {
            for action in definition.actions where !action.title.isBlankSomewhere {
                let title = EnglishCopy.trimmed(action.title.developmentText)
                guard isYesOrNo(title) else { continue }
                findings.append(catalog.finding(
                    at: action.range,
                    "action '\(action.id)' of \(definition.displayName) is titled “\(title)”; use a verb that names the result, such as the action it confirms"
                ))
            }
        }
        return findings
    }

    /// "Yes", "No" (whatever the case or ending punctuation), or a title starting "Yes," or "No,".
    static func isYesOrNo(_ title: String) -> Bool {
        if EnglishCopy.bareTitleIsOneOf(title, ["Yes", "No"]) { return true }
        let lowered = title.lowercased()
        return lowered.hasPrefix("yes,") || lowered.hasPrefix("no,")
    }
}
