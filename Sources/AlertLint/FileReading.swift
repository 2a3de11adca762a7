#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AlertDiagnostics
import AlertYAML

/// An input that could not be read.
public struct FileReadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// An input read under a size limit: its bytes, or, when it is larger than the limit, only
/// that fact. A larger input is never read into memory (at most `limit + 1` bytes are).
public enum BoundedInput: Sendable, Equatable {
    case bytes([UInt8])
    /// `byteCount` is the size a regular file reports; a pipe or terminal has none, and
    /// reading stops one byte past the limit (`nil`).
    case tooLarge(byteCount: Int?)

    /// The `file-too-large` error the YAML reader gives a file over its limit, positioned at
    /// the start of the input, for an input too large to be handed to the reader at all.
    public static func tooLargeDiagnostic(path: String, byteCount: Int?, limit: Int) -> Diagnostic {
        let size = byteCount.map { "file is \($0) bytes" } ?? "input is more than \(limit) bytes"
        return Diagnostic(
            severity: .error,
            id: YAMLErrorID.tooLarge.rawValue,
            message: "\(size); the limit is \(limit) bytes",
            range: SourceRange(path: path, bytes: .at(0))
        )
    }
}

/// Whether `path` is a regular file (through symbolic links): one that can be read again and
/// give the same bytes, unlike a pipe or a FIFO, which give their bytes once.
public func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
}

/// Reads a spec or configuration file, reading at most `limit + 1` bytes: a regular file's
/// size is checked before anything is read, so a huge (or sparse) file costs neither time
/// nor memory. One copy from the kernel into the byte array the front end parses.
public func readInput(_ path: String, limit: Int) throws(FileReadError) -> BoundedInput {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileReadError(path: path, reason: systemReason()) }
    defer { close(descriptor) }
    return try readInput(descriptor: descriptor, path: path, limit: limit)
}

/// Standard input read like a file: by its size when it is a redirected regular file, and
/// otherwise (a pipe, a terminal) only up to one byte past `limit`, so an endless stream
/// (`yes | alertlint lint -`) ends in a `file-too-large` error instead of exhausting memory.
/// Read from descriptor 0 itself: reopening `/dev/stdin` fails for sockets.
public func readStandardInput(path: String = "<stdin>", limit: Int) throws(FileReadError) -> BoundedInput {
    try readInput(descriptor: STDIN_FILENO, path: path, limit: limit)
}

/// A whole file that must fit the default input limit (8 MiB), such as a configuration file;
/// a larger one is a read failure that says its size.
public func readFileBytes(_ path: String, limit: Int = YAMLLimits.default.maxFileBytes) throws(FileReadError) -> [UInt8] {
    switch try readInput(path, limit: limit) {
    case .bytes(let bytes):
        return bytes
    case .tooLarge(let byteCount):
        throw FileReadError(path: path, reason: BoundedInput.tooLargeDiagnostic(path: path, byteCount: byteCount, limit: limit).message)
    }
}

/// An output file about to be replaced or merged into, or `nil` when there is none. Only
/// "no such file" means none: a file that exists but cannot be read (permissions, a link
/// loop, a folder or a pipe in its place) is an error, never taken for a missing one.
public func readExistingFile(_ path: String) throws(FileReadError) -> [UInt8]? {
    // Non-blocking, so a named pipe in the way is refused instead of waiting for a writer.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
        if errno == ENOENT { return nil }
        if errno == ENOTDIR { throw FileReadError(path: path, reason: "cannot be read: a folder on its path is a file") }
        throw FileReadError(path: path, reason: "exists but cannot be read: \(systemReason())")
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, ![S_IFREG, S_IFDIR].contains(status.st_mode & S_IFMT) {
        throw FileReadError(path: path, reason: "is not a regular file")
    }
    switch try readInput(descriptor: descriptor, path: path, limit: Int.max) {
    case .bytes(let bytes): return bytes
    case .tooLarge: throw FileReadError(path: path, reason: "is too large to read")
    }
}

/// Reads from an open descriptor until end of file or `limit + 1` bytes.
public func readInput(descriptor: Int32, path: String, limit: Int) throws(FileReadError) -> BoundedInput {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileReadError(path: path, reason: systemReason()) }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw FileReadError(path: path, reason: "is a folder, not a file") }
    let isRegular = (status.st_mode & S_IFMT) == S_IFREG
    if isRegular, Int(status.st_size) > limit { return .tooLarge(byteCount: Int(status.st_size)) }
    // One byte more than expected shows that a regular file grew while being read; a stream
    // starts small and grows by doubling, never past the byte that proves it too large.
    let cap = limit < Int.max ? limit + 1 : limit
    var bytes = [UInt8](repeating: 0, count: isRegular ? Int(status.st_size) + 1 : min(cap, 64 << 10))
    var filled = 0
    while true {
        if filled == bytes.count {
            guard bytes.count < cap else { return .tooLarge(byteCount: nil) }
            // A fresh zeroed buffer and one copy: fast even in debug builds.
            var grown = [UInt8](repeating: 0, count: min(cap, max(4096, bytes.count * 2)))
            grown.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: bytes, count: filled) }
            bytes = grown
        }
        let count = bytes.withUnsafeMutableBytes { buffer in
            read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
        }
        if count < 0 {
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                // A descriptor left non-blocking by whoever opened it (a shared pipe): wait.
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, -1)
                continue
            }
            throw FileReadError(path: path, reason: systemReason())
        }
        if count == 0 { break }
        filled += count
    }
    // A regular file that grew past the limit while being read.
    if filled > limit { return .tooLarge(byteCount: nil) }
    bytes.removeSubrange(filled...)
    return .bytes(bytes)
}

/// What `errno` says, as a sentence fragment.
func systemReason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
