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
