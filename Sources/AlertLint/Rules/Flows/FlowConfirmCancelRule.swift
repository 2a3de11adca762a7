import AlertSpec

/// A flow's confirmation nobody can back out of.
public enum FlowConfirmCancelRule: Rule {
    public static let description = RuleDescription(
        id: "flow-confirm-cancel",
        name: "Flow confirmation can be cancelled",
        defaultSeverity: .warning,
        summary: "The flow's `confirm` definition has no cancel action.",
        rationale: """
            A flow asks before it starts work that takes a while and may not be undone (sign out, \
            delete an account). The HIG: "If there’s a destructive action, include a Cancel button \
            to give people a clear, safe way to avoid the action." A confirmation exists to let \
            people change their mind; without a cancel action the only way out of it is to start \
            the work.
            """,
        source: "HIG: Alerts (Creating alert buttons)",
        howToFix: "Add `{title: Cancel, role: cancel}` to the confirm definition's actions.",
        triggeringExamples: [
            """
            alerts:
              confirmSignOut:
                title: Sign Out?
                actions: [{id: signOut, title: Sign Out, role: destructive}]
            progress:
              signingOut: {title: Signing Out…, cancel: Cancel}
            flows:
              signOut: {confirm: 1️⃣confirmSignOut, progress: signingOut, failure: confirmSignOut}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              confirmSignOut:
                title: Sign Out?
                actions: [{title: Cancel, role: cancel}, {id: signOut, title: Sign Out, role: destructive}]
            progress:
              signingOut: {title: Signing Out…, cancel: Cancel}
            flows:
              signOut: {confirm: confirmSignOut, progress: signingOut}
              quietSync: {progress: signingOut}
            """,
        ]
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        catalog.flows.compactMap { flow in
            guard let confirm = flow.confirm, let definition = catalog.alertOrSheet(confirm.value), definition.cancelActions.isEmpty else { return nil }
            return catalog.finding(
                at: confirm.range,
                "flow '\(flow.id)' asks with \(definition.displayName), which has no cancel action: nobody can back out of the work; add {title: Cancel, role: cancel}"
            )
        }
    }
}
