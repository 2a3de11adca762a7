import AlertDiagnostics

/// Fix-its that reorder the items of a YAML list in place.
///
/// A block list (`- …` lines) is reordered as whole lines: each item moves with the comment
/// lines directly above it (blank lines between those comments included; blank lines above
/// the first comment stay where they are), its own lines, the comments at their ends, and,
/// when it ends with a keep-chomped block scalar (`|+`, `>+`), the blank lines after it,
/// which are part of that scalar's text. Every line keeps its own indentation, so items
/// written `-   title:` beside `- title:`, or flow items beside block ones, stay valid YAML,
/// and block scalar indentation indicators keep their meaning. Blank lines between items
/// stay in place.
///
/// A flow list (`[a, b]`) is reordered item by item; it is left alone (no fix-it) when a
/// comment sits between its items, which could not move with them.
///
/// When the items are laid out otherwise (an item on the line after its `-`, a list inside
/// a list), there is no fix-it: a wrong fix is worse than none.
public enum Reordering {
    /// A fix-it that rearranges `items` (ranges of one list's items, in source order) into
    /// `newOrder`, a permutation of their indices; nil when the order is unchanged, the
    /// source is not available, or the list is laid out in a way this cannot move safely.
    public static func fixIt(
        title: String,
        items: [ByteRange],
        newOrder: [Int],
        in file: SourceFile?,
        safety: FixIt.Safety = .safe
    ) -> FixIt? {
        guard let file, newOrder.count == items.count, Set(newOrder) == Set(items.indices),
              newOrder != Array(items.indices)
        else { return nil }
        let units = blockUnits(items, in: file) ?? flowUnits(items, in: file)
        guard let units else { return nil }
        // Only the span from the first moved slot to the last is replaced; what lies between
        // units (separators, blank lines) stays in its place.
        let moved = newOrder.indices.filter { newOrder[$0] != $0 }
        guard let first = moved.first, let last = moved.last else { return nil }
        var replacement: [UInt8] = []
        for slot in first...last {
            replacement += file.bytes[units[newOrder[slot]].start..<units[newOrder[slot]].end]
            if slot < last { replacement += file.bytes[units[slot].end..<units[slot + 1].start] }
        }
        let span = ByteRange(start: units[first].start, end: units[last].end)
        let edit = TextEdit(range: SourceRange(path: file.path, bytes: span), replacement: String(decoding: replacement, as: UTF8.self))
        // An item's bytes may not be valid UTF-8 on their own (they are, in a file that parsed);
        // never offer an edit that would not write back the same bytes.
        guard Array(edit.replacement.utf8) == replacement else { return nil }
        return FixIt(title: title, edits: [edit], safety: safety)
    }

    /// The order that moves the item at `index` to `destination`, keeping the others in order.
    public static func moving(_ index: Int, to destination: Int, count: Int) -> [Int] {
        var order = Array(0..<count)
        let item = order.remove(at: index)
        order.insert(item, at: destination)
        return order
    }

    // MARK: - Block lists

    /// Each item's whole lines, with its comments; nil unless every item starts on its own
    /// `-` line.
    static func blockUnits(_ items: [ByteRange], in file: SourceFile) -> [ByteRange]? {
        let bytes = file.bytes
        let lines = file.lines
        var units: [ByteRange] = []
        var previousLastLine = -1
        for (index, item) in items.enumerated() {
            let dashLine = lines.lineIndex(of: item.start)
            guard isDashPrefix(bytes[lines.lineStarts[dashLine]..<item.start]) else { return nil }
            var lastByte = item.end
            while lastByte > item.start, isWhitespaceOrBreak(bytes[lastByte - 1]) { lastByte -= 1 }
            var lastLine = lines.lineIndex(of: max(item.start, lastByte - 1))
            guard index == 0 || dashLine > previousLastLine else { return nil }

            // The comment lines directly above, up to the previous item or the list's key.
            var firstLine = dashLine
            var line = dashLine - 1
            scan: while line > previousLastLine {
                switch kind(ofLine: line, in: file) {
                case .blank: break
                case .comment: firstLine = line
                case .content:
                    // Between two items of a block list there is nothing but blank lines and comments.
                    guard index == 0 else { return nil }
                    break scan
                }
                line -= 1
            }

            // The blank lines after a keep-chomped block scalar are part of its text.
            if endsWithKeepChompedScalar(bytes[item.start..<lastByte]) {
                while lastLine + 1 < lines.lineCount, kind(ofLine: lastLine + 1, in: file) == .blank,
                      index + 1 == items.count || lastLine + 1 < lines.lineIndex(of: items[index + 1].start) {
                    lastLine += 1
                }
            }
            units.append(ByteRange(start: lines.lineStarts[firstLine], end: contentEnd(ofLine: lastLine, in: file)))
            previousLastLine = lastLine
        }
        return units
    }

    /// Indentation, one `-`, and the space after it.
    static func isDashPrefix(_ prefix: ArraySlice<UInt8>) -> Bool {
        guard let dash = prefix.firstIndex(where: { $0 != UInt8(ascii: " ") }), prefix[dash] == UInt8(ascii: "-"),
              dash + 1 < prefix.endIndex
        else { return false }
        return prefix[(dash + 1)...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    enum LineKind { case blank, comment, content }

    static func kind(ofLine line: Int, in file: SourceFile) -> LineKind {
        let start = file.lines.lineStarts[line]
        let end = contentEnd(ofLine: line, in: file)
        guard let first = file.bytes[start..<end].firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else {
            return .blank
        }
        return file.bytes[first] == UInt8(ascii: "#") ? .comment : .content
    }

    /// Where a line's text ends: before its line break.
    static func contentEnd(ofLine line: Int, in file: SourceFile) -> Int {
        var end = line + 1 < file.lines.lineCount ? file.lines.lineStarts[line + 1] : file.bytes.count
        if end > file.lines.lineStarts[line], file.bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > file.lines.lineStarts[line], file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// A line's text without its line break.
    static func lineText(_ line: Int, in file: SourceFile) -> String {
        file.text(in: ByteRange(start: file.lines.lineStarts[line], end: contentEnd(ofLine: line, in: file)))
    }

    /// Whether an item's text holds a keep-chomped block scalar header (`|+`, `>2+`, …).
    /// It needs to be the last scalar of the item to matter; saying yes for an earlier one
    /// only moves the blank lines after the item with it, which changes no text.
    static func endsWithKeepChompedScalar(_ text: ArraySlice<UInt8>) -> Bool {
        var index = text.startIndex
        while let header = text[index...].firstIndex(where: { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: ">") }) {
            var end = header + 1
            var keeps = false
            while end < text.endIndex, text[end] == UInt8(ascii: "+") || text[end] == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[end]) {
                if text[end] == UInt8(ascii: "+") { keeps = true }
                end += 1
            }
            if keeps, end == text.endIndex || isWhitespaceOrBreak(text[end]) { return true }
            index = header + 1
        }
        return false
    }

    static func isWhitespaceOrBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    // MARK: - Flow lists

    /// Each item's own range; nil unless the items sit in `[…]` separated by commas alone.
    static func flowUnits(_ items: [ByteRange], in file: SourceFile) -> [ByteRange]? {
        let bytes = file.bytes
        guard let first = items.first, let last = items.last else { return nil }
        var before = first.start
        while before > 0, isWhitespaceOrBreak(bytes[before - 1]) { before -= 1 }
        guard before > 0, bytes[before - 1] == UInt8(ascii: "[") else { return nil }
        for (item, next) in zip(items, items.dropFirst()) {
            guard item.end <= next.start else { return nil }
            let separator = bytes[item.end..<next.start]
            guard separator.count(where: { $0 == UInt8(ascii: ",") }) == 1,
                  separator.allSatisfy({ $0 == UInt8(ascii: ",") || isWhitespaceOrBreak($0) })
            else { return nil }
        }
        var after = last.end
        var commas = 0
        while after < bytes.count, isWhitespaceOrBreak(bytes[after]) || bytes[after] == UInt8(ascii: ",") {
            if bytes[after] == UInt8(ascii: ",") { commas += 1 }
            after += 1
        }
        guard commas <= 1, after < bytes.count, bytes[after] == UInt8(ascii: "]") else { return nil }
        return items
    }
}
