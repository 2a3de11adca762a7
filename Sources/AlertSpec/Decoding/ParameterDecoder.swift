import AlertYAML

/// What the texts of one definition are decoded against: the prefix of their derived keys,
/// the parameters their placeholders may name, and how messages name the definition.
struct DefinitionScope {
    let namespace: String
    let id: String
    /// How messages name the definition: `alert 'deleteDocument'`.
    let description: String
    /// Every declared parameter's name with its type, or nil when the type was invalid (that
    /// was reported; the name still counts, so its placeholders are not reported again).
    let parameterTypes: [String: Parameter.ValueType?]
    /// The declared names in the order written: messages list them, and "did you mean" must
    /// not depend on a dictionary's order.
    let parameterNames: [String]

    init(namespace: String, id: String, description: String, parameters: ParameterDecoder.Result) {
        self.namespace = namespace
        self.id = id
        self.description = description
        parameterTypes = parameters.types
        parameterNames = parameters.names
    }

    /// The derived strings-table key of a text at `path`: `Documents.deleteDocument.title`.
    func key(_ path: String) -> String { "\(namespace).\(id).\(path)" }

    func declares(_ name: String) -> Bool { parameterTypes.index(forKey: name) != nil }
}

/// `parameters:` on any definition: a mapping from name to `String`, `Int` or `Double`, in the
/// order the generated function takes them.
enum ParameterDecoder {
    struct Result {
        var parameters: [Parameter] = []
        var types: [String: Parameter.ValueType?] = [:]
        /// Every declared name, valid type or not, in the order written.
        var names: [String] = []
    }

    static func decode(_ field: Field?, context: inout DecodingContext) -> Result {
        var result = Result()
        guard let field else { return result }
        let expected = "a mapping from parameter name to 'String', 'Int' or 'Double'"
        guard let entries = context.mapping(field, expected: expected) else { return result }
        // Listed only in messages, so gathered only for one.
        func typeNames() -> [String] { Parameter.ValueType.allCases.map(\.rawValue) }
        for entry in entries {
            let name = entry.name
            context.checkParameterName(name, at: entry.key.range)
            let typeField = Field(entry)
            var type: Parameter.ValueType?
            if let text = context.string(typeField, expected: "a parameter type (\(Suggestion.list(typeNames())))") {
                type = Parameter.ValueType(rawValue: text)
                if type == nil { context.invalidValue(typeField, text, choices: typeNames(), what: "parameter type") }
            }
            result.types[name] = type
            result.names.append(name)
            if let type { result.parameters.append(Parameter(name: name, type: type, range: entry.key.range)) }
        }
        return result
    }
}
