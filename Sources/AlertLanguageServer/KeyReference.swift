import AlertDiagnostics
import LanguageServerProtocol

/// Hover over a key of a spec: its entry in the format reference — what it means and, when
/// they are a closed set, the values it takes — from the format's JSON Schema, the source
/// completion reads too (decision 0049).
enum KeyReference {
    /// The reference of the key under byte `offset`, and the key's range; nil when the
    /// offset is not on a key the format defines (a definition's id, a parameter's name, a
    /// value, a misspelt key).
    static func hover(at offset: Int, in file: SourceFile, schema: FormatSchema) -> (markdown: String, range: ByteRange)? {
        let bytes = file.bytes
        guard offset >= 0, offset <= bytes.count else { return nil }
        var start = offset
        while start > 0, CursorContext.isWordByte(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < bytes.count, CursorContext.isWordByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        // A key is followed by its colon (after a closing quote or spaces, if any).
        var after = end
        if after < bytes.count, bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "'") { after += 1 }
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        guard after < bytes.count, bytes[after] == UInt8(ascii: ":"),
              after + 1 == bytes.count || [UInt8(ascii: " "), UInt8(ascii: "\t"), 10, 13, UInt8(ascii: ","), UInt8(ascii: "}")].contains(bytes[after + 1]) else { return nil }
        let context = CursorContext(at: end, in: file)
        guard context.slot == .key else { return nil }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let markdown = markdown(path: context.path + [.key(name)], schema: schema) else { return nil }
        return (markdown, ByteRange(start: start, end: end))
    }

    /// The reference of the key at the end of `path`: its name, its description, and its
    /// values when they are a closed set; nil for a key the format does not define.
    static func markdown(path: [CursorContext.Step], schema: FormatSchema) -> String? {
        guard case .key(let name)? = path.last, let description = schema.description(at: path) else { return nil }
        var text = "**`\(name)`** (alertlint spec format)\n\n\(description)"
        var values = schema.values(at: path)
        if values.isEmpty { values = schema.values(at: path + [.item]) }
        if !values.isEmpty { text += "\n\nValues: " + values.map { "`\($0)`" }.joined(separator: ", ") + "." }
        return text
    }
}
