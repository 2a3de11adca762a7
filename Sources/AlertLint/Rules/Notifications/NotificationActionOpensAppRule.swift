import AlertDiagnostics
import AlertSpec

/// Tapping a notification opens the app already; an action should do something else.
public enum NotificationActionOpensAppRule: Rule {
    /// Verbs that, alone, only say "open the app".
    static let openingVerbs: Set<String> = ["open", "view", "launch", "show"]

    public static let description = RuleDescription(
        id: "notification-action-opens-app",
        name: "Action that only opens the app",
        defaultSeverity: .warning,
        summary: """
            A notification action with the `foreground` option is titled only Open, View, Launch or \
            Show, optionally followed by "App" or "in App".
            """,
        rationale: """
            HIG, Notifications: "Avoid providing an action that merely opens your app." Tapping \
            the notification itself opens the app; an action button that does the same spends one \
            of the two places a banner has for actions. An action that names what it shows \
            ("View Receipt") takes people somewhere specific and is fine.
            """,
        source: "HIG: Notifications",
        howToFix: "Remove the action, or make it do something specific and say what (\"Reply\", \"View Receipt\").",
        triggeringExamples: [
            """
            notifications:
              orderShipped:
                title: Order Shipped
                body: Your order is on its way.
                category:
                  actions:
                    - 1️⃣{id: open, title: Open, options: [foreground]}
                    - 2️⃣{id: openApp, title: open in app, options: [foreground]}
                    - {id: track, title: Track Package, options: [foreground]}
            """,
        ],
        nonTriggeringExamples: [
            """
            notifications:
              orderShipped:
                title: Order Shipped
                body: Your order is on its way.
                category:
                  actions:
                    - {id: receipt, title: View Receipt, options: [foreground]}
                    - {id: track, title: Track Package, options: [foreground]}
            """,
            // Without `foreground` the action does not open the app.
            """
            notifications:
              orderShipped:
                title: Order Shipped
                body: Your order is on its way.
                category:
                  actions:
                    - {id: view, title: View}
            """,
            // English copy only.
            """
            developmentLanguage: de
            notifications:
              orderShipped:
                title: Bestellung versandt
                body: Deine Bestellung ist unterwegs.
                category:
                  actions:
                    - {id: open, title: Open, options: [foreground]}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for notification in catalog.notifications {
            for action in notification.category?.actions ?? []
            where action.options.contains(.foreground) && !action.title.isBlankSomewhere {
                guard action.title.content.variants.contains(where: { onlyOpens($0.template.source) }) else { continue }
                findings.append(catalog.finding(
                    at: action.range,
                    "action '\(action.id)' of notification '\(notification.id)' only opens the app, which tapping "
                        + "the notification already does; remove it or make it do something specific"
                ))
            }
        }
        return findings
    }

    /// "Open", "View App", "Show in App": a verb alone, or with "App" or "in App".
    static func onlyOpens(_ title: String) -> Bool {
        let words = EnglishCopy.tokens(title).map { $0.lowercased() }
        guard let verb = words.first, openingVerbs.contains(verb) else { return false }
        return words.dropFirst() == [] || words.dropFirst() == ["app"] || words.dropFirst() == ["in", "app"]
    }
}
