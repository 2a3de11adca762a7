import AlertDiagnostics
import AlertSpec

/// HIG "Action sheets": avoid letting an action sheet scroll.
public enum SheetButtonCountRule: Rule {
    public struct Options: RuleOptions {
        /// The most actions besides the cancel a sheet may have.
        public var max = 7

        public init() {}

        public static var fields: [OptionField<Options>] { [.integer("max", \.max, in: 1...100)] }
    }

    public static let description = RuleDescription(
        id: "sheet-button-count",
        name: "Action sheet button count",
        defaultSeverity: .warning,
        summary: "An action sheet has more than `max` actions besides its cancel action, so it scrolls.",
        rationale: """
            HIG, Action sheets: "Avoid letting an action sheet scroll. The more buttons an action \
            sheet has, the more time and effort it takes for people to make a choice. Also, scrolling \
            an action sheet can be hard to do without inadvertently tapping a button." On the \
            narrowest iPhone in landscape, about seven rows fit beside the Cancel button.
            """,
        source: "HIG: Action sheets",
        howToFix: "Keep the choices that matter here; move the rest into a menu or the screen the sheet belongs to.",
        options: [
            RuleOptionDescription(key: "max", defaultValue: "7", summary: "The most actions besides the cancel action."),
        ],
        triggeringExamples: [
            """
            actionSheets:
              1️⃣shareOptions:
                actions:
                  - Messages
                  - Mail
                  - Notes
                  - Reminders
                  - Copy Link
                  - Save to Files
                  - Print
                  - Add to Album
                  - {title: Cancel, role: cancel}
            """,
            RuleExample(
                """
                actionSheets:
                  1️⃣photoOptions:
                    actions:
                      - Share…
                      - Duplicate
                      - Hide
                      - {title: Cancel, role: cancel}
                """,
                options: "max: 2"
            ),
        ],
        nonTriggeringExamples: [
            // Seven choices and the cancel: the cancel does not count.
            """
            actionSheets:
              shareOptions:
                actions:
                  - Messages
                  - Mail
                  - Notes
                  - Reminders
                  - Copy Link
                  - Save to Files
                  - Print
                  - {title: Cancel, role: cancel}
            """,
            RuleExample(
                """
                actionSheets:
                  shareOptions:
                    actions: [Messages, Mail, Notes, Reminders, Copy Link, Save to Files, Print, Add to Album]
                """,
                options: "max: 8"
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        catalog.actionSheets.compactMap { sheet in
            let count = sheet.actions.count { $0.role != .cancel }
            guard count > options.max else { return nil }
            return catalog.finding(
                at: sheet.idRange,
                "\(sheet.displayName) has \(count) actions besides Cancel, more than \(options.max), so it scrolls; "
                    + "keep the \(options.max) that matter most and move the others into a menu"
            )
        }
    }
}
