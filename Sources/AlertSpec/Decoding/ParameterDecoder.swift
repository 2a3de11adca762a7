import AlertDiagnostics
import AlertYAML

/// What the texts of one definition are decoded against: the prefix of their derived keys,
/// the parameters their placeholders may name, and how messages name the definition.
///
/// A class, because every text decoder and closure of the definition holds it: one
/// reference to copy rather than its strings and arrays.
final class DefinitionScope {
    let parameters: DeclaredParameters
    /// `<namespace>.<id>.`, shared by the derived keys of the definition's texts.
    private let keyPrefix: String
    private let describe: () -> String

    /// `description` names the definition in messages (`alert 'deleteDocument'`); it is
    /// called only when a message is written.
    init(namespace: String, id: String, description: @escaping () -> String, parameters: DeclaredParameters) {
        describe = description
        self.parameters = parameters
        keyPrefix = "\(namespace).\(id)."
    }

    /// How messages name the definition: `alert 'deleteDocument'`.
    var description: String { describe() }

    /// The derived strings-table key of a text at `path`: `Documents.deleteDocument.title`.
    func key(_ path: String) -> TextKey { TextKey(prefix: keyPrefix, rest: path) }
}

/// The parameters a definition declares, valid or not, in the order written.
struct DeclaredParameters {
    struct Declaration {
        var name: String
        /// Nil when the type was invalid. That was reported; the name still counts as declared,
        /// so its placeholders are not reported a second time.
        var type: Parameter.ValueType?
        /// The name's key in `parameters:`.
        var range: ByteRange
    }

    enum Lookup: Equatable {
        case undeclared
        case invalidType
        case type(Parameter.ValueType)
    }

    private(set) var declarations: [Declaration] = []
    /// Built only for a definition with many parameters; a few are faster to scan than to hash,
    /// and a hostile file with thousands must not make every placeholder a linear search.
    private var index: [String: Int]?
    private static let indexThreshold = 16

    mutating func append(_ declaration: Declaration) {
        declarations.append(declaration)
        if index != nil {
            index?[declaration.name] = declarations.count - 1
        } else if declarations.count > Self.indexThreshold {
            index = Dictionary(declarations.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    func lookup(_ name: String) -> Lookup {
        let position = index.map { $0[name] } ?? declarations.firstIndex { $0.name == name }
        guard let position else { return .undeclared }
        return declarations[position].type.map(Lookup.type) ?? .invalidType
    }

    func declares(_ name: String) -> Bool { lookup(name) != .undeclared }

    /// The declared names in the order written, for messages.
    var names: [String] { declarations.map(\.name) }

    /// The parameters with a valid type, for the catalog.
    var valid: [Parameter] {
        declarations.compactMap { declaration in
            declaration.type.map { Parameter(name: declaration.name, type: $0, range: declaration.range) }
        }
    }
}

/// `parameters:` on any definition: a mapping from name to `String`, `Int` or `Double`, in the
/// order the generated function takes them.
enum ParameterDecoder {
    static func decode(_ field: Field?, context: inout DecodingContext) -> DeclaredParameters {
        var result = DeclaredParameters()
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
            result.append(.init(name: name, type: type, range: entry.key.range))
        }
        return result
    }
}

extension DecodingContext {
    /// Checks that `name`, written in `field`, names a parameter of type `Int`, as `plural:`
    /// and `badge:` must. `subject` starts the messages ("'badge'"); `purpose` says why it
    /// must be an `Int`; `otherwise` offers another way out when the name is unknown.
    mutating func checkIntParameter(
        _ name: String,
        in field: Field,
        scope: DefinitionScope,
        subject: @autoclosure () -> String,
        purpose: @autoclosure () -> String,
        otherwise: String = ""
    ) -> Bool {
        switch scope.parameters.lookup(name) {
        case .type(.int):
            return true
        case .type(let type):
            report(
                .invalidParameterReference,
                "\(subject()) names parameter '\(name)' of type \(type.rawValue); \(purpose())",
                at: field.range
            )
            return false
        case .invalidType:
            // Reported where the parameter is declared.
            return false
        case .undeclared:
            var message = "\(subject()) names '\(Quote.name(name))', which is not a parameter of \(scope.description)"
            if let suggestion = Suggestion.closest(to: name, among: scope.parameters.names) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; declare it under 'parameters:' as '\(Quote.name(name)): Int'\(otherwise)"
            }
            report(.invalidParameterReference, message, at: field.range)
            return false
        }
    }
}
