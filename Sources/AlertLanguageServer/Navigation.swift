import AlertDiagnostics
import AlertSpec
import AlertYAML

/// Go to definition: from a `{placeholder}` to the parameter it names in its definition's
/// `parameters`, and from a flow's reference (`confirm`, `progress`, `success`, `failure`)
/// to the definition it names. Read from the YAML tree, so it works in a spec with format
/// errors too.
public enum Navigation {
    /// The keys of a flow that name a definition of the same file.
    static let flowReferences: Set<String> = ["confirm", "progress", "success", "failure"]

    /// The byte range of what the text at `offset` refers to: a parameter's name or a
    /// definition's id; nil when it refers to nothing.
    public static func definition(at offset: Int, in file: SourceFile) -> ByteRange? {
        guard let root = SpecParser.parse(file).document.root, let entries = root.mapping else { return nil }
        var definitions: [(collection: String, entry: YAMLNode.Entry)] = []
        for entry in entries where DocumentOutline.collections[entry.name] != nil {
            for definition in entry.value.mapping ?? [] { definitions.append((entry.name, definition)) }
        }
        guard let (collection, definition) = definitions.first(where: { contains($0.entry.key.range.start, $0.entry.value.range.end, offset) }) else { return nil }
        if collection == "flows" {
            for field in definition.value.mapping ?? [] where flowReferences.contains(field.name) && contains(field.value.range.start, field.value.range.end, offset) {
                guard let id = field.value.scalar?.value else { return nil }
                return definitions.first { $0.collection != "flows" && $0.entry.name == id }?.entry.key.range
            }
            return nil
        }
        guard let name = placeholderName(at: offset, in: file.bytes) else { return nil }
        return definition.value["parameters"]?.mapping?.first { $0.name == name }?.key.range
    }

    private static func contains(_ start: Int, _ end: Int, _ offset: Int) -> Bool { start <= offset && offset <= end }

    /// The name of the `{name}` placeholder around `offset` (on its braces or inside), not
    /// counting a doubled `{{`, which is a literal brace.
    static func placeholderName(at offset: Int, in bytes: [UInt8]) -> String? {
        guard offset >= 0, offset < bytes.count else { return nil }
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        var cursor = offset
        if bytes[cursor] == UInt8(ascii: "{") { cursor += 1 }
        if bytes[cursor] == UInt8(ascii: "}"), cursor > 0 { cursor -= 1 }
        var start = cursor
        while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
        var end = cursor
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard start > 0, end > start, end < bytes.count,
              bytes[start - 1] == UInt8(ascii: "{"), bytes[end] == UInt8(ascii: "}"),
              start < 2 || bytes[start - 2] != UInt8(ascii: "{") else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension Navigation {
    /// What the text at an offset names: a parameter of one definition, or a definition id.
    enum Symbol: Equatable {
        case parameter(name: String, definition: ByteRange, declaration: ByteRange?)
        case definition(id: String, declaration: ByteRange?)
    }

    /// The symbol at `offset`: a parameter's name in `parameters`, a placeholder, a
    /// definition's id, or a flow's reference; nil elsewhere.
    static func symbol(at offset: Int, in file: SourceFile) -> (symbol: Symbol, flows: [YAMLNode.Entry], definitions: [(collection: String, entry: YAMLNode.Entry)])? {
        guard let root = SpecParser.parse(file).document.root, let entries = root.mapping else { return nil }
        var definitions: [(collection: String, entry: YAMLNode.Entry)] = []
        for entry in entries where DocumentOutline.collections[entry.name] != nil {
            for definition in entry.value.mapping ?? [] { definitions.append((entry.name, definition)) }
        }
        let flows = definitions.filter { $0.collection == "flows" }.map(\.entry)
        let declaration = { (id: String) in definitions.first { $0.collection != "flows" && $0.entry.name == id }?.entry.key.range }
        guard let (collection, definition) = definitions.first(where: { contains($0.entry.key.range.start, $0.entry.value.range.end, offset) }) else { return nil }
        if contains(definition.key.range.start, definition.key.range.end, offset) {
            return collection == "flows" ? nil : (.definition(id: definition.name, declaration: definition.key.range), flows, definitions)
        }
        if collection == "flows" {
            for field in definition.value.mapping ?? [] where flowReferences.contains(field.name) && contains(field.value.range.start, field.value.range.end, offset) {
                guard let id = field.value.scalar?.value else { return nil }
                return (.definition(id: id, declaration: declaration(id)), flows, definitions)
            }
            return nil
        }
        let parameters = definition.value["parameters"]?.mapping ?? []
        let name = parameters.first { contains($0.key.range.start, $0.key.range.end, offset) }?.name ?? placeholderName(at: offset, in: file.bytes)
        guard let name else { return nil }
        let whole = ByteRange(start: definition.key.range.start, end: definition.value.range.end)
        return (.parameter(name: name, definition: whole, declaration: parameters.first { $0.name == name }?.key.range), flows, definitions)
    }

    /// Every use of what the text at `offset` names: a parameter's placeholders in its
    /// definition (the byte range of each name, inside its braces), or the flow references
    /// to a definition; with its declaration first when `includeDeclaration`.
    public static func references(at offset: Int, in file: SourceFile, includeDeclaration: Bool) -> [ByteRange] {
        guard let (symbol, flows, _) = symbol(at: offset, in: file) else { return [] }
        switch symbol {
        case .parameter(let name, let definition, let declaration):
            let uses = placeholders(named: name, in: definition, of: file.bytes)
            return (includeDeclaration ? declaration.map { [$0] } ?? [] : []) + uses
        case .definition(let id, let declaration):
            var uses: [ByteRange] = []
            for flow in flows {
                for field in flow.value.mapping ?? [] where flowReferences.contains(field.name) && field.value.scalar?.value == id {
                    uses.append(field.value.range)
                }
            }
            return (includeDeclaration ? declaration.map { [$0] } ?? [] : []) + uses
        }
    }

    /// The names of the `{name}` placeholders in `range` (a doubled `{{` is a literal).
    static func placeholders(named name: String, in range: ByteRange, of bytes: [UInt8]) -> [ByteRange] {
        let needle = Array("{\(name)}".utf8)
        var found: [ByteRange] = []
        var index = max(0, range.start)
        let end = min(range.end, bytes.count)
        while index + needle.count <= end {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle,
               index == 0 || bytes[index - 1] != UInt8(ascii: "{") {
                found.append(ByteRange(start: index + 1, end: index + needle.count - 1))
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }

    /// The edits that rename the parameter at `offset` — its declaration and every
    /// placeholder of its definition — to `newName`; nil when `offset` is not on a
    /// parameter or placeholder. Flows name their definitions' parameters only through
    /// them, so nothing else changes.
    public static func renameParameter(at offset: Int, in file: SourceFile, to newName: String) -> [ByteRange]? {
        guard let (symbol, _, _) = symbol(at: offset, in: file), case .parameter(let name, let definition, let declaration?) = symbol else { return nil }
        return [declaration] + placeholders(named: name, in: definition, of: file.bytes)
    }

    /// Whether `name` can be a parameter: ASCII letters, digits and `_`, not starting with
    /// a digit (docs/format.md, "Parameters").
    public static func isParameterName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }
}

extension Navigation {
    /// Hover over a parameter's name or a placeholder: the parameter's declared type, and
    /// where no parameter declares the name, that it is undeclared.
    public static func parameterDescription(at offset: Int, in file: SourceFile) -> String? {
        guard let (symbol, _, definitions) = symbol(at: offset, in: file), case .parameter(let name, let whole, let declaration) = symbol else { return nil }
        guard let declaration else { return "`{\(name)}` names no parameter of this definition." }
        let type = definitions.first { $0.entry.key.range.start == whole.start }?.entry.value["parameters"]?.mapping?
            .first { $0.key.range == declaration }?.value.scalar?.value ?? "?"
        return "parameter `\(name)`: `\(type)`"
    }
}
