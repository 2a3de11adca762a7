import AlertDiagnostics
import AlertSpec

/// When previews are hidden, the category's placeholder is all a notification shows.
public enum NotificationHiddenPreviewRule: Rule {
    public static let description = RuleDescription(
        id: "notification-hidden-preview",
        name: "Hidden-preview placeholder",
        defaultSeverity: .info,
        summary: "A notification with a category has no `hiddenPreviewsBodyPlaceholder`.",
        rationale: """
            HIG, Notifications: "Provide generically descriptive text to display when notification \
            previews aren’t available." People can hide previews in Settings; the system then \
            shows UNNotificationCategory's hiddenPreviewsBodyPlaceholder — "the placeholder text \
            to display when the system disables notification previews for the app" — and without \
            one, nothing says what the notification is about.
            """,
        source: "HIG: Notifications; UserNotifications: UNNotificationCategory",
        howToFix: """
            Add `hiddenPreviewsBodyPlaceholder` to the category: a generic, sentence-case \
            description such as “New comment” or “Shipment update” that reveals no details.
            """,
        triggeringExamples: [
            """
            notifications:
              newComment:
                title: New Comment
                body: Someone commented on your photo.
                1️⃣category:
                  actions:
                    - {id: like, title: Like}
            """,
        ],
        nonTriggeringExamples: [
            """
            notifications:
              newComment:
                title: New Comment
                body: Someone commented on your photo.
                category:
                  hiddenPreviewsBodyPlaceholder: New comment
                  actions:
                    - {id: like, title: Like}
            """,
            // Without a category there is nowhere to put one.
            """
            notifications:
              backupDone:
                title: Backup Complete
                body: Your photos are backed up.
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        catalog.notifications.compactMap { notification in
            guard let category = notification.category, category.hiddenPreviewsBodyPlaceholder == nil else { return nil }
            return catalog.finding(
                at: category.keyRange,
                "category '\(category.id)' of notification '\(notification.id)' has no hiddenPreviewsBodyPlaceholder; "
                    + "add a generic description such as “New comment” to show when previews are hidden"
            )
        }
    }
}
