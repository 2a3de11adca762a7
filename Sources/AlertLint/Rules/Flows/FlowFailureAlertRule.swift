import AlertSpec

/// Work that throws and tells nobody.
public enum FlowFailureAlertRule: Rule {
    public static let description = RuleDescription(
        id: "flow-failure-alert",
        name: "Flow reports failure",
        defaultSeverity: .warning,
        summary: "A flow has no `failure` alert.",
        rationale: """
            When the work throws, the overlay goes away; without a failure alert the person is told \
            nothing and assumes the work was done — they signed out, the account is gone, the sync \
            finished. The HIG: "An alert gives people critical information they need right away. \
            For example, an alert can tell people about a problem"; a failed operation people \
            started and waited for is such a problem. The failure alert's `error` parameter \
            receives the error's localized description.
            """,
        source: "HIG: Alerts",
        howToFix: "Add an alert that says what failed and what to do, and name it in `failure:`.",
        triggeringExamples: [
            """
            progress:
              syncing: {title: Syncing…, cancel: Cancel}
            flows:
              1️⃣syncNow: {progress: syncing}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              syncFailed:
                parameters: {error: String}
                title: Couldn’t Sync
                message: "{error}"
                actions: [OK]
            progress:
              syncing: {title: Syncing…, cancel: Cancel}
            flows:
              syncNow: {progress: syncing, failure: syncFailed}
            """,
        ]
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        catalog.flows.compactMap { flow in
            guard flow.failure == nil else { return nil }
            return catalog.finding(
                at: flow.idRange,
                "flow '\(flow.id)' has no 'failure' alert: when the work throws, the overlay vanishes and the person is told nothing; add one and name it in 'failure:'"
            )
        }
    }
}
