import AlertSpec

/// UIKit raises when a text field is added to an action sheet.
public enum TextFieldInActionSheetRule: Rule {
    public static let description = RuleDescription(
        id: "text-field-in-action-sheet",
        name: "Text field in action sheet",
        defaultSeverity: .error,
        summary: "An action sheet declares text fields (`textFields:` or a text-input `style:`).",
        rationale: """
            UIKit's documentation of addTextField(configurationHandler:) says: "You can add a text \
            field only if the preferredStyle property is set to UIAlertController.Style.alert." \
            Otherwise it raises NSInternalInconsistencyException: "Text fields can only be added to \
            an alert controller of style UIAlertControllerStyleAlert", and the app crashes when the \
            sheet is built.
            """,
        source: "UIKit: UIAlertController.addTextField(configurationHandler:) (documentation and runtime exception)",
        howToFix: "Move the definition under `alerts:` if it needs input, or remove the text fields from the action sheet.",
        triggeringExamples: [
            """
            actionSheets:
              renamePhoto:
                textFields:
                  - 1️⃣{id: name, placeholder: Name}
                actions:
                  - Rename
                  - {title: Cancel, role: cancel}
            """,
            RuleExample(
                """
                actionSheets:
                  signIn:
                    style: 1️⃣loginAndPasswordInput
                    actions:
                      - Sign In
                      - {title: Cancel, role: cancel}
                """,
                note: "The shorthand stands for two fields: one finding, at the style."
            ),
        ],
        nonTriggeringExamples: [
            """
            alerts:
              renamePhoto:
                title: Rename Photo
                textFields:
                  - {id: name, placeholder: Name}
                actions:
                  - {title: Cancel, role: cancel}
                  - Rename
            actionSheets:
              photoOptions:
                style: default
                actions:
                  - Share…
                  - {title: Cancel, role: cancel}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for sheet in catalog.actionSheets {
            // One finding per sheet: UIKit stops at the first field, and the fix is the same.
            guard let first = sheet.textFields.first else { continue }
            let count = sheet.textFields.count
            let fields = count == 1 ? "a text field" : "\(count) text fields"
            findings.append(catalog.finding(
                at: first.range,
                "\(sheet.displayName) declares \(fields); UIKit raises an exception when a text field is added to an action sheet: make it an alert, or remove the text fields"
            ))
        }
        return findings
    }
}
