import Foundation

/// Writes a file only when its content changes, and never half-written: the bytes go to a
/// temporary file beside it, which then replaces the original in one rename.
public enum AtomicFileWriter {
    public enum Outcome: Sendable, Equatable {
        case unchanged
        case written
    }

    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) -> Outcome {
        if let existing = try? readFileBytes(path), existing == bytes { return .unchanged }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).alertlint-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            // Keep the original's permissions.
            if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
               let permissions = attributes[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, path) == 0 else {
                throw WriteError(path: path, reason: String(cString: strerror(errno)))
            }
            return .written
        } catch let error as WriteError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }
}
