import AlertDiagnostics
import AlertSpec

/// A field for an email address, phone number, code or URL shows the keyboard made for it.
public enum TextFieldKeyboardRule: Rule {
    /// The keyboard each content type calls for.
    static let expectedKeyboards: [TextField.ContentType: TextField.Keyboard] = [
        .emailAddress: .emailAddress,
        .telephoneNumber: .phonePad,
        .oneTimeCode: .numberPad,
        .url: .url,
    ]

    public static let description = RuleDescription(
        id: "text-field-keyboard",
        name: "Keyboard for the content type",
        defaultSeverity: .info,
        summary: """
            A text field's keyboard does not match its content type: emailAddress wants the \
            emailAddress keyboard, telephoneNumber phonePad, oneTimeCode numberPad, URL the URL \
            keyboard. A missing keyboard counts.
            """,
        rationale: """
            HIG, Virtual keyboards: "Choose a keyboard that matches the type of content people are \
            editing." The content type tells AutoFill what to suggest; it does not change the \
            keyboard, which stays the default one until `keyboard` names another — so an email \
            field without the email keyboard hides the @ key, and a code field shows letters.
            """,
        source: "HIG: Virtual keyboards; UIKit: UIKeyboardType",
        howToFix: "Set `keyboard` to the one the content type calls for.",
        triggeringExamples: [
            """
            alerts:
              verify:
                title: Enter Code
                textFields:
                  - 1️⃣{id: code, placeholder: Code, contentType: oneTimeCode}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Verify, preferred: true}
            """,
            """
            alerts:
              invite:
                title: Invite a Friend
                textFields:
                  - 1️⃣{id: email, placeholder: Email, contentType: emailAddress, keyboard: default}
                  - 2️⃣{id: phone, placeholder: Phone, contentType: telephoneNumber, keyboard: numberPad}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Invite, preferred: true}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              invite:
                title: Invite a Friend
                textFields:
                  - {id: email, placeholder: Email, contentType: emailAddress, keyboard: emailAddress}
                  - {id: phone, placeholder: Phone, contentType: telephoneNumber, keyboard: phonePad}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Invite, preferred: true}
            """,
            // Content types without a keyboard of their own take any keyboard.
            """
            alerts:
              signIn:
                title: Sign In
                textFields:
                  - {id: username, placeholder: Username, contentType: username, keyboard: emailAddress}
                  - {id: password, placeholder: Password, secure: true, contentType: password}
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
            for field in alert.textFields {
                guard let contentType = field.contentType, let expected = expectedKeyboards[contentType],
                      field.keyboard != expected
                else { continue }
                let current = field.keyboard.map { "the \($0.rawValue) keyboard" } ?? "no keyboard (the default one)"
                findings.append(catalog.finding(
                    at: field.range,
                    "text field '\(field.id)' of \(alert.displayName) has content type \(contentType.rawValue) "
                        + "but \(current); set 'keyboard: \(expected.rawValue)'"
                ))
            }
        }
        return findings
    }
}
