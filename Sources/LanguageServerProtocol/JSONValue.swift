import Foundation

/// Any JSON value: what a message's `params`, `result` and `id` hold before a handler
/// decodes the type it expects. Keeps a malformed or unknown message readable enough to
/// answer (its `id` and `method`) without knowing its parameters.
public enum JSONValue: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            // Ids and versions are integers; written as such, not as 1.0.
            if value.rounded() == value, abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value decoded as `T`, as `JSONDecoder` would decode its JSON text.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder(self).singleValueContainer().decode(T.self)
    }

    /// Any encodable value as a `JSONValue`.
    public init<T: Encodable>(encoding value: T) throws {
        self = try JSONValue.parse(Array(JSONEncoder().encode(value)))
    }
}
