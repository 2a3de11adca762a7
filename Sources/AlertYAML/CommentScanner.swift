import AlertDiagnostics

/// Finds `# comments` in the bytes between scalars: libyaml drops comments, and suppression
/// directives live in them.
///
/// A `#` starts a comment when it is outside every scalar's text and follows whitespace or
/// starts the file (YAML 1.2 §6.6; `a#b` is one plain scalar). Scalar ranges arrive in
/// source order, so one forward pass serves.
enum CommentScanner {
    struct Result {
        var comments: [YAMLComment] = []
        /// Offsets of each `#` outside the scalars that follows something other than
        /// whitespace: libyaml reads it as a comment where YAML does not allow one.
        var unseparatedHashes: [Int] = []
    }

    /// The comments in `bytes[..<end]`, skipping the bytes of `scalars` (sorted by start,
    /// with ends in the same order; a range may lie inside the one after it).
    static func scan(_ bytes: [UInt8], upTo end: Int, skipping scalars: [ByteRange]) -> Result {
        var result = Result()
        let bom = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        bytes.withUnsafeBufferPointer { buffer in
            let count = min(end, buffer.count)
            var scalarIndex = 0
            var index = bom
            while true {
                index = ByteSearch.first(UInt8(ascii: "#"), in: buffer, from: index, to: count)
                guard index < count else { break }
                while scalarIndex < scalars.count, scalars[scalarIndex].end <= index { scalarIndex += 1 }
                if scalarIndex < scalars.count, scalars[scalarIndex].start <= index {
                    index = scalars[scalarIndex].end
                    continue
                }
                guard index == bom || isWhitespace(buffer[index - 1]) || followsUnicodeLineBreak(buffer, index) else {
                    result.unseparatedHashes.append(index)
                    index += 1
                    continue
                }
                var lineEnd = index
                while lineEnd < count, buffer[lineEnd] != UInt8(ascii: "\n"), buffer[lineEnd] != UInt8(ascii: "\r") {
                    lineEnd += 1
                }
                var lineStart = index
                while lineStart > bom, buffer[lineStart - 1] == UInt8(ascii: " ") || buffer[lineStart - 1] == UInt8(ascii: "\t") {
                    lineStart -= 1
                }
                let isOwnLine = lineStart == bom || buffer[lineStart - 1] == UInt8(ascii: "\n") || buffer[lineStart - 1] == UInt8(ascii: "\r")
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[(index + 1)..<lineEnd]), as: UTF8.self)
                result.comments.append(YAMLComment(
                    range: ByteRange(start: index, end: lineEnd),
                    text: text.trimmingWhitespace(),
                    isOwnLine: isOwnLine
                ))
                index = lineEnd
            }
        }
        return result
    }

    /// libyaml (YAML 1.1) also breaks lines at U+0085, U+2028 and U+2029.
    private static func followsUnicodeLineBreak(_ buffer: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        let previous = buffer[index - 1]
        if previous == 0x85 { return index >= 2 && buffer[index - 2] == 0xC2 }
        return (previous == 0xA8 || previous == 0xA9) && index >= 3 && buffer[index - 2] == 0x80 && buffer[index - 3] == 0xE2
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
