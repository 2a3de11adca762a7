/// The UserNotifications part of `AlertlintRuntime.swift`: turning neutral notification
/// content into `UNNotificationCategory`, `UNMutableNotificationContent` and
/// `UNNotificationRequest` values.
enum UserNotificationsRuntimeSource {
    static func render(access: AccessLevel) -> String {
        template.replacingOccurrences(of: "ACCESS ", with: access.keyword)
    }

    private static let template = #"""

        // MARK: - UserNotifications

        #if canImport(UserNotifications)
        import UserNotifications

        enum AlertlintUserNotifications {
            static func category(_ spec: NotificationCategorySpec) -> UNNotificationCategory {
                let actions: [UNNotificationAction] = spec.actions.map { action in
                    var options: UNNotificationActionOptions = []
                    if action.options.contains(.foreground) { options.insert(.foreground) }
                    if action.options.contains(.destructive) { options.insert(.destructive) }
                    if action.options.contains(.authenticationRequired) { options.insert(.authenticationRequired) }
                    if let input = action.textInput {
                        return UNTextInputNotificationAction(
                            identifier: action.id,
                            title: action.title,
                            options: options,
                            textInputButtonTitle: input.buttonTitle,
                            textInputPlaceholder: input.placeholder
                        )
                    }
                    return UNNotificationAction(identifier: action.id, title: action.title, options: options)
                }
                if let placeholder = spec.hiddenPreviewsBodyPlaceholder {
                    return UNNotificationCategory(
                        identifier: spec.id, actions: actions, intentIdentifiers: [],
                        hiddenPreviewsBodyPlaceholder: placeholder, options: []
                    )
                }
                return UNNotificationCategory(identifier: spec.id, actions: actions, intentIdentifiers: [], options: [])
            }

            static func content(_ spec: NotificationContentSpec) -> UNMutableNotificationContent {
                let content = UNMutableNotificationContent()
                if let title = spec.title { content.title = title }
                if let subtitle = spec.subtitle { content.subtitle = subtitle }
                content.body = spec.body
                switch spec.sound {
                case .default?: content.sound = .default
                case .named(let name)?: content.sound = UNNotificationSound(named: UNNotificationSoundName(rawValue: name))
                case nil: break
                }
                if let badge = spec.badge { content.badge = NSNumber(value: badge) }
                if let category = spec.category { content.categoryIdentifier = category.id }
                if let thread = spec.threadIdentifier { content.threadIdentifier = thread }
                if let level = spec.interruptionLevel {
                    switch level {
                    case .passive: content.interruptionLevel = .passive
                    case .active: content.interruptionLevel = .active
                    case .timeSensitive: content.interruptionLevel = .timeSensitive
                    case .critical: content.interruptionLevel = .critical
                    }
                }
                if let score = spec.relevanceScore { content.relevanceScore = score }
                if let image = spec.launchImageName { content.launchImageName = image }
                return content
            }

            static func trigger(_ trigger: NotificationContentSpec.Trigger?) -> UNNotificationTrigger? {
                switch trigger {
                case nil:
                    return nil
                case .timeInterval(let seconds, let repeats)?:
                    return UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
                case .calendar(let hour, let minute, let weekday, let repeats)?:
                    var components = DateComponents()
                    components.hour = hour
                    components.minute = minute
                    components.weekday = weekday
                    return UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
                }
            }

            static func request(identifier: String, _ spec: NotificationContentSpec) -> UNNotificationRequest {
                UNNotificationRequest(identifier: identifier, content: content(spec), trigger: trigger(spec.trigger))
            }
        }
        #endif

        """#
}
