import AlertDiagnostics
import AlertSpec

/// Critical alerts need an entitlement Apple grants on request.
public enum CriticalAlertEntitlementRule: Rule {
    public static let description = RuleDescription(
        id: "critical-alert-entitlement",
        name: "Critical alert entitlement",
        defaultSeverity: .warning,
        summary: "A notification has `interruptionLevel: critical`.",
        rationale: """
            UserNotifications, UNNotificationInterruptionLevel.critical: "This interruption level \
            requires an approved entitlement." The Critical Alerts entitlement \
            (`com.apple.developer.usernotifications.critical-alerts`) is granted by Apple on request, \
            for health, safety and security uses; without it the app cannot get `.criticalAlert` \
            authorization and the notification does not break through Do Not Disturb or the mute \
            switch as the spec intends.
            """,
        source: "UserNotifications: UNNotificationInterruptionLevel, Critical Alerts entitlement",
        howToFix: """
            Request the Critical Alerts entitlement from Apple and ask for `.criticalAlert` \
            authorization, then silence this finding for the notification; otherwise use \
            `timeSensitive`, which needs only the Time Sensitive Notifications capability.
            """,
        triggeringExamples: [
            """
            notifications:
              glucoseLow:
                title: Low Glucose
                body: Your glucose is below your alert level.
                interruptionLevel: 1️⃣critical
            """,
        ],
        nonTriggeringExamples: [
            """
            notifications:
              pickupReady:
                title: Order Ready
                body: Your order is ready for pickup.
                interruptionLevel: timeSensitive
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        catalog.notifications.compactMap { notification in
            guard let level = notification.interruptionLevel, level.value == .critical else { return nil }
            return catalog.finding(
                at: level.range,
                "notification '\(notification.id)' is a critical alert, which needs the Critical Alerts "
                    + "entitlement granted by Apple; request it, or use timeSensitive"
            )
        }
    }
}
