#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes files only when their content changes, never half-written, and a set of files as
/// all-or-nothing as POSIX allows (decision 0011):
///
/// 1. Check every target before touching any (`Batch`, which takes the files one at a time,
///    checks each as it comes and undoes what it staged when one fails): a symbolic link is
///    followed to its final target (a loop is an error); the target must not be a folder or a
///    special file, an existing one must be readable, and its folder must exist or be
///    creatable.
/// 2. Stage: write every changed file in full to a temporary beside its target
///    (`.<name>.alertlint-<UUID>`, the target's permissions, or 0666 minus the umask for a new
///    file) and flush it to disk. Any failure removes the temporaries and the folders this
///    call created: nothing changed.
/// 3. Commit: rename each temporary over its target. Each rename is atomic; only a crash
///    between two renames can leave some targets new and others old.
///
/// Temporaries an interrupted run left behind are removed from every folder written to,
/// unless another alertlint is writing there at that moment (folder locks tell).
public enum AtomicFileWriter {
    public enum Outcome: Sendable, Equatable {
        case unchanged
        case written
    }

    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Writes one file through any symbolic link to its target.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) -> Outcome {
        try write([(path: path, contents: bytes)])[0]
    }

    /// Writes a set of files all or nothing (see the type's summary); the outcomes are in the
    /// order of `files`. Every target is checked before any is staged.
    public static func write(_ files: [(path: String, contents: [UInt8])]) throws(WriteError) -> [Outcome] {
        let batch = Batch()
        var targets: [Target] = []
        for file in files { targets.append(try batch.check(path: file.path, contents: file.contents)) }
        for target in targets { try batch.stage(target) }
        return try batch.commit()
    }

    /// A set of files written all or nothing, as `write` writes them, but handed over one at a
    /// time: each is checked and staged as it comes and its bytes are let go, so a caller that
    /// writes many large files (`generate`) never holds them all (decision 0065). Nothing
    /// replaces a target before `commit`; a failure, or a batch dropped uncommitted, removes
    /// what was staged and the folders it created.
    public final class Batch {
        private var targets: [Target] = []
        /// Each resolved target, with the path it was added under: two paths, one file.
        private var seen: [String: String] = [:]
        private var transaction = Transaction()
        private var finished = false

        public init() {}

        deinit {
            if !finished { transaction.rollBack() }
            transaction.release()
        }

        /// Checks `path` (see the type's summary) and stages `contents` for it when they differ
        /// from the file there: `.written` when they do, `.unchanged` when not.
        @discardableResult
        public func add(path: String, contents: [UInt8]) throws(WriteError) -> Outcome {
            let target = try check(path: path, contents: contents)
            try stage(target)
            return target.outcome
        }

        /// Renames every staged file over its target; the outcomes are in the order added.
        public func commit() throws(WriteError) -> [Outcome] {
            precondition(!finished, "a batch is committed once")
            finished = true
            // `commit` rolls back what it has not renamed when a rename fails.
            try transaction.commit(targets)
            return targets.map(\.outcome)
        }

        func check(path: String, contents: [UInt8]) throws(WriteError) -> Target {
            do throws(WriteError) {
                let target = try Target(path: path, contents: contents)
                if let other = seen.updateValue(path, forKey: target.resolved) {
                    throw WriteError(path: path, reason: "is the same file as \(other)")
                }
                return target
            } catch {
                abandon()
                throw error
            }
        }

        func stage(_ target: Target) throws(WriteError) {
            precondition(!finished, "nothing is added to a batch after its commit or failure")
            var target = target
            // An existing folder is locked, and cleaned of an interrupted run's temporaries,
            // before anything is staged in it; one `stage` creates is new and clean.
            if isFolder(target.folder) { transaction.lock(target.folder, cleaning: true) }
            if target.changed {
                do throws(WriteError) {
                    target.temporary = try transaction.stage(target)
                } catch {
                    abandon()
                    throw error
                }
            }
            // Staged, or the same as the file there: the bytes are not needed again.
            target.contents = []
            targets.append(target)
        }

        private func abandon() {
            finished = true
            transaction.rollBack()
        }
    }

    /// Checks that `folder` exists or can be created: its first existing ancestor must be a
    /// folder. Says plainly which path is in the way.
    public static func checkFolder(_ folder: String) throws(WriteError) {
        var ancestor = folder
        while true {
            var info = stat()
            if stat(ancestor, &info) == 0 {
                if (info.st_mode & S_IFMT) == S_IFDIR { return }
                let kind = (info.st_mode & S_IFMT) == S_IFREG ? "a file" : "not a folder"
                throw WriteError(path: folder, reason: ancestor == folder ? "is \(kind), not a folder" : "cannot create the folder: '\(ancestor)' is \(kind)")
            }
            guard errno == ENOENT || errno == ENOTDIR else {
                throw WriteError(path: folder, reason: "cannot create the folder: \(systemReason())")
            }
            let parent = parentFolder(of: ancestor)
            if parent == ancestor { return }
            ancestor = parent
        }
    }

    /// One file to write, checked and resolved.
    struct Target {
        /// As the caller named it: what messages show.
        var path: String
        /// Where the bytes go: `path` with every symbolic link followed.
        var resolved: String
        var folder: String
        var name: String
        var contents: [UInt8]
        /// The existing file's status, when there is one.
        var existing: stat?
        var changed: Bool
        var temporary: String?

        var outcome: Outcome { changed ? .written : .unchanged }

        init(path: String, contents: [UInt8]) throws(WriteError) {
            self.path = path
            self.contents = contents
            resolved = try AtomicFileWriter.resolveLinks(path)
            folder = parentFolder(of: resolved)
            name = String(resolved.split(separator: "/").last ?? Substring(resolved))
            var info = stat()
            guard lstat(resolved, &info) == 0 else {
                guard errno == ENOENT || errno == ENOTDIR else { throw WriteError(path: path, reason: systemReason()) }
                do throws(WriteError) {
                    try AtomicFileWriter.checkFolder(folder)
                } catch {
                    throw WriteError(path: path, reason: error.path == folder ? "'\(folder)' \(error.reason)" : error.reason)
                }
                existing = nil
                changed = true
                return
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw WriteError(path: path, reason: "is a folder, not a file")
            default: throw WriteError(path: path, reason: "is not a regular file")
            }
            existing = info
            // An existing file must be readable even when it will be replaced: one that cannot
            // be read may be one the user cannot see either, and is never silently replaced.
            let descriptor = open(resolved, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw WriteError(path: path, reason: "exists but cannot be read: \(systemReason())") }
            defer { close(descriptor) }
            guard Int(info.st_size) == contents.count else {
                changed = true
                return
            }
            do throws(FileReadError) {
                changed = try readInput(descriptor: descriptor, path: path, limit: contents.count) != .bytes(contents)
            } catch {
                throw WriteError(path: path, reason: "exists but cannot be read: \(error.reason)")
            }
        }
    }

    /// Follows `path` while it is a symbolic link. Only the last component matters: the
    /// kernel follows links in the folders on the way when the file is renamed.
    static func resolveLinks(_ path: String) throws(WriteError) -> String {
        var current = path
        var hops = 0
        while true {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            hops += 1
            // As the kernel's own limit (Linux: 40): a chain this long is a loop in practice.
            guard hops <= 40 else { throw WriteError(path: path, reason: "is a symbolic link loop") }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw WriteError(path: path, reason: "cannot read the symbolic link: \(systemReason())") }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : joinPath(parentFolder(of: current), target)
        }
    }

    /// `.<name>.alertlint-<UUID>`: what `write` names its temporaries, and what it cleans up.
    public static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let marker = name.range(of: ".alertlint-", options: .backwards) else { return false }
        return marker.lowerBound > name.index(after: name.startIndex) && UUID(uuidString: String(name[marker.upperBound...])) != nil
    }

    /// The changes one `write` makes, so a failure can undo them.
    struct Transaction {
        /// Open folders, each holding a shared lock while this call writes into it.
        private var lockedFolders: [String: Int32] = [:]
        private var createdFolders: [String] = []
        private var staged: [String] = []

        /// Takes a shared lock on `folder` for the rest of the call. With `cleaning`, first tries
        /// an exclusive one: holding it proves no other alertlint is writing there, so the
        /// temporaries in the folder are left over from an interrupted run and are removed.
        mutating func lock(_ folder: String, cleaning: Bool) {
            guard lockedFolders[folder] == nil else { return }
            let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            lockedFolders[folder] = descriptor
            if cleaning {
                if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                    removeTemporaries(in: folder)
                } else if errno != EWOULDBLOCK {
                    // Locks are not supported here (some network file systems): never clean.
                    return
                }
            }
            // Shared locks never wait for each other, only for a run that is cleaning up.
            while flock(descriptor, LOCK_SH) != 0, errno == EINTR {}
        }

        /// Writes `target`'s contents to a new temporary beside it, flushed to disk.
        mutating func stage(_ target: Target) throws(WriteError) -> String {
            try createFolders(target.folder, for: target.path)
            lock(target.folder, cleaning: false)
            let temporary = joinPath(target.folder, ".\(target.name).alertlint-\(UUID().uuidString)")
            // A new file gets 0666 minus the umask, as any editor would create it.
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw WriteError(path: target.path, reason: "cannot create a file in '\(target.folder)': \(systemReason())") }
            staged.append(temporary)
            defer { close(descriptor) }
            if let existing = target.existing {
                // Keep the target's owner (when allowed) and permissions.
                if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                    _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                }
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
                    throw WriteError(path: target.path, reason: "cannot set permissions: \(systemReason())")
                }
            }
            guard writeAll(target.contents, to: descriptor), fsync(descriptor) == 0 else { throw WriteError(path: target.path, reason: "cannot write: \(systemReason())") }
            return temporary
        }

        /// Creates `folder` and its missing ancestors, remembering each for `rollBack`.
        private mutating func createFolders(_ folder: String, for path: String) throws(WriteError) {
            var missing: [String] = []
            var current = folder
            var info = stat()
            while stat(current, &info) != 0 {
                missing.append(current)
                let parent = parentFolder(of: current)
                if parent == current { break }
                current = parent
            }
            for created in missing.reversed() {
                guard mkdir(created, 0o777) == 0 || errno == EEXIST else {
                    throw WriteError(path: path, reason: "cannot create the folder '\(created)': \(systemReason())")
                }
                createdFolders.append(created)
            }
        }

        /// Renames every staged temporary over its target.
        mutating func commit(_ targets: [Target]) throws(WriteError) {
            var replaced = 0
            for target in targets {
                guard let temporary = target.temporary else { continue }
                guard rename(temporary, target.resolved) == 0 else {
                    let reason = systemReason()
                    rollBack()
                    throw WriteError(path: target.path, reason: "cannot replace: \(reason)" + (replaced > 0 ? " (\(replaced) other files were already replaced)" : ""))
                }
                staged.removeAll { $0 == temporary }
                replaced += 1
            }
            // Make the renames themselves durable.
            for descriptor in lockedFolders.values { _ = fsync(descriptor) }
        }

        /// Removes the temporaries not yet renamed and the folders created, newest first.
        mutating func rollBack() {
            for temporary in staged { unlink(temporary) }
            staged = []
            for folder in createdFolders.reversed() { rmdir(folder) }
            createdFolders = []
        }

        mutating func release() {
            for descriptor in lockedFolders.values { close(descriptor) }
            lockedFolders = [:]
        }

        private func removeTemporaries(in folder: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names where isTemporaryName(name) {
                let path = joinPath(folder, name)
                var info = stat()
                // Only regular files: never a link or a folder that happens to match.
                if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(path) }
            }
        }
    }
}

private func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
}

/// Writes all of `bytes`, retrying short and interrupted writes.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { buffer in write(descriptor, buffer.baseAddress! + written, buffer.count - written) }
        if count < 0 {
            if errno == EINTR { continue }
            return false
        }
        written += count
    }
    return true
}

/// `a/b/c` → `a/b`, `c` → `.`, `/c` → `/`; `.`, `..` and `/` are their own parents, so
/// walking up always ends.
func parentFolder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed == ".." ? ".." : "." }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
}

/// `folder` + `name`, without a leading `./` for the current folder.
func joinPath(_ folder: String, _ name: String) -> String {
    folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
}
