import AlertDiagnostics

extension YAMLReader {
    /// The document `read(file, limits:)` would give, made from `previous`, an earlier parse
    /// of the same document in which the reader found nothing to report, by parsing again
    /// only the lines the edit falls in; nil when that cannot be done, and the file must be
    /// read whole. A non-nil result is the whole read's, node for node and byte for byte
    /// in the tree's storage, with no diagnostics (docs/decisions/0066-incremental-yaml-read.md).
    ///
    /// The lines parsed again are those of the deepest entry of a block mapping, indented by
    /// at least one space, whose lines hold every changed byte: from the start of the line of
    /// its key to the start of the line of the next key of its mapping (or to where the
    /// lines of the entry around its mapping end). The entry's lines are parsed alone, as a
    /// document of their own; if they read cleanly as entries of one block mapping at the
    /// same indentation (none of whose keys another entry of the mapping has), they take the
    /// entry's place, and every node and comment after them moves by the change in length.
    ///
    /// Why the lines parse alone as they parse in place: libyaml's scanner, at the start of a
    /// line at the mapping's indentation in block context, differs between the two only in
    /// the indentation levels below the mapping's, and those are read only when a token
    /// starts to the left of the mapping's keys. Every line of the new lines that holds more
    /// than blanks or a comment is checked to be indented at least as far as the keys (with
    /// no tab, and no line break but LF and CRLF, which libyaml and this check would count
    /// apart); whatever a line inside a quoted or block scalar does, it does alike in both.
    /// What follows the lines is unchanged and starts at a key of the mapping or further
    /// left, where both parses are back in the same state.
    public static func reread(_ file: SourceFile, after previous: YAMLDocument, limits: YAMLLimits = .default) -> YAMLDocument? {
        guard let root = previous.root else { return nil }
        let new = file.bytes
        guard new.count <= min(limits.maxFileBytes, YAMLTree.maxFileBytes) else { return nil }
        guard let edit = TextEdit(from: previous.file.bytes, to: new) else {
            return YAMLDocument(file: file, root: root, comments: previous.comments)
        }
        let storage = root.tree.storage.pointee
        let candidates = previous.file.bytes.withUnsafeBufferPointer { old in
            EditedEntry.candidates(edit, in: storage, root: root.index, bytes: old)
        }
        // The deepest first: its lines are the fewest. A shallower entry's lines hold the
        // deeper one's and more, so they may read cleanly where the deeper one's did not (a
        // new line that belongs to the mapping above).
        for entry in candidates.reversed() {
            if let document = reread(file, after: previous, root: root, edit: edit, entry: entry, limits: limits) { return document }
        }
        return nil
    }

    /// `reread` with the lines of `entry` parsed again; nil when they do not read, alone, as
    /// they read in place. `root` is `previous`'s root.
    private static func reread(
        _ file: SourceFile, after previous: YAMLDocument, root: YAMLNode, edit: TextEdit, entry: EditedEntry, limits: YAMLLimits
    ) -> YAMLDocument? {
        let new = file.bytes
        let storage = root.tree.storage.pointee
        // The entry's lines as they are now. What follows them is unchanged and starts a line.
        let newLines = entry.lines.lowerBound..<(entry.lines.upperBound + edit.delta)
        guard newLines.upperBound > newLines.lowerBound,
              newLines.upperBound == new.count || new[newLines.upperBound - 1] == UInt8(ascii: "\n")
        else { return nil }
        let linesQualify = new.withUnsafeBufferPointer { bytes in
            Self.linesParseAlone(UnsafeBufferPointer(rebasing: bytes[newLines]), indentation: entry.indentation)
        }
        guard linesQualify else { return nil }

        // The mappings above the entry hold as many levels of nesting as they are.
        let depthAbove = entry.path.count - 1
        guard limits.maxDepth - depthAbove >= 1 else { return nil }
        let fragmentLimits = YAMLLimits(maxFileBytes: limits.maxFileBytes, maxDepth: limits.maxDepth - depthAbove)
        let (fragment, diagnostics) = read(SourceFile(path: file.path, bytes: Array(new[newLines])), limits: fragmentLimits)
        guard diagnostics.isEmpty, let fragmentRoot = fragment.root else { return nil }
        let fragmentStorage = fragmentRoot.tree.storage.pointee
        let fragmentRecord = fragmentStorage.record(fragmentRoot.index)
        guard fragmentRecord.kind == .mapping, !fragmentRecord.isFlow, fragmentRecord.count > 0 else { return nil }
        guard !entry.keysClash(with: fragmentRecord, in: fragmentStorage, mappingIn: storage) else { return nil }
        // libyaml places the missing value of an explicit key (`? key` with no `:`) where the
        // next token starts: alone, at the end of the lines; in place, at the next key, past
        // its indentation.
        if newLines.upperBound < new.count {
            let end = Int32(newLines.count)
            guard !fragmentStorage.records.contains(where: { $0.kind == .scalar && $0.start == end }) else { return nil }
        }

        let splice = TreeSplice(
            old: storage, fragment: fragmentStorage, fragmentRoot: fragmentRecord, path: entry.path,
            fragmentStart: newLines.lowerBound, delta: edit.delta
        )
        let tree = splice.run(root: root.index)
        let comments = Self.comments(previous.comments, replacing: entry.lines, by: fragment.comments, delta: edit.delta)
        return YAMLDocument(file: file, root: YAMLNode(tree: tree, index: tree.storage.pointee.records.count - 1), comments: comments)
    }

    /// The lines, parsed as a document of their own, read as they read in place after the
    /// lines above a key at `indentation` (see `reread`).
    private static func linesParseAlone(_ bytes: UnsafeBufferPointer<UInt8>, indentation: Int) -> Bool {
        var index = 0
        var sawContent = false
        while index < bytes.count {
            var spaces = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") {
                index += 1
                spaces += 1
            }
            let lineEnd = ByteSearch.first(UInt8(ascii: "\n"), in: bytes, from: index, to: bytes.count)
            // The first line holds the first key, at the keys' indentation. A blank or comment
            // line before it would, in place, still belong to the entry above (a kept block
            // scalar's trailing lines, a literal's `#` line, where the missing value of its
            // explicit key is placed).
            guard sawContent || index < lineEnd else { return false }
            if index < lineEnd {
                switch bytes[index] {
                case UInt8(ascii: "\t"):
                    return false
                case UInt8(ascii: "#"), UInt8(ascii: "\r"):
                    // A comment (or a comment-like line of a scalar) or a blank line.
                    guard sawContent else { return false }
                default:
                    guard spaces >= indentation, sawContent || spaces == indentation else { return false }
                    sawContent = true
                }
            }
            for position in index..<lineEnd {
                switch bytes[position] {
                case UInt8(ascii: "\r"):
                    // Only as the CR of a CRLF: libyaml breaks lines at a lone CR too.
                    guard position + 1 == lineEnd, lineEnd < bytes.count else { return false }
                case 0x85:
                    // U+0085 (C2 85); libyaml also breaks lines there, and at U+2028 and U+2029.
                    guard position == 0 || bytes[position - 1] != 0xC2 else { return false }
                case 0xA8, 0xA9:
                    guard position < 2 || bytes[position - 1] != 0x80 || bytes[position - 2] != 0xE2 else { return false }
                default:
                    break
                }
            }
            index = lineEnd + 1
        }
        return sawContent
    }

    /// `comments` with those in the old `lines` replaced by the lines' own (whose offsets
    /// start at the lines'), and those after moved by `delta`.
    private static func comments(_ comments: [YAMLComment], replacing lines: Range<Int>, by fragment: [YAMLComment], delta: Int) -> [YAMLComment] {
        var result: [YAMLComment] = []
        result.reserveCapacity(comments.count + fragment.count)
        var index = 0
        while index < comments.count, comments[index].range.start < lines.lowerBound {
            result.append(comments[index])
            index += 1
        }
        for var comment in fragment {
            comment.range = ByteRange(start: comment.range.start + lines.lowerBound, end: comment.range.end + lines.lowerBound)
            result.append(comment)
        }
        while index < comments.count, comments[index].range.start < lines.upperBound { index += 1 }
        while index < comments.count {
            var comment = comments[index]
            comment.range = ByteRange(start: comment.range.start + delta, end: comment.range.end + delta)
            result.append(comment)
            index += 1
        }
        return result
    }
}

/// Where two texts differ: `old[changed]` became `new[changed.lowerBound..<changed.upperBound + delta]`,
/// the bytes around it being the same in both.
struct TextEdit {
    var changed: Range<Int>
    var delta: Int

    /// Nil when the texts are equal.
    init?(from old: [UInt8], to new: [UInt8]) {
        let (prefix, suffix) = old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let prefix = ByteSearch.commonPrefixLength(old, new)
                return (prefix, ByteSearch.commonSuffixLength(old, new, limit: min(old.count, new.count) - prefix))
            }
        }
        guard prefix < old.count || old.count != new.count else { return nil }
        var start = prefix
        delta = new.count - old.count
        // An insertion or a deletion is found at its rightmost place; moved to its leftmost,
        // one that ends a line ends its line rather than starting the next, so it falls in
        // the entry it was typed at the end of (a new last line of an entry, or a line
        // deleted from it).
        if prefix + suffix == old.count, delta > 0 {
            while start > 0, new[start - 1] == new[start - 1 + delta] { start -= 1 }
        } else if prefix + suffix == new.count, delta < 0 {
            while start > 0, old[start - 1] == old[start - 1 - delta] { start -= 1 }
        }
        changed = start..<(start + (old.count - suffix - prefix))
    }
}

/// The entry of a block mapping whose lines hold an edit, and the way to it from the root.
struct EditedEntry {
    /// A mapping on the way (its record's position in the old tree) and which of its entries
    /// the way takes; the last step's entry is the edited one.
    struct Step {
        var mapping: Int
        var entry: Int
    }

    var path: [Step]
    /// The column of the keys of the edited entry's mapping.
    var indentation: Int
    /// The entry's lines in the old text: from the start of its key's line to the start of
    /// the next key's line, or to where the lines of the entry around its mapping end.
    var lines: Range<Int>

    /// The entries, indented by at least one space, whose lines hold all of `edit`, each
    /// inside the one before it.
    static func candidates(_ edit: TextEdit, in storage: YAMLTree.Storage, root: Int, bytes: UnsafeBufferPointer<UInt8>) -> [EditedEntry] {
        var found: [EditedEntry] = []
        var path: [Step] = []
        var mapping = root
        var enclosing = 0..<bytes.count
        while true {
            let record = storage.record(mapping)
            guard record.kind == .mapping, !record.isFlow, record.count > 0 else { break }
            let count = Int(record.count)
            let keyStart = { (entry: Int) in Int(storage.record(Int(record.first) + 2 * entry).start) }
            // The last entry whose key's line starts at or before the edit.
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                if lineStart(of: keyStart(middle), in: bytes) <= edit.changed.lowerBound { low = middle + 1 } else { high = middle }
            }
            let entry = low - 1
            guard entry >= 0, let column = keyColumn(keyStart(entry), in: bytes) else { break }
            // The key is the first token of its entry, at the mapping's column: not a key on
            // the line after a lone `?`, whose entry starts on the line before.
            guard Int(record.start) - lineStart(of: Int(record.start), in: bytes) == column else { break }
            let start = keyStart(entry) - column
            let end: Int
            if entry + 1 < count {
                guard keyColumn(keyStart(entry + 1), in: bytes) == column else { break }
                end = keyStart(entry + 1) - column
            } else {
                end = enclosing.upperBound
            }
            guard start >= enclosing.lowerBound, edit.changed.upperBound <= end,
                  edit.changed.lowerBound < end || entry + 1 == count
            else { break }
            path.append(Step(mapping: mapping, entry: entry))
            if column >= 1 { found.append(EditedEntry(path: path, indentation: column, lines: start..<end)) }
            mapping = Int(record.first) + 2 * entry + 1
            enclosing = start..<end
        }
        return found
    }

    /// Where the line holding `offset` starts (after an LF).
    private static func lineStart(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// The key's column when only spaces stand before it on its line; nil otherwise.
    private static func keyColumn(_ keyStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var start = keyStart
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        return keyStart - start
    }

    /// One of the fragment's keys is the key of another entry of the edited entry's mapping:
    /// in place, the reader would report it as a duplicate. Also true, to be safe, for more
    /// than 16 keys.
    func keysClash(with fragmentRoot: YAMLTree.Record, in fragment: YAMLTree.Storage, mappingIn old: YAMLTree.Storage) -> Bool {
        let step = path[path.count - 1]
        let mapping = old.record(step.mapping)
        // Each new key is compared with every other key: a keystroke makes one or two. Many
        // (a paste of entries) are left to the whole read, which indexes keys, so that this
        // never grows as their product.
        guard fragmentRoot.count <= 16 else { return true }
        for new in 0..<Int(fragmentRoot.count) {
            let newKey = fragment.record(Int(fragmentRoot.first) + 2 * new)
            for other in 0..<Int(mapping.count) where other != step.entry {
                let oldKey = old.record(Int(mapping.first) + 2 * other)
                let same = fragment.withBytes(newKey) { newText in old.withBytes(oldKey) { ByteSearch.equal(newText, $0) } }
                if same { return true }
            }
        }
        return false
    }
}

/// A copy of a tree in new buffers, laid out as the reader lays them out, with one entry of
/// a block mapping replaced by the entries of a fragment's root mapping and every node after
/// it moved by the change in length.
///
/// The reader stores a collection's children when it closes and a scalar's text when it is
/// read, so copying depth first, children in order, each collection's children after their
/// own children's, gives the buffers a whole read of the new text gives.
private struct TreeSplice: ~Copyable {
    let old: YAMLTree.Storage
    let fragment: YAMLTree.Storage
    let fragmentRoot: YAMLTree.Record
    let path: [EditedEntry.Step]
    let fragmentStart: Int32
    let delta: Int32
    private var records: GrowableBuffer<YAMLTree.Record>
    private var scalarBytes: GrowableBuffer<UInt8>
    /// The copied children of the collections being copied, innermost collection's last.
    private var children = GrowableBuffer<YAMLTree.Record>(capacity: 64)
    /// The copy has passed the edited entry: old nodes from here on move by `delta`.
    private var passed = false

    init(old: YAMLTree.Storage, fragment: YAMLTree.Storage, fragmentRoot: YAMLTree.Record, path: [EditedEntry.Step], fragmentStart: Int, delta: Int) {
        self.old = old
        self.fragment = fragment
        self.fragmentRoot = fragmentRoot
        self.path = path
        self.fragmentStart = Int32(fragmentStart)
        self.delta = Int32(delta)
        records = GrowableBuffer(capacity: old.records.count + fragment.records.count)
        scalarBytes = GrowableBuffer(capacity: old.scalarBytes.count + fragment.scalarBytes.count)
    }

    consuming func run(root: Int) -> YAMLTree {
        let rootRecord = copyOnPath(root, level: 0)
        records.append(rootRecord)
        return YAMLTree(records: records.take(), scalarBytes: scalarBytes.take())
    }

    /// A mapping on the way to the edited entry: its start stays, unless the edit replaced
    /// its first entry; it ends where its last child now ends, as a block mapping does.
    private mutating func copyOnPath(_ index: Int, level: Int) -> YAMLTree.Record {
        var record = old.record(index)
        let step = path[level]
        let mark = children.count
        for entry in 0..<Int(record.count) {
            let key = Int(record.first) + 2 * entry
            if entry != step.entry {
                let shift = passed ? delta : 0
                let copiedKey = copy(key, from: old, shift: shift)
                children.append(copiedKey)
                let copiedValue = copy(key + 1, from: old, shift: shift)
                children.append(copiedValue)
            } else if level + 1 < path.count {
                let copiedKey = copy(key, from: old, shift: 0)
                children.append(copiedKey)
                let copiedValue = copyOnPath(key + 1, level: level + 1)
                children.append(copiedValue)
            } else {
                for child in Int(fragmentRoot.first)..<(Int(fragmentRoot.first) + 2 * Int(fragmentRoot.count)) {
                    let copied = copy(child, from: fragment, shift: fragmentStart)
                    children.append(copied)
                }
                passed = true
            }
        }
        let childCount = children.count - mark
        if level + 1 == path.count, step.entry == 0 { record.start = fragmentRoot.start + fragmentStart }
        record.end = children[children.count - 1].end
        record.count = Int32(childCount / 2)
        record.first = Int32(records.count)
        records.append(contentsOf: children.elements(from: mark, count: childCount))
        children.removeLast(from: mark)
        return record
    }

    /// A node of `storage` and everything under it, its offsets moved by `shift`.
    private mutating func copy(_ index: Int, from storage: YAMLTree.Storage, shift: Int32) -> YAMLTree.Record {
        var record = storage.record(index)
        record.start += shift
        record.end += shift
        if record.kind == .scalar {
            let text = UnsafeBufferPointer(rebasing: storage.scalarBytes[Int(record.first)..<Int(record.first + record.count)])
            record.first = Int32(scalarBytes.count)
            scalarBytes.append(contentsOf: text)
            return record
        }
        let mark = children.count
        let childCount = record.kind == .mapping ? 2 * Int(record.count) : Int(record.count)
        for child in Int(record.first)..<(Int(record.first) + childCount) {
            let copied = copy(child, from: storage, shift: shift)
            children.append(copied)
        }
        record.first = Int32(records.count)
        records.append(contentsOf: children.elements(from: mark, count: childCount))
        children.removeLast(from: mark)
        return record
    }
}
