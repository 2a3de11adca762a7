// The UserNotifications part of the runtime: turning neutral notification content into
// `UNNotificationCategory`, `UNMutableNotificationContent` and `UNNotificationRequest` values.

import Foundation

// MARK: - UserNotifications

#if canImport(UserNotifications)
import UserNotifications

@_spi(AlertlintGenerated) public enum AlertlintUserNotifications {
    public static func category(_ spec: NotificationCategorySpec) -> UserNotifications.UNNotificationCategory {
        let actions: [UserNotifications.UNNotificationAction] = spec.actions.map { action in
            var options: UserNotifications.UNNotificationActionOptions = []
            if action.options.contains(.foreground) { options.insert(.foreground) }
            if action.options.contains(.destructive) { options.insert(.destructive) }
            if action.options.contains(.authenticationRequired) { options.insert(.authenticationRequired) }
            if let input = action.textInput {
                return UserNotifications.UNTextInputNotificationAction(
                    identifier: action.id,
                    title: action.title,
                    options: options,
                    textInputButtonTitle: input.buttonTitle,
                    textInputPlaceholder: input.placeholder
                )
            }
            return UserNotifications.UNNotificationAction(identifier: action.id, title: action.title, options: options)
        }
        if let placeholder = spec.hiddenPreviewsBodyPlaceholder {
            return UserNotifications.UNNotificationCategory(
                identifier: spec.id, actions: actions, intentIdentifiers: [],
                hiddenPreviewsBodyPlaceholder: placeholder, options: []
            )
        }
        return UserNotifications.UNNotificationCategory(identifier: spec.id, actions: actions, intentIdentifiers: [], options: [])
    }

    public static func content(_ spec: NotificationContentSpec) -> UserNotifications.UNMutableNotificationContent {
        let content = UserNotifications.UNMutableNotificationContent()
        if let title = spec.title { content.title = title }
        if let subtitle = spec.subtitle { content.subtitle = subtitle }
        content.body = spec.body
        switch spec.systemSound {
        case .default?: content.sound = UserNotifications.UNNotificationSound.default
        case .defaultCritical?: content.sound = UserNotifications.UNNotificationSound.defaultCritical
        case .named(let name)?: content.sound = UserNotifications.UNNotificationSound(named: UserNotifications.UNNotificationSoundName(rawValue: name))
        case .criticalNamed(let name)?:
            content.sound = UserNotifications.UNNotificationSound.criticalSoundNamed(UserNotifications.UNNotificationSoundName(rawValue: name))
        case nil: break
        }
        if let badge = spec.badge { content.badge = Foundation.NSNumber(value: badge) }
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

    public static func trigger(_ trigger: NotificationContentSpec.Trigger?) -> UserNotifications.UNNotificationTrigger? {
        switch trigger {
        case nil:
            return nil
        case .timeInterval(let seconds, let repeats)?:
            return UserNotifications.UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
        case .calendar(let hour, let minute, let weekday, let repeats)?:
            var components = Foundation.DateComponents()
            components.hour = hour
            components.minute = minute
            components.weekday = weekday
            return UserNotifications.UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
        }
    }

    public static func request(identifier: Swift.String, _ spec: NotificationContentSpec) -> UserNotifications.UNNotificationRequest {
        UserNotifications.UNNotificationRequest(identifier: identifier, content: content(spec), trigger: trigger(spec.trigger))
    }
}
#endif
