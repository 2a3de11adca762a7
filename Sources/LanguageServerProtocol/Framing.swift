/// The base protocol's framing: each message is a header block (`Content-Length: N`,
/// optionally `Content-Type`, each line ending in CRLF, then an empty line) and N bytes of
/// JSON. Pure byte handling, so split reads and several messages in one read are testable
/// without pipes.
public struct MessageFramer: Sendable {
    /// Bytes received and not yet returned as a message.
    private var buffer: [UInt8] = []

    public init() {}

    /// Why a header block cannot be read. The block is dropped, so reading continues with
    /// whatever follows it.
    public enum HeaderError: Error, Equatable, Sendable {
        case missingContentLength(header: String)
        case invalidContentLength(String)
    }

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message body, or `nil` until more bytes arrive. A bad header block
    /// throws once and is discarded.
    public mutating func nextMessage() throws(HeaderError) -> [UInt8]? {
        guard let headerEnd = Self.headerEnd(in: buffer) else { return nil }
        let header = String(decoding: buffer[..<headerEnd.start], as: UTF8.self)
        var length: Int?
        var badLength: String?
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingSpaces.lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingSpaces
            if let parsed = Int(value), parsed >= 0 { length = parsed } else { badLength = String(value) }
        }
        guard let length else {
            buffer.removeSubrange(..<headerEnd.end)
            if let badLength { throw .invalidContentLength(badLength) }
            throw .missingContentLength(header: header)
        }
        guard buffer.count - headerEnd.end >= length else { return nil }
        let body = Array(buffer[headerEnd.end..<(headerEnd.end + length)])
        buffer.removeSubrange(..<(headerEnd.end + length))
        return body
    }

    /// Where the first `\r\n\r\n` starts and where the body after it starts.
    private static func headerEnd(in bytes: [UInt8]) -> (start: Int, end: Int)? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return (index, index + 4)
        }
        return nil
    }

    /// A message body framed for writing.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
