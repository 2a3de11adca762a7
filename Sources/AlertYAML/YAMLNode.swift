import AlertDiagnostics

/// How a scalar was written. Later stages use it to tell `"1"` from `1` and `yes` from `"yes"`.
public enum ScalarStyle: String, Sendable, Hashable, Codable, BitwiseCopyable {
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
/// a configuration file. `items` and `entries` are random-access views of the children in
/// place, and `hasValue(_:)`, `withScalarUTF8(_:)` and `isNull` read a scalar without
/// allocating. A decoder that reads every node uses `withUnsafeView(_:)`, whose views skip
/// reference counting too.
public struct YAMLNode: Sendable {
    public enum Kind: UInt8, Sendable, BitwiseCopyable {
        case scalar, sequence, mapping
    }

    public enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    /// A mapping entry. Keys are always scalars: the reader rejects any other key.
    public struct Entry: Sendable, Hashable {
        @usableFromInline let tree: YAMLTree
        /// The key's position in the tree; its value is stored right after it.
        @usableFromInline let keyIndex: Int

        @inlinable init(tree: YAMLTree, keyIndex: Int) {
            self.tree = tree
            self.keyIndex = keyIndex
        }

        @inlinable public var key: YAMLNode { YAMLNode(tree: tree, index: keyIndex) }
        @inlinable public var value: YAMLNode { YAMLNode(tree: tree, index: keyIndex + 1) }

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
        @usableFromInline let tree: YAMLTree
        /// The first item's position in the tree; the items are stored one after another.
        @usableFromInline let first: Int
        public let count: Int

        @inlinable init(tree: YAMLTree, first: Int, count: Int) {
            self.tree = tree
            self.first = first
            self.count = count
        }

        /// An empty sequence, for a value that stands for one (a null, a missing key).
        public init() {
            self.init(tree: .empty, first: 0, count: 0)
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { count }

        @inlinable public subscript(position: Int) -> YAMLNode {
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
        @usableFromInline let tree: YAMLTree
        /// The first key's position in the tree; keys and values alternate from there.
        @usableFromInline let first: Int
        public let count: Int

        @inlinable init(tree: YAMLTree, first: Int, count: Int) {
            self.tree = tree
            self.first = first
            self.count = count
        }

        /// An empty mapping, for a value that stands for one (a null, a missing key).
        public init() {
            self.init(tree: .empty, first: 0, count: 0)
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { count }

        @inlinable public subscript(position: Int) -> Entry {
            precondition(position >= 0 && position < count, "index out of range")
            return Entry(tree: tree, keyIndex: first + 2 * position)
        }

        public static func == (lhs: Entries, rhs: Entries) -> Bool { lhs.elementsEqual(rhs) }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for entry in self { hasher.combine(entry) }
        }
    }

    @usableFromInline let tree: YAMLTree
    @usableFromInline let index: Int

    @inlinable init(tree: YAMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// Calls `body` with a view of this node that reads the document without reference
    /// counting. The view, and every node read through it, is valid only during the call:
    /// see `UnsafeYAMLNode`.
    @inlinable public func withUnsafeView<Result>(_ body: (UnsafeYAMLNode) throws -> Result) rethrows -> Result {
        try read(body)
    }

    /// The same node, read without reference counting. Only valid while `tree` is alive:
    /// use it through `read(_:)`.
    @inlinable var view: UnsafeYAMLNode { UnsafeYAMLNode(storage: tree.storage, index: index) }

    /// `body` applied to this node's view while the tree is certainly alive. Every reader
    /// below goes through here, so the two types read nodes alike; the explicit lifetime
    /// matters once a reader is inlined, since Swift may otherwise release the tree after
    /// its last use, before the view's pointer is read.
    @inlinable func read<Result>(_ body: (UnsafeYAMLNode) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(tree) { try body(view) }
    }

    /// From the node's first byte (its anchor or tag, if it has one) to just after its last
    /// one. A block collection ends with its last child; a flow collection with its closing
    /// bracket; a block scalar (`|`, `>`) with the last non-blank byte of its text, or its
    /// header when it has none; a quoted scalar with its closing quote; an empty value is an
    /// empty range where the value would start.
    @inlinable public var range: ByteRange { read(\.range) }

    /// Written in flow style (`[a, b]`, `{a: 1}`); false for block collections and scalars.
    @inlinable public var isFlow: Bool { read(\.isFlow) }

    /// What the node holds, its scalar text or its children copied out.
    public var content: Content {
        switch kind {
        case .scalar: .scalar(scalar!)
        case .sequence: .sequence(Array(items!))
        case .mapping: .mapping(Array(entries!))
        }
    }

    /// The scalar's text and style; nil for a collection. Builds the text on each call.
    public var scalar: YAMLScalar? { read(\.scalar) }

    /// The sequence's items as an array; nil for anything else. `items` reads them in place.
    public var sequence: [YAMLNode]? { items.map(Array.init) }

    /// The mapping's entries as an array; nil for anything else. `entries` reads them in place.
    public var mapping: [Entry]? { entries.map(Array.init) }

    /// The sequence's items, read in place; nil for anything else.
    @inlinable public var items: Items? {
        read(\.items).map { Items(tree: tree, first: $0.first, count: $0.count) }
    }

    /// The mapping's entries, read in place; nil for anything else.
    @inlinable public var entries: Entries? {
        read(\.entries).map { Entries(tree: tree, first: $0.first, count: $0.count) }
    }

    /// The entry for `key`, if this node is a mapping that has it.
    public func entry(_ key: String) -> Entry? {
        read { $0.entry(key) }.map { Entry(tree: tree, keyIndex: $0.keyIndex) }
    }

    /// The value for `key`, if this node is a mapping that has it.
    public subscript(key: String) -> YAMLNode? { entry(key)?.value }

    /// How messages name the kind of this node: "null", "a scalar", "a list", "a mapping".
    public var kindDescription: String { read(\.kindDescription) }

    // MARK: Reading scalars without allocating

    /// Scalar, sequence or mapping, without reading the content.
    @inlinable public var kind: Kind { read(\.kind) }

    /// This node is a scalar.
    @inlinable public var isScalar: Bool { read(\.isScalar) }

    /// How this scalar was written; nil for a collection.
    @inlinable public var scalarStyle: ScalarStyle? { read(\.scalarStyle) }

    /// A plain scalar with no text at all: `key:` with nothing after the colon.
    @inlinable public var isEmptyPlainScalar: Bool { read(\.isEmptyPlainScalar) }

    /// A plain scalar that YAML reads as null (`scalar?.isNull`, without building the text).
    public var isNull: Bool { read(\.isNull) }

    /// Calls `body` with this scalar's UTF-8 text (after escapes and folding); nil for a
    /// collection. The buffer is valid only during the call.
    @inlinable public func withScalarUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        try read { try $0.withScalarUTF8(body) }
    }

    /// Whether this is a scalar whose text equals `text` as `String` compares them (see
    /// `UnsafeYAMLNode.hasValue(_:)`).
    public func hasValue(_ text: String) -> Bool { read { $0.hasValue(text) } }
}

extension YAMLNode: Hashable {
    /// Nodes are equal when they hold the same content at the same range, wherever they are
    /// stored.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        if lhs.tree === rhs.tree, lhs.index == rhs.index { return true }
        guard lhs.range == rhs.range, lhs.isFlow == rhs.isFlow else { return false }
        switch (lhs.kind, rhs.kind) {
        case (.scalar, .scalar): return lhs.scalar == rhs.scalar
        case (.sequence, .sequence): return lhs.items == rhs.items
        case (.mapping, .mapping): return lhs.entries == rhs.entries
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(isFlow)
        switch kind {
        case .scalar: hasher.combine(scalar)
        case .sequence: hasher.combine(items)
        case .mapping: hasher.combine(entries)
        }
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
