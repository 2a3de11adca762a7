import AlertSpec

/// A destructive choice without a safe way out.
public enum DestructiveNeedsCancelRule: Rule {
    public static let description = RuleDescription(
        id: "destructive-needs-cancel",
        name: "Destructive action needs a cancel",
        defaultSeverity: .warning,
        summary: "An alert or action sheet has a destructive action and no cancel action.",
        rationale: """
            The HIG: "If there’s a destructive action, include a Cancel button to give people a \
            clear, safe way to avoid the action." The cancel action is also what the other ways to \
            back out trigger, such as "Pressing Escape (Esc) or Command-Period (.) on an attached \
            keyboard"; without one they do nothing.
            """,
        source: "HIG: Alerts (Buttons); HIG: Action sheets",
        howToFix: "Add `{title: Cancel, role: cancel}`.",
        triggeringExamples: [
            """
            alerts:
              1️⃣deletePhoto:
                title: Delete Photo?
                actions:
                  - Keep
                  - {title: Delete, role: destructive}
            actionSheets:
              2️⃣photoOptions:
                actions:
                  - {title: Delete Photo, role: destructive}
                  - Share…
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
              syncFailed:
                title: Sync Failed
                actions: [OK]
            actionSheets:
              photoOptions:
                actions:
                  - {title: Delete Photo, role: destructive}
                  - {title: Cancel, role: cancel}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for definition in catalog.alerts + catalog.actionSheets {
            guard let destructive = definition.actions.first(where: { $0.role == .destructive }),
                  definition.cancelActions.isEmpty
            else { continue }
            findings.append(catalog.finding(
                at: definition.idRange,
                "\(definition.displayName) has a destructive action ('\(destructive.id)') but no cancel action; add {title: Cancel, role: cancel} so people can safely back out",
                notes: [("the destructive action is here", destructive.range)]
            ))
        }
        return findings
    }
}
