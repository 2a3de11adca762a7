import AlertSpec

/// An alert that only says the work worked.
public enum FlowSuccessAlertRule: Rule {
    public static let description = RuleDescription(
        id: "flow-success-alert",
        name: "Flow success without an alert",
        defaultSeverity: .info,
        summary: "A flow has a `success` alert.",
        rationale: """
            The HIG: "Avoid using an alert merely to provide information. People don’t appreciate \
            an interruption from an alert that’s informative, but not actionable." People who waited \
            for the work see it done: the overlay disappears and the screen shows the result. An \
            alert that says so interrupts them and asks for a tap that adds nothing.
            """,
        source: "HIG: Alerts (Best practices)",
        howToFix: "Remove `success:` and show the result in place (the updated list, a checkmark); keep it only when the result is not visible.",
        triggeringExamples: [
            """
            alerts:
              synced: {title: Sync Complete, actions: [OK]}
              syncFailed: {title: Couldn’t Sync, actions: [OK]}
            progress:
              syncing: {title: Syncing…, cancel: Cancel}
            flows:
              syncNow: {progress: syncing, success: 1️⃣synced, failure: syncFailed}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              syncFailed: {title: Couldn’t Sync, actions: [OK]}
            progress:
              syncing: {title: Syncing…, cancel: Cancel}
            flows:
              syncNow: {progress: syncing, failure: syncFailed}
            """,
        ]
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        catalog.flows.compactMap { flow in
            guard let success = flow.success else { return nil }
            return catalog.finding(
                at: success.range,
                "flow '\(flow.id)' shows '\(success.value)' when the work succeeds; an alert that only confirms success interrupts people — prefer showing the result in place"
            )
        }
    }
}
