/// A `Decoder` over a `JSONValue`: a message's params become the type a handler expects
/// without being written out as JSON and read again (which cost two passes over a 1 MB
/// document's text at every keystroke).
///
/// Reads what `JSONDecoder` reads, the way it does: numbers into any integer type only when
/// they are whole and in range, a missing key or `null` as `nil` in `decodeIfPresent`, and
/// `DecodingError`s with the coding path.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: JSONValue].self, value, codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([JSONValue].self, value, codingPath) }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValue(value: value, codingPath: codingPath)
    }
}

private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
    let found = switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
    return .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(type), found \(found)"))
}

/// Reads one value as `type`: a Swift scalar type from a JSON scalar of its kind (anything
/// else is a type mismatch), `JSONValue` as it is, any other type through its own
/// `init(from:)`. Shared by the three containers.
private func scalar<T: Decodable>(_ type: T.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> T {
    if type == JSONValue.self { return value as! T }
    if type == Bool.self {
        guard case .bool(let bool) = value else { throw mismatch(type, value, path) }
        return bool as! T
    }
    if type == String.self {
        guard case .string(let string) = value else { throw mismatch(type, value, path) }
        return string as! T
    }
    if type == Double.self || type == Float.self || type is any FixedWidthInteger.Type {
        guard case .number(let number) = value else { throw mismatch(type, value, path) }
        if type == Double.self { return number as! T }
        if type == Float.self { return Float(number) as! T }
        return try integer(type, number, path)!
    }
    return try T(from: JSONValueDecoder(value, codingPath: path))
}

/// Whether `null` can be decoded as `type`: `JSONValue` and optionals read it.
private func acceptsNull(_ type: Any.Type) -> Bool {
    type == JSONValue.self || type is any ExpressibleByNilLiteral.Type
}

/// `number` as the integer type `type`, nil when `type` is not one.
private func integer<T>(_ type: T.Type, _ number: Double, _ path: [any CodingKey]) throws -> T? {
    guard let integerType = type as? any FixedWidthInteger.Type else { return nil }
    func exactly<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard let exact = I(exactly: number) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(number) does not fit in \(I.self)"))
        }
        return exact
    }
    return try exactly(integerType) as? T
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try member(key) { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let value = try member(key)
        if case .null = value, !acceptsNull(type) {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [key], debugDescription: "'\(key.stringValue)' is null"))
        }
        return try scalar(type, value, codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = members[key.stringValue] else { return nil }
        if case .null = value { return nil }
        return try scalar(type, value, codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONValueDecoder(try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONValueDecoder(try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoder(members["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(_ type: Any.Type) throws -> (JSONValue, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [IndexKey(intValue: currentIndex)], debugDescription: "the array has no more elements"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], codingPath + [IndexKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        if case .null = value, !acceptsNull(type) {
            throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "the element is null"))
        }
        return try scalar(type, value, path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next([String: JSONValue].self)
        return try JSONValueDecoder(value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([JSONValue].self)
        return try JSONValueDecoder(value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(JSONValue.self)
        return JSONValueDecoder(value, codingPath: path)
    }
}

private struct SingleValue: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if case .null = value, !acceptsNull(type) {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "the value is null"))
        }
        return try scalar(type, value, codingPath)
    }
}
