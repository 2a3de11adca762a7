import AlertDiagnostics
import AlertSpec
import AlertYAML

/// Text edits that the alert rules' fix-its make inside one spec file.
///
/// Every edit keeps the YAML as written around it (quoting, flow or block style, comments,
/// indentation). When an edit cannot be made without guessing, the helpers return nil and
/// the rule offers no fix-it: a wrong fix is worse than none.
enum SpecEdits {
    // MARK: - Editing the end of a development-language string

    /// An edit that replaces the last `dropping` bytes of a text's development-language string
    /// with `replacement`, made inside the scalar as written.
    ///
    /// Only a single (not plural) text whose string is written plain, or quoted without escapes,
    /// on one line, and has no surrounding whitespace is edited: there the string's bytes in
    /// the file are its value, so the edit cannot change quoting or escapes.
    static func replacingEnd(of text: Text, dropping: Int, with replacement: String, in file: SourceFile?) -> TextEdit? {
        guard let file, case .single(let template) = text.content else { return nil }
        let value = template.source
        guard dropping <= value.utf8.count, EnglishCopy.trimmed(value) == value, !value.contains("\n") else { return nil }
        let written = file.text(in: text.contentRange)
        let closingQuote: Int
        if written == value, let first = written.first, first != "\"", first != "'", first != "|", first != ">" {
            closingQuote = 0
        } else if written == "\"\(value)\"", !value.contains("\\") {
            closingQuote = 1
        } else if written == "'\(value)'", !value.contains("'") {
            closingQuote = 1
        } else {
            return nil
        }
        let end = text.contentRange.end - closingQuote
        return TextEdit(
            range: SourceRange(path: file.path, bytes: ByteRange(start: end - dropping, end: end)),
            replacement: replacement
        )
    }

    // MARK: - Giving an action `role: cancel`

    /// Edits that give an action `role: cancel`, or nil when the item is written in a way this
    /// cannot edit safely:
    /// - a bare string `- Cancel` becomes `- {title: Cancel, role: cancel}`;
    /// - a flow mapping `{title: Cancel}` becomes `{title: Cancel, role: cancel}`;
    /// - a block mapping gets the line `role: cancel` before its first key, at its indentation;
    /// - a written `role:` has its value replaced.
    ///
    /// The item is re-read on its own (padded to its column, so block indentation holds), and
    /// the edited item is read again to check it says what was meant.
    static func addingCancelRole(to action: Action, in file: SourceFile?) -> [TextEdit]? {
        guard let file else { return nil }
        let item = action.range
        let itemText = file.text(in: item)
        // A bare string or a flow mapping reads the same on its own. A block mapping needs its
        // column: it is padded with spaces, which keeps the file's columns only when the line
        // before it holds nothing but indentation and list dashes.
        var padding = ""
        var node = readAlone(itemText)
        if node == nil || node?.mapping != nil && node?.isFlow == false {
            let lineStart = file.lines.lineStarts[file.lines.lineIndex(of: item.start)]
            let prefix = file.bytes[lineStart..<item.start]
            guard prefix.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }) else { return nil }
            padding = String(repeating: " ", count: prefix.count)
            node = readAlone(padding + itemText)
        }
        guard let node else { return nil }

        // Edits as offsets into the item's text.
        let shift = padding.utf8.count
        var local: [(range: Range<Int>, replacement: String)] = []
        switch node.content {
        case .scalar(let scalar):
            guard scalar.style == .plain || scalar.style.isQuoted, !itemText.contains(where: \.isNewline) else { return nil }
            local = [(0..<itemText.utf8.count, "{title: \(itemText), role: cancel}")]
        case .mapping(let entries):
            if let role = entries.first(where: { $0.name == "role" }) {
                guard role.value.scalar != nil, role.value.range.length > 0 else { return nil }
                local = [((role.value.range.start - shift)..<(role.value.range.end - shift), "cancel")]
            } else if node.isFlow {
                guard let last = entries.last else { return nil }
                let end = max(last.key.range.end, last.value.range.end) - shift
                local = [(end..<end, ", role: cancel")]
            } else {
                local = [(0..<0, "role: cancel" + lineBreak(after: item.start, in: file) + padding)]
            }
        case .sequence:
            return nil
        }

        // Check the edited item: a mapping whose role is cancel and whose title is unchanged.
        var edited = Array(itemText.utf8)
        for edit in local.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            edited.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        guard let check = readAlone(padding + String(decoding: edited, as: UTF8.self)),
              check["role"]?.scalar?.value == "cancel",
              let before = titleNode(of: node), let after = titleNode(of: check),
              rendered(before) == rendered(after)
        else { return nil }

        return local.map { edit in
            TextEdit(
                range: SourceRange(path: file.path, bytes: ByteRange(start: item.start + edit.range.lowerBound, end: item.start + edit.range.upperBound)),
                replacement: edit.replacement
            )
        }
    }

    /// The root of a YAML snippet read on its own; nil when it does not read cleanly.
    private static func readAlone(_ text: String) -> YAMLNode? {
        let (document, diagnostics) = YAMLReader.read(SourceFile(path: "<action>", text: text))
        guard diagnostics.isEmpty else { return nil }
        return document.root
    }

    /// The title an action item states: a bare string, or its `title` value.
    private static func titleNode(of node: YAMLNode) -> YAMLNode? {
        node.scalar != nil ? node : node["title"]
    }

    /// A node's values without positions, to compare a title before and after an edit.
    private static func rendered(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let scalar): "\(scalar.style):\(scalar.value)"
        case .sequence(let items): "[" + items.map(rendered).joined(separator: ",") + "]"
        case .mapping(let entries): "{" + entries.map { rendered($0.key) + ":" + rendered($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// The line break the file uses after `offset`: LF, CRLF or CR (LF when there is none).
    private static func lineBreak(after offset: Int, in file: SourceFile) -> String {
        guard let index = file.bytes[offset...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if file.bytes[index] == 0x0A { return "\n" }
        return index + 1 < file.bytes.count && file.bytes[index + 1] == 0x0A ? "\r\n" : "\r"
    }
}
