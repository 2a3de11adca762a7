import AlertSpec

/// An alert with more buttons than the HIG's "up to three".
public enum AlertButtonCountRule: Rule {
    public struct Options: RuleOptions {
        /// The most actions an alert may have.
        public var max = 3

        public init() {}

        public static var fields: [OptionField<Options>] {
            [.integer("max", \.max, in: 1...20)]
        }
    }

    public static let description = RuleDescription(
        id: "alert-button-count",
        name: "Alert button count",
        defaultSeverity: .warning,
        summary: "An alert has more than `max` actions.",
        rationale: """
            The HIG: "In all platforms, alerts display a title, optional informative text, and up to \
            three buttons." More buttons stack into a list that may scroll, and an alert is for a \
            quick decision; for several choices about an action people started, the HIG says "Use an \
            action sheet — not an alert — to offer choices related to an intentional action."
            """,
        source: "HIG: Alerts (Anatomy; iOS, iPadOS)",
        howToFix: "Keep the alert to its essential choices, or offer the choices in an action sheet.",
        options: [
            RuleOptionDescription(key: "max", defaultValue: "3", summary: "The most actions an alert may have."),
        ],
        triggeringExamples: [
            """
            alerts:
              1️⃣unsavedChanges:
                title: Save Changes to “Notes”?
                actions:
                  - {title: Cancel, role: cancel}
                  - Save
                  - Save As…
                  - {title: Don’t Save, role: destructive}
            """,
            RuleExample(
                """
                alerts:
                  1️⃣replaceFile:
                    title: Replace “Report.pdf”?
                    actions:
                      - Keep Both
                      - Replace
                      - {title: Cancel, role: cancel}
                """,
                options: "max: 2"
            ),
        ],
        nonTriggeringExamples: [
            """
            alerts:
              replaceFile:
                title: Replace “Report.pdf”?
                actions:
                  - Keep Both
                  - Replace
                  - {title: Cancel, role: cancel}
            actionSheets:
              photoOptions:
                actions: [Share…, Duplicate, Hide, Add to Album, {title: Cancel, role: cancel}]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        let limit = options.max == Options().max ? "the HIG recommends up to 3 buttons" : "the limit is \(options.max)"
        return catalog.alerts.filter { $0.actions.count > options.max }.map { alert in
            catalog.finding(
                at: alert.idRange,
                "\(alert.displayName) has \(alert.actions.count) actions; \(limit): keep the essential ones, or offer the choices in an action sheet"
            )
        }
    }
}
