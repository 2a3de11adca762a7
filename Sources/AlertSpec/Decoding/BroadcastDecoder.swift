import AlertDiagnostics
import AlertYAML

/// Decodes one entry of `broadcasts:`: an in-app notification through `NotificationCenter`
/// with a typed payload.
enum BroadcastDecoder {
    enum Key: String, FormatKey {
        case name, subject, isolation, payload, comment
    }

    /// The broadcast under `entry` (its key is the id), or nil when it has a format error.
    static func decode(_ entry: UnsafeYAMLNode.Entry, namespace: String, context: inout DecodingContext) -> BroadcastDefinition? {
        let errorsBefore = context.errorCount
        let id = entry.name
        func description() -> String { "broadcast '\(Quote.name(id))'" }
        let expected = "a broadcast (a mapping with 'name', 'subject', 'isolation', 'payload', 'comment')"
        guard let fields = context.fields(Field(entry), expected: expected, keys: Key.self, scope: description(), nullIsEmpty: true) else { return nil }

        let name = fields[.name].flatMap { context.nonEmptyString($0, expected: "a notification name") }
        let subject = fields[.subject].flatMap { decodeSubject($0, context: &context) }
        let isolation = fields[.isolation].flatMap { context.enumValue($0, as: BroadcastDefinition.Isolation.self) } ?? .mainActor
        let payload = fields[.payload].map { decodePayload($0, owner: description(), context: &context) } ?? []
        let comment = fields[.comment].flatMap { context.string($0, expected: "a comment (a string)") }

        guard context.errorCount == errorsBefore else { return nil }
        return BroadcastDefinition(
            id: id,
            idRange: entry.key.range,
            range: entry.value.range,
            name: name ?? "\(namespace).\(id)",
            nameRange: name == nil ? nil : fields[.name]?.node.range,
            subject: subject,
            isolation: isolation,
            payload: payload,
            payloadRange: fields[.payload]?.node.range,
            comment: comment
        )
    }

    /// A Swift type name, possibly qualified by its module (`PhotoStore`, `MyKit.Album`).
    private static func decodeSubject(_ field: Field, context: inout DecodingContext) -> Located<String>? {
        guard let text = context.nonEmptyString(field, expected: "a Swift type name") else { return nil }
        let components = text.split(separator: ".", omittingEmptySubsequences: false)
        let isTypeName = components.allSatisfy { component in
            guard let first = component.first, first.isASCII, first.isLetter || first == "_" else { return false }
            return component.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                && !Identifier.swiftKeywords.contains(String(component))
        }
        guard isTypeName else {
            context.report(
                .invalidValue,
                "'subject' '\(Quote.name(text))' is not a Swift type name (ASCII letters, digits and underscores, optionally qualified by a module: 'PhotoStore', 'MyKit.Album')",
                at: field.range
            )
            return nil
        }
        return Located(text, range: field.node.range)
    }

    /// `payload:` in order: each key a lowerCamelCase name, each value a type.
    private static func decodePayload(_ field: Field, owner: String, context: inout DecodingContext) -> [BroadcastDefinition.Property] {
        guard let entries = context.mapping(field, expected: "a mapping from property name to type") else { return [] }
        var properties: [BroadcastDefinition.Property] = []
        for entry in entries {
            guard context.checkWrittenID(entry.name, at: entry.key.range, what: "payload property name") else { continue }
            guard let type = decodeType(Field(entry), context: &context) else { continue }
            properties.append(.init(name: entry.name, type: type, range: entry.key.range))
        }
        return properties
    }

    static let typeChoices = PayloadType.Base.allCases.map(\.rawValue)

    /// `String`, `Int?`, `[URL]`, `[UUID]?`, or a one-item list (`[String]`) for an array.
    private static func decodeType(_ field: Field, context: inout DecodingContext) -> PayloadType? {
        let expected = "a payload type (\(Suggestion.list(typeChoices)), '[Type]' for an array, a trailing '?' for an optional)"
        if let items = field.node.items {
            guard items.count == 1, let item = items.first, let scalar = item.scalar, let base = PayloadType.Base(rawValue: scalar.value) else {
                context.report(
                    .invalidValue,
                    "a list as the type of \(field.label) makes an array of one type; write one of \(Suggestion.list(typeChoices)) as its only item",
                    at: field.range
                )
                return nil
            }
            return PayloadType(base, isArray: true)
        }
        guard let text = context.string(field, expected: expected) else { return nil }
        if let type = PayloadType(spelling: text) { return type }
        let bare = String(text.filter { !"[]?".contains($0) })
        guard bare != text else {
            context.invalidValue(field, text, choices: typeChoices, what: "payload type")
            return nil
        }
        // `[Strng]?`: the suggestion keeps the brackets and the question mark.
        var message = "invalid payload type '\(Quote.name(text))' for \(field.label): expected \(expected)"
        if let suggestion = Suggestion.closest(to: bare, among: typeChoices) {
            let prefix = String(text.prefix { $0 == "[" })
            let suffix = String(text.reversed().prefix { "]?".contains($0) }.reversed())
            message += "; did you mean '\(prefix + suggestion + suffix)'?"
        }
        context.report(.invalidValue, message, at: field.range)
        return nil
    }
}
