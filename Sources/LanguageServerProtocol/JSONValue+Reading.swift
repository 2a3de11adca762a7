import JSONSyntax

extension JSONValue {
    /// The JSON text `bytes` as a value, read by `JSONReader` (strict RFC 8259).
    ///
    /// The server reads every message this way. Foundation's `JSONDecoder` went through its
    /// slow path for any string with an escape in it, which a document's full text always
    /// has (`\n`), and its result then had to be encoded and decoded again to reach the
    /// params' type: three passes over a 1 MB `didChange`, where this is one.
    public static func parse(_ bytes: [UInt8]) throws(JSONReader.Failure) -> JSONValue {
        var builder = Builder()
        return try JSONReader.read(bytes, into: &builder)
    }

    private struct Builder: JSONBuilder {
        func null() -> JSONValue { .null }
        func bool(_ value: Bool) -> JSONValue { .bool(value) }
        /// Nil (an error) for a number beyond `Double`'s range, as `JSONDecoder` refuses it.
        func number(_ text: String) -> JSONValue? { Double(text).flatMap { $0.isFinite ? .number($0) : nil } }
        func string(_ value: String) -> JSONValue { .string(value) }
        func array(_ elements: [JSONValue]) -> JSONValue { .array(elements) }
        func object(_ members: [String: JSONValue]) -> JSONValue { .object(members) }
    }
}
