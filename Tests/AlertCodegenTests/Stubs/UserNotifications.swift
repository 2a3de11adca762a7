// UserNotifications API stubs for type-checking generated code on Linux.
//
// What this is: a module source that the test harness (Support/AppleTypeCheck.swift) compiles
// as a module named `UserNotifications`, so the real `swiftc` can check generated
// notification code on a machine without Apple's SDK. It is never linked into anything:
// no body here ever runs. Bodies are `fatalError()` or trivial defaults.
//
// Where the signatures come from: Apple's developer documentation, the Swift declaration shown
// on each page (https://developer.apple.com/documentation/usernotifications/...), linked above
// each declaration. The classes are plain `class`es, not `Sendable`: the pages list no Sendable
// conformance for them (their option sets, enums and `UNNotificationSoundName` do list it),
// so Swift 6 code must not send a `UNNotificationResponse` across actors, as on iOS.
//
// Deliberate differences from the real SDK, because Linux has no Objective-C runtime:
// - Objective-C `optional` protocol requirements of UNUserNotificationCenterDelegate are
//   declared as requirements with default implementations in an extension.
// - NSSecureCoding/NSCopying conformances are left out. `UNNotificationResponse.targetScene`
//   (a UIKit type) is left out so this module does not depend on UIKit.
// - `@available` is omitted. Availability above iOS 10: `interruptionLevel` and
//   `relevanceScore` iOS 15, `filterCriteria` iOS 16, `UNNotificationActionIcon` iOS 15,
//   the `hiddenPreviewsBodyPlaceholder:` category initializer iOS 11, `add(_:) async` iOS 15
//   concurrency back-deployment as documented. `setBadgeCount` (iOS 16, not watchOS) keeps its
//   `@available`. Categories, actions, text-input actions, responses and the delegate's
//   `didReceive` have no tvOS in their pages' availability lists: generated code leaves tvOS
//   out of its UserNotifications part (`#if … && !os(tvOS)`).
// - Signatures marked "UNCONFIRMED" were not checked against a page while writing this file.
// - `init()` is public on the classes below so the convenience initializers can call it; the
//   SDK may mark some of them `NS_UNAVAILABLE` (UNCONFIRMED), so generated code should use
//   the documented initializers only. UNUserNotificationCenter's is unavailable, as documented.

@_exported import Foundation

// MARK: - Actions and categories

/// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationactionicon (iOS 15)
open class UNNotificationActionIcon: NSObject {
    public convenience init(systemImageName: String) { self.init() }
    public convenience init(templateImageName: String) { self.init() }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationaction
open class UNNotificationAction: NSObject {
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) { self.init() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:icon:) (iOS 15)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) { self.init() }
    open var identifier: String { fatalError() }
    open var title: String { fatalError() }
    open var options: UNNotificationActionOptions { fatalError() }
    open var icon: UNNotificationActionIcon? { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction
open class UNTextInputNotificationAction: UNNotificationAction {
    /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/init(identifier:title:options:textinputbuttontitle:textinputplaceholder:)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String, textInputPlaceholder: String) { self.init() }
    /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/init(identifier:title:options:icon:textinputbuttontitle:textinputplaceholder:) (iOS 15)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?, textInputButtonTitle: String, textInputPlaceholder: String) { self.init() }
    open var textInputButtonTitle: String { fatalError() }
    open var textInputPlaceholder: String { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// iOS 11.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// iOS 11.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    /// iOS 13, deprecated in iOS 15.
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcategory
open class UNNotificationCategory: NSObject {
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:options:)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) { self.init() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:hiddenpreviewsbodyplaceholder:options:) (iOS 11)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) { self.init() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:hiddenpreviewsbodyplaceholder:categorysummaryformat:options:) (iOS 12)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?, options: UNNotificationCategoryOptions = []) { self.init() }
    open var identifier: String { fatalError() }
    open var actions: [UNNotificationAction] { fatalError() }
    open var intentIdentifiers: [String] { fatalError() }
    open var hiddenPreviewsBodyPlaceholder: String { fatalError() }
    open var categorySummaryFormat: String { fatalError() }
    open var options: UNNotificationCategoryOptions { fatalError() }
}

// MARK: - Content

/// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel (iOS 15)
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationsoundname
/// Conforms to Equatable, Hashable, RawRepresentable, Sendable; initializers `init(_:)` and
/// `init(rawValue:)`. Not ExpressibleByStringLiteral: `UNNotificationSoundName("chime.caf")`.
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationsound
open class UNNotificationSound: NSObject {
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/default
    open class var `default`: UNNotificationSound { fatalError() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/init(named:)
    public convenience init(named name: UNNotificationSoundName) { self.init() }
    /// iOS 12.
    open class var defaultCritical: UNNotificationSound { fatalError() }
    /// iOS 12.
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> Self { fatalError() }
    /// iOS 12.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> Self { fatalError() }
    /// iOS 12.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> Self { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationattachment
/// UNCONFIRMED: `convenience init(identifier: String, url URL: URL, options: [AnyHashable : Any]? = nil) throws`.
open class UNNotificationAttachment: NSObject {
    public override init() { super.init() }
    public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws { self.init() }
    open var identifier: String { fatalError() }
    open var url: URL { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent
/// The read-only content of a delivered notification.
open class UNNotificationContent: NSObject {
    public override init() { super.init() }
    open var title: String { fatalError() }
    open var subtitle: String { fatalError() }
    open var body: String { fatalError() }
    open var attachments: [UNNotificationAttachment] { fatalError() }
    open var userInfo: [AnyHashable: Any] { fatalError() }
    open var launchImageName: String { fatalError() }
    open var badge: NSNumber? { fatalError() }
    open var targetContentIdentifier: String? { fatalError() }
    open var sound: UNNotificationSound? { fatalError() }
    open var interruptionLevel: UNNotificationInterruptionLevel { fatalError() }
    open var relevanceScore: Double { fatalError() }
    open var filterCriteria: String? { fatalError() }
    open var threadIdentifier: String { fatalError() }
    open var categoryIdentifier: String { fatalError() }
    open var summaryArgument: String { fatalError() }
    open var summaryArgumentCount: Int { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
/// Every property is `{ get set }` (see the topics list on that page).
open class UNMutableNotificationContent: UNNotificationContent {
    open override var title: String { get { fatalError() } set {} }
    open override var subtitle: String { get { fatalError() } set {} }
    open override var body: String { get { fatalError() } set {} }
    open override var attachments: [UNNotificationAttachment] { get { fatalError() } set {} }
    open override var userInfo: [AnyHashable: Any] { get { fatalError() } set {} }
    open override var launchImageName: String { get { fatalError() } set {} }
    open override var badge: NSNumber? { get { fatalError() } set {} }
    open override var targetContentIdentifier: String? { get { fatalError() } set {} }
    open override var sound: UNNotificationSound? { get { fatalError() } set {} }
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { fatalError() } set {} }
    open override var relevanceScore: Double { get { fatalError() } set {} }
    open override var filterCriteria: String? { get { fatalError() } set {} }
    open override var threadIdentifier: String { get { fatalError() } set {} }
    open override var categoryIdentifier: String { get { fatalError() } set {} }
    open override var summaryArgument: String { get { fatalError() } set {} }
    open override var summaryArgumentCount: Int { get { fatalError() } set {} }
}

// MARK: - Triggers and requests

/// https://developer.apple.com/documentation/usernotifications/unnotificationtrigger
open class UNNotificationTrigger: NSObject {
    public override init() { super.init() }
    open var repeats: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    /// https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger/init(timeinterval:repeats:)
    public convenience init(timeInterval: TimeInterval, repeats: Bool) { self.init() }
    open var timeInterval: TimeInterval { fatalError() }
    open func nextTriggerDate() -> Date? { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    /// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger/init(datematching:repeats:)
    public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.init() }
    open var dateComponents: DateComponents { fatalError() }
    open func nextTriggerDate() -> Date? { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationrequest
open class UNNotificationRequest: NSObject {
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationrequest/init(identifier:content:trigger:)
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) { self.init() }
    open var identifier: String { fatalError() }
    open var content: UNNotificationContent { fatalError() }
    open var trigger: UNNotificationTrigger? { fatalError() }
}

// MARK: - Delivered notifications and responses

/// https://developer.apple.com/documentation/usernotifications/unnotification
open class UNNotification: NSObject {
    public override init() { super.init() }
    open var date: Date { fatalError() }
    open var request: UNNotificationRequest { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

/// https://developer.apple.com/documentation/usernotifications/unnotificationresponse
open class UNNotificationResponse: NSObject {
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
    open var actionIdentifier: String { fatalError() }
    /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification
    open var notification: UNNotification { fatalError() }
}

/// https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse
open class UNTextInputNotificationResponse: UNNotificationResponse {
    /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse/usertext
    open var userText: String { fatalError() }
}

// MARK: - Notification center

/// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// iOS 14.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// iOS 14.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate
/// `protocol UNUserNotificationCenterDelegate : NSObjectProtocol`. The requirements are
/// Objective-C `optional`; here they have default implementations instead.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {}
}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
/// "Do not try to create instances of the UNUserNotificationCenter class directly" (current()).
open class UNUserNotificationCenter: NSObject {
    @available(*, unavailable, message: "use UNUserNotificationCenter.current()")
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()
    open class func current() -> UNUserNotificationCenter { fatalError() }
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setnotificationcategories(_:)
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/add(_:withcompletionhandler:)
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {}
    /// The async form Swift imports for the method above.
    open func add(_ request: UNNotificationRequest) async throws {}
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:)
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {}
    /// The async form Swift imports for the method above.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { fatalError() }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    open func removeAllPendingNotificationRequests() {}
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}
    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setbadgecount(_:withcompletionhandler:)
    /// iOS 16, iPadOS 16, Mac Catalyst 16, macOS 13, tvOS 16, visionOS 1; not watchOS (the
    /// availability list on that page). `@available` is kept here, unlike elsewhere in this file,
    /// because generated code must call it behind `#available`.
    @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {}
    /// The async form the page documents: `func setBadgeCount(_ newBadgeCount: Int) async throws`.
    @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
