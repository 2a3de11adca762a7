#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An input that could not be read.
public struct FileReadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

/// Reads a whole file straight into the byte array the front end parses: one copy from the
/// kernel, none through `Data` or `String`.
public func readFileBytes(_ path: String) throws(FileReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw FileReadError(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileReadError(path: path, reason: String(cString: strerror(errno))) }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var filled = 0
    while true {
        if filled == bytes.count {
            // The file grew, or its size is not known up front (a pipe): keep reading.
            bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count)))
        }
        let count = bytes.withUnsafeMutableBytes { buffer in
            read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
        }
        if count < 0 {
            if errno == EINTR { continue }
            throw FileReadError(path: path, reason: String(cString: strerror(errno)))
        }
        if count == 0 { break }
        filled += count
    }
    bytes.removeSubrange(filled...)
    return bytes
}

/// Everything on standard input.
public func readStandardInput() throws(FileReadError) -> [UInt8] {
    try readFileBytes("/dev/stdin")
}
