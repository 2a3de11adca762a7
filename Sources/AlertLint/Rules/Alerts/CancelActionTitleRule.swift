import AlertDiagnostics
import AlertSpec

/// A cancel action titled otherwise than "Cancel", or a "Cancel" button without the cancel role.
public enum CancelActionTitleRule: Rule {
    public struct Options: RuleOptions {
        /// The titles a cancel action may have.
        public var titles = ["Cancel"]

        public init() {}

        public static var fields: [OptionField<Options>] {
            [.strings("titles", \.titles)]
        }
    }

    public static let description = RuleDescription(
        id: "cancel-action-title",
        name: "Cancel action title",
        defaultSeverity: .warning,
        summary: """
            A `role: cancel` action is not titled "Cancel", or an action titled "Cancel" lacks \
            `role: cancel` (English development language).
            """,
        rationale: """
            The HIG: "Always use “Cancel” to title a button that cancels the alert’s action." People \
            look for that word to back out safely. The role matters as much as the word: UIKit places \
            the cancel action where people expect it and runs it when the alert is dismissed another \
            way, such as pressing Escape, so a "Cancel" button without the role behaves unlike a \
            cancel.
            """,
        source: "HIG: Alerts (Buttons)",
        howToFix: """
            Title the cancel action "Cancel"; give an action titled "Cancel" `role: cancel`. If the \
            button does something else, give it a title that says what. The fix-it adds the role only \
            when that leaves exactly one cancel action: not when another action has the role, nor \
            when several are titled like a cancel.
            """,
        options: [
            RuleOptionDescription(
                key: "titles", defaultValue: "[Cancel]",
                summary: "The titles a cancel action may have, compared trimmed and case-insensitively."
            ),
        ],
        triggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - 1️⃣{title: Never Mind, role: cancel}
                  - {title: Delete, role: destructive}
              discardDraft:
                title: Discard Draft?
                actions:
                  - 2️⃣Cancel
                  - {title: Discard, role: destructive}
            actionSheets:
              photoOptions:
                actions:
                  - Share…
                  - 3️⃣title: Cancel
                    id: dismiss
            """,
            RuleExample(
                """
                alerts:
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - 1️⃣{title: Cancel, role: cancel}
                      - {title: Delete, role: destructive}
                """,
                options: "titles: [Dismiss]"
            ),
        ],
        nonTriggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: "cancel ", role: cancel}
                  - {title: Delete, role: destructive}
            """,
            RuleExample(
                """
                alerts:
                  syncFailed:
                    title: Sync Failed
                    actions: [{title: Close, role: cancel}]
                """,
                note: "An alert whose only action is a cancel is single-button-cancel's finding."
            ),
            RuleExample(
                """
                developmentLanguage: de
                alerts:
                  deletePhoto:
                    title: Foto löschen?
                    actions:
                      - {title: Abbrechen, role: cancel}
                      - {title: Löschen, role: destructive}
                """,
                note: "English-copy rules run only when the development language is English."
            ),
            RuleExample(
                """
                alerts:
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - {title: Never Mind, role: cancel}
                      - {title: Delete, role: destructive}
                """,
                options: "titles: [Cancel, Never Mind]"
            ),
        ],
        corrections: [
            RuleCorrection(
                """
                alerts:
                  discardDraft:
                    title: Discard Draft?
                    actions:
                      - 1️⃣{title: Cancel}
                      - {title: Discard, role: destructive}
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - 2️⃣Cancel
                      - {title: Delete, role: destructive}
                actionSheets:
                  photoOptions:
                    actions:
                      - Share…
                      - 3️⃣id: dismiss
                        title: Cancel
                """,
                """
                alerts:
                  discardDraft:
                    title: Discard Draft?
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: Discard, role: destructive}
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: Delete, role: destructive}
                actionSheets:
                  photoOptions:
                    actions:
                      - Share…
                      - role: cancel
                        id: dismiss
                        title: Cancel
                """
            ),
        ],
        fixItTitle: "Add `role: cancel` to the action titled Cancel",
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        let expected = options.titles.map { "“\($0)”" }.joined(separator: " or ")
        var findings: [Finding] = []
        for definition in catalog.alerts + catalog.actionSheets {
            // An alert whose only action is a cancel is `single-button-cancel`'s finding alone.
            if definition.kind == .alert, definition.actions.count == 1 { continue }
            let hasCancel = !definition.cancelActions.isEmpty
            let titledLikeCancel = definition.actions.filter { action in
                action.role != .cancel && !action.title.isBlankSomewhere
                    && EnglishCopy.bareTitleIsOneOf(action.title.developmentText, options.titles)
            }
            let owner = definition.kind == .alert ? "the alert" : "the action sheet"
            for action in definition.actions where !action.title.isBlankSomewhere {
                let title = action.title.developmentText
                let isCancelTitle = EnglishCopy.bareTitleIsOneOf(title, options.titles)
                if action.role == .cancel, !isCancelTitle {
                    findings.append(catalog.finding(
                        at: action.range,
                        "cancel action '\(action.id)' of \(definition.displayName) is titled “\(EnglishCopy.trimmed(title))”; title it \(expected), or give an action that does something else the default role"
                    ))
                } else if action.role != .cancel, isCancelTitle {
                    // The role fix is offered only when it leaves exactly one cancel action: a
                    // second would crash (`single-cancel-action`), so with a cancel already there,
                    // or several actions titled like one, the right fix is a new title (decision 0017).
                    let leavesOneCancel = !hasCancel && titledLikeCancel.count == 1
                    let edits = leavesOneCancel ? SpecEdits.addingCancelRole(to: action, in: context.files[catalog.path]) : nil
                    // Safe: the button already says Cancel; the role makes it behave as one (Escape,
                    // tap outside, UIKit's placement).
                    let fixIts = edits.map { [FixIt(title: description.fixItTitle!, edits: $0, safety: .safe)] } ?? []
                    let advice = hasCancel
                        ? "\(owner) already has a cancel action, so retitle this one to say what it does"
                        : titledLikeCancel.count > 1
                            ? "more than one action of \(owner) is titled like a cancel; give one `role: cancel` and retitle the others"
                            : "give it `role: cancel`"
                    findings.append(catalog.finding(
                        at: action.range,
                        "action '\(action.id)' of \(definition.displayName) is titled “\(EnglishCopy.trimmed(title))” but is not the cancel action; \(advice)",
                        fixIts: fixIts
                    ))
                }
            }
        }
        return findings
    }
}
