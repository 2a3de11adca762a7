import Foundation
import LanguageServerProtocol

/// The spec format as `schemas/alertspec.schema.json` describes it: the keys valid at each
/// spot, the values a key takes when they are a closed set, and what each key means.
///
/// The one description of the format that completion and key hovers read (decision 0049):
/// the schema is what editors running Red Hat's YAML server already complete from, and a
/// test keeps its keys equal to the decoder's. Read from the copy compiled into the binary
/// (`EmbeddedFormatSchema`, kept equal to the file by `FormatSchemaTests`).
struct FormatSchema: Sendable {
    private let root: JSONValue

    /// The compiled-in schema.
    init() {
        // The embedded text is the committed schema, which a test parses: it always reads.
        root = (try? JSONValue.parse(Array(EmbeddedFormatSchema.text.utf8))) ?? .object([:])
    }

    init(root: JSONValue) {
        self.root = root
    }

    /// One key valid at a spot: its name and its schema (as written, before `$ref`).
    struct Key: Equatable {
        var name: String
        var schema: JSONValue
    }

    /// The schemas that describe the value at `path`, each with its `$ref`s followed and its
    /// branches (`allOf`, `anyOf`, `oneOf`, `then`, `else`) spread out; empty where the
    /// format has nothing (an unknown key).
    func schemas(at path: [CursorContext.Step]) -> [JSONValue] {
        var current = expand(root)
        for step in path {
            var next: [JSONValue] = []
            for schema in current {
                switch step {
                case .key(let name):
                    if let property = schema["properties"]?[name] {
                        next.append(property)
                    } else if let additional = schema["additionalProperties"], case .object = additional {
                        next.append(additional)
                    }
                case .item:
                    if let items = schema["items"], case .object = items { next.append(items) }
                }
            }
            current = next.flatMap(expand)
            if current.isEmpty { return [] }
        }
        return current
    }

    /// The keys a mapping at `path` may have, by name; the first schema to name a key
    /// describes it (the definition's own properties before its conditional branches').
    func keys(at path: [CursorContext.Step]) -> [Key] {
        var found: [String: JSONValue] = [:]
        for schema in schemas(at: path) {
            guard case .object(let properties)? = schema["properties"] else { continue }
            for (name, property) in properties where found[name] == nil {
                // `not: {}` marks a key a branch forbids, not one it adds.
                if property["not"] != nil, property["$ref"] == nil, property["type"] == nil, property["enum"] == nil { continue }
                found[name] = property
            }
        }
        return found.keys.sorted().map { Key(name: $0, schema: found[$0]!) }
    }

    /// The values the value at `path` may take when they are a closed set: an `enum`, a
    /// `const`, or `true` and `false` for a boolean. Empty for open values (texts, ids,
    /// numbers).
    func values(at path: [CursorContext.Step]) -> [String] {
        var values: [String] = []
        func add(_ value: String) { if !values.contains(value) { values.append(value) } }
        for schema in schemas(at: path) {
            for value in schema["enum"]?.arrayValue ?? [] { Self.text(value).map(add) }
            if let constant = schema["const"] { Self.text(constant).map(add) }
            if Self.types(of: schema).subtracting(["null"]) == ["boolean"] { add("true"); add("false") }
        }
        return values
    }

    /// What the key at the end of `path` means: the schema's Markdown description (else its
    /// plain one) of the key, else of the definition it refers to; nil for a key the format
    /// does not have.
    func description(at path: [CursorContext.Step]) -> String? {
        guard case .key(let name)? = path.last else { return nil }
        let parent = Array(path.dropLast())
        guard let key = keys(at: parent).first(where: { $0.name == name }) else { return nil }
        // `expand` lists the key's own schema first, then what it refers to.
        return expand(key.schema).lazy.compactMap { Self.prose($0) }.first
    }

    /// A schema's own words: `markdownDescription`, else `description`.
    static func prose(_ schema: JSONValue) -> String? {
        schema["markdownDescription"]?.stringValue ?? schema["description"]?.stringValue
    }

    /// `schema` and what it stands for: its `$ref` followed, its branches spread out.
    private func expand(_ schema: JSONValue) -> [JSONValue] {
        var result: [JSONValue] = []
        func visit(_ schema: JSONValue, depth: Int) {
            // The format's schema nests a few levels; the bound only stops a cycle.
            guard depth < 16 else { return }
            result.append(schema)
            if let reference = schema["$ref"]?.stringValue, let target = resolve(reference) { visit(target, depth: depth + 1) }
            for combinator in ["allOf", "anyOf", "oneOf"] {
                for branch in schema[combinator]?.arrayValue ?? [] { visit(branch, depth: depth + 1) }
            }
            for branch in ["then", "else"] {
                if let branch = schema[branch] { visit(branch, depth: depth + 1) }
            }
        }
        visit(schema, depth: 0)
        return result
    }

    /// `#/$defs/name`.
    private func resolve(_ reference: String) -> JSONValue? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix) else { return nil }
        return root["$defs"]?[String(reference.dropFirst(prefix.count))]
    }

    static func types(of schema: JSONValue) -> Set<String> {
        if let type = schema["type"]?.stringValue { return [type] }
        return Set((schema["type"]?.arrayValue ?? []).compactMap { $0.stringValue })
    }

    /// A scalar enum value as YAML writes it.
    private static func text(_ value: JSONValue) -> String? {
        switch value {
        case .string(let string): string
        case .bool(let bool): bool ? "true" : "false"
        case .number(let number): number.rounded() == number ? String(Int(number)) : String(number)
        default: nil
        }
    }
}
