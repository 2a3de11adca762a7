// The Foundation part of broadcasts: reading a payload out of `userInfo` and turning posts
// into an asynchronous sequence of typed values, with what NotificationCenter offers on every
// platform (iOS 15 and Linux alike).

import Foundation

// MARK: - Broadcasts

/// The pieces generated broadcast types are built from.
@_spi(AlertlintGenerated) public enum AlertlintBroadcasts {
    /// An optional payload property as `userInfo` holds it: `.some(nil)` when the key is absent
    /// or `NSNull`, `.some(value)` when it holds a `Value`, and `nil` when it holds anything
    /// else — so a mistyped key makes the whole payload `nil` rather than a wrong value.
    public static func optional<Value>(_ stored: Any?) -> Value?? {
        switch stored {
        case nil: return .some(nil)
        case is Foundation.NSNull: return .some(nil)
        case let value as Value: return .some(value)
        default: return nil
        }
    }

    /// Every notification named `name` (from `object`, or from anyone when it is nil) posted
    /// on `center` from now on that `make` turns into a value. The observer is removed when
    /// the sequence's consumer stops iterating.
    public static func values<Value: Swift.Sendable>(
        named name: Foundation.Notification.Name,
        object: Any?,
        center: Foundation.NotificationCenter,
        _ make: @escaping @Sendable (Foundation.Notification) -> Value?
    ) -> Swift.AsyncStream<Value> {
        Swift.AsyncStream { continuation in
            let observer = center.addObserver(forName: name, object: object, queue: nil) { notification in
                if let value = make(notification) { continuation.yield(value) }
            }
            let removal = AlertlintObserverRemoval(center: center, observer: observer)
            continuation.onTermination = { _ in removal.remove() }
        }
    }
}

/// Removes a block observer once. The token `addObserver(forName:object:queue:using:)`
/// returns is not `Sendable`, but removing it from any thread is what NotificationCenter
/// documents, so the box is.
final class AlertlintObserverRemoval: @unchecked Swift.Sendable {
    private let center: Foundation.NotificationCenter
    private let lock = Foundation.NSLock()
    private var observer: (any Foundation.NSObjectProtocol)?

    init(center: Foundation.NotificationCenter, observer: any Foundation.NSObjectProtocol) {
        self.center = center
        self.observer = observer
    }

    func remove() {
        lock.lock()
        let observer = self.observer
        self.observer = nil
        lock.unlock()
        if let observer { center.removeObserver(observer) }
    }
}
