import AlertDiagnostics

/// How a scalar was written. Later stages use it to tell `"1"` from `1` and `yes` from `"yes"`.
public enum ScalarStyle: String, Sendable, Hashable, Codable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded

    public var isQuoted: Bool { self == .singleQuoted || self == .doubleQuoted }
}

/// A scalar's text after YAML's escapes and folding, and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    public var value: String
    public var style: ScalarStyle

    public init(_ value: String, style: ScalarStyle = .plain) {
        self.value = value
        self.style = style
    }

    /// A plain scalar that YAML reads as null: empty, `~` or `null`.
    public var isNull: Bool {
        style == .plain && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
    }
}

/// One node of a YAML document with the exact UTF-8 byte range it was read from.
///
/// A node is a view into its document's `YAMLTree`: a reference to the tree and the node's
/// position in it. Copying one costs a retain, never an allocation; the tree lives as long as
/// any node of it does.
///
/// Two ways to read it. `content`, `scalar`, `sequence` and `mapping` build their values
/// (a `String`, an array of children) on each call: convenient where little is read, such as
/// a configuration file. The decoder, which reads every node of every spec, uses `items`
/// and `entries`, random-access views of the children in place, and reads scalars with
/// `hasValue(_:)`, `withScalarUTF8(_:)` and `isNull`, which allocate nothing.
public struct YAMLNode: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
    }

    public enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    /// A mapping entry. Keys are always scalars: the reader rejects any other key.
    public struct Entry: Sendable, Hashable {
        let tree: YAMLTree
        /// The key's position in the tree; its value is stored right after it.
        let keyIndex: Int

        public var key: YAMLNode { YAMLNode(tree: tree, index: keyIndex) }
        public var value: YAMLNode { YAMLNode(tree: tree, index: keyIndex + 1) }

        /// The key's text.
        public var name: String { key.scalar?.value ?? "" }

        public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// A sequence's items, in order.
    public struct Items: RandomAccessCollection, Sendable, Hashable {
        let tree: YAMLTree
        /// The first item's position in the tree; the items are stored one after another.
        let first: Int
        public let count: Int

        init(tree: YAMLTree, first: Int, count: Int) {
            self.tree = tree
            self.first = first
            self.count = count
        }

        /// An empty sequence, for a value that stands for one (a null, a missing key).
        public init() {
            self.init(tree: .empty, first: 0, count: 0)
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> YAMLNode {
            precondition(position >= 0 && position < count, "index out of range")
            return YAMLNode(tree: tree, index: first + position)
        }

        public static func == (lhs: Items, rhs: Items) -> Bool { lhs.elementsEqual(rhs) }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for item in self { hasher.combine(item) }
        }
    }

    /// A mapping's entries, in the order written.
    public struct Entries: RandomAccessCollection, Sendable, Hashable {
        let tree: YAMLTree
        /// The first key's position in the tree; keys and values alternate from there.
        let first: Int
        public let count: Int

        init(tree: YAMLTree, first: Int, count: Int) {
            self.tree = tree
            self.first = first
            self.count = count
        }

        /// An empty mapping, for a value that stands for one (a null, a missing key).
        public init() {
            self.init(tree: .empty, first: 0, count: 0)
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> Entry {
            precondition(position >= 0 && position < count, "index out of range")
            return Entry(tree: tree, keyIndex: first + 2 * position)
        }

        public static func == (lhs: Entries, rhs: Entries) -> Bool { lhs.elementsEqual(rhs) }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for entry in self { hasher.combine(entry) }
        }
    }

    let tree: YAMLTree
    let index: Int

    init(tree: YAMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    private var record: YAMLTree.Record { tree.records[index] }

    /// From the node's first byte (its anchor or tag, if it has one) to just after its last
    /// one. A block collection ends with its last child; a flow collection with its closing
    /// bracket; a block scalar (`|`, `>`) with the last non-blank byte of its text, or its
    /// header when it has none; a quoted scalar with its closing quote; an empty value is an
    /// empty range where the value would start.
    public var range: ByteRange {
        let record = record
        return ByteRange(start: Int(record.start), end: Int(record.end))
    }

    /// Written in flow style (`[a, b]`, `{a: 1}`); false for block collections and scalars.
    public var isFlow: Bool { record.isFlow }

    /// What the node holds, its scalar text or its children copied out.
    public var content: Content {
        let record = record
        switch record.kind {
        case .scalar: return .scalar(YAMLScalar(tree.string(record), style: record.style))
        case .sequence: return .sequence(Array(Items(tree: tree, first: Int(record.first), count: Int(record.count))))
        case .mapping: return .mapping(Array(Entries(tree: tree, first: Int(record.first), count: Int(record.count))))
        }
    }

    /// The scalar's text and style; nil for a collection. Builds the text on each call.
    public var scalar: YAMLScalar? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return YAMLScalar(tree.string(record), style: record.style)
    }

    /// The sequence's items as an array; nil for anything else. `items` reads them in place.
    public var sequence: [YAMLNode]? { items.map(Array.init) }

    /// The mapping's entries as an array; nil for anything else. `entries` reads them in place.
    public var mapping: [Entry]? { entries.map(Array.init) }

    /// The sequence's items, read in place; nil for anything else.
    public var items: Items? {
        let record = record
        guard record.kind == .sequence else { return nil }
        return Items(tree: tree, first: Int(record.first), count: Int(record.count))
    }

    /// The mapping's entries, read in place; nil for anything else.
    public var entries: Entries? {
        let record = record
        guard record.kind == .mapping else { return nil }
        return Entries(tree: tree, first: Int(record.first), count: Int(record.count))
    }

    /// The entry for `key`, if this node is a mapping that has it.
    public func entry(_ key: String) -> Entry? {
        guard let entries else { return nil }
        for entry in entries where entry.key.hasValue(key) { return entry }
        return nil
    }

    /// The value for `key`, if this node is a mapping that has it.
    public subscript(key: String) -> YAMLNode? { entry(key)?.value }

    /// How messages name the kind of this node: "null", "a scalar", "a list", "a mapping".
    public var kindDescription: String {
        switch record.kind {
        case .scalar: isNull ? "null" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    // MARK: Reading scalars without allocating

    /// Scalar, sequence or mapping, without reading the content.
    public var kind: Kind { record.kind }

    /// This node is a scalar.
    public var isScalar: Bool { record.kind == .scalar }

    /// How this scalar was written; nil for a collection.
    public var scalarStyle: ScalarStyle? {
        let record = record
        return record.kind == .scalar ? record.style : nil
    }

    /// A plain scalar with no text at all: `key:` with nothing after the colon.
    public var isEmptyPlainScalar: Bool {
        let record = record
        return record.kind == .scalar && record.style == .plain && record.count == 0
    }

    /// A plain scalar that YAML reads as null (`scalar?.isNull`, without building the text).
    public var isNull: Bool {
        let record = record
        guard record.kind == .scalar, record.style == .plain else { return false }
        return tree.withBytes(record) { bytes in
            switch bytes.count {
            case 0: true
            case 1: bytes[0] == UInt8(ascii: "~")
            case 4: Self.nullSpellings.contains { $0.elementsEqual(bytes) }
            default: false
            }
        }
    }

    private static let nullSpellings: [[UInt8]] = [Array("null".utf8), Array("Null".utf8), Array("NULL".utf8)]

    /// Calls `body` with this scalar's UTF-8 text (after escapes and folding); nil for a
    /// collection. The buffer is valid only during the call.
    public func withScalarUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return try tree.withBytes(record, body)
    }

    /// Whether this is a scalar whose text equals `text` as `String` compares them.
    ///
    /// Equal bytes settle it at once; so do different bytes when both sides are ASCII. Other
    /// text is compared as strings, since Unicode canonical equivalence makes, for example,
    /// U+212A KELVIN SIGN equal to `K`.
    public func hasValue(_ text: String) -> Bool {
        let record = record
        guard record.kind == .scalar else { return false }
        var text = text
        return text.withUTF8 { wanted in
            tree.withBytes(record) { bytes in
                if bytes.count == wanted.count, bytes.elementsEqual(wanted) { return true }
                if ByteSearch.isASCII(bytes), ByteSearch.isASCII(wanted) { return false }
                return String(decoding: bytes, as: UTF8.self) == String(decoding: wanted, as: UTF8.self)
            }
        }
    }
}

extension YAMLNode: Hashable {
    /// Nodes are equal when they hold the same content at the same range, wherever they are
    /// stored.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        if lhs.tree === rhs.tree, lhs.index == rhs.index { return true }
        guard lhs.range == rhs.range, lhs.isFlow == rhs.isFlow else { return false }
        switch (lhs.record.kind, rhs.record.kind) {
        case (.scalar, .scalar): return lhs.scalar == rhs.scalar
        case (.sequence, .sequence): return lhs.items == rhs.items
        case (.mapping, .mapping): return lhs.entries == rhs.entries
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(isFlow)
        switch record.kind {
        case .scalar: hasher.combine(scalar)
        case .sequence: hasher.combine(items)
        case .mapping: hasher.combine(entries)
        }
    }
}

/// The nodes of one document, stored flat: a node is a record, and a scalar's text is a slice
/// of one shared byte buffer.
///
/// A collection's children are consecutive records (a mapping's as key, value, key, value),
/// so a node needs no array of its own and the whole tree is two allocations, freed at once.
/// The reader builds the tree bottom-up: a collection's children are stored when it closes,
/// so every child comes before its parent and the root is the last record. Immutable once
/// built, and shared by every `YAMLNode` of the document.
final class YAMLTree: Sendable {
    struct Record {
        typealias Kind = YAMLNode.Kind

        /// The node's byte range in the file.
        var start: Int32
        var end: Int32
        /// A scalar's first byte in `scalarBytes`; a collection's first child in `records`.
        var first: Int32
        /// A scalar's length in bytes; a sequence's item count; a mapping's entry count (it
        /// has twice as many children).
        var count: Int32
        var kind: Kind
        /// A scalar's style; `.plain` for a collection.
        var style: ScalarStyle
        /// A collection written in flow style.
        var isFlow: Bool
    }

    /// The largest file the 32-bit offsets of a record can describe, with room for the
    /// escapes that make a scalar's text longer than its source (`\P` is 2 bytes of source
    /// and 3 of text).
    static let maxFileBytes = Int(Int32.max) / 2

    let records: [Record]
    let scalarBytes: [UInt8]

    /// A tree without nodes, behind the empty `Items()` and `Entries()`.
    static let empty = YAMLTree(records: [], scalarBytes: [])

    init(records: [Record], scalarBytes: [UInt8]) {
        self.records = records
        self.scalarBytes = scalarBytes
    }

    func withBytes<Result>(_ record: Record, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try scalarBytes.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[Int(record.first)..<Int(record.first + record.count)]))
        }
    }

    func string(_ record: Record) -> String {
        withBytes(record) { String(decoding: $0, as: UTF8.self) }
    }
}

/// A `# comment`, recorded because libyaml drops comments and suppressions live in them.
public struct YAMLComment: Sendable, Hashable {
    /// From the `#` to the end of its line, line break excluded.
    public var range: ByteRange
    /// The text after `#`, with surrounding whitespace trimmed.
    public var text: String
    /// Only whitespace stands before the comment on its line.
    public var isOwnLine: Bool

    public init(range: ByteRange, text: String, isOwnLine: Bool) {
        self.range = range
        self.text = text
        self.isOwnLine = isOwnLine
    }
}

/// A parsed file: its root node (nil when there is none or the file could not be read) and
/// its comments in source order.
public struct YAMLDocument: Sendable {
    public var file: SourceFile
    public var root: YAMLNode?
    public var comments: [YAMLComment]

    public init(file: SourceFile, root: YAMLNode?, comments: [YAMLComment]) {
        self.file = file
        self.root = root
        self.comments = comments
    }

    /// A range in this document's file, for diagnostics.
    public func sourceRange(_ bytes: ByteRange) -> SourceRange {
        SourceRange(path: file.path, bytes: bytes)
    }
}
