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
        var diagnostics = builder.diagnostics
        let scannedEnd = builder.scannedEnd
        let scalarRanges = builder.scalarRanges
        let root = builder.takeRoot()
        var comments: [YAMLComment] = []
        if scannedEnd > 0 {
            let scan = CommentScanner.scan(file.bytes, upTo: scannedEnd, skipping: scalarRanges)
            comments = scan.comments
            // libyaml takes any `#` that starts a token for a comment; YAML wants whitespace
            // before it (`"a"#b`, `[a]#b` and `|#b` are errors).
            for offset in scan.unseparatedHashes {
                diagnostics.append(Diagnostic(
                    severity: .error,
                    id: YAMLErrorID.syntax.rawValue,
                    message: "a comment needs whitespace before its `#`",
                    range: SourceRange(path: file.path, bytes: ByteRange(start: offset, end: offset + 1))
                ))
            }
        }
        return (YAMLDocument(file: file, root: root, comments: comments), diagnostics)
    }
}

/// Turns libyaml's character-counted marks into byte offsets.
///
/// libyaml counts characters (a CRLF counts two) from the start of the buffer it was given;
/// the buffer starts after the BOM. Marks arrive nearly in order, so a cursor that walks
/// from the last answer costs one pass over the file: runs of ASCII, where characters are
/// bytes, are crossed in one step, and other text eight bytes at a time.
private struct MarkConverter {
    let bytes: UnsafeBufferPointer<UInt8>
    let base: Int
    /// The number of characters (UTF-8 leading bytes) in `bytes[base..<byteOffset]`.
    private var characterIndex = 0
    /// Always at a leading byte or the end.
    private var byteOffset: Int
    /// When greater than `byteOffset`, `bytes[byteOffset..<asciiEnd]` are all ASCII.
    private var asciiEnd: Int

    init(bytes: UnsafeBufferPointer<UInt8>, base: Int) {
        self.bytes = bytes
        self.base = base
        self.byteOffset = base
        self.asciiEnd = base
    }

    mutating func offset(_ mark: yaml_mark_t) -> Int {
        let target = mark.index
        if target > characterIndex {
            forward(by: target - characterIndex)
        } else if target < characterIndex {
            while characterIndex > target, byteOffset > base {
                byteOffset -= 1
                if bytes[byteOffset] & 0xC0 != 0x80 { characterIndex -= 1 }
            }
            asciiEnd = byteOffset
        }
        return byteOffset
    }

    private mutating func forward(by count: Int) {
        var remaining = count
        let end = bytes.count
        while remaining > 0, byteOffset < end {
            if byteOffset < asciiEnd {
                let step = min(remaining, asciiEnd - byteOffset)
                byteOffset += step
                remaining -= step
                continue
            }
            if byteOffset + 8 <= end, let start = bytes.baseAddress {
                let word = UnsafeRawPointer(start + byteOffset).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    asciiEnd = ByteSearch.firstNonASCII(in: bytes, from: byteOffset, to: end)
                    continue
                }
                // A continuation byte is 10xxxxxx: bit 7 set, bit 6 clear. The bytes' sum lands
                // in the top byte (baseline x86-64 has no popcount instruction).
                let continuations = (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
                let characters = 8 - Int((continuations &* 0x0101_0101_0101_0101) >> 56)
                if characters <= remaining {
                    byteOffset += 8
                    remaining -= characters
                    continue
                }
            }
            if bytes[byteOffset] & 0xC0 != 0x80 { remaining -= 1 }
            byteOffset += 1
        }
        characterIndex += count - remaining
        // To the leading byte of the next character.
        while byteOffset < end, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset += 1 }
    }
}

/// Noncopyable because it owns the tree's buffers until `takeRoot()` hands them over.
private struct TreeBuilder: ~Copyable {
    let file: SourceFile
    let limits: YAMLLimits
    var diagnostics: [Diagnostic] = []
    /// The bytes of every scalar's text and node property in source order, keys included: the
    /// comment scanner skips them. A block scalar's header line is left out, as its
    /// `# comment` is real.
    var scalarRanges: [ByteRange] = []
    /// Comments are looked for before this offset: the part of the file read as the
    /// document. After an error that stops the parse, what follows is not known to be YAML.
    var scannedEnd = 0

    /// The open collections, innermost last.
    private var frames = GrowableBuffer<Frame>(capacity: 16)
    /// The tree being built: the children of every closed collection, each collection's
    /// together (see `YAMLTree`).
    private var records: GrowableBuffer<YAMLTree.Record>
    /// Every scalar's text, one after another; records point into it.
    private var scalarBytes: GrowableBuffer<UInt8>
    /// The finished children of every open collection, innermost collection's last; a
    /// mapping's as key, value, key, value. When a collection closes, its children move from
    /// here to `records` in one copy, and the collection takes their place in its parent.
    private var children = GrowableBuffer<YAMLTree.Record>(capacity: 64)
    /// The root's record, once read.
    private var rootRecord: YAMLTree.Record?
    /// A hash of each accepted key's text, parallel to the keys in `children`: most
    /// duplicate checks end at an integer comparison.
    private var keyHashes = GrowableBuffer<UInt64>(capacity: 64)
    private var documentCount = 0

    private struct Frame {
        var isMapping: Bool
        var isFlow: Bool
        var start: Int
        /// Where this collection's children start in `children`.
        var firstChild: Int
        /// Where this mapping's key hashes start in `keyHashes`.
        var firstKeyHash: Int
        /// A mapping has read a key and waits for its value.
        var awaitingValue = false
        /// The key just read cannot be used, so its value is read and dropped.
        var discardValue = false
        /// `keyIndexes` holds an index of this mapping's keys.
        var hasKeyIndex = false
    }

    /// Key hash → position of the key in `children`, for each open mapping (by its position
    /// in `frames`) that has many keys. Kept apart so that a `Frame` stays a plain value.
    private var keyIndexes: [Int: [UInt64: Int]] = [:]

    init(file: SourceFile, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
        // Rough sizes for spec files (a node per 15 bytes or so, text a third of the bytes),
        // to spare most regrowing.
        records = GrowableBuffer(capacity: file.bytes.count / 16)
        scalarBytes = GrowableBuffer(capacity: file.bytes.count / 2)
    }

    /// The document's root, if the stream held one: the last record, stored when the read
    /// ended. Hands the buffers to the tree.
    consuming func takeRoot() -> YAMLNode? {
        guard let rootRecord else { return nil }
        records.append(rootRecord)
        let rootIndex = records.count - 1
        let tree = YAMLTree(records: records.take(), scalarBytes: scalarBytes.take())
        return YAMLNode(tree: tree, index: rootIndex)
    }

    private func range(_ bytes: ByteRange) -> SourceRange { SourceRange(path: file.path, bytes: bytes) }

    private mutating func error(_ id: YAMLErrorID, _ message: String, at bytes: ByteRange, notes: [Note] = []) {
        diagnostics.append(Diagnostic(severity: .error, id: id.rawValue, message: message, range: range(bytes), notes: notes))
    }

    mutating func run() {
        let bytes = file.bytes
        // Node records hold 32-bit offsets: a larger limit than they allow acts as theirs.
        let maxFileBytes = min(limits.maxFileBytes, YAMLTree.maxFileBytes)
        if bytes.count > maxFileBytes {
            error(.tooLarge, "file is \(bytes.count) bytes; the limit is \(maxFileBytes) bytes", at: .at(0))
            return
        }
        if let (encoding, length) = Self.foreignByteOrderMark(bytes) {
            error(.encoding, "file is \(encoding) (it starts with a \(encoding) byte-order mark); save it as UTF-8", at: ByteRange(start: 0, end: length))
            return
        }
        let bom = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        scalarRanges.reserveCapacity(bytes.count / 16)
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
                // UTF-8 only: a UTF-16 or UTF-32 file without a byte-order mark is reported by
                // its NUL bytes, not guessed at.
                yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
                var marks = MarkConverter(bytes: buffer, base: bom)
                parseEvents(&parser, &marks, bom: bom)
            }
        }
        if rootRecord == nil, !diagnostics.contains(where: { $0.severity == .error }) {
            let rest = bytes[bom...]
            let what = rest.allSatisfy(Self.isWhitespace) ? "file is empty"
                : Self.holdsOnlyComments(rest) ? "file holds only comments" : "file holds no YAML document"
            error(.emptyFile, "\(what); a spec needs at least `version: 1` and one definition", at: .at(bom))
        }
    }

    private mutating func parseEvents(_ parser: inout yaml_parser_t, _ marks: inout MarkConverter, bom: Int) {
        var event = yaml_event_t()
        var lastEnd = bom
        defer { scannedEnd = lastEnd }
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                reportParserError(parser, &marks, bom: bom)
                return
            }
            defer { yaml_event_delete(&event) }
            // Marks are converted only where a range needs them: each conversion has a cost.
            switch event.type {
            case YAML_STREAM_END_EVENT:
                lastEnd = marks.bytes.count
                return
            case YAML_DOCUMENT_START_EVENT:
                documentCount += 1
                if documentCount > 1 {
                    let start = marks.offset(event.start_mark)
                    error(
                        .multipleDocuments,
                        "a spec file holds one YAML document; split the second one into its own file",
                        at: ByteRange(start: start, end: marks.offset(event.end_mark))
                    )
                    lastEnd = start
                    return
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let start = marks.offset(event.start_mark)
                let end: Int
                if scalar.style == YAML_PLAIN_SCALAR_STYLE, scalar.anchor == nil, scalar.tag == nil,
                   event.start_mark.line == event.end_mark.line,
                   event.end_mark.index - event.start_mark.index == scalar.length {
                    // A plain scalar on one line without properties is its source text. As
                    // many characters as bytes means all of them are ASCII, so it ends that
                    // many bytes on: no characters to count. (Most keys take this path.)
                    end = start + scalar.length
                } else {
                    end = marks.offset(event.end_mark)
                }
                if scalar.anchor != nil || scalar.tag != nil {
                    checkProperties(anchor: scalar.anchor, tag: scalar.tag, at: start, in: marks.bytes)
                }
                let style = Self.style(scalar.style)
                let valueBytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                let valueStart = scalarBytes.count
                scalarBytes.append(contentsOf: valueBytes)
                let keyHash = expectsKey ? KeyHash.of(valueBytes) : 0
                var nodeRange = ByteRange(start: start, end: end)
                if style == .literal || style == .folded {
                    let ranges = Self.blockScalarRanges(marks.bytes, start: start, end: end)
                    nodeRange = ranges.node
                    scalarRanges.append(ranges.content)
                } else {
                    scalarRanges.append(nodeRange)
                }
                add(.scalar(nodeRange, text: valueStart, length: valueBytes.count, style: style), keyHash: keyHash)
                lastEnd = max(lastEnd, end)
            case YAML_ALIAS_EVENT:
                let nodeRange = ByteRange(start: marks.offset(event.start_mark), end: marks.offset(event.end_mark))
                error(.alias, "aliases (`\(file.text(in: nodeRange))`) are not allowed in spec files; write the value out", at: nodeRange)
                add(.scalar(nodeRange, text: scalarBytes.count, length: 0, style: .plain), isAlias: true)
                lastEnd = max(lastEnd, nodeRange.end)
            case YAML_SEQUENCE_START_EVENT:
                let start = marks.offset(event.start_mark)
                let sequence = event.data.sequence_start
                checkProperties(anchor: sequence.anchor, tag: sequence.tag, at: start, in: marks.bytes)
                guard push(isMapping: false, isFlow: sequence.style == YAML_FLOW_SEQUENCE_STYLE, at: start) else {
                    lastEnd = start
                    return
                }
            case YAML_MAPPING_START_EVENT:
                let start = marks.offset(event.start_mark)
                let mapping = event.data.mapping_start
                checkProperties(anchor: mapping.anchor, tag: mapping.tag, at: start, in: marks.bytes)
                guard push(isMapping: true, isFlow: mapping.style == YAML_FLOW_MAPPING_STYLE, at: start) else {
                    lastEnd = start
                    return
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let top = frames.last else { return }
                // A block collection ends with its last child; only a flow one needs the mark.
                let end = top.isFlow ? marks.offset(event.end_mark) : 0
                add(close(end: end))
                lastEnd = max(lastEnd, end)
            default:
                break
            }
        }
    }

    private mutating func push(isMapping: Bool, isFlow: Bool, at offset: Int) -> Bool {
        guard frames.count < limits.maxDepth else {
            error(.tooDeep, "nesting is deeper than \(limits.maxDepth) levels", at: .at(offset))
            return false
        }
        frames.append(Frame(
            isMapping: isMapping, isFlow: isFlow, start: offset,
            firstChild: children.count, firstKeyHash: keyHashes.count
        ))
        return true
    }

    /// The next node is a mapping key.
    private var expectsKey: Bool {
        guard let top = frames.last else { return false }
        return top.isMapping && !top.awaitingValue
    }

    /// Ends the innermost collection: its children leave the stack for their place in the tree.
    private mutating func close(end: Int) -> YAMLTree.Record {
        let frame = frames.removeLast()
        let lastEnd = children.count > frame.firstChild ? Int(children[children.count - 1].end) : frame.start
        let first = records.count
        var childCount = children.count - frame.firstChild
        if frame.isMapping {
            keyHashes.removeLast(from: frame.firstKeyHash)
            if frame.hasKeyIndex { keyIndexes[frames.count] = nil }
            // A key without its value cannot be left by a complete mapping; drop it if it is.
            childCount -= childCount % 2
        }
        records.append(contentsOf: children.elements(from: frame.firstChild, count: childCount))
        children.removeLast(from: frame.firstChild)
        return YAMLTree.Record(
            range: ByteRange(start: frame.start, end: frame.isFlow ? end : lastEnd),
            kind: frame.isMapping ? .mapping : .sequence,
            first: first,
            count: frame.isMapping ? childCount / 2 : childCount,
            isFlow: frame.isFlow
        )
    }

    /// Attaches a finished node to its parent, checking mapping keys as they arrive.
    /// An alias has been reported already; as a key it only has its value dropped.
    private mutating func add(_ node: YAMLTree.Record, isAlias: Bool = false, keyHash: UInt64 = 0) {
        guard !frames.isEmpty else {
            rootRecord = node
            return
        }
        let top = frames.count - 1
        guard frames[top].isMapping else {
            children.append(node)
            return
        }
        if frames[top].awaitingValue {
            frames[top].awaitingValue = false
            if frames[top].discardValue {
                frames[top].discardValue = false
            } else {
                children.append(node)
            }
            return
        }
        frames[top].awaitingValue = true
        if isAlias {
            frames[top].discardValue = true
            return
        }
        guard node.kind == .scalar else {
            error(.nonScalarKey, "mapping keys must be plain strings, not \(node.kind == .sequence ? "a list" : "a mapping")", at: node.range)
            frames[top].discardValue = true
            return
        }
        if node.style == .plain, keyHash == KeyHash.empty, node.count == 0 {
            error(.nonScalarKey, "mapping entry has no key; write the key before the `:`", at: node.range)
            frames[top].discardValue = true
            return
        }
        if node.style == .plain, keyHash == KeyHash.merge, text(of: node).elementsEqual("<<".utf8) {
            error(.mergeKey, "merge keys (`<<`) are not allowed in spec files; write the keys out", at: node.range)
            frames[top].discardValue = true
            return
        }
        if let first = firstKey(node, hash: keyHash, in: top) {
            let name = String(decoding: text(of: node), as: UTF8.self)
            error(
                .duplicateKey,
                "duplicate key '\(name)'",
                at: node.range,
                notes: [Note(message: "'\(name)' was first defined here", range: range(children[first].range))]
            )
            frames[top].discardValue = true
            return
        }
        children.append(node)
        keyHashes.append(keyHash)
    }

    /// The position in `children` of an earlier key with this text in mapping `frameIndex`,
    /// if any. Keys are compared by hash first; small mappings are scanned and large ones
    /// get an index, so a hostile file with many keys cannot make this quadratic.
    private mutating func firstKey(_ key: YAMLTree.Record, hash: UInt64, in frameIndex: Int) -> Int? {
        let firstChild = frames[frameIndex].firstChild
        let firstHash = frames[frameIndex].firstKeyHash
        let count = keyHashes.count - firstHash
        if !frames[frameIndex].hasKeyIndex {
            if count < 16 {
                for offset in 0..<count where keyHashes[firstHash + offset] == hash {
                    let position = firstChild + 2 * offset
                    if sameText(children[position], key) { return position }
                }
                return nil
            }
            var index: [UInt64: Int] = [:]
            index.reserveCapacity(count * 2)
            for offset in 0..<count where index[keyHashes[firstHash + offset]] == nil {
                index[keyHashes[firstHash + offset]] = firstChild + 2 * offset
            }
            keyIndexes[frameIndex] = index
            frames[frameIndex].hasKeyIndex = true
        }
        // Updated in place: copying the index out would copy it on every key.
        if let position = keyIndexes[frameIndex]![hash] {
            if sameText(children[position], key) { return position }
            // Two texts with one hash: rare enough to settle by a scan.
            for offset in 0..<count where keyHashes[firstHash + offset] == hash {
                let position = firstChild + 2 * offset
                if sameText(children[position], key) { return position }
            }
            return nil
        }
        keyIndexes[frameIndex]![hash] = children.count
        return nil
    }

    /// A scalar's text, as stored.
    private func text(of record: YAMLTree.Record) -> UnsafeBufferPointer<UInt8> {
        scalarBytes.elements(from: Int(record.first), count: Int(record.count))
    }

    /// Two scalars have the same text, byte for byte: what makes two keys duplicates.
    private func sameText(_ lhs: YAMLTree.Record, _ rhs: YAMLTree.Record) -> Bool {
        lhs.kind == .scalar && ByteSearch.equal(text(of: lhs), text(of: rhs))
    }

    /// Reports the anchor and tag of the node that starts at `start`, each at its own text.
    private mutating func checkProperties(
        anchor: UnsafeMutablePointer<yaml_char_t>?,
        tag: UnsafeMutablePointer<yaml_char_t>?,
        at start: Int,
        in bytes: UnsafeBufferPointer<UInt8>
    ) {
        guard anchor != nil || tag != nil else { return }
        var anchorLength: Int?
        if let anchor {
            var length = 0
            while anchor[length] != 0 { length += 1 }
            anchorLength = length
        }
        let (anchorRange, tagRange) = Self.propertyRanges(bytes, from: start, anchorLength: anchorLength)
        // A tag may hold a `#` (`!a#b`): the comment scanner must not take it for a comment.
        for property in [anchorRange, tagRange].compactMap({ $0 }).sorted(by: <) {
            scalarRanges.append(property)
        }
        if let anchor {
            let text = anchorRange.map { file.text(in: $0) } ?? "&" + String(cString: anchor)
            error(.anchor, "anchors (`\(text)`) are not allowed in spec files", at: anchorRange ?? .at(start))
        }
        if let tag {
            let text = tagRange.map { file.text(in: $0) } ?? String(cString: tag)
            error(.tag, "explicit tags (`\(text)`) are not allowed in spec files; write the plain value", at: tagRange ?? .at(start))
        }
    }

    /// The source text of a node's properties. libyaml gives the anchor's name and the
    /// resolved tag (`tag:yaml.org,2002:str` for `!!str`); messages show what was written.
    private static func propertyRanges(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        anchorLength: Int?
    ) -> (anchor: ByteRange?, tag: ByteRange?) {
        var anchor: ByteRange?
        var tag: ByteRange?
        var index = start
        for _ in 0..<2 {
            index = skipSeparation(bytes, from: index)
            guard index < bytes.count else { break }
            let first = bytes[index]
            guard first == UInt8(ascii: "&") || first == UInt8(ascii: "!") else { break }
            let tokenStart = index
            index += 1
            if first == UInt8(ascii: "&"), let anchorLength {
                // libyaml's name: `&a: b` is the anchor `a:` or `a`, depending on the version.
                index = min(index + anchorLength, bytes.count)
            } else {
                if first == UInt8(ascii: "!"), index < bytes.count, bytes[index] == UInt8(ascii: "<") {
                    // A verbatim tag, `!<tag:example.com,2000:x>`, may hold flow indicators.
                    while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                }
                while index < bytes.count, !isWhitespace(bytes[index]), !isFlowIndicator(bytes[index]) { index += 1 }
            }
            let token = ByteRange(start: tokenStart, end: index)
            if first == UInt8(ascii: "&") { anchor = token } else { tag = token }
        }
        return (anchor, tag)
    }

    /// Past whitespace, line breaks and comments.
    private static func skipSeparation(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if isWhitespace(bytes[index]) {
                index += 1
            } else if bytes[index] == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            } else {
                break
            }
        }
        return index
    }

    /// A block scalar's node range and the part of it that is content.
    ///
    /// libyaml ends a block scalar where the next token starts, after the trailing line
    /// breaks and the next line's indentation; the node ends with its last non-blank byte
    /// instead (or with its header when it has no content). Its content starts on the line
    /// after the header, so a `# comment` on the header line stays visible to the scanner.
    private static func blockScalarRanges(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> (node: ByteRange, content: ByteRange) {
        let whole = ByteRange(start: start, end: end)
        var index = start
        // Past the properties, if any, to the `|` or `>` indicator.
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">") { break }
            guard byte == UInt8(ascii: "&") || byte == UInt8(ascii: "!") else { return (whole, whole) }
            if byte == UInt8(ascii: "!"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "<") {
                while index < end, bytes[index] != UInt8(ascii: ">") { index += 1 }
            }
            while index < end, !isWhitespace(bytes[index]) { index += 1 }
            index = min(skipSeparation(bytes, from: index), end)
        }
        guard index < end else { return (whole, whole) }
        var headerEnd = index
        while headerEnd < end, !isWhitespace(bytes[headerEnd]) { headerEnd += 1 }
        var lineEnd = headerEnd
        while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
        var contentEnd = end
        while contentEnd > lineEnd, isWhitespace(bytes[contentEnd - 1]) { contentEnd -= 1 }
        guard contentEnd > lineEnd else {
            return (ByteRange(start: start, end: headerEnd), .at(lineEnd))
        }
        return (ByteRange(start: start, end: contentEnd), ByteRange(start: lineEnd, end: contentEnd))
    }

    /// Every line is blank or a comment.
    private static func holdsOnlyComments(_ bytes: ArraySlice<UInt8>) -> Bool {
        var atLineStart = true
        var inComment = false
        for byte in bytes {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                atLineStart = true
                inComment = false
            } else if inComment || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                continue
            } else if atLineStart, byte == UInt8(ascii: "#") {
                inComment = true
            } else {
                return false
            }
        }
        return true
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// A UTF-16 or UTF-32 byte-order mark: the file is text, but not UTF-8.
    private static func foreignByteOrderMark(_ bytes: [UInt8]) -> (String, Int)? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return ("UTF-32", 4) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return ("UTF-32", 4) }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return ("UTF-16", 2) }
        return nil
    }

    private mutating func reportParserError(_ parser: yaml_parser_t, _ marks: inout MarkConverter, bom: Int) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            reportReaderError(problem, offset: bom + parser.problem_offset, value: parser.problem_value)
            return
        }
        let offset = marks.offset(parser.problem_mark)
        var notes: [Note] = []
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context)"
            let contextOffset = marks.offset(parser.context_mark)
            if contextOffset != offset {
                notes.append(Note(message: "\(Self.describe(context: context)) started here", range: range(.at(contextOffset))))
            }
        }
        error(.syntax, message, at: .at(offset), notes: notes)
    }

    /// libyaml's reader checks the encoding before anything is parsed: its offsets are bytes.
    private mutating func reportReaderError(_ problem: String, offset: Int, value: Int32) {
        let bytes = file.bytes
        let offset = min(offset, bytes.count)
        if problem == "control characters are not allowed" {
            let length = offset < bytes.count ? Self.sequenceLength(bytes[offset]) : 0
            let at = ByteRange(start: offset, end: min(offset + length, bytes.count))
            if value == 0 {
                error(.encoding, "file contains a NUL byte; spec files are UTF-8 text", at: at)
            } else {
                error(.encoding, "file contains the control character \(Self.codePoint(value)); only tabs and line breaks are allowed", at: at)
            }
            return
        }
        // The range covers the malformed sequence, from its leading byte.
        var at: ByteRange
        switch problem {
        case "invalid trailing UTF-8 octet":
            // libyaml points at the bad continuation byte; the sequence began before it.
            var start = offset
            while start > 0, offset - start < 3, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
            if start > 0 { start -= 1 }
            at = ByteRange(start: start, end: offset)
        case "incomplete UTF-8 octet sequence":
            at = ByteRange(start: offset, end: bytes.count)
        case "invalid leading UTF-8 octet":
            at = ByteRange(start: offset, end: min(offset + 1, bytes.count))
        default:
            // "invalid length of a UTF-8 sequence" (an overlong form), "invalid Unicode
            // character" (an encoded surrogate or a code point past U+10FFFF).
            let length = offset < bytes.count ? Self.sequenceLength(bytes[offset]) : 0
            at = ByteRange(start: offset, end: min(offset + length, bytes.count))
        }
        var detail = problem
        if problem == "invalid Unicode character", value >= 0 { detail += " \(Self.codePoint(value))" }
        var message = "file is not valid UTF-8 (\(detail))"
        // One stray byte from the upper half of Latin-1 is most often an accented letter
        // saved in Latin-1 or Windows-1252: say which letter it would be.
        if at.length == 1, bytes[at.start] >= 0xA0 {
            let letter = Character(Unicode.Scalar(bytes[at.start]))
            message += "; byte 0x\(String(bytes[at.start], radix: 16, uppercase: true)) is “\(letter)” in Latin-1: save the file as UTF-8"
        }
        error(.encoding, message, at: at)
    }

    private static func sequenceLength(_ leading: UInt8) -> Int {
        switch leading {
        case 0..<0x80: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }

    private static func codePoint(_ value: Int32) -> String {
        let hex = String(UInt32(bitPattern: value), radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// "while parsing a block mapping" → "the block mapping".
    private static func describe(context: String) -> String {
        var text = Substring(context)
        for prefix in ["while parsing ", "while scanning "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        for article in ["a ", "an "] where text.hasPrefix(article) {
            return "the " + text.dropFirst(article.count)
        }
        return String(text)
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

extension YAMLTree.Record {
    /// A scalar whose text is `length` bytes at `text` in the tree's `scalarBytes`.
    static func scalar(_ range: ByteRange, text: Int, length: Int, style: ScalarStyle) -> Self {
        Self(
            start: Int32(truncatingIfNeeded: range.start), end: Int32(truncatingIfNeeded: range.end),
            first: Int32(truncatingIfNeeded: text), count: Int32(truncatingIfNeeded: length),
            kind: .scalar, style: style, isFlow: false
        )
    }

    /// A collection whose children are `count` items or entries from `first` in the tree's
    /// `records`.
    init(range: ByteRange, kind: Kind, first: Int, count: Int, isFlow: Bool) {
        self.init(
            start: Int32(truncatingIfNeeded: range.start), end: Int32(truncatingIfNeeded: range.end),
            first: Int32(truncatingIfNeeded: first), count: Int32(truncatingIfNeeded: count),
            kind: kind, style: .plain, isFlow: isFlow
        )
    }

    /// The node's byte range. (`ByteRange` has already clamped the end not to precede the
    /// start, so the record holds no inverted range.)
    var range: ByteRange { ByteRange(start: Int(start), end: Int(end)) }
}

/// FNV-1a over a scalar's UTF-8 bytes, as libyaml hands them over: mapping keys are compared
/// by it before their text.
enum KeyHash {
    /// The hashes of "" and "<<", which the reader checks every key against, as literals
    /// (a test recomputes them).
    static let empty: UInt64 = 0xCBF2_9CE4_8422_2325
    static let merge: UInt64 = 0x0809_8C07_B4C8_71A5

    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
