import JSONSyntax

/// Writes JSON text into one byte buffer: what the server sends. `JSONEncoder` built a tree
/// of every value first and cost about a quarter of a keystroke's time when publishing the
/// thousands of findings of a large spec; this writes them straight out.
///
/// Objects are written with their keys in the order given; callers give them sorted, as
/// `JSONEncoder`'s `.sortedKeys` would, so output is deterministic. Strings are escaped as
/// RFC 8259 requires and nothing else (`JSONString`).
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func null() { bytes += "null".utf8 }

    public mutating func bool(_ value: Bool) { bytes += (value ? "true" : "false").utf8 }

    public mutating func integer(_ value: Int) { bytes += String(value).utf8 }

    /// A whole number within ±10^15 as an integer (ids and versions are whole), others as
    /// Swift's shortest round-tripping form, which is valid JSON; NaN and infinities, which
    /// JSON cannot hold, as null.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        if value.rounded() == value, abs(value) < 1e15 { return integer(Int(value)) }
        bytes += "\(value)".utf8
    }

    public mutating func string(_ value: String) {
        JSONString.append(value, to: &bytes)
    }

    /// An object: `members` writes its members through the `ObjectWriter` it is given.
    public mutating func object(_ members: (inout ObjectWriter) -> Void) {
        var writer = ObjectWriter(json: self)
        bytes = []
        writer.json.bytes.append(UInt8(ascii: "{"))
        members(&writer)
        writer.json.bytes.append(UInt8(ascii: "}"))
        self = writer.json
    }

    /// An array of `elements`, each written by `element`.
    public mutating func array<Elements: Sequence>(_ elements: Elements, _ element: (inout JSONWriter, Elements.Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in elements {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            element(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Any JSON value, an object's keys sorted.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let bool): self.bool(bool)
        case .number(let number): self.number(number)
        case .string(let string): self.string(string)
        case .array(let elements): array(elements) { $0.value($1) }
        case .object(let members):
            object { object in
                for key in members.keys.sorted() { object.member(key) { $0.value(members[key]!) } }
            }
        }
    }

    /// Writes an object's members, commas between them.
    public struct ObjectWriter {
        fileprivate var json: JSONWriter
        private var isFirst = true

        fileprivate init(json: JSONWriter) {
            self.json = json
        }

        public mutating func member(_ key: String, _ value: (inout JSONWriter) -> Void) {
            if !isFirst { json.bytes.append(UInt8(ascii: ",")) }
            isFirst = false
            json.string(key)
            json.bytes.append(UInt8(ascii: ":"))
            value(&json)
        }

        /// The member only when `value` is not nil, as `encodeIfPresent` writes.
        public mutating func member<Value>(_ key: String, ifPresent value: Value?, _ write: (inout JSONWriter, Value) -> Void) {
            guard let value else { return }
            member(key) { write(&$0, value) }
        }
    }
}

/// A value the server writes with `JSONWriter` rather than `JSONEncoder`.
public protocol JSONWritable {
    func write(to json: inout JSONWriter)
}
