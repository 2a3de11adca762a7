/// The UserNotifications part of `AlertlintRuntime.swift`.
enum UserNotificationsRuntimeSource {
    static func render(access: AccessLevel) -> String { "" }
}
