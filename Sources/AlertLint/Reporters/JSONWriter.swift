import JSONSyntax

/// Writes JSON as UTF-8 bytes, as it goes, in exactly the layout Foundation's `JSONEncoder`
/// gives with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: the JSON and SARIF
/// reporters' documents keep their bytes while no encoder tree, `Data` or `String` of the whole
/// document is built (issue 14). `JSONWriterTests` holds it to `JSONEncoder`.
///
/// The layout, as Linux Foundation writes it: two spaces a level, `"key" : value`, one member
/// or element a line, an empty container as `[`, an empty line, and `]` at the container's
/// indentation. Strings are escaped as `JSONString` escapes them (`/` and non-ASCII as they
/// are, control characters as `\n` or `\u001f`); numbers are plain integers.
///
/// The caller writes an object's keys in `JSONEncoder`'s sorted order: by their UTF-8 bytes
/// (`precedes(_:_:)`), so `"A"` before `"_"` before `"a"`, and `"a10"` before `"a2"`. Debug
/// builds check it.
public struct JSONWriter {
    /// What is written and not yet passed to the sink.
    public var output: [UInt8] { out.bytes }
    private var out: ChunkedOutput
    /// One entry an open container: whether it is an object, whether it has a member or
    /// element yet (a comma and a new line come before the next), and an object's last key,
    /// for the order check.
    private var open: [(isObject: Bool, hasElement: Bool, lastKey: String?)] = []

    /// Keeps everything in `output`.
    public init() {
        out = ChunkedOutput()
    }

    /// Passes the bytes to `sink` whenever about `flushAt` of them are written, so the
    /// document is never held whole.
    public init(flushingAt flushAt: Int, to sink: @escaping ([UInt8]) -> Void) {
        out = ChunkedOutput(flushingAt: flushAt, to: sink)
    }

    /// `JSONEncoder`'s `.sortedKeys` order: byte by byte in UTF-8, not `String`'s `<` (which
    /// compares canonically equivalent characters as equal) nor UTF-16 units.
    public static func precedes(_ key: String, _ other: String) -> Bool {
        key.utf8.lexicographicallyPrecedes(other.utf8)
    }

    public mutating func beginObject() { open(UInt8(ascii: "{"), isObject: true) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "["), isObject: false) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// A member's key; its value comes next.
    public mutating func key(_ key: String) {
        assert(open.last?.isObject == true, "a key outside an object")
        assert(open.last?.lastKey.map { Self.precedes($0, key) } ?? true, "key \(key) out of JSONEncoder's sorted order")
        newElement()
        open[open.count - 1].lastKey = key
        JSONString.append(key, to: &out.bytes)
        out.bytes += [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")]
    }

    public mutating func string(_ value: String) {
        elementInArray()
        JSONString.append(value, to: &out.bytes)
    }

    public mutating func int(_ value: Int) {
        elementInArray()
        // Up to fifteen digits (every line, column and offset) make a small string: no allocation.
        out.bytes += String(value).utf8
    }

    public mutating func bool(_ value: Bool) {
        elementInArray()
        out.bytes += (value ? "true" : "false").utf8
    }

    public mutating func null() {
        elementInArray()
        out.bytes += "null".utf8
    }

    /// A member whose value is a string or a number: the common case, on one line.
    public mutating func member(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    public mutating func member(_ name: String, _ value: Int) {
        key(name)
        int(value)
    }

    /// The line break `encodeJSON`'s callers put after the document, and whatever is left
    /// passed to the sink.
    public mutating func endDocument() {
        assert(open.isEmpty, "a container is still open")
        out.bytes.append(UInt8(ascii: "\n"))
        flush()
    }

    /// Passes what is written to the sink; without one, keeps it in `output`.
    public mutating func flush() {
        out.flush()
    }

    // MARK: Layout

    private mutating func open(_ bracket: UInt8, isObject: Bool) {
        elementInArray()
        out.bytes.append(bracket)
        open.append((isObject, false, nil))
    }

    private mutating func close(_ bracket: UInt8) {
        // An empty container still gets its line break, and one more: `[`, an empty line, `]`.
        if !open.removeLast().hasElement { out.bytes.append(UInt8(ascii: "\n")) }
        lineBreak()
        out.bytes.append(bracket)
        out.flushIfFull()
    }

    /// A value in an array starts its own line; a value after a key stays on the key's line.
    private mutating func elementInArray() {
        guard let container = open.last, !container.isObject else { return }
        newElement()
    }

    private mutating func newElement() {
        if open[open.count - 1].hasElement { out.bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].hasElement = true
        lineBreak()
    }

    /// A new line, indented two spaces for each open container.
    private mutating func lineBreak() {
        out.bytes.append(UInt8(ascii: "\n"))
        out.bytes += repeatElement(UInt8(ascii: " "), count: 2 * open.count)
    }
}
