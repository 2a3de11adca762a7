extension RuleRegistry {
    /// Notifications (RULES.md §5, HIG "Notifications", UserNotifications).
    static let notificationRules: [RegisteredRule] = [
    ]
}
