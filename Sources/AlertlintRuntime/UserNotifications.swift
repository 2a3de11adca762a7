// The UserNotifications part of the runtime. Everywhere (Linux included): the plain values a
// notification response is routed by (`NotificationResponseAction`, the `userInfo` record a
// generated notification carries) and the union of every catalog's categories, so routing and
// registration run in tests. Behind `#if canImport(UserNotifications) && !os(tvOS)` (tvOS has
// no categories, actions or responses) and the generated code's floor: turning them into
// `UNNotificationCategory`, `UNMutableNotificationContent` and `UNNotificationRequest` values,
// registering the categories in one call, and the app badge (decision 0038).

import Foundation

// MARK: - Notification responses and categories (everywhere)

/// What the user did with a delivered notification, as generated routers decide on it:
/// `UNNotificationResponse.actionIdentifier` without UserNotifications' types.
public enum NotificationResponseAction: Swift.Sendable, Swift.Hashable {
    /// The user opened the app from the notification (`UNNotificationDefaultActionIdentifier`).
    case open
    /// The user dismissed it (`UNNotificationDismissActionIdentifier`); iOS reports this only
    /// for a category with `customDismissAction`.
    case dismiss
    /// The user chose the action with this identifier; `text` is what a text-input action received.
    case action(Swift.String, text: Swift.String?)
}

/// The `userInfo` entry a generated notification carries: the catalog and notification it
/// comes from and the parameters it was made with, so a response to it is routed back to
/// typed handlers. Property-list values only, as `userInfo` requires.
@_spi(AlertlintGenerated) public enum AlertlintNotificationUserInfo {
    static let key = "alertlint"

    public static func make(catalog: Swift.String, notification: Swift.String, parameters: [Swift.String: Any]) -> [Swift.AnyHashable: Any] {
        [key: ["catalog": catalog, "notification": notification, "parameters": parameters] as [Swift.String: Any]]
    }

    /// The notification id and parameters `userInfo` records for `catalog`; nil for another
    /// catalog's notification or one the app made itself.
    public static func record(in userInfo: [Swift.AnyHashable: Any], catalog: Swift.String) -> (notification: Swift.String, parameters: [Swift.String: Any])? {
        guard let entry = userInfo[key] as? [Swift.String: Any], entry["catalog"] as? Swift.String == catalog,
              let notification = entry["notification"] as? Swift.String
        else { return nil }
        return (notification, entry["parameters"] as? [Swift.String: Any] ?? [:])
    }

    public static func string(_ parameters: [Swift.String: Any], _ name: Swift.String) -> Swift.String? {
        parameters[name] as? Swift.String
    }

    public static func int(_ parameters: [Swift.String: Any], _ name: Swift.String) -> Swift.Int? {
        parameters[name] as? Swift.Int
    }

    /// A whole number counts: JSON (a push's payload) does not tell `2.0` from `2`.
    public static func double(_ parameters: [Swift.String: Any], _ name: Swift.String) -> Swift.Double? {
        if let value = parameters[name] as? Swift.Double { return value }
        return (parameters[name] as? Swift.Int).map { Swift.Double($0) }
    }
}

/// The one place an app registers its notification categories.
/// `UNUserNotificationCenter.setNotificationCategories(_:)` replaces every category
/// registered before, so catalogs registering their own one after another would leave only
/// the last catalog's: register them all in one call,
/// `AlertlintNotificationCategories.register(PhotoNotifications.notificationCategories(), Messages.notificationCategories())`.
public enum AlertlintNotificationCategories {
    /// The categories of every catalog, in order. A category id an earlier catalog already
    /// declared is left out: the first one stands.
    public static func union(_ catalogs: [[NotificationCategorySpec]]) -> [NotificationCategorySpec] {
        var seen = Swift.Set<Swift.String>()
        return catalogs.joined().filter { seen.insert($0.id).inserted }
    }
}

// MARK: - UserNotifications

#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
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
        // Without this option iOS never reports a dismissal.
        let options: UserNotifications.UNNotificationCategoryOptions = spec.customDismissAction ? [.customDismissAction] : []
        if let placeholder = spec.hiddenPreviewsBodyPlaceholder {
            return UserNotifications.UNNotificationCategory(
                identifier: spec.id, actions: actions, intentIdentifiers: [],
                hiddenPreviewsBodyPlaceholder: placeholder, options: options
            )
        }
        return UserNotifications.UNNotificationCategory(identifier: spec.id, actions: actions, intentIdentifiers: [], options: options)
    }

    public static func content(_ spec: NotificationContentSpec, userInfo: [Swift.AnyHashable: Any]) -> UserNotifications.UNMutableNotificationContent {
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
        content.userInfo = userInfo
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

    public static func request(identifier: Swift.String, _ spec: NotificationContentSpec, userInfo: [Swift.AnyHashable: Any]) -> UserNotifications.UNNotificationRequest {
        UserNotifications.UNNotificationRequest(identifier: identifier, content: content(spec, userInfo: userInfo), trigger: trigger(spec.trigger))
    }
}

@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
extension NotificationResponseAction {
    /// What `response` reports.
    public init(_ response: UserNotifications.UNNotificationResponse) {
        switch response.actionIdentifier {
        case UserNotifications.UNNotificationDefaultActionIdentifier: self = .open
        case UserNotifications.UNNotificationDismissActionIdentifier: self = .dismiss
        case let identifier: self = .action(identifier, text: (response as? UserNotifications.UNTextInputNotificationResponse)?.userText)
        }
    }
}

@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
extension AlertlintNotificationCategories {
    /// Registers the categories of every catalog in one `setNotificationCategories(_:)`
    /// call, which replaces all categories registered before: pass every catalog, at launch.
    public static func register(
        _ catalogs: [NotificationCategorySpec]...,
        in center: UserNotifications.UNUserNotificationCenter = .current()
    ) {
        center.setNotificationCategories(Swift.Set(union(catalogs).map(AlertlintUserNotifications.category)))
    }
}

#if !os(watchOS)
/// The app icon's badge. Unavailable in iOS app extensions, which have no
/// `UIApplication.shared` for the iOS 15 fallback.
@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
@available(iOSApplicationExtension, unavailable)
@available(macCatalystApplicationExtension, unavailable)
public enum AlertlintAppBadge {
    /// Shows `count` on the app icon; 0 removes the badge. Uses
    /// `UNUserNotificationCenter.setBadgeCount(_:)` from iOS 16 and macOS 13, and before that
    /// `UIApplication.applicationIconBadgeNumber`, which `setBadgeCount` replaces; on macOS 12
    /// it does nothing.
    public static func set(_ count: Swift.Int, in center: UserNotifications.UNUserNotificationCenter = .current()) async throws {
        if #available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *) {
            try await center.setBadgeCount(count)
        } else {
            // iOS and Mac Catalyst (visionOS always has `setBadgeCount`).
            #if canImport(UIKit) && !os(visionOS)
            await MainActor.run { (UIKit.UIApplication.shared as any AlertlintIconBadgeNumber).applicationIconBadgeNumber = count }
            #endif
        }
    }

    /// Shows the badge a notification carries (its `badge:` count or parameter), as delivering
    /// it would; does nothing for a notification without a badge.
    public static func set(to content: NotificationContentSpec, in center: UserNotifications.UNUserNotificationCenter = .current()) async throws {
        guard let badge = content.badge else { return }
        try await set(badge, in: center)
    }
}

#if canImport(UIKit) && !os(visionOS)
/// `applicationIconBadgeNumber` through a protocol: the property is deprecated from iOS 17 and
/// the badge sets it only before iOS 16, so an app built for iOS 17 or later must not be warned
/// about a line that never runs for it.
@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor protocol AlertlintIconBadgeNumber: Swift.AnyObject {
    var applicationIconBadgeNumber: Swift.Int { get set }
}

@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
extension UIKit.UIApplication: AlertlintIconBadgeNumber {}
#endif
#endif
#endif
