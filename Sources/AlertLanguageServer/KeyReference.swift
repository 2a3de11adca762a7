import AlertDiagnostics
import AlertLint
import LanguageServerProtocol

/// Hover over a key of a spec: its entry in the format reference — what it means and, when
/// they are a closed set, the values it takes — from the format's JSON Schema, the source
/// completion reads too (decision 0049).
enum KeyReference {
    /// The reference of the key under byte `offset`, and the key's range; nil when the
    /// offset is not on a key the format defines (a definition's id, a parameter's name, a
    /// value, a misspelt key).
    static func hover(at offset: Int, in file: SourceFile, schema: FormatSchema) -> (markdown: String, range: ByteRange)? {
        guard let key = key(at: offset, in: file, isWordByte: CursorContext.isWordByte),
              let markdown = markdown(path: key.path + [.key(key.name)], schema: schema) else { return nil }
        return (markdown, key.range)
    }

    /// Hover over a key of a `.alertlint.yml`: a setting's meaning, a rule's page (a rule id
    /// under `rules:`, as `alertlint explain` prints it), a rule's `severity` or option with
    /// its default. The same texts as the configuration's JSON Schema and completion
    /// (`ConfigurationSchema`, the rule registry). Nil elsewhere, and on keys the reader does
    /// not know.
    static func configurationHover(at offset: Int, in file: SourceFile, rules: [RegisteredRule]) -> (markdown: String, range: ByteRange)? {
        // Rule ids have hyphens.
        guard let key = key(at: offset, in: file, isWordByte: { CursorContext.isWordByte($0) || $0 == UInt8(ascii: "-") }) else { return nil }
        let markdown: String?
        switch key.path {
        case []:
            markdown = ConfigurationSchema.settingDescriptions[key.name].map { "**`\(key.name)`** (.alertlint.yml)\n\n\($0)" }
        case [.key("rules")]:
            markdown = rules.first { $0.id == key.name }.map { RuleDocumentation.page($0.description, headingLevel: 2) }
        case let path where path.count == 2 && path[0] == .key("rules"):
            guard case .key(let id) = path[1], let rule = rules.first(where: { $0.id == id }) else { return nil }
            if key.name == "severity" {
                markdown = "**`severity`** of `\(id)`\n\n\(ConfigurationSchema.severityDescription) Default: \(rule.description.defaultSeverity.rawValue)."
            } else {
                markdown = rule.description.options.first { $0.key == key.name }.map { "**`\(key.name)`**, an option of `\(id)`\n\n\(ConfigurationSchema.optionDescription($0))" }
            }
        default:
            markdown = nil
        }
        return markdown.map { ($0, key.range) }
    }

    /// The key under byte `offset` (its name, the path of the mapping holding it, its
    /// range); nil when the offset is not on a key: a word followed by its colon.
    private static func key(at offset: Int, in file: SourceFile, isWordByte: (UInt8) -> Bool) -> (name: String, path: [CursorContext.Step], range: ByteRange)? {
        let bytes = file.bytes
        guard offset >= 0, offset <= bytes.count else { return nil }
        var start = offset
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        // A key is followed by its colon (after a closing quote or spaces, if any).
        var after = end
        if after < bytes.count, bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "'") { after += 1 }
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        guard after < bytes.count, bytes[after] == UInt8(ascii: ":"),
              after + 1 == bytes.count || [UInt8(ascii: " "), UInt8(ascii: "\t"), 10, 13, UInt8(ascii: ","), UInt8(ascii: "}")].contains(bytes[after + 1]) else { return nil }
        let context = CursorContext(at: end, in: file)
        guard context.slot == .key else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), context.path, ByteRange(start: start, end: end))
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
