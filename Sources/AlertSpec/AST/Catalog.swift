import AlertDiagnostics

/// One spec file, decoded: the typed model every linter rule and generator reads.
///
/// Positions are UTF-8 byte ranges into the file at `path`. A definition with a format error
/// is left out of the catalog (it was reported), so rules and generators only ever see
/// definitions that are well formed.
public struct Catalog: Sendable, Hashable {
    public var path: String
    /// The Swift namespace: written, or derived from the file name.
    public var namespace: String
    /// Where `namespace:` was written; nil when derived from the file name.
    public var namespaceRange: ByteRange?
    /// The strings table; the namespace unless `table:` names another.
    public var table: String
    /// Where `table:` was written; nil when the table is the namespace.
    public var tableRange: ByteRange?
    public var developmentLanguage: LocaleID
    /// Where `developmentLanguage:` was written; nil when it is the default or the
    /// configuration's.
    public var developmentLanguageRange: ByteRange?
    /// The locales the catalog must be translated into, in the order written.
    public var locales: [Located<LocaleID>]
    public var platforms: Set<Platform>
    public var alerts: [AlertDefinition]
    public var actionSheets: [AlertDefinition]
    public var notifications: [NotificationDefinition]
    public var progress: [ProgressDefinition]
    public var flows: [FlowDefinition]
    public var sounds: [SoundDefinition]
    public var broadcasts: [BroadcastDefinition]
    /// The whole document.
    public var range: ByteRange

    public init(
        path: String,
        namespace: String,
        namespaceRange: ByteRange? = nil,
        table: String? = nil,
        tableRange: ByteRange? = nil,
        developmentLanguage: LocaleID = .english,
        developmentLanguageRange: ByteRange? = nil,
        locales: [Located<LocaleID>] = [],
        platforms: Set<Platform> = Platform.defaults,
        alerts: [AlertDefinition] = [],
        actionSheets: [AlertDefinition] = [],
        notifications: [NotificationDefinition] = [],
        progress: [ProgressDefinition] = [],
        flows: [FlowDefinition] = [],
        sounds: [SoundDefinition] = [],
        broadcasts: [BroadcastDefinition] = [],
        range: ByteRange
    ) {
        self.path = path
        self.namespace = namespace
        self.namespaceRange = namespaceRange
        self.table = table ?? namespace
        self.tableRange = table == nil ? nil : tableRange
        self.developmentLanguage = developmentLanguage
        self.developmentLanguageRange = developmentLanguageRange
        self.locales = locales
        self.platforms = platforms
        self.alerts = alerts
        self.actionSheets = actionSheets
        self.notifications = notifications
        self.progress = progress
        self.flows = flows
        self.sounds = sounds
        self.broadcasts = broadcasts
        self.range = range
    }

    /// A range in this catalog's file, for diagnostics.
    public func sourceRange(_ bytes: ByteRange) -> SourceRange {
        SourceRange(path: path, bytes: bytes)
    }

    /// Every text of the catalog with the definition it belongs to, in source order.
    public var allTexts: [Text] {
        var texts: [Text] = []
        for definition in alerts + actionSheets { texts += definition.texts }
        for definition in notifications { texts += definition.texts }
        for definition in progress { texts += definition.texts }
        return texts.sorted { $0.range < $1.range }
    }
}

/// A value with the byte range it was written at.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var range: ByteRange

    public init(_ value: Value, range: ByteRange) {
        self.value = value
        self.range = range
    }
}

public enum Platform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iphone
    case ipad
    case mac

    public static let defaults: Set<Platform> = [.iphone, .ipad]

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A parameter a definition's generated function takes.
public struct Parameter: Sendable, Hashable {
    public enum ValueType: String, Sendable, Hashable, CaseIterable {
        case string = "String"
        case int = "Int"
        case double = "Double"
    }

    public var name: String
    public var type: ValueType
    /// The parameter's key in `parameters:`.
    public var range: ByteRange

    public init(name: String, type: ValueType, range: ByteRange) {
        self.name = name
        self.type = type
        self.range = range
    }
}

extension Catalog {
    /// The alert or action sheet with `id`, as a flow names its confirmation or result.
    public func alertOrSheet(_ id: String) -> AlertDefinition? {
        alerts.first { $0.id == id } ?? actionSheets.first { $0.id == id }
    }

    /// The progress overlay with `id`, as a flow names it.
    public func progressOverlay(_ id: String) -> ProgressDefinition? {
        progress.first { $0.id == id }
    }
}

extension Array where Element == Parameter {
    public subscript(named name: String) -> Parameter? { first { $0.name == name } }
}
