import AlertDiagnostics
import AlertSpec

/// An alert asks for one or two things; a form needs its own screen.
public enum TextFieldCountRule: Rule {
    public struct Options: RuleOptions {
        /// The most text fields an alert may have.
        public var max = 2

        public init() {}

        public static var fields: [OptionField<Options>] { [.integer("max", \.max, in: 1...20)] }
    }

    public static let description = RuleDescription(
        id: "text-field-count",
        name: "Text field count",
        defaultSeverity: .warning,
        summary: "An alert has more than `max` text fields.",
        rationale: """
            UIKit User Interface Catalog, Alert Views: an alert offers the "inclusion of one or two \
            text fields, one of which can be a secure text-input field". UIAlertController stacks \
            any further fields, and with the keyboard up an alert with three or more fields no \
            longer fits a small iPhone: its buttons scroll out of reach.
            """,
        source: "UIKit: UIAlertController; UIKit User Interface Catalog, Alert Views",
        howToFix: "Ask for at most two things in an alert; collect more in a sheet or a screen of its own.",
        options: [
            RuleOptionDescription(key: "max", defaultValue: "2", summary: "The most text fields an alert may have."),
        ],
        triggeringExamples: [
            """
            alerts:
              1️⃣addContact:
                title: New Contact
                textFields:
                  - {id: name, placeholder: Name, contentType: name}
                  - {id: email, placeholder: Email, contentType: emailAddress, keyboard: emailAddress}
                  - {id: phone, placeholder: Phone, contentType: telephoneNumber, keyboard: phonePad}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Add, preferred: true}
            """,
            RuleExample(
                """
                alerts:
                  1️⃣signIn:
                    title: Sign In
                    style: loginAndPasswordInput
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: Sign In, preferred: true}
                """,
                options: "max: 1"
            ),
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
            RuleExample(
                """
                alerts:
                  addContact:
                    title: New Contact
                    textFields:
                      - {id: name, placeholder: Name, contentType: name}
                      - {id: email, placeholder: Email, contentType: emailAddress, keyboard: emailAddress}
                      - {id: phone, placeholder: Phone, contentType: telephoneNumber, keyboard: phonePad}
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: Add, preferred: true}
                """,
                options: "max: 3"
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        // Fields on an action sheet are text-field-in-action-sheet's finding: UIKit rejects them.
        catalog.alerts.compactMap { alert in
            let count = alert.textFields.count
            guard count > options.max else { return nil }
            return catalog.finding(
                at: alert.idRange,
                "\(alert.displayName) has \(count) text fields, more than \(options.max); "
                    + "ask for at most \(options.max) things here and collect the rest on a screen of its own"
            )
        }
    }
}
