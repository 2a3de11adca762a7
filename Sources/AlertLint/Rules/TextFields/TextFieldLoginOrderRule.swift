import AlertDiagnostics
import AlertSpec

/// In a sign-in alert the account comes first, the password second.
public enum TextFieldLoginOrderRule: Rule {
    public static let description = RuleDescription(
        id: "text-field-login-order",
        name: "Username before password",
        defaultSeverity: .warning,
        summary: "In a login alert, a password (secure) field comes before the username field.",
        rationale: """
            Every sign-in prompt on iOS asks for the account first and the password second; \
            UIAlertView's `loginAndPasswordInput` style, which this format keeps as a shorthand, \
            put its Login field above its Password field. People type in the order they read, and \
            Password AutoFill offers a saved credential from the username field that leads the form: \
            a password field on top breaks both.
            """,
        source: "UIKit: UIAlertView loginAndPasswordInput; Password AutoFill",
        howToFix: "Declare the username field before the password field. The fix-it moves it up.",
        triggeringExamples: [
            """
            alerts:
              signIn:
                title: Sign In
                textFields:
                  - {id: password, placeholder: Password, secure: true, contentType: password}
                  - 1️⃣{id: username, placeholder: Username, contentType: username}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Sign In, preferred: true}
            """,
            // A username field is told by its id or placeholder words, too.
            """
            alerts:
              joinServer:
                title: Join Server
                textFields:
                  - {id: secret, placeholder: Password, secure: true, contentType: password}
                  - 1️⃣{id: name, placeholder: Account Name}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Join, preferred: true}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              signIn:
                title: Sign In
                style: loginAndPasswordInput
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Sign In, preferred: true}
            """,
            // A code after a password is no username.
            """
            alerts:
              verify:
                title: Verify
                textFields:
                  - {id: password, placeholder: Password, secure: true, contentType: password}
                  - {id: code, placeholder: Code, contentType: oneTimeCode, keyboard: numberPad}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Verify, preferred: true}
            """,
        ],
        corrections: [
            RuleCorrection(
                """
                alerts:
                  signIn:
                    title: Sign In
                    textFields:
                      - {id: password, placeholder: Password, secure: true, contentType: password}
                      - 1️⃣{id: email, placeholder: Email, contentType: emailAddress, keyboard: emailAddress}
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: Sign In, preferred: true}
                """,
                """
                alerts:
                  signIn:
                    title: Sign In
                    textFields:
                      - {id: email, placeholder: Email, contentType: emailAddress, keyboard: emailAddress}
                      - {id: password, placeholder: Password, secure: true, contentType: password}
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: Sign In, preferred: true}
                """
            ),
        ],
        fixItTitle: "Move the username field above the password field",
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for alert in catalog.alerts {
            let fields = alert.textFields
            guard let password = fields.firstIndex(where: \.isSecure),
                  let username = fields.indices.first(where: { $0 > password && TextFieldRoles.isUsername(fields[$0]) })
            else { continue }
            // Fields the `style:` shorthand stands for share one range and are in order already.
            let ranges = fields.map(\.range)
            let fixIt = Set(ranges).count == ranges.count
                ? Reordering.fixIt(
                    title: description.fixItTitle!,
                    items: ranges,
                    newOrder: Reordering.moving(username, to: password, count: fields.count),
                    in: context.files[catalog.path]
                )
                : nil
            findings.append(catalog.finding(
                at: fields[username].range,
                "username field '\(fields[username].id)' of \(alert.displayName) comes after password field "
                    + "'\(fields[password].id)'; put the username field first",
                notes: [("the password field is here", fields[password].range)],
                fixIts: fixIt.map { [$0] } ?? []
            ))
        }
        return findings
    }
}
