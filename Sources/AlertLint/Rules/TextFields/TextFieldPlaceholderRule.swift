import AlertDiagnostics
import AlertSpec

/// An alert's text field has no label: its placeholder is the only hint of what to type.
public enum TextFieldPlaceholderRule: Rule {
    public static let description = RuleDescription(
        id: "text-field-placeholder",
        name: "Text field placeholder",
        defaultSeverity: .warning,
        summary: "A text field of an alert has no placeholder.",
        rationale: """
            HIG, Text fields: "Show a hint in a text field to help communicate its purpose. A text \
            field can contain placeholder text — such as “Email” or “Password” — when there’s no \
            other text in the field." UIAlertController draws no label beside its fields, so an \
            empty field without a placeholder says nothing about what it wants — and with two \
            fields, nothing about which is which.
            """,
        source: "HIG: Text fields",
        howToFix: "Give the field a `placeholder` that names what to type (“Album Name”, “Email”).",
        triggeringExamples: [
            """
            alerts:
              renameAlbum:
                title: Rename Album
                textFields:
                  - 1️⃣{id: name, autocapitalization: words}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Rename, preferred: true}
            """,
            // The legacy shorthand's field has no placeholder either.
            """
            alerts:
              addTag:
                title: Add Tag
                style: 1️⃣plainTextInput
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Add, preferred: true}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              renameAlbum:
                title: Rename Album
                textFields:
                  - {id: name, placeholder: Album Name, autocapitalization: words}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Rename, preferred: true}
            """,
            """
            alerts:
              signIn:
                title: Sign In
                style: loginAndPasswordInput
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Sign In, preferred: true}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for alert in catalog.alerts {
            for field in alert.textFields where field.placeholder == nil {
                if let style = alert.style, style.range == field.range {
                    // The shorthand cannot carry a placeholder: the field has to be written out.
                    findings.append(catalog.finding(
                        at: field.range,
                        "text field '\(field.id)' of \(alert.displayName) has no placeholder, as 'style: \(style.value.rawValue)' "
                            + "gives none; write the field under textFields with a placeholder that names what to type"
                    ))
                    continue
                }
                findings.append(catalog.finding(
                    at: field.range,
                    "text field '\(field.id)' of \(alert.displayName) has no placeholder; "
                        + "add one that names what to type, as alert fields have no label"
                ))
            }
        }
        return findings
    }
}
