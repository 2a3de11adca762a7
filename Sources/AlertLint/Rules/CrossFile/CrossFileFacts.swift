import AlertDiagnostics
import AlertSpec

/// What the rules that compare files (`CrossCatalogRule`) read of one catalog: its namespace,
/// its strings table's key space and language, its broadcasts and its notification
/// categories. `alertlint lint` keeps this of each file once the file is linted, not its
/// catalog, so memory does not grow with whole catalogs (decision 0055).
public struct CrossFileFacts: Sendable {
    public var path: String
    public var namespace: String
    /// The written `namespace:`; nil when derived from the file name.
    public var namespaceRange: ByteRange?
    /// The texts' keys and development values, the table and its development language.
    public var table: StringTableConflicts.TableFacts
    /// Each broadcast's id, name and what tells two apart (`KeptDefinitions.swift`).
    public var broadcasts: [Broadcast]
    /// Each notification's category, with the notification's id, in source order.
    public var categories: [Category]

    public init(_ catalog: Catalog) {
        path = catalog.path
        namespace = catalog.namespace
        namespaceRange = catalog.namespaceRange
        table = StringTableConflicts.TableFacts(catalog)
        broadcasts = catalog.broadcasts.map(Broadcast.init)
        categories = catalog.notifications.compactMap { notification in
            notification.category.map { Category(notification: notification.id, category: $0) }
        }
    }

    /// Every byte range of this file a cross-file finding or note can point at: what must
    /// keep its line and column once the file's bytes are dropped.
    public var ranges: [ByteRange] {
        [namespaceRange ?? .at(0)]
            + table.ranges
            + broadcasts.map(\.range)
            + categories.flatMap { [$0.keyRange] + $0.actions.map(\.range) }
    }

    public func sourceRange(_ bytes: ByteRange) -> SourceRange {
        SourceRange(path: path, bytes: bytes)
    }

    /// A finding in this file.
    public func finding(at range: ByteRange, _ message: String) -> Finding {
        Finding(range: sourceRange(range), message: message)
    }
}
