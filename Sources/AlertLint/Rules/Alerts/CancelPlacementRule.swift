import AlertSpec

/// The cancel action is declared where UIKit does not display it.
public enum CancelPlacementRule: Rule {
    public static let description = RuleDescription(
        id: "cancel-placement",
        name: "Cancel placement",
        defaultSeverity: .warning,
        summary: """
            The cancel action is not declared where it is displayed: first (leading) in a two-action \
            alert whose titles fit side by side, last (bottom) in a stacked alert (three or more \
            actions, or two too wide to sit side by side) and in an action sheet.
            """,
        rationale: """
            The HIG: "Cancel buttons are typically on the leading side of a row or at the bottom of a \
            stack." UIKit puts the cancel action there whatever the order it was added in, so a spec \
            that declares it elsewhere reads differently from the screen it produces, and reviewers \
            judge the wrong layout. A two-action alert shows its buttons side by side, cancel first, \
            unless its development-language titles are too wide for half the alert (by the width \
            model: widths are estimates from font metrics); then UIKit stacks them, cancel last.
            """,
        source: "HIG: Alerts (Buttons); UIKit: UIAlertController",
        howToFix: "Move the cancel action: first in a two-action alert, last in a longer alert or an action sheet.",
        triggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: Delete, role: destructive}
                  - 1️⃣{title: Cancel, role: cancel}
            """,
            """
            alerts:
              replaceFile:
                title: Replace “Report.pdf”?
                actions:
                  - 1️⃣{title: Cancel, role: cancel}
                  - Keep Both
                  - Replace
            actionSheets:
              photoOptions:
                actions:
                  - 2️⃣role: cancel
                    title: Cancel
                  - Share…
            """,
            RuleExample(
                """
                alerts:
                  shareAlbum:
                    title: Share “Vacation”?
                    actions:
                      - 1️⃣{title: Cancel, role: cancel}
                      - {title: Share with Everyone in the Family, preferred: true}
                """,
                note: "Two titles too wide to sit side by side: UIKit stacks them, cancel last."
            ),
        ],
        nonTriggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Delete, role: destructive}
              replaceFile:
                title: Replace “Report.pdf”?
                actions:
                  - Keep Both
                  - Replace
                  - {title: Cancel, role: cancel}
              syncFailed:
                title: Sync Failed
                actions: [{title: OK, role: cancel}]
              shareAlbum:
                title: Share “Vacation”?
                actions:
                  - {title: Share with Everyone in the Family, preferred: true}
                  - {title: Cancel, role: cancel}
            actionSheets:
              photoOptions:
                actions:
                  - Share…
                  - {title: Cancel, role: cancel}
            """,
        ],
        corrections: [
            RuleCorrection(
                """
                alerts:
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - {title: Delete, role: destructive}
                      - 1️⃣{title: Cancel, role: cancel}
                """,
                """
                alerts:
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: Delete, role: destructive}
                """
            ),
            RuleCorrection(
                """
                actionSheets:
                  photoOptions:
                    actions:
                      - 1️⃣role: cancel
                        title: Cancel
                      - Share…
                      - {id: delete, title: Delete Photo, role: destructive}
                """,
                """
                actionSheets:
                  photoOptions:
                    actions:
                      - Share…
                      - {id: delete, title: Delete Photo, role: destructive}
                      - role: cancel
                        title: Cancel
                """
            ),
        ],
        fixItTitle: "Move the cancel action to where it is displayed",
        scope: .definition
    )

    /// How UIKit lays out a definition's buttons in the development language.
    public enum ButtonLayout: Sendable, Hashable {
        /// Two buttons in a row: the cancel is leading (first).
        case sideBySide
        /// A column, as in alerts of three or more actions and every action sheet: the cancel
        /// is at the bottom (last).
        case stacked
    }

    /// The layout `cancel-placement` judges (RULES.md, "Conventions"): a two-action alert is
    /// side by side unless its development-language titles do not fit side by side by the width
    /// model, and then it is stacked; everything else is stacked.
    ///
    /// This is the one place that decides. Placeholders are measured as their sample values;
    /// the emphasized action (the preferred one, else the cancel, which UIKit highlights when
    /// nothing is preferred) is measured in semibold.
    public static func developmentLayout(of definition: AlertDefinition, geometry: Geometry = .ios18) -> ButtonLayout {
        guard definition.kind == .alert, definition.actions.count == 2 else { return .stacked }
        let samples = SampleValues()
        let titles = definition.actions.map { samples.render($0.title.content.primaryTemplate, parameters: definition.parameters) }
        return TextLayout.fitsSideBySide(titles: titles, preferredIndex: definition.emphasizedActionIndex, geometry: geometry) ? .sideBySide : .stacked
    }

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for definition in catalog.alerts + catalog.actionSheets {
            let actions = definition.actions
            // Several cancels are `single-cancel-action`'s finding; one action has one place.
            guard actions.count > 1, definition.cancelActions.count == 1,
                  let index = actions.firstIndex(where: { $0.role == .cancel })
            else { continue }
            let layout = developmentLayout(of: definition)
            let destination = layout == .sideBySide ? 0 : actions.count - 1
            guard index != destination else { continue }
            let cancel = actions[index]
            let shown = layout == .sideBySide
                ? "a two-action alert shows the cancel on the leading side: declare it first"
                : definition.kind == .alert && actions.count == 2
                    ? "the titles of this two-action alert are too wide to sit side by side (by estimated widths), so UIKit stacks them with the cancel at the bottom: declare it last"
                : definition.kind == .alert
                    ? "an alert of \(actions.count) actions stacks its buttons with the cancel at the bottom: declare it last"
                    : "an action sheet shows the cancel at the bottom: declare it last"
            let fixIt = Reordering.fixIt(
                title: description.fixItTitle!,
                items: actions.map(\.range),
                newOrder: Reordering.moving(index, to: destination, count: actions.count),
                in: context.files[catalog.path]
            )
            findings.append(catalog.finding(
                at: cancel.range,
                "cancel action '\(cancel.id)' of \(definition.displayName) is declared at position \(index + 1) of \(actions.count), but \(shown)",
                fixIts: fixIt.map { [$0] } ?? []
            ))
        }
        return findings
    }
}
