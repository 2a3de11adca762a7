// SwiftUI API stubs for type-checking generated code on Linux.
//
// What this is: a module source that the test harness (Support/AppleTypeCheck.swift) compiles
// as a module named `SwiftUI` (after the UIKit stub, which it imports), so the real `swiftc`
// can check generated SwiftUI adapter code on a machine without Apple's SDK. It is never linked
// into anything and no body here ever runs: bodies are `fatalError()`, or return `EmptyView()`
// where an opaque `some View` result needs a concrete type to be inferred.
//
// Where the signatures come from: Apple's developer documentation, the Swift declaration shown
// on each page (https://developer.apple.com/documentation/swiftui/...), linked above each
// declaration. `@MainActor @preconcurrency` on `View`/`ViewModifier` and `nonisolated` on the
// built-in view structs, their initializers and the modifiers are as on those pages, so the
// stubs reproduce the isolation rules generated code meets in Swift 6 mode.
//
// Deliberate differences from the real SDK:
// - `@export(implementation)`, `@_alwaysEmitIntoClient`, `@inlinable`, `@frozen` and
//   `@available` are left out; they do not change what type-checks. Availability: `alert` and
//   `confirmationDialog` with `actions:`/`message:`, `Button(_:role:action:)`, `ButtonRole`,
//   `Visibility`, `textInputAutocapitalization`, `overlay(alignment:content:)` are iOS 15;
//   `TupleView` parameter packs in `ViewBuilder.buildBlock` are iOS 17 (older SDKs have
//   ten fixed-arity overloads, which accept the same code).
// - The newest pages (Xcode 27 docs) spell the builder attribute `@ContentBuilder`; this file
//   uses `@ViewBuilder`, which is what Xcode 26 and earlier declare and what code written for
//   them uses.
// - Only `import UIKit`, not `@_exported import UIKit`: generated code that names a UIKit type
//   (UIKeyboardType, UITextContentType) must import UIKit itself. That is stricter than, or
//   equal to, the SDK, so it never accepts code that iOS would reject for a missing import.
// - The view types' `body` is `Never` (SwiftUI's primitive views do the same).
// - Signatures marked "UNCONFIRMED" were not checked against a page while writing this file.

@_exported import Foundation
// The SDK's SwiftUI re-exports Combine: `ObservableObject` and `@Published` need no import of their own.
@_exported import Combine
import UIKit

// MARK: - View, builders and primitive view types

/// https://developer.apple.com/documentation/swiftui/view
/// `@MainActor @preconcurrency protocol View`; `associatedtype Body : View`;
/// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public nonisolated struct EmptyView: View, Sendable {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/anyview
public nonisolated struct AnyView: View {
    public init<V>(_ view: V) where V: View {}
    public init<V>(erasing view: V) where V: View {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public nonisolated struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public nonisolated struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `Optional: View where Wrapped: View` — what `if` without `else` produces in a view builder.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// `@resultBuilder struct ViewBuilder`.
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    /// iOS 17 form; earlier SDKs spell out `buildBlock<C0, C1>` ... `<C0, ..., C9>`.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
/// `@MainActor @preconcurrency protocol ViewModifier`;
/// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The proxy type behind `ViewModifier.Content`.
public nonisolated struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
/// `@frozen struct ModifiedContent<Content, Modifier>`; `nonisolated init(content:modifier:)`.
public nonisolated struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - State

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/binding
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`; conforms to
/// DynamicProperty, and to Sendable "only if its wrapped value type also conforms to Sendable"
/// (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    public init(projectedValue: Binding<Value>) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/state
/// `@frozen @propertyWrapper struct State<Value>`; conforms to DynamicProperty and Sendable;
/// `var wrappedValue: Value { get nonmutating set }`, `var projectedValue: Binding<Value> { get }`.
/// The Sendable conformance is declared conditional here, like Binding's (UNCONFIRMED for State).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public init() where Value: ExpressibleByNilLiteral {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/stateobject
/// `@MainActor @frozen @propertyWrapper @preconcurrency struct StateObject<ObjectType> where
/// ObjectType : ObservableObject`; `init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)`,
/// `var wrappedValue: ObjectType { get }`, `var projectedValue: ObservedObject<ObjectType>.Wrapper { get }`.
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/observedobject
/// `@MainActor @propertyWrapper @preconcurrency @frozen struct ObservedObject<ObjectType> where
/// ObjectType : ObservableObject`; `init(wrappedValue:)`, `init(initialValue:)`,
/// `@MainActor @preconcurrency var wrappedValue: ObjectType`,
/// `var projectedValue: ObservedObject<ObjectType>.Wrapper { get }`.
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    /// `@MainActor @dynamicMemberLookup @preconcurrency @frozen struct Wrapper`, Sendable;
    /// `@MainActor @preconcurrency subscript<Subject>(dynamicMember keyPath:
    /// ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { get }`.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper: Sendable {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    public init(wrappedValue: ObjectType) {}
    public init(initialValue: ObjectType) {}
    public var wrappedValue: ObjectType { get { fatalError() } nonmutating set {} }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - Text

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
/// UNCONFIRMED interpolation overloads: `String`, `_FormatSpecifiable` values (with an optional
/// `specifier:`) and `Text` are included; the formatter/format-style overloads are not.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
    }
}

/// The numeric types `LocalizedStringKey` interpolation accepts without a formatter.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

/// https://developer.apple.com/documentation/swiftui/text
/// `@frozen struct Text : Equatable, Sendable` with `init(verbatim:)`,
/// `init<S>(_ content: S) where S : StringProtocol` and
/// `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`.
public nonisolated struct Text: View, Equatable, Sendable {
    public init(verbatim content: String) {}
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

// MARK: - Controls

/// https://developer.apple.com/documentation/swiftui/buttonrole
/// `struct ButtonRole` with `static let destructive`, `static let cancel` (iOS 15) and, iOS 26,
/// `static let close`, `static let confirm`.
public struct ButtonRole: Equatable, Sendable {
    private let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}

/// https://developer.apple.com/documentation/swiftui/button
/// `nonisolated struct Button<Label> where Label : View`. Every initializer is
/// `@preconcurrency nonisolated` and takes `action: @escaping @MainActor () -> Void`.
public nonisolated struct Button<Label>: View where Label: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:) (iOS 15)
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    @preconcurrency public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @_disfavoredOverload
    @preconcurrency public nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:) (iOS 15)
    @preconcurrency public nonisolated init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    /// StringProtocol variant of the above (iOS 15).
    @_disfavoredOverload
    @preconcurrency public nonisolated init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/textfield
/// `nonisolated struct TextField<Label> where Label : View`.
public nonisolated struct TextField<Label>: View where Label: View {
    /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:) (iOS 15)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:) (iOS 15)
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/securefield
/// `nonisolated struct SecureField<Label> where Label : View`; initializers as on
/// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:) and
/// .../init(text:prompt:label:); the StringProtocol forms follow TextField's.
public nonisolated struct SecureField<Label>: View where Label: View {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/progressview
/// Checked: `init()`, `init(value:total:)`, `init(_ progress: Progress)` (pages under
/// .../progressview/). The title forms `init(_:)` and `init(_:value:total:)` with a
/// LocalizedStringKey or StringProtocol title follow the LocalizedStringResource page (iOS 16).
public nonisolated struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public nonisolated init() {}
    public nonisolated init<V>(value: V?, total: V = 1.0) where V: BinaryFloatingPoint {}
    public nonisolated init(_ progress: Progress) {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public nonisolated init(_ titleKey: LocalizedStringKey) {}
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S) where S: StringProtocol {}
    public nonisolated init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where V: BinaryFloatingPoint {}
    @_disfavoredOverload
    public nonisolated init<S, V>(_ title: S, value: V?, total: V = 1.0) where S: StringProtocol, V: BinaryFloatingPoint {}
}

// MARK: - Containers

/// https://developer.apple.com/documentation/swiftui/group
public nonisolated struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/foreach
/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`.
public nonisolated struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    private let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// https://developer.apple.com/documentation/swiftui/vstack
/// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
public nonisolated struct VStack<Content>: View where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/hstack
public nonisolated struct HStack<Content>: View where Content: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/zstack
public nonisolated struct ZStack<Content>: View where Content: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Presentation and text-input modifiers

/// https://developer.apple.com/documentation/swiftui/visibility (iOS 15)
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

/// https://developer.apple.com/documentation/swiftui/textinputautocapitalization (iOS 15)
/// `static var never/words/sentences/characters: TextInputAutocapitalization { get }`,
/// `init?(_ type: UITextAutocapitalizationType)`.
public struct TextInputAutocapitalization: Sendable {
    private let type: UITextAutocapitalizationType
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(type: .none) }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(type: .words) }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(type: .sentences) }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(type: .allCharacters) }
    public init?(_ type: UITextAutocapitalizationType) { self.type = type }
    private init(type: UITextAutocapitalizationType) { self.type = type }
}

extension View {
    // alert(_:isPresented:actions:) — https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)
    public nonisolated func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View { EmptyView() }
    @_disfavoredOverload
    public nonisolated func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where S: StringProtocol, A: View { EmptyView() }
    public nonisolated func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View { EmptyView() }

    // alert(_:isPresented:actions:message:) — https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
    public nonisolated func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { EmptyView() }
    @_disfavoredOverload
    public nonisolated func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View { EmptyView() }
    public nonisolated func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { EmptyView() }

    // alert(_:isPresented:presenting:actions:) — https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)
    public nonisolated func alert<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { EmptyView() }
    @_disfavoredOverload
    public nonisolated func alert<S, A, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View { EmptyView() }
    public nonisolated func alert<A, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { EmptyView() }

    // alert(_:isPresented:presenting:actions:message:) — https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)
    public nonisolated func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { EmptyView() }
    @_disfavoredOverload
    public nonisolated func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View { EmptyView() }
    public nonisolated func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { EmptyView() }

    // confirmationDialog(_:isPresented:titleVisibility:actions:) — https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
    public nonisolated func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View { EmptyView() }
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where S: StringProtocol, A: View { EmptyView() }
    public nonisolated func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View { EmptyView() }

    // confirmationDialog(_:isPresented:titleVisibility:actions:message:) — https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
    public nonisolated func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { EmptyView() }
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View { EmptyView() }
    public nonisolated func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { EmptyView() }

    // confirmationDialog(_:isPresented:titleVisibility:presenting:actions:) — https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)
    public nonisolated func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { EmptyView() }
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S, A, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View { EmptyView() }
    public nonisolated func confirmationDialog<A, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { EmptyView() }

    // confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:) — https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
    public nonisolated func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { EmptyView() }
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View { EmptyView() }
    public nonisolated func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) (iOS 15)
    public nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(_:alignment:) (deprecated form)
    public nonisolated func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:) (iOS 15)
    public nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
    public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
    public nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/view/autocapitalization(_:) (deprecated)
    public nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { EmptyView() }

    /// UNCONFIRMED: `nonisolated func disabled(_ disabled: Bool) -> some View`.
    public nonisolated func disabled(_ disabled: Bool) -> some View { EmptyView() }
    /// UNCONFIRMED: `nonisolated func padding(_ length: CGFloat? = nil) -> some View` (edge-set form left out).
    public nonisolated func padding(_ length: CGFloat? = nil) -> some View { EmptyView() }
}

// MARK: - Environment

/// https://developer.apple.com/documentation/swiftui/environmentvalues (iOS 13)
/// `struct EnvironmentValues`; `var locale: Locale { get set }`
/// (https://developer.apple.com/documentation/swiftui/environmentvalues/locale, iOS 13);
/// `var dynamicTypeSize: DynamicTypeSize { get set }` (iOS 15).
public struct EnvironmentValues {
    public init() {}
    public var locale: Locale { get { fatalError() } set {} }
    public var dynamicTypeSize: DynamicTypeSize { get { fatalError() } set {} }
}

/// https://developer.apple.com/documentation/swiftui/environment
/// `@frozen @propertyWrapper struct Environment<Value> : DynamicProperty`;
/// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`; `var wrappedValue: Value { get }`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize (iOS 15)
/// `enum DynamicTypeSize`; `var isAccessibilitySize: Bool { get }`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

// MARK: - Colors, shapes and materials

/// https://developer.apple.com/documentation/swiftui/shapestyle
/// `protocol ShapeStyle : Sendable` (its requirements are left out).
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
/// `@frozen struct Color`: a View and a ShapeStyle; `static let black: Color`;
/// `func opacity(_ opacity: Double) -> Color`.
public nonisolated struct Color: View, ShapeStyle, Hashable {
    private let name: String
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let clear = Color(name: "clear")
    public func opacity(_ opacity: Double) -> Color { self }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/material (iOS 15, macOS 12, tvOS 15,
/// watchOS 8 for the type; `regular` and the other materials watchOS 10,
/// https://developer.apple.com/documentation/swiftui/material/regular).
public struct Material: ShapeStyle {
    private let name: String
    public static let regular = Material(name: "regular")
    public static let thick = Material(name: "thick")
}

extension ShapeStyle where Self == Material {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/regularmaterial (iOS 15)
    public static var regularMaterial: Material { .regular }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/thickmaterial (iOS 15)
    public static var thickMaterial: Material { .thick }
}

/// https://developer.apple.com/documentation/swiftui/shape
/// `protocol Shape : Sendable, Animatable, View`; `path(in:)` and `Animatable` are left out.
public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
/// `init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)` (the default was
/// `.circular` before iOS 17; generated code passes the style).
public nonisolated struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle
/// `init(eoFill: Bool = false, antialiased: Bool = true)`.
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// MARK: - Text styling, layout, scrolling

/// https://developer.apple.com/documentation/swiftui/font
/// `static let headline`, `subheadline`, `body`, `footnote`: text styles that follow Dynamic Type.
public struct Font: Hashable, Sendable {
    private let style: String
    public static let headline = Font(style: "headline")
    public static let subheadline = Font(style: "subheadline")
    public static let body = Font(style: "body")
    public static let footnote = Font(style: "footnote")
}

/// https://developer.apple.com/documentation/swiftui/textalignment
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

/// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    case horizontal
    case vertical

    /// https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// https://developer.apple.com/documentation/swiftui/safearearegions (iOS 14)
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// https://developer.apple.com/documentation/swiftui/scrollview
/// `init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)`.
public nonisolated struct ScrollView<Content>: View where Content: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Keyboard shortcuts (iOS 14, macOS 11, visionOS; not tvOS or watchOS)

/// https://developer.apple.com/documentation/swiftui/keyboardshortcut
/// `static let defaultAction: KeyboardShortcut` (Return), `static let cancelAction` (Escape).
public struct KeyboardShortcut: Hashable, Sendable {
    private let name: String
    public static let defaultAction = KeyboardShortcut(name: "defaultAction")
    public static let cancelAction = KeyboardShortcut(name: "cancelAction")
}

// MARK: - Animation and transitions

/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
    private let name: String
    public static let `default` = Animation(name: "default")
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut") }
}

/// https://developer.apple.com/documentation/swiftui/anytransition
/// `static let opacity: AnyTransition` — a cross-dissolve.
public struct AnyTransition: Sendable {
    private let name: String
    public static let opacity = AnyTransition(name: "opacity")
}

// MARK: - Accessibility

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: UInt64
    public init() { bits = 0 }
    private init(bits: UInt64) { self.bits = bits }
    public static let isButton = AccessibilityTraits(bits: 1)
    public static let isHeader = AccessibilityTraits(bits: 2)
    public static let isModal = AccessibilityTraits(bits: 4)
    public static let updatesFrequently = AccessibilityTraits(bits: 8)
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { fatalError() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
/// `static let ignore`, `static let contain`, `static let combine`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError() }
}

/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
/// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1). Declared in the Accessibility
/// framework, which SwiftUI re-exports; the harness builds no Accessibility module, so the
/// declaration lives here. `struct ScreenChanged` with `init(_ element: Any? = nil)`
/// (https://developer.apple.com/documentation/accessibility/accessibilitynotification/screenchanged)
/// and `func post()` (from the notifications protocol; UNCONFIRMED: its isolation).
public enum AccessibilityNotification {
    public struct ScreenChanged {
        public init(_ element: Any? = nil) {}
        public func post() {}
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`.
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:)-8liec (iOS 14)
    public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:) (iOS 14)
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:) (iOS 14)
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`.
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:) (iOS 14)
    public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public nonisolated func font(_ font: Font?) -> some View { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:) (iOS 15)
    public nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
    public nonisolated func transition(_ t: AnyTransition) -> some View { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
    public nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { EmptyView() }
}
