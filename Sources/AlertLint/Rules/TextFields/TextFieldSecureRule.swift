import AlertDiagnostics
import AlertSpec

/// Passwords are typed into secure fields, and secure fields say what they hold.
public enum TextFieldSecureRule: Rule {
    public static let description = RuleDescription(
        id: "text-field-secure",
        name: "Secure text fields",
        defaultSeverity: .warning,
        summary: """
            A field whose id, placeholder or content type says password, passcode or PIN is not \
            `secure`, or a `secure` field's content type is not `password`, `newPassword` or `oneTimeCode`.
            """,
        rationale: """
            HIG, Text fields: "Use secure text fields to hide private data. Always use a secure text \
            field when your app asks for sensitive data, such as a password." A plain field shows the \
            password to anyone looking, keeps it in the keyboard's suggestions and lets it be copied. \
            The other way round, a secure field without a content type gives Password AutoFill \
            nothing to go on: UIKit's `textContentType` `.password`, `.newPassword` and \
            `.oneTimeCode` are how the system offers saved passwords, strong new ones and codes.
            """,
        source: "HIG: Text fields; UIKit: UITextContentType",
        howToFix: """
            Add `secure: true` to a field that takes a password, passcode or PIN; give a secure field \
            `contentType: password` (signing in), `newPassword` (choosing one) or `oneTimeCode`.
            """,
        triggeringExamples: [
            """
            alerts:
              unlock:
                title: Enter Passcode
                textFields:
                  - 1️⃣{id: passcode, placeholder: Passcode}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Unlock, preferred: true}
            """,
            """
            alerts:
              signIn:
                title: Sign In
                textFields:
                  - {id: email, placeholder: Email, contentType: emailAddress, keyboard: emailAddress}
                  - 1️⃣{id: secret, placeholder: Secret, contentType: password}
                  - 2️⃣{id: token, placeholder: Token, secure: true}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Sign In, preferred: true}
            """,
            // The id splits at camelCase: `cardPin` says PIN.
            """
            alerts:
              confirmCard:
                title: Confirm Card
                textFields:
                  - 1️⃣id: cardPin
                    placeholder: Card PIN
                    keyboard: numberPad
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Confirm, preferred: true}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              signIn:
                title: Sign In
                textFields:
                  - {id: username, placeholder: Username, contentType: username}
                  - {id: password, placeholder: Password, secure: true, contentType: password}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Sign In, preferred: true}
            """,
            // The shorthand's fields are secure with the password content type.
            """
            alerts:
              confirmPurchase:
                title: Confirm Purchase
                style: secureTextInput
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Buy, preferred: true}
            """,
            // "Spinning" and "pinned" are not PIN: whole words only.
            """
            alerts:
              pinnedNote:
                title: Rename Pinned Note
                textFields:
                  - {id: pinnedTitle, placeholder: Title}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Rename, preferred: true}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for alert in catalog.alerts {
            for field in alert.textFields {
                if field.isSecure {
                    guard field.contentType.map(TextFieldRoles.secureContentTypes.contains) != true else { continue }
                    let current = field.contentType.map { "has content type '\($0.rawValue)'" } ?? "has no content type"
                    findings.append(catalog.finding(
                        at: field.range,
                        "secure text field '\(field.id)' of \(alert.displayName) \(current); "
                            + "set contentType to password, newPassword or oneTimeCode so AutoFill can fill it"
                    ))
                } else if TextFieldRoles.saysPassword(field) {
                    let reason = TextFieldRoles.passwordWord(of: field).map { "says '\($0)'" }
                        ?? "has content type '\(field.contentType!.rawValue)'"
                    findings.append(catalog.finding(
                        at: field.range,
                        "text field '\(field.id)' of \(alert.displayName) \(reason) but is not secure; "
                            + "add 'secure: true' so what is typed stays hidden"
                    ))
                }
            }
        }
        return findings
    }
}
