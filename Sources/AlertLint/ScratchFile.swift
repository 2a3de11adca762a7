#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A temporary file of the process's own, for bytes a run writes once and reads back later
/// rather than holds (`FindingSpill`, the findings `generate` prints): made at the first
/// append, in `$TMPDIR` (else /tmp), and unlinked as soon as it is made, so it goes at exit
/// whatever happens. Not synchronized: its owner orders the calls.
public final class ScratchFile {
    private let directory: String
    private var descriptor: Int32?
    /// Set when the file cannot be made or written (a full disk): nothing more is appended,
    /// and what was stays readable. The owner keeps the rest in memory instead.
    public private(set) var failed = false
    /// How many bytes the file holds.
    public private(set) var count = 0

    public init(directory: String? = nil) {
        self.directory = directory ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Appends `bytes` at the end; false, with nothing appended, when the file cannot be made
    /// or written.
    public func append(_ bytes: [UInt8]) -> Bool {
        guard !failed, openIfNeeded(), let descriptor else { return false }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let written = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(count + done))
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                done += written
            }
            return true
        }
        if written { count += bytes.count } else { failed = true }
        return written
    }

    /// The `byteCount` bytes at `offset`, as appended.
    public func read(offset: Int, count byteCount: Int) -> [UInt8] {
        guard byteCount > 0, let descriptor else { return [] }
        return [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            var done = 0
            while done < byteCount {
                let read = pread(descriptor, buffer.baseAddress! + done, byteCount - done, off_t(offset + done))
                if read < 0, errno == EINTR { continue }
                // The file is this process's own and unlinked: a failed read means the disk
                // failed under it; stopping beats output that is wrong.
                precondition(read > 0, "cannot read back a scratch file")
                done += read
            }
            initialized = byteCount
        }
    }

    private func openIfNeeded() -> Bool {
        if descriptor != nil { return true }
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast()) + Array("alertlint-scratch-XXXXXX".utf8CString)
        let opened = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard opened >= 0 else {
            failed = true
            return false
        }
        // Gone from the folder at once: the space is freed when the process ends, however.
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        descriptor = opened
        return true
    }
}

/// Bytes written once, in order, and read back once, whole: kept in a `ScratchFile`, or in
/// memory from the point one cannot be written.
public final class SpilledBytes {
    private let file: ScratchFile
    /// What the file could not take, in order after it.
    private var held: [[UInt8]] = []
    /// How many bytes were appended.
    public private(set) var count = 0

    public init(directory: String? = nil) {
        file = ScratchFile(directory: directory)
    }

    /// Whether any bytes went to the file (for tests).
    public var hasSpilled: Bool { file.count > 0 }

    public func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        count += bytes.count
        if !held.isEmpty || !file.append(bytes) { held.append(Array(bytes)) }
    }

    /// Appends every byte, in order, to `output`, a megabyte at a time from the file.
    public func append(to output: inout [UInt8]) {
        var offset = 0
        while offset < file.count {
            let block = min(1 << 20, file.count - offset)
            output += file.read(offset: offset, count: block)
            offset += block
        }
        for bytes in held { output += bytes }
    }
}
