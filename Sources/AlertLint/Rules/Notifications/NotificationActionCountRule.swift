import AlertDiagnostics
import AlertSpec

/// A notification shows few actions: four when expanded, two on a banner.
public enum NotificationActionCountRule: Rule {
    public struct Options: RuleOptions {
        /// The most actions a category may have.
        public var max = 4

        public init() {}

        public static var fields: [OptionField<Options>] { [.integer("max", \.max, in: 1...10)] }
    }

    public static let description = RuleDescription(
        id: "notification-action-count",
        name: "Notification action count",
        defaultSeverity: .warning,
        summary: """
            A notification category has more than `max` actions; with three up to `max` actions \
            it gets one `info` finding instead, as banners show only the first two.
            """,
        rationale: """
            UserNotifications, UNNotificationCategory.actions: "When displaying banner \
            notifications, the system displays only the first two actions." An expanded \
            notification shows up to four (UIKit's notification action contexts: "Allows up to \
            four" in the default context, two in the minimal one; HIG: a detail view "can include \
            up to four buttons for taking action"). Actions past the fourth are never seen, and \
            with three or four, the order decides which two a banner offers.
            """,
        source: "UserNotifications: UNNotificationCategory; HIG: Notifications",
        howToFix: """
            Keep at most four actions, and put the two people need most first: those are the ones \
            a banner shows.
            """,
        options: [
            RuleOptionDescription(key: "max", defaultValue: "4", summary: "The most actions a category may have."),
        ],
        triggeringExamples: [
            """
            notifications:
              newMessage:
                title: New Message
                body: You have a new message.
                1️⃣category:
                  actions:
                    - {id: reply, title: Reply}
                    - {id: like, title: Like}
                    - {id: markRead, title: Mark as Read}
                    - {id: mute, title: Mute Thread}
                    - {id: delete, title: Delete, options: [destructive]}
            """,
            // Three actions: one info finding about banners.
            """
            notifications:
              newMessage:
                title: New Message
                body: You have a new message.
                1️⃣category:
                  actions:
                    - {id: reply, title: Reply}
                    - {id: like, title: Like}
                    - {id: markRead, title: Mark as Read}
            """,
            RuleExample(
                """
                notifications:
                  newMessage:
                    title: New Message
                    body: You have a new message.
                    1️⃣category:
                      actions:
                        - {id: reply, title: Reply}
                        - {id: like, title: Like}
                        - {id: markRead, title: Mark as Read}
                """,
                options: "max: 2"
            ),
        ],
        nonTriggeringExamples: [
            """
            notifications:
              newMessage:
                title: New Message
                body: You have a new message.
                category:
                  actions:
                    - {id: reply, title: Reply}
                    - {id: markRead, title: Mark as Read}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        catalog.notifications.compactMap { notification in
            guard let category = notification.category else { return nil }
            let count = category.actions.count
            let name = "category '\(category.id)' of notification '\(notification.id)'"
            if count > options.max {
                return catalog.finding(
                    at: category.keyRange,
                    "\(name) has \(count) actions, more than \(options.max); keep at most \(options.max), "
                        + "the two people need most first"
                )
            }
            guard count > 2 else { return nil }
            return catalog.finding(
                at: category.keyRange,
                "\(name) has \(count) actions, and banners show only the first 2; put the two people need most first",
                fixedSeverity: .info
            )
        }
    }
}
