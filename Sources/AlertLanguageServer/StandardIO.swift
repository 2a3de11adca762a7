#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LanguageServerProtocol

/// Runs a server over two file descriptors (standard input and output for `alertlint lsp`):
/// reads framed messages until `exit` or the end of input, and writes each outgoing message
/// whole, under a lock, since responses and published diagnostics come from two queues.
public enum StandardIOTransport {
    /// Returns the exit status: `exit`'s (0 after shutdown, else 1), or 1 when the input
    /// ended without it.
    public static func run(options: LanguageServer.Options, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
        let writer = DescriptorWriter(descriptor: output)
        let log: @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data("alertlint lsp: \(line)\n".utf8)) }
        let server = LanguageServer(options: options, send: { writer.emit(MessageFramer.frame($0.encoded())) }, log: log)
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return 1 }
            framer.append(buffer[..<count])
            while true {
                let body: [UInt8]
                do throws(MessageFramer.HeaderError) {
                    guard let next = try framer.nextMessage() else { break }
                    body = next
                } catch {
                    log("skipped a message with a bad header: \(error)")
                    continue
                }
                if let status = server.receive(body) { return status }
            }
        }
    }
}

/// Writes whole messages to a descriptor, one at a time.
final class DescriptorWriter: @unchecked Sendable {
    private let descriptor: Int32
    /// Held while a message is written, so two never interleave.
    private let lock = NSLock()

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func emit(_ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            // The client is gone; the next read ends the loop.
            guard count > 0 else { return }
            written += count
        }
    }
}
