import AlertDiagnostics

/// Finds `# comments` in the bytes between scalars: libyaml drops comments, and suppression
/// directives live in them.
///
/// A `#` starts a comment when it is outside every scalar's range and follows whitespace or
/// starts a line. Scalar ranges arrive in source order, so one forward pass serves.
enum CommentScanner {
    static func scan(_ bytes: [UInt8], skipping scalars: [ByteRange]) -> [YAMLComment] {
        var comments: [YAMLComment] = []
        let bom = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        bytes.withUnsafeBufferPointer { buffer in
            var scalarIndex = 0
            var index = bom
            let count = buffer.count
            while index < count {
                guard buffer[index] == UInt8(ascii: "#") else {
                    index += 1
                    continue
                }
                while scalarIndex < scalars.count, scalars[scalarIndex].end <= index { scalarIndex += 1 }
                if scalarIndex < scalars.count, scalars[scalarIndex].start <= index {
                    index = scalars[scalarIndex].end
                    continue
                }
                let previous: UInt8? = index > bom ? buffer[index - 1] : nil
                guard previous == nil || Self.isWhitespace(previous!) else {
                    index += 1
                    continue
                }
                var lineEnd = index
                while lineEnd < count, buffer[lineEnd] != UInt8(ascii: "\n"), buffer[lineEnd] != UInt8(ascii: "\r") {
                    lineEnd += 1
                }
                var lineStart = index
                while lineStart > bom, buffer[lineStart - 1] != UInt8(ascii: "\n"), buffer[lineStart - 1] != UInt8(ascii: "\r") {
                    lineStart -= 1
                }
                let isOwnLine = buffer[lineStart..<index].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[(index + 1)..<lineEnd]), as: UTF8.self)
                comments.append(YAMLComment(
                    range: ByteRange(start: index, end: lineEnd),
                    text: text.trimmingWhitespace(),
                    isOwnLine: isOwnLine
                ))
                index = lineEnd
            }
        }
        return comments
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
