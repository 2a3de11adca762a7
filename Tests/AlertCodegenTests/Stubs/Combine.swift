// Combine API stubs for type-checking generated code on Linux: only what SwiftUI's observable
// objects need (`ObservableObject`, its publisher, `@Published`).
//
// What this is: a module source that the test harness (Support/AppleTypeCheck.swift) compiles
// as a module named `Combine`, before SwiftUI, which re-exports it as the SDK's does (apps write
// `class Model: ObservableObject { @Published var … }` after `import SwiftUI` alone). It is
// never linked into anything and no body here ever runs.
//
// Where the signatures come from: Apple's developer documentation, the Swift declaration shown
// on each page (https://developer.apple.com/documentation/combine/...), linked above each
// declaration. `@available` is left out: all of it is iOS 13, below the generated code's floor.
//
// Deliberate differences from the real SDK:
// - `Publisher` has only its associated types; no operators, subscribers or `receive(subscriber:)`.
// - `Published.wrappedValue` is a plain property here. The SDK marks it unavailable and reaches
//   the value through the enclosing-instance subscript, which only classes can use; code that
//   uses `@Published` in a class type-checks the same either way.

/// https://developer.apple.com/documentation/combine/publisher
/// `protocol Publisher<Output, Failure>` (associated types only here).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
/// `final class ObservableObjectPublisher` with `init()` and `send()`; the page lists
/// `Publisher` (Output `Void`, Failure `Never`). Sendable: UNCONFIRMED, left out.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

/// https://developer.apple.com/documentation/combine/observableobject
/// `protocol ObservableObject : AnyObject`;
/// `associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher where
/// Self.ObjectWillChangePublisher.Failure == Never`;
/// `var objectWillChange: Self.ObjectWillChangePublisher { get }`.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

/// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
/// `var objectWillChange: ObservableObjectPublisher { get }` where the publisher is the default.
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// https://developer.apple.com/documentation/combine/published
/// `@propertyWrapper struct Published<Value>`; `init(wrappedValue:)`, `init(initialValue:)`,
/// `var projectedValue: Published<Value>.Publisher { get set }`.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value { get { fatalError() } set {} }
    public var projectedValue: Published<Value>.Publisher { get { fatalError() } set {} }

    /// https://developer.apple.com/documentation/combine/published/publisher
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}
