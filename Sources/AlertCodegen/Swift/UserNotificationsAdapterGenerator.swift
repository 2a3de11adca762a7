import AlertSpec

/// The UserNotifications part of a catalog's Swift file, behind `#if canImport(UserNotifications)`.
struct UserNotificationsAdapterGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    func write(into writer: inout SwiftWriter) {}
}
