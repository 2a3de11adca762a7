import AlertDiagnostics
import CYAML

/// Reads one file into a `YAMLDocument` through libyaml's event parser.
///
/// This is the only place that talks to libyaml. It never throws: whatever is wrong with the
/// input comes back as positioned diagnostics beside as much of the tree as could be read.
/// Constructs the spec format forbids (anchors, aliases, merge keys, tags, several documents,
/// non-scalar keys, duplicate keys) are reported here, once, for every later stage.
public enum YAMLReader {
    public static func read(_ file: SourceFile, limits: YAMLLimits = .default) -> (YAMLDocument, [Diagnostic]) {
        var builder = TreeBuilder(file: file, limits: limits)
        builder.run()
        let comments = builder.diagnostics.contains(where: { $0.id == YAMLErrorID.tooLarge.rawValue })
            ? [] : CommentScanner.scan(file.bytes, skipping: builder.scalarRanges)
        return (YAMLDocument(file: file, root: builder.root, comments: comments), builder.diagnostics)
    }
}

/// Turns libyaml's character-counted marks into byte offsets.
///
/// libyaml counts characters from the start of the buffer it was given; the buffer starts
/// after the BOM. Marks arrive nearly in order, so a cursor that walks from the last answer
/// costs little more than one pass over the file.
private struct MarkConverter {
    let bytes: UnsafeBufferPointer<UInt8>
    let base: Int
    private var characterIndex = 0
    private var byteOffset = 0

    init(bytes: UnsafeBufferPointer<UInt8>, base: Int) {
        self.bytes = bytes
        self.base = base
        self.byteOffset = base
    }

    mutating func offset(_ mark: yaml_mark_t) -> Int {
        let target = mark.index
        while characterIndex < target, byteOffset < bytes.count {
            byteOffset += 1
            while byteOffset < bytes.count, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset += 1 }
            characterIndex += 1
        }
        while characterIndex > target, byteOffset > base {
            byteOffset -= 1
            while byteOffset > base, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset -= 1 }
            characterIndex -= 1
        }
        return byteOffset
    }
}

private struct TreeBuilder {
    let file: SourceFile
    let limits: YAMLLimits
    var diagnostics: [Diagnostic] = []
    var root: YAMLNode?
    /// Every scalar's range in source order, keys included: the comment scanner skips them.
    var scalarRanges: [ByteRange] = []

    private var stack: [Frame] = []
    private var documentCount = 0

    private struct Frame {
        var isMapping: Bool
        var isFlow: Bool
        var start: Int
        var items: [YAMLNode] = []
        var entries: [YAMLNode.Entry] = []
        var pendingKey: YAMLNode?
        /// Set when the key just read cannot be used, so its value is read and dropped.
        var discardNextValue = false
        var keyIndex: [String: Int]?
    }

    init(file: SourceFile, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    private func range(_ bytes: ByteRange) -> SourceRange { SourceRange(path: file.path, bytes: bytes) }

    private mutating func error(_ id: YAMLErrorID, _ message: String, at bytes: ByteRange, notes: [Note] = []) {
        diagnostics.append(Diagnostic(severity: .error, id: id.rawValue, message: message, range: range(bytes), notes: notes))
    }

    mutating func run() {
        let bytes = file.bytes
        if bytes.count > limits.maxFileBytes {
            error(.tooLarge, "file is \(bytes.count) bytes; the limit is \(limits.maxFileBytes) bytes", at: .at(0))
            return
        }
        let bom = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else {
                error(.syntax, "libyaml could not allocate a parser", at: .at(0))
                return
            }
            defer { yaml_parser_delete(&parser) }
            // An empty buffer has no base address; libyaml only needs a valid pointer.
            let emptyInput: [UInt8] = [0]
            emptyInput.withUnsafeBufferPointer { empty in
                let start = buffer.count > bom ? buffer.baseAddress! + bom : empty.baseAddress!
                yaml_parser_set_input_string(&parser, start, buffer.count - bom)
                // UTF-8 only: a UTF-16 or UTF-32 file is reported as invalid UTF-8, not guessed at.
                yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
                var marks = MarkConverter(bytes: buffer, base: bom)
                parseEvents(&parser, &marks, bom: bom)
            }
        }
        if root == nil, !diagnostics.contains(where: { $0.severity == .error }) {
            error(.emptyFile, "file is empty: a spec needs at least `version: 1` and one definition", at: .at(bom))
        }
    }

    private mutating func parseEvents(_ parser: inout yaml_parser_t, _ marks: inout MarkConverter, bom: Int) {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                reportParserError(parser, &marks, bom: bom)
                return
            }
            defer { yaml_event_delete(&event) }
            let start = marks.offset(event.start_mark)
            let end = marks.offset(event.end_mark)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_DOCUMENT_START_EVENT:
                documentCount += 1
                if documentCount > 1 {
                    error(
                        .multipleDocuments,
                        "a spec file holds one YAML document; split the second one into its own file",
                        at: ByteRange(start: start, end: end)
                    )
                    return
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                checkProperties(anchor: scalar.anchor, tag: scalar.tag, at: start)
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                let nodeRange = ByteRange(start: start, end: end)
                scalarRanges.append(nodeRange)
                add(YAMLNode(.scalar(YAMLScalar(value, style: Self.style(scalar.style))), range: nodeRange))
            case YAML_ALIAS_EVENT:
                let nodeRange = ByteRange(start: start, end: end)
                error(.alias, "aliases (`*name`) are not allowed in spec files; write the value out", at: nodeRange)
                add(YAMLNode(.scalar(YAMLScalar("")), range: nodeRange))
            case YAML_SEQUENCE_START_EVENT:
                let sequence = event.data.sequence_start
                checkProperties(anchor: sequence.anchor, tag: sequence.tag, at: start)
                guard push(Frame(isMapping: false, isFlow: sequence.style == YAML_FLOW_SEQUENCE_STYLE, start: start), at: start) else { return }
            case YAML_MAPPING_START_EVENT:
                let mapping = event.data.mapping_start
                checkProperties(anchor: mapping.anchor, tag: mapping.tag, at: start)
                guard push(Frame(isMapping: true, isFlow: mapping.style == YAML_FLOW_MAPPING_STYLE, start: start), at: start) else { return }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return }
                add(close(frame, end: end))
            default:
                break
            }
        }
    }

    private mutating func push(_ frame: Frame, at offset: Int) -> Bool {
        guard stack.count < limits.maxDepth else {
            error(.tooDeep, "nesting is deeper than \(limits.maxDepth) levels", at: .at(offset))
            return false
        }
        stack.append(frame)
        return true
    }

    private func close(_ frame: Frame, end: Int) -> YAMLNode {
        let lastEnd = frame.isMapping ? frame.entries.last?.value.range.end : frame.items.last?.range.end
        let nodeRange = ByteRange(start: frame.start, end: frame.isFlow ? end : (lastEnd ?? frame.start))
        let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
        return YAMLNode(content, range: nodeRange, isFlow: frame.isFlow)
    }

    /// Attaches a finished node to its parent, checking mapping keys as they arrive.
    private mutating func add(_ node: YAMLNode) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        if let key = stack[top].pendingKey {
            stack[top].pendingKey = nil
            if stack[top].discardNextValue {
                stack[top].discardNextValue = false
            } else {
                stack[top].entries.append(YAMLNode.Entry(key: key, value: node))
            }
            return
        }
        stack[top].pendingKey = node
        guard let scalar = node.scalar else {
            error(.nonScalarKey, "mapping keys must be plain strings, not \(node.kindDescription)", at: node.range)
            stack[top].discardNextValue = true
            return
        }
        if scalar.style == .plain, scalar.value == "<<" {
            error(.mergeKey, "merge keys (`<<`) are not allowed in spec files; write the keys out", at: node.range)
            stack[top].discardNextValue = true
            return
        }
        if let first = firstEntry(named: scalar.value, in: &stack[top]) {
            error(
                .duplicateKey,
                "duplicate key '\(scalar.value)'",
                at: node.range,
                notes: [Note(message: "'\(scalar.value)' was first defined here", range: range(first.key.range))]
            )
            stack[top].discardNextValue = true
        }
    }

    /// The earlier entry with this key, if any. Small mappings are scanned; large ones get an
    /// index, so a hostile file with many keys cannot make this quadratic.
    private func firstEntry(named name: String, in frame: inout Frame) -> YAMLNode.Entry? {
        if frame.keyIndex == nil, frame.entries.count >= 16 {
            var index: [String: Int] = [:]
            for (position, entry) in frame.entries.enumerated() where index[entry.name] == nil {
                index[entry.name] = position
            }
            frame.keyIndex = index
        }
        if var index = frame.keyIndex {
            if let position = index[name] { return frame.entries[position] }
            index[name] = frame.entries.count
            frame.keyIndex = index
            return nil
        }
        return frame.entries.first { $0.name == name }
    }

    private mutating func checkProperties(anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?, at offset: Int) {
        if let anchor {
            let name = String(cString: anchor)
            error(.anchor, "anchors (`&\(name)`) are not allowed in spec files", at: .at(offset))
        }
        if let tag {
            let name = String(cString: tag)
            error(.tag, "explicit tags (`\(name)`) are not allowed in spec files; write the plain value", at: .at(offset))
        }
    }

    private mutating func reportParserError(_ parser: yaml_parser_t, _ marks: inout MarkConverter, bom: Int) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            let offset = bom + parser.problem_offset
            let bytes = file.bytes
            if offset < bytes.count, bytes[offset] == 0 {
                error(.encoding, "file contains a NUL byte", at: ByteRange(start: offset, end: offset + 1))
            } else if problem.contains("UTF-8") {
                error(.encoding, "file is not valid UTF-8 (\(problem))", at: ByteRange(start: offset, end: min(offset + 1, bytes.count)))
            } else {
                error(.encoding, problem, at: ByteRange(start: offset, end: min(offset + 1, bytes.count)))
            }
            return
        }
        let offset = marks.offset(parser.problem_mark)
        var notes: [Note] = []
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context)"
            let contextOffset = marks.offset(parser.context_mark)
            if contextOffset != offset {
                let what = context.replacingPrefix("while ", with: "")
                notes.append(Note(message: "\(what) started here", range: range(.at(contextOffset))))
            }
        }
        error(.syntax, message, at: .at(offset), notes: notes)
    }

    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
