import AlertDiagnostics

/// A node of a document whose storage something else keeps alive: everything `YAMLNode`
/// reads, without reference counting.
///
/// A `YAMLNode` holds a strong reference to its document's storage, so copying one (or a
/// value holding one, or a closure capturing one) is an atomic increment and a decrement
/// later. A decoder that reads every node of every file pays that on every step. This view
/// holds a plain pointer to the storage instead and copies as freely as an integer. (Not an
/// `unowned(unsafe)` reference to the tree: Swift still retains and releases around each
/// use of one.)
///
/// Get one from `YAMLNode.withUnsafeView(_:)`. It is valid only during that call, while the
/// node it was called on keeps the storage alive: never store it, return it or let a closure
/// that escapes capture it. `node` turns it back into a `YAMLNode` that may outlive the call.
public struct UnsafeYAMLNode {
    /// A mapping entry. Keys are always scalars: the reader rejects any other key.
    public struct Entry {
        @usableFromInline let storage: UnsafePointer<YAMLTree.Storage>
        /// The key's position in the tree; its value is stored right after it.
        @usableFromInline let keyIndex: Int

        @inlinable init(storage: UnsafePointer<YAMLTree.Storage>, keyIndex: Int) {
            self.storage = storage
            self.keyIndex = keyIndex
        }

        @inlinable public var key: UnsafeYAMLNode { UnsafeYAMLNode(storage: storage, index: keyIndex) }
        @inlinable public var value: UnsafeYAMLNode { UnsafeYAMLNode(storage: storage, index: keyIndex + 1) }

        /// The key's text.
        public var name: String { key.scalar?.value ?? "" }
    }

    /// A sequence's items, in order.
    public struct Items: RandomAccessCollection {
        @usableFromInline let storage: UnsafePointer<YAMLTree.Storage>
        /// The first item's position in the tree; the items are stored one after another.
        @usableFromInline let first: Int
        public let count: Int

        @inlinable init(storage: UnsafePointer<YAMLTree.Storage>, first: Int, count: Int) {
            self.storage = storage
            self.first = first
            self.count = count
        }

        /// An empty sequence, for a value that stands for one (a null, a missing key).
        @inlinable public init() {
            self.init(storage: YAMLTree.empty.storage, first: 0, count: 0)
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { count }

        @inlinable public subscript(position: Int) -> UnsafeYAMLNode {
            precondition(position >= 0 && position < count, "index out of range")
            return UnsafeYAMLNode(storage: storage, index: first + position)
        }
    }

    /// A mapping's entries, in the order written.
    public struct Entries: RandomAccessCollection {
        @usableFromInline let storage: UnsafePointer<YAMLTree.Storage>
        /// The first key's position in the tree; keys and values alternate from there.
        @usableFromInline let first: Int
        public let count: Int

        @inlinable init(storage: UnsafePointer<YAMLTree.Storage>, first: Int, count: Int) {
            self.storage = storage
            self.first = first
            self.count = count
        }

        /// An empty mapping, for a value that stands for one (a null, a missing key).
        @inlinable public init() {
            self.init(storage: YAMLTree.empty.storage, first: 0, count: 0)
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { count }

        @inlinable public subscript(position: Int) -> Entry {
            precondition(position >= 0 && position < count, "index out of range")
            return Entry(storage: storage, keyIndex: first + 2 * position)
        }
    }

    // Inlinable, as is most of this type: the decoder calls these for every node, and across
    // the module boundary they would otherwise be opaque calls, generic ones (`withScalarUTF8`)
    // unspecialized.
    @usableFromInline let storage: UnsafePointer<YAMLTree.Storage>
    @usableFromInline let index: Int

    @inlinable init(storage: UnsafePointer<YAMLTree.Storage>, index: Int) {
        self.storage = storage
        self.index = index
    }

    @inlinable var record: YAMLTree.Record { storage.pointee.record(index) }

    /// This node as a `YAMLNode`, which keeps the document alive and may outlive the call
    /// that handed out this view.
    public var node: YAMLNode { YAMLNode(tree: storage.pointee.owner.takeUnretainedValue(), index: index) }

    /// See `YAMLNode.range`.
    @inlinable public var range: ByteRange {
        let record = record
        return ByteRange(start: Int(record.start), end: Int(record.end))
    }

    /// Written in flow style (`[a, b]`, `{a: 1}`); false for block collections and scalars.
    @inlinable public var isFlow: Bool { record.isFlow }

    /// Scalar, sequence or mapping, without reading the content.
    @inlinable public var kind: YAMLNode.Kind { record.kind }

    /// This node is a scalar.
    @inlinable public var isScalar: Bool { record.kind == .scalar }

    /// The scalar's text and style; nil for a collection. Builds the text on each call.
    public var scalar: YAMLScalar? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return YAMLScalar(storage.pointee.string(record), style: record.style)
    }

    /// The sequence's items; nil for anything else.
    @inlinable public var items: Items? {
        let record = record
        guard record.kind == .sequence else { return nil }
        return Items(storage: storage, first: Int(record.first), count: Int(record.count))
    }

    /// The mapping's entries; nil for anything else.
    @inlinable public var entries: Entries? {
        let record = record
        guard record.kind == .mapping else { return nil }
        return Entries(storage: storage, first: Int(record.first), count: Int(record.count))
    }

    /// The entry for `key`, if this node is a mapping that has it.
    public func entry(_ key: String) -> Entry? {
        guard let entries else { return nil }
        for entry in entries where entry.key.hasValue(key) { return entry }
        return nil
    }

    /// The value for `key`, if this node is a mapping that has it.
    public subscript(key: String) -> UnsafeYAMLNode? { entry(key)?.value }

    /// How messages name the kind of this node: "null", "a scalar", "a list", "a mapping".
    public var kindDescription: String {
        switch record.kind {
        case .scalar: isNull ? "null" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    // MARK: Reading scalars without allocating

    /// How this scalar was written; nil for a collection.
    @inlinable public var scalarStyle: ScalarStyle? {
        let record = record
        return record.kind == .scalar ? record.style : nil
    }

    /// A plain scalar with no text at all: `key:` with nothing after the colon.
    @inlinable public var isEmptyPlainScalar: Bool {
        let record = record
        return record.kind == .scalar && record.style == .plain && record.count == 0
    }

    /// A plain scalar that YAML reads as null (`scalar?.isNull`, without building the text).
    public var isNull: Bool {
        let record = record
        guard record.kind == .scalar, record.style == .plain else { return false }
        return storage.pointee.withBytes(record) { bytes in
            switch bytes.count {
            case 0: true
            case 1: bytes[0] == UInt8(ascii: "~")
            case 4: Self.nullSpellings.contains { spelling in spelling.withUnsafeBufferPointer { ByteSearch.equal($0, bytes) } }
            default: false
            }
        }
    }

    private static let nullSpellings: [[UInt8]] = [Array("null".utf8), Array("Null".utf8), Array("NULL".utf8)]

    /// Calls `body` with this scalar's UTF-8 text (after escapes and folding); nil for a
    /// collection. The buffer is valid only during the call.
    @inlinable public func withScalarUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return try storage.pointee.withBytes(record, body)
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
            storage.pointee.withBytes(record) { bytes in
                if ByteSearch.equal(bytes, wanted) { return true }
                if ByteSearch.isASCII(bytes), ByteSearch.isASCII(wanted) { return false }
                return String(decoding: bytes, as: UTF8.self) == String(decoding: wanted, as: UTF8.self)
            }
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
/// built, and shared by every node of the document.
///
/// The storage is buffers the tree allocates and frees, not arrays: reading an array stored
/// in a class retains and releases the array's buffer, which on every node read cost as much
/// as the reading. `@unchecked Sendable` because the buffers are written only in `init` and
/// owned by the tree, so sharing it across threads shares immutable memory.
@usableFromInline
final class YAMLTree: @unchecked Sendable {
    @usableFromInline
    struct Record: Sendable, BitwiseCopyable {
        @usableFromInline typealias Kind = YAMLNode.Kind

        /// The node's byte range in the file.
        @usableFromInline var start: Int32
        @usableFromInline var end: Int32
        /// A scalar's first byte in `scalarBytes`; a collection's first child in `records`.
        @usableFromInline var first: Int32
        /// A scalar's length in bytes; a sequence's item count; a mapping's entry count (it
        /// has twice as many children).
        @usableFromInline var count: Int32
        @usableFromInline var kind: Kind
        /// A scalar's style; `.plain` for a collection.
        @usableFromInline var style: ScalarStyle
        /// A collection written in flow style.
        @usableFromInline var isFlow: Bool

        @inlinable init(start: Int32, end: Int32, first: Int32, count: Int32, kind: Kind, style: ScalarStyle, isFlow: Bool) {
            self.start = start
            self.end = end
            self.first = first
            self.count = count
            self.kind = kind
            self.style = style
            self.isFlow = isFlow
        }
    }

    /// The largest file the 32-bit offsets of a record can describe, with room for the
    /// escapes that make a scalar's text longer than its source (`\P` is 2 bytes of source
    /// and 3 of text).
    static let maxFileBytes = Int(Int32.max) / 2

    /// What a view reads: the node records and the text, and the tree that owns them.
    @usableFromInline
    struct Storage {
        @usableFromInline let records: UnsafeBufferPointer<Record>
        @usableFromInline let scalarBytes: UnsafeBufferPointer<UInt8>
        /// For turning a view back into a `YAMLNode`.
        @usableFromInline let owner: Unmanaged<YAMLTree>

        /// The record of the node at `index`, which came from this tree.
        @inlinable func record(_ index: Int) -> Record {
            precondition(index >= 0 && index < records.count, "node index out of range")
            return records[index]
        }

        /// Calls `body` with a scalar's text. Records only point inside `scalarBytes`.
        @inlinable func withBytes<Result>(_ record: Record, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
            try body(UnsafeBufferPointer(rebasing: scalarBytes[Int(record.first)..<Int(record.first + record.count)]))
        }

        func string(_ record: Record) -> String {
            withBytes(record) { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Allocated, written and freed by the tree alone; immutable in between.
    @usableFromInline let storage: UnsafePointer<Storage>

    /// A tree without nodes, behind the empty `Items()` and `Entries()`.
    @usableFromInline static let empty = YAMLTree(
        records: .allocate(capacity: 0),
        scalarBytes: .allocate(capacity: 0)
    )

    /// A tree that owns `records` and `scalarBytes` from now on and frees them. Every
    /// record's children and text must lie inside them: `Storage` reads them without
    /// further checks.
    init(records: UnsafeMutableBufferPointer<Record>, scalarBytes: UnsafeMutableBufferPointer<UInt8>) {
        let storage = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        self.storage = UnsafePointer(storage)
        storage.initialize(to: Storage(
            records: UnsafeBufferPointer(records),
            scalarBytes: UnsafeBufferPointer(scalarBytes),
            owner: .passUnretained(self)
        ))
    }

    deinit {
        // Records, bytes and the storage itself are trivial values: nothing to deinitialize.
        storage.pointee.records.deallocate()
        storage.pointee.scalarBytes.deallocate()
        storage.deallocate()
    }
}
