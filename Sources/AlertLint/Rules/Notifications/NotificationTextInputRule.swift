import AlertDiagnostics
import AlertSpec

/// A text-input action names its send button and hints at what to type.
public enum NotificationTextInputRule: Rule {
    public static let description = RuleDescription(
        id: "notification-text-input",
        name: "Text input button and placeholder",
        defaultSeverity: .warning,
        summary: "A notification action with `textInput` lacks its `button` title or its `placeholder`.",
        rationale: """
            UserNotifications, UNTextInputNotificationAction: an action that accepts typed text is \
            created with a `textInputButtonTitle` — "the localized title of the text input button \
            that is displayed to the user" — and a `textInputPlaceholder`, "the placeholder text \
            that the system localizes and displays in the text input field". Without them the \
            field has no hint of what to type and the button does not say what it does with it.
            """,
        source: "UserNotifications: UNTextInputNotificationAction",
        howToFix: "Give `textInput` a `button` (\"Send\") and a `placeholder` (\"Add a comment\").",
        triggeringExamples: [
            """
            notifications:
              newComment:
                title: New Comment
                body: Someone commented on your photo.
                category:
                  actions:
                    - 1️⃣id: reply
                      title: Reply
                      textInput: {button: Send}
                    - 2️⃣id: note
                      title: Add Note
                      textInput: {}
            """,
        ],
        nonTriggeringExamples: [
            """
            notifications:
              newComment:
                title: New Comment
                body: Someone commented on your photo.
                category:
                  actions:
                    - id: reply
                      title: Reply
                      textInput: {button: Send, placeholder: Add a comment}
                    - {id: like, title: Like}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for notification in catalog.notifications {
            for action in notification.category?.actions ?? [] {
                guard let input = action.textInput else { continue }
                let missing: String
                switch (input.button, input.placeholder) {
                case (nil, nil): missing = "button title or placeholder; add textInput.button (\"Send\") and textInput.placeholder"
                case (nil, _): missing = "button title; add textInput.button (\"Send\")"
                case (_, nil): missing = "placeholder; add textInput.placeholder that hints at what to type"
                default: continue
                }
                findings.append(catalog.finding(
                    at: action.range,
                    "text input of action '\(action.id)' of notification '\(notification.id)' has no \(missing)"
                ))
            }
        }
        return findings
    }
}
