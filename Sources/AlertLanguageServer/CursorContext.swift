import AlertDiagnostics

/// Where the cursor is in a YAML document being typed: the mapping or list it is in (as the
/// keys leading there), whether a key, a value, a placeholder or a comment is being written,
/// and the word typed so far.
///
/// Read from the lines and their indentation, not from a parse: while a person types, the
/// document is malformed more often than not (`ti` with no colon yet, an unclosed `{`), and
/// completion is wanted exactly then. Block mappings and lists are followed by indentation,
/// and flow collections (`{title: Cancel, role: }`) on the cursor's own line by their
/// brackets. Block scalars and multi-line flow collections are not followed: what the cursor
/// is in there is a guess, never a crash.
struct CursorContext: Equatable {
    /// One step from a document's root to a value: a mapping key, or an item of a list.
    enum Step: Hashable {
        case key(String)
        case item
    }

    enum Slot: Equatable {
        /// A key of the mapping at `path`.
        case key
        /// The value at `path` (its last step names it): after `key: `, or a list item.
        case value
        /// A parameter's name in a text's `{…}` placeholder; `path` leads to the text.
        case placeholder
        /// A comment: the text after `#` up to the cursor, leading spaces trimmed.
        case comment(String)
    }

    var path: [Step]
    var slot: Slot
    /// The word before the cursor that a completion replaces.
    var word: ByteRange
    /// The keys the mapping at `path` already has (for `.key`), except the one being typed.
    var siblings: Set<String>

    /// The context at byte `offset` of `file`.
    init(at offset: Int, in file: SourceFile) {
        let bytes = file.bytes
        let offset = max(0, min(offset, bytes.count))
        let lines = file.lines
        let lineIndex = lines.lineIndex(of: offset)
        let lineStart = lines.lineStarts[lineIndex]
        let before = Array(bytes[lineStart..<offset])
        let shape = LineShape(before)

        // The word being typed: the name-like bytes just before the cursor.
        var wordStart = offset
        while wordStart > lineStart, Self.isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
        word = ByteRange(start: wordStart, end: offset)
        siblings = []

        if let comment = shape.commentStart {
            let text = before[(comment + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            path = []
            slot = .comment(String(decoding: text, as: UTF8.self))
            // Rule ids hold `-`: the word is the whole id typed so far.
            var start = offset
            while start > lineStart, Self.isWordByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "-") || bytes[start - 1] == UInt8(ascii: ":") { start -= 1 }
            word = ByteRange(start: start, end: offset)
            return
        }

        // The block mapping the line's content belongs to: its column, and the list items
        // the line opens (`- - key`).
        let column = shape.hasContent ? shape.contentColumn : before.count
        let (ancestors, blockSiblings) = Self.blockPath(to: column, items: shape.dashColumns, line: lineIndex, in: file)
        var path = ancestors + Array(repeating: .item, count: shape.dashColumns.count)

        // The rest of the line: `key: value`, a flow collection, or a key being typed.
        var flow = FlowScanner()
        var rest = before[shape.contentColumn...]
        let blockValue: Bool
        if let (key, valueStart) = LineShape.blockKey(in: rest) {
            path.append(.key(key))
            rest = before[valueStart...]
            blockValue = true
        } else {
            blockValue = false
        }
        flow.scan(rest)
        path += flow.path
        switch flow.state {
        case .placeholder:
            slot = .placeholder
        case .mappingKey(let keys):
            slot = .key
            siblings = keys
        case .mappingValue(let key):
            path.append(.key(key))
            slot = .value
        case .sequenceItem:
            path.append(.item)
            slot = .value
        case .scalar:
            // `key: val` is a value; a bare word is a key being typed (in a list item, or
            // a list's item: `- ip` in `platforms`; the caller offers both).
            if blockValue {
                slot = .value
            } else {
                slot = .key
                siblings = blockSiblings
            }
        }
        self.path = path
        let typed = String(decoding: bytes[word.start..<word.end], as: UTF8.self)
        if slot == .key { siblings.remove(typed) }
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// The keys from the root to the block mapping at `column` on line `line` (which opens
    /// list items at `items`' columns), and the keys that mapping has on other lines.
    static func blockPath(to column: Int, items: [Int], line: Int, in file: SourceFile) -> (path: [Step], siblings: Set<String>) {
        var reversed: [Step] = []
        var siblings: Set<String> = []
        // The column of the node whose parent is sought, and whether a key at that same
        // column may own it (a list may sit at its key's indentation: `actions:\n- Cancel`).
        var want = items.first ?? column
        var sameColumnOwns = !items.isEmpty
        // The line's own list item starts its mapping: no siblings above it.
        var collecting = items.isEmpty
        var index = line - 1
        while index >= 0, want > 0 || sameColumnOwns {
            let shape = LineShape(lineBytes(index, in: file))
            index -= 1
            guard shape.hasContent, shape.commentStart != shape.contentColumn else { continue }
            let key = LineShape.blockKey(in: shape.bytes[shape.contentColumn...])?.key
            if let firstDash = shape.dashColumns.first {
                if shape.contentColumn == want, !sameColumnOwns {
                    // The item whose mapping holds the cursor's node.
                    if collecting, let key { siblings.insert(key) }
                    collecting = false
                    reversed.append(contentsOf: Array(repeating: .item, count: shape.dashColumns.count))
                    want = firstDash
                    sameColumnOwns = true
                } else if firstDash < want {
                    // An item that holds the node further in (`- title:` above `  role:`).
                    collecting = false
                    if let key, shape.contentColumn < want { reversed.append(.key(key)) }
                    reversed.append(contentsOf: Array(repeating: .item, count: shape.dashColumns.count))
                    want = firstDash
                    sameColumnOwns = true
                }
                continue
            }
            if shape.contentColumn < want || (sameColumnOwns && shape.contentColumn == want) {
                collecting = false
                guard let key else { continue }
                reversed.append(.key(key))
                want = shape.contentColumn
                sameColumnOwns = false
            } else if shape.contentColumn == want, collecting, let key {
                siblings.insert(key)
            }
        }
        // The mapping's keys below the cursor's line, up to its end.
        var below = line + 1
        while below < file.lines.lineCount {
            let shape = LineShape(lineBytes(below, in: file))
            below += 1
            guard shape.hasContent, shape.commentStart != shape.contentColumn else { continue }
            if let firstDash = shape.dashColumns.first, firstDash <= column { break }
            if shape.contentColumn < column { break }
            if shape.contentColumn == column, let key = LineShape.blockKey(in: shape.bytes[shape.contentColumn...])?.key { siblings.insert(key) }
        }
        if items.isEmpty {
            // Keys above the cursor in the same mapping, up to where it starts.
            var above = line - 1
            while above >= 0 {
                let shape = LineShape(lineBytes(above, in: file))
                above -= 1
                guard shape.hasContent, shape.commentStart != shape.contentColumn else { continue }
                let key = LineShape.blockKey(in: shape.bytes[shape.contentColumn...])?.key
                if shape.contentColumn == column, let key { siblings.insert(key) }
                if shape.contentColumn < column || (shape.dashColumns.first.map { $0 < column } ?? false) {
                    if shape.contentColumn == column, let key { siblings.insert(key) }
                    break
                }
            }
        }
        return (reversed.reversed(), siblings)
    }

    /// Line `index`'s bytes, without its line break.
    static func lineBytes(_ index: Int, in file: SourceFile) -> [UInt8] {
        let lines = file.lines
        var end = index + 1 < lines.lineCount ? lines.lineStarts[index + 1] : file.bytes.count
        let start = lines.lineStarts[index]
        while end > start, file.bytes[end - 1] == 10 || file.bytes[end - 1] == 13 { end -= 1 }
        return Array(file.bytes[start..<end])
    }
}

/// One line of block YAML: its indentation, the list items it opens, where its content
/// starts, and where a comment starts.
struct LineShape {
    let bytes: [UInt8]
    /// The columns (bytes from the line's start) of the `-` of each list item it opens.
    private(set) var dashColumns: [Int] = []
    /// Where the content starts after the indentation and any `- `.
    private(set) var contentColumn = 0
    /// Whether anything but spaces and dashes is on the line.
    private(set) var hasContent = false
    /// The `#` of a comment, outside quotes.
    private(set) var commentStart: Int?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "-"),
                  index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: " ") else { break }
            dashColumns.append(index)
            index += 1
        }
        contentColumn = index
        hasContent = index < bytes.count
        var quote: UInt8?
        var position = index
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                if position == 0 || [UInt8(ascii: " "), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ",")].contains(bytes[position - 1]) { quote = byte }
            } else if byte == UInt8(ascii: "#"), position == 0 || bytes[position - 1] == UInt8(ascii: " ") || bytes[position - 1] == UInt8(ascii: "\t") {
                commentStart = position
                break
            }
            position += 1
        }
    }

    /// `key:` at the start of `content` (followed by a space or the end): the key's text and
    /// where its value starts. Nil for a flow collection or a scalar with no key.
    static func blockKey(in content: ArraySlice<UInt8>) -> (key: String, valueStart: Int)? {
        guard let first = content.first, first != UInt8(ascii: "{"), first != UInt8(ascii: "["), first != UInt8(ascii: "#") else { return nil }
        var index = content.startIndex
        var quote: UInt8?
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { quote = first; index += 1 }
        while index < content.endIndex {
            let byte = content[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: ":"), index + 1 == content.endIndex || content[index + 1] == UInt8(ascii: " ") || content[index + 1] == UInt8(ascii: "\t") {
                var key = content[content.startIndex..<index]
                while key.last == UInt8(ascii: " ") { key = key.dropLast() }
                if let open = key.first, open == UInt8(ascii: "\"") || open == UInt8(ascii: "'"), key.count >= 2, key.last == open {
                    key = key.dropFirst().dropLast()
                }
                return (String(decoding: key, as: UTF8.self), min(index + 1, content.endIndex))
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: ","), quote == nil, index == content.startIndex {
                return nil
            }
            index += 1
        }
        return nil
    }
}

/// Follows flow collections (`{…}`, `[…]`) and quoted scalars on one line, up to the cursor.
struct FlowScanner {
    enum State: Equatable {
        /// In a plain or quoted scalar, or before any value.
        case scalar
        /// Where a key of the innermost flow mapping goes; the keys it has so far.
        case mappingKey(Set<String>)
        /// The value of `key` in the innermost flow mapping.
        case mappingValue(String)
        /// An item of the innermost flow list.
        case sequenceItem
        /// Inside the `{` of a placeholder in a text.
        case placeholder
    }

    private struct Frame {
        var isMapping: Bool
        var keys: Set<String> = []
        var key: String?
    }

    /// The steps into the flow collections still open at the cursor.
    private(set) var path: [CursorContext.Step] = []
    private(set) var state = State.scalar
    private var frames: [Frame] = []

    /// Reads `text` (a value, up to the cursor): a collection opens only where a value
    /// starts (a `{` inside a scalar is a placeholder's).
    mutating func scan(_ text: ArraySlice<UInt8>) {
        var atTokenStart = true
        var quote: UInt8?
        var placeholderOpen = false
        var tokenStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            defer { index += 1 }
            if byte == UInt8(ascii: "{"), !atTokenStart || quote != nil {
                // A brace inside a scalar: a placeholder, unless doubled (a literal brace).
                placeholderOpen = !(index > text.startIndex && text[index - 1] == UInt8(ascii: "{")) && !placeholderOpen
                continue
            }
            if byte == UInt8(ascii: "}"), placeholderOpen {
                placeholderOpen = false
                continue
            }
            if let open = quote {
                if byte == open { quote = nil; placeholderOpen = false }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if atTokenStart { quote = byte }
                atTokenStart = false
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isMapping = byte == UInt8(ascii: "{")
                if let parent = frames.last {
                    path.append(parent.isMapping ? .key(parent.key ?? "") : .item)
                }
                frames.append(Frame(isMapping: isMapping))
                atTokenStart = true
                tokenStart = index + 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !frames.isEmpty else { atTokenStart = false; continue }
                frames.removeLast()
                if !frames.isEmpty, !path.isEmpty { path.removeLast() }
                atTokenStart = false
            case UInt8(ascii: ","):
                guard !frames.isEmpty else { atTokenStart = false; continue }
                frames[frames.count - 1].key = nil
                atTokenStart = true
                tokenStart = index + 1
                placeholderOpen = false
            case UInt8(ascii: ":"):
                let next = index + 1 < text.endIndex ? text[index + 1] : UInt8(ascii: " ")
                if let frame = frames.last, frame.isMapping, frame.key == nil, next == UInt8(ascii: " ") || next == UInt8(ascii: ",") || next == UInt8(ascii: "}") {
                    var key = text[tokenStart..<index]
                    while key.first == UInt8(ascii: " ") { key = key.dropFirst() }
                    while key.last == UInt8(ascii: " ") { key = key.dropLast() }
                    if let open = key.first, open == UInt8(ascii: "\"") || open == UInt8(ascii: "'"), key.count >= 2 { key = key.dropFirst().dropLast() }
                    let name = String(decoding: key, as: UTF8.self)
                    frames[frames.count - 1].keys.insert(name)
                    frames[frames.count - 1].key = name
                    atTokenStart = true
                    tokenStart = index + 1
                } else {
                    atTokenStart = false
                }
            default:
                atTokenStart = false
            }
        }
        if placeholderOpen {
            state = .placeholder
        } else if quote != nil {
            state = .scalar
        } else if let frame = frames.last {
            if !frame.isMapping {
                state = .sequenceItem
            } else if let key = frame.key {
                state = .mappingValue(key)
            } else {
                state = .mappingKey(frame.keys)
            }
        }
    }
}
