extension RuleRegistry {
    /// Notifications (RULES.md §5, HIG "Notifications", UserNotifications), and the runtime
    /// contracts of §1 that concern notifications: push payload size, critical alerts, sound files.
    static let notificationRules: [RegisteredRule] = [
        RegisteredRule(APNsPayloadSizeRule.self),
        RegisteredRule(CriticalAlertEntitlementRule.self),
        RegisteredRule(NotificationActionCountRule.self),
        RegisteredRule(NotificationActionOpensAppRule.self),
        RegisteredRule(NotificationBodyStyleRule.self),
        RegisteredRule(NotificationHiddenPreviewRule.self),
        RegisteredRule(NotificationSoundFileRule.self),
        RegisteredRule(NotificationTextInputRule.self),
        RegisteredRule(NotificationTitleStyleRule.self),
    ]
}
