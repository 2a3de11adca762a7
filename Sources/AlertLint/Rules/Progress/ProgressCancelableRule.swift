import AlertDiagnostics
import AlertSpec

/// Long work should be cancelable.
public enum ProgressCancelableRule: Rule {
    public static let description = RuleDescription(
        id: "progress-cancelable",
        name: "Cancelable progress",
        defaultSeverity: .warning,
        summary: "A progress overlay has no `cancel` button.",
        rationale: """
            Apple's guidance on progress, as RULES.md §7 quotes it: "always provide some way to \
            cancel long-running functions". A progress overlay is modal: it blocks the whole app, \
            so without a cancel button people wait until the work ends — or for good, if it hangs, \
            with force-quitting the app as their only way out.
            """,
        source: "HIG (as quoted in RULES.md §7)",
        howToFix: "Add `cancel: Cancel` (or `Stop` when work done so far is kept) and handle it in the generated callback.",
        triggeringExamples: [
            """
            progress:
              1️⃣exportingPhotos:
                title: Exporting Photos…
                mode: determinate
            """,
        ],
        nonTriggeringExamples: [
            """
            progress:
              exportingPhotos:
                title: Exporting Photos…
                mode: determinate
                cancel: Cancel
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        catalog.progress.compactMap { overlay in
            guard overlay.cancel == nil else { return nil }
            return catalog.finding(
                at: overlay.idRange,
                "progress '\(overlay.id)' has no cancel button; add 'cancel: Cancel' so people can stop the work"
            )
        }
    }
}
