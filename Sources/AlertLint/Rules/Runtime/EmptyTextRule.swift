import AlertSpec

/// A user-visible text that is empty or only whitespace, in the development language or a
/// translation.
public enum EmptyTextRule: Rule {
    public static let description = RuleDescription(
        id: "empty-text",
        name: "Empty text",
        defaultSeverity: .error,
        summary: """
            A title, message, body, subtitle, placeholder or button title is empty or only whitespace, \
            in the development language, a plural variant or a translation.
            """,
        rationale: """
            UIKit's documentation of UIAlertAction's title: "This parameter must not be nil"; an \
            empty string passes that check and draws a button with no label, and an empty title, \
            message or notification body shows as a blank gap. A translation that is empty shows \
            nothing in that language only, so it goes unnoticed in development.
            """,
        source: "UIKit: UIAlertAction.init(title:style:handler:); UserNotifications",
        howToFix: "Write the text in every locale, or remove an optional text (a message, a subtitle) altogether.",
        triggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                message: 1️⃣"  "
                actions:
                  - {title: Cancel, role: cancel}
                  - {id: delete, title: 2️⃣"", role: destructive}
            """,
            RuleExample(
                """
                alerts:
                  deletePhotos:
                    parameters: {count: Int}
                    title:
                      1️⃣plural: count
                      one: " "
                      other: Delete {count} Photos?
                    actions:
                      - {title: Cancel, role: cancel}
                      - {id: delete, role: destructive, title: 2️⃣{text: Delete, translations: {de: "", ja: 削除}}}
                """,
                note: "A plural variant and a translation: each text is reported once, at its value."
            ),
            """
            notifications:
              reminder:
                title: Reminder
                subtitle: 1️⃣""
                body: Your trial ends tomorrow.
                category:
                  hiddenPreviewsBodyPlaceholder: 2️⃣" "
                  actions:
                    - id: reply
                      title: Reply
                      textInput: {button: 3️⃣"", placeholder: Message}
            progress:
              exporting:
                title: Exporting…
                cancel: 4️⃣""
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                message: {text: This photo will be deleted., translations: {de: Dieses Foto wird gelöscht.}}
                textFields: [{id: name, placeholder: Name}]
                actions:
                  - {title: Cancel, role: cancel}
                  - {id: delete, title: Delete, role: destructive}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        /// `optional`: the definition may leave the text out, so removing it is a fix too.
        func check(_ text: Text?, _ what: @autoclosure () -> String, optional: Bool = false) {
            guard let text, text.isBlankSomewhere else { return }
            let places = blankPlaces(in: text, developmentLanguage: catalog.developmentLanguage)
            findings.append(catalog.finding(
                at: text.range,
                "\(what()) is empty or only whitespace in \(places.joined(separator: ", ")); write the text in every locale\(optional ? ", or remove it" : "")"
            ))
        }
        for definition in catalog.alerts + catalog.actionSheets {
            let owner = definition.displayName
            check(definition.title, "the title of \(owner)")
            check(definition.message, "the message of \(owner)", optional: true)
            for field in definition.textFields {
                check(field.placeholder, "the placeholder of text field '\(field.id)' of \(owner)", optional: true)
            }
            for action in definition.actions {
                check(action.title, "the title of action '\(action.id)' of \(owner)")
            }
        }
        for notification in catalog.notifications {
            let owner = "notification '\(notification.id)'"
            check(notification.title, "the title of \(owner)")
            check(notification.subtitle, "the subtitle of \(owner)", optional: true)
            check(notification.body, "the body of \(owner)")
            guard let category = notification.category else { continue }
            for action in category.actions {
                check(action.title, "the title of action '\(action.id)' of \(owner)")
                check(action.textInput?.button, "the text input button of action '\(action.id)' of \(owner)")
                check(action.textInput?.placeholder, "the text input placeholder of action '\(action.id)' of \(owner)")
            }
            check(category.hiddenPreviewsBodyPlaceholder, "the hiddenPreviewsBodyPlaceholder of \(owner)", optional: true)
        }
        for overlay in catalog.progress {
            let owner = "progress '\(overlay.id)'"
            check(overlay.title, "the title of \(owner)")
            check(overlay.message, "the message of \(owner)", optional: true)
            check(overlay.cancel, "the cancel button of \(owner)")
        }
        return findings.sorted { $0.range < $1.range }
    }

    /// The locales (and plural categories) where the text is blank: `en`, `de`, `ru (few)`.
    static func blankPlaces(in text: Text, developmentLanguage: LocaleID) -> [String] {
        var places: [String] = []
        func collect(_ content: TextContent, locale: LocaleID) {
            for (category, template) in content.variants where EnglishCopy.trimmed(template.source).isEmpty {
                places.append(category.map { "\(locale) (\($0.rawValue))" } ?? locale.identifier)
            }
        }
        collect(text.content, locale: developmentLanguage)
        for translation in text.translations {
            collect(translation.content, locale: translation.locale)
        }
        return places
    }
}
