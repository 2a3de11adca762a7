import AlertDiagnostics

/// An in-app notification posted through `NotificationCenter`, with a typed payload instead
/// of a `userInfo` of `Any`. Broadcasts have no user-visible text.
public struct BroadcastDefinition: Sendable, Hashable {
    /// Where observers run.
    public enum Isolation: String, Sendable, Hashable, CaseIterable {
        /// Synchronously on the main actor (`NotificationCenter.MainActorMessage`).
        case mainActor
        /// Asynchronously, from any isolation (`NotificationCenter.AsyncMessage`).
        case async
    }

    /// One property of the payload: a `userInfo` key and its type.
    public struct Property: Sendable, Hashable {
        public var name: String
        public var type: PayloadType
        /// The property's key in `payload:`.
        public var range: ByteRange

        public init(name: String, type: PayloadType, range: ByteRange) {
            self.name = name
            self.type = type
            self.range = range
        }
    }

    public var id: String
    public var idRange: ByteRange
    public var range: ByteRange
    /// The `Notification.Name` raw value: written, or `<namespace>.<id>`.
    public var name: String
    /// Where `name:` was written; nil when it is the default.
    public var nameRange: ByteRange?
    /// The Swift type of the object that posts it (the notification's `object`).
    public var subject: Located<String>?
    public var isolation: Isolation
    public var payload: [Property]
    /// Where `payload:` was written.
    public var payloadRange: ByteRange?
    /// What it announces; the generated type's doc comment.
    public var comment: String?

    public init(
        id: String,
        idRange: ByteRange,
        range: ByteRange,
        name: String,
        nameRange: ByteRange? = nil,
        subject: Located<String>? = nil,
        isolation: Isolation = .mainActor,
        payload: [Property] = [],
        payloadRange: ByteRange? = nil,
        comment: String? = nil
    ) {
        self.id = id
        self.idRange = idRange
        self.range = range
        self.name = name
        self.nameRange = nameRange
        self.subject = subject
        self.isolation = isolation
        self.payload = payload
        self.payloadRange = payloadRange
        self.comment = comment
    }
}

/// The type of a payload property: one of eight value types, possibly an array of them,
/// possibly optional (`[String]?`).
public struct PayloadType: Sendable, Hashable, CustomStringConvertible {
    public enum Base: String, Sendable, Hashable, CaseIterable {
        case string = "String"
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
        case date = "Date"
        case url = "URL"
        case data = "Data"
        case uuid = "UUID"
    }

    public var base: Base
    public var isArray: Bool
    public var isOptional: Bool

    public init(_ base: Base, isArray: Bool = false, isOptional: Bool = false) {
        self.base = base
        self.isArray = isArray
        self.isOptional = isOptional
    }

    /// The Swift spelling: `String`, `[Int]`, `Date?`, `[URL]?`.
    public var description: String {
        (isArray ? "[\(base.rawValue)]" : base.rawValue) + (isOptional ? "?" : "")
    }

    /// `String`, `Int?`, `[URL]`, `[UUID]?` as written in a spec; nil for anything else.
    public init?(spelling: String) {
        var text = Substring(spelling)
        let isOptional = text.hasSuffix("?")
        if isOptional { text = text.dropLast() }
        let isArray = text.hasPrefix("[") && text.hasSuffix("]")
        if isArray { text = text.dropFirst().dropLast() }
        guard let base = Base(rawValue: String(text)) else { return nil }
        self.init(base, isArray: isArray, isOptional: isOptional)
    }
}
