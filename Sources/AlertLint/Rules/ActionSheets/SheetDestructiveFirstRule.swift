import AlertDiagnostics
import AlertSpec

/// HIG "Action sheets": destructive choices go at the top of the sheet.
public enum SheetDestructiveFirstRule: Rule {
    public static let description = RuleDescription(
        id: "sheet-destructive-first",
        name: "Destructive actions first in sheets",
        defaultSeverity: .warning,
        summary: "A destructive action of an action sheet comes after another action that is not the cancel.",
        rationale: """
            HIG, Action sheets: "Make destructive choices prominent. Use the destructive style for \
            buttons that perform destructive or dangerous actions, and place these buttons at the top \
            of an action sheet." At the top, a red button is seen first and sits far from the thumb's \
            resting place by Cancel, where a hurried tap lands.
            """,
        source: "HIG: Action sheets",
        howToFix: """
            Declare every destructive action before the sheet's other actions. The fix-it moves the \
            destructive actions up and keeps everything else in order; where the cancel action is \
            declared is `cancel-placement`'s business.
            """,
        triggeringExamples: [
            """
            actionSheets:
              photoOptions:
                actions:
                  - Share…
                  - 1️⃣{id: delete, title: Delete Photo, role: destructive}
                  - {title: Cancel, role: cancel}
            """,
            """
            actionSheets:
              draftOptions:
                actions:
                  - Save Draft
                  - 1️⃣{title: Discard Draft, role: destructive}
                  - Send Later
                  - 2️⃣{title: Delete Attachments, role: destructive}
                  - {title: Cancel, role: cancel}
            """,
        ],
        nonTriggeringExamples: [
            """
            actionSheets:
              photoOptions:
                actions:
                  - {id: delete, title: Delete Photo, role: destructive}
                  - Share…
                  - {title: Cancel, role: cancel}
            """,
            // The cancel's place is cancel-placement's business, not this rule's.
            """
            actionSheets:
              photoOptions:
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Delete Photo, role: destructive}
                  - {title: Remove Photo, role: destructive}
                  - Share…
            """,
            // Alerts order their buttons by other rules.
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Delete, role: destructive}
            """,
        ],
        corrections: [
            RuleCorrection(
                """
                actionSheets:
                  photoOptions:
                    actions:
                      - Share…
                      - Duplicate
                      - 1️⃣{id: delete, title: Delete Photo, role: destructive}
                      - {title: Cancel, role: cancel}
                """,
                """
                actionSheets:
                  photoOptions:
                    actions:
                      - {id: delete, title: Delete Photo, role: destructive}
                      - Share…
                      - Duplicate
                      - {title: Cancel, role: cancel}
                """
            ),
        ],
        fixItTitle: "Move the destructive actions to the top",
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for sheet in catalog.actionSheets {
            let actions = sheet.actions
            guard let firstOther = actions.firstIndex(where: { $0.role == .default }) else { continue }
            let misplaced = actions.indices.filter { $0 > firstOther && actions[$0].role == .destructive }
            guard !misplaced.isEmpty else { continue }
            // One fix-it reorders the whole list; it rides on the first finding so that applying
            // every finding's fix-its never applies overlapping edits.
            let fixIt = Reordering.fixIt(
                title: description.fixItTitle!,
                items: actions.map(\.range),
                newOrder: destructiveFirstOrder(actions),
                in: context.files[catalog.path]
            )
            for (position, index) in misplaced.enumerated() {
                let action = actions[index]
                findings.append(catalog.finding(
                    at: action.range,
                    "destructive action '\(action.id)' of \(sheet.displayName) comes after '\(actions[firstOther].id)'; "
                        + "move it to the top of the sheet, above the other actions",
                    notes: [("the first non-destructive action is here", actions[firstOther].range)],
                    fixIts: position == 0 ? fixIt.map { [$0] } ?? [] : []
                ))
            }
        }
        return findings
    }

    /// The order that puts destructive actions before the other non-cancel actions, keeping
    /// each group's order and every cancel action in its slot.
    static func destructiveFirstOrder(_ actions: [Action]) -> [Int] {
        let movable = actions.indices.filter { actions[$0].role != .cancel }
        let sorted = movable.filter { actions[$0].role == .destructive } + movable.filter { actions[$0].role != .destructive }
        var order = Array(actions.indices)
        for (slot, index) in zip(movable, sorted) { order[slot] = index }
        return order
    }
}
