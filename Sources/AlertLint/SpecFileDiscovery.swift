#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the user asked to lint, resolved to concrete inputs.
public enum LintInput: Hashable, Sendable {
    /// A file, and whether it was found by searching a folder (then `included`/`excluded`
    /// apply) rather than named by the user.
    case file(String, foundInFolder: Bool)
    case standardInput

    public var path: String? {
        if case .file(let path, _) = self { return path }
        return nil
    }
}

/// Expands command-line paths into the spec files to lint.
///
/// A named file is taken whatever its name; a directory is searched recursively for
/// `*.alerts.yaml` and `*.alerts.yml`, skipping hidden folders (`.git`, `.build`) the way
/// build tools do. Symlinks to files and folders are followed. Each file is linted once
/// however many ways lead to it (files and folders are told apart by device and inode, so a
/// link back to an ancestor cannot loop), by a path that goes through no symlink when there
/// is one. What cannot be read (a folder without permission, a broken link named like a
/// spec) is reported, never skipped. The result is sorted so that output never depends on
/// the file system's enumeration order.
public struct SpecFileDiscovery: Sendable {
    public static let specSuffixes = [".alerts.yaml", ".alerts.yml"]

    /// Which files a folder search takes, by name: spec files, unless told otherwise (the
    /// string tables `translations:` names are found the same way).
    var acceptsFileName: @Sendable (String) -> Bool

    public init(acceptingFileNames acceptsFileName: @escaping @Sendable (String) -> Bool = SpecFileDiscovery.isSpecFileName) {
        self.acceptsFileName = acceptsFileName
    }

    public struct Result: Sendable {
        public var inputs: [LintInput]
        /// Paths that do not exist or cannot be listed, with the reason.
        public var failures: [(path: String, reason: String)]
    }

    public func discover(_ paths: [String]) -> Result {
        var search = Search(acceptsFileName: acceptsFileName)
        for path in paths {
            if path == "-" {
                if !search.inputs.contains(.standardInput) { search.inputs.append(.standardInput) }
            } else {
                search.add(path)
            }
        }
        return Result(inputs: search.inputs, failures: search.failures.sorted { $0.path < $1.path })
    }

    public static func isSpecFileName(_ name: String) -> Bool {
        specSuffixes.contains { name.hasSuffix($0) }
    }

    /// `./a/b/` → `a/b`, `./` → `.`: paths print the way the user would type them.
    static func displayPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path.isEmpty ? "." : path
    }
}

/// A file or folder, whichever name reached it.
private struct FileID: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// One run of discovery: what was found so far, across every path the user gave.
private struct Search {
    let acceptsFileName: @Sendable (String) -> Bool
    var inputs: [LintInput] = []

    init(acceptsFileName: @escaping @Sendable (String) -> Bool) {
        self.acceptsFileName = acceptsFileName
    }

    var failures: [(path: String, reason: String)] = []
    /// Spec files already taken, so none is linted twice.
    private var taken = Set<FileID>()
    /// Folders already listed (or being listed): the loop protection.
    private var listed = Set<FileID>()

    /// A spec file found in a folder, and whether a symlink led to it.
    private struct Found {
        var path: String
        var id: FileID
        var throughLink: Bool
    }

    /// A folder to list: where to open it, how it and its files print, and whether a symlink
    /// led to it.
    private struct Folder {
        var path: String
        var display: String
        var throughLink: Bool

        /// What its entries' printed paths start with.
        var prefix: String { display == "." ? "" : display.hasSuffix("/") ? display : display + "/" }
    }

    mutating func add(_ path: String) {
        let display = SpecFileDiscovery.displayPath(path)
        var status = stat()
        guard stat(path, &status) == 0 else {
            fail(path, errno)
            return
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            if taken.insert(FileID(status)).inserted { inputs.append(.file(display, foundInFolder: false)) }
            return
        }
        guard listed.insert(FileID(status)).inserted else { return }
        let found = search(Folder(path: display, display: display, throughLink: false))
        // Of the ways to one file, one through no symlink when there is one; of equals, the
        // first in sorted order, so the choice does not depend on the order of the search.
        var chosen: [FileID: Found] = [:]
        for file in found where !taken.contains(file.id) {
            if let earlier = chosen[file.id],
               earlier.throughLink == file.throughLink ? earlier.path < file.path : !earlier.throughLink {
                continue
            }
            chosen[file.id] = file
        }
        taken.formUnion(chosen.keys)
        inputs += chosen.values.map(\.path).sorted().map { .file($0, foundInFolder: true) }
    }

    /// Every spec file under `root`. The real tree is listed first; folders reached through
    /// symlinks after it, so a link to a folder already listed (an ancestor, itself, a
    /// sibling) adds nothing.
    private mutating func search(_ root: Folder) -> [Found] {
        var found: [Found] = []
        var folders = [root]
        var linked: [Folder] = []
        while true {
            guard let folder = folders.popLast() else {
                guard !linked.isEmpty else { break }
                let next = linked.removeFirst()
                var status = stat()
                if stat(next.path, &status) == 0, listed.insert(FileID(status)).inserted { folders.append(next) }
                continue
            }
            for entry in list(folder) {
                let path = folder.path == "/" ? "/" + entry.name : folder.path + "/" + entry.name
                let display = folder.prefix + entry.name
                let isSpec = acceptsFileName(entry.name)
                var status = stat()
                var type = entry.type
                if type == UInt8(DT_UNKNOWN) {
                    // Some file systems do not say; ask.
                    guard lstat(path, &status) == 0 else { fail(display, errno); continue }
                    type = Self.directoryEntryType(status.st_mode)
                }
                switch type {
                case UInt8(DT_DIR):
                    guard lstat(path, &status) == 0 else { fail(display, errno); continue }
                    // A bind mount can make a folder its own descendant too.
                    if listed.insert(FileID(status)).inserted {
                        folders.append(Folder(path: path, display: display, throughLink: folder.throughLink))
                    }
                case UInt8(DT_REG) where isSpec:
                    guard lstat(path, &status) == 0 else { fail(display, errno); continue }
                    found.append(Found(path: display, id: FileID(status), throughLink: folder.throughLink))
                case UInt8(DT_LNK):
                    guard stat(path, &status) == 0 else {
                        // A broken link is a problem only where a spec or a folder may be: a
                        // missing or looping target named like a spec, or one it may not see.
                        if isSpec || (errno != ENOENT && errno != ELOOP) { fail(display, errno) }
                        continue
                    }
                    switch status.st_mode & S_IFMT {
                    case S_IFDIR: linked.append(Folder(path: path, display: display, throughLink: true))
                    case S_IFREG where isSpec: found.append(Found(path: display, id: FileID(status), throughLink: true))
                    default: continue
                    }
                default: continue
                }
            }
        }
        return found
    }

    /// The folder's visible entries (hidden ones skipped), sorted so the search is the same
    /// on every file system.
    private mutating func list(_ folder: Folder) -> [(name: String, type: UInt8)] {
        guard let stream = opendir(folder.path) else {
            fail(folder.display, errno)
            return []
        }
        defer { closedir(stream) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            entries.append((name, entry.pointee.d_type))
        }
        return entries.sorted { $0.name < $1.name }
    }

    private static func directoryEntryType(_ mode: mode_t) -> UInt8 {
        switch mode & S_IFMT {
        case S_IFDIR: UInt8(DT_DIR)
        case S_IFREG: UInt8(DT_REG)
        case S_IFLNK: UInt8(DT_LNK)
        default: UInt8(DT_UNKNOWN)
        }
    }

    private mutating func fail(_ path: String, _ code: Int32) {
        failures.append((path, Self.reason(code)))
    }

    /// `strerror` in the shape of the other messages: `permission denied`.
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
