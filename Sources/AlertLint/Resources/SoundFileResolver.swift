#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AlertSpec

/// What looking for one sound file (a notification's or a `sounds:` entry's) found.
public enum SoundFileLookup: Sendable, Hashable {
    /// No file of that name in any folder searched; the folders, in search order.
    case missing(searched: [String])
    /// The file at `path`, with what its header says.
    case found(path: String, info: AudioFileInfo)
    /// The file at `path` exists but its header could not be read as WAV, AIFF or CAF.
    case unreadable(path: String, error: AudioFileError)
}

/// Finds the sound files notifications and sounds name and reads their headers, before rules run.
///
/// Rules do no I/O: `notification-sound-file` and `system-sound-file` read what this prepared
/// from `LintContext.soundFiles`. A sound `chime.caf` is looked up beside the spec file, then in
/// each resource folder in order (FORMAT.md, `sound`); the first file found wins. Only the
/// header bytes the parser asks for are read, never the audio.
public enum SoundFileResolver {
    /// Lookups keyed by catalog path, then by sound file name, for every notification sound
    /// and every `sounds:` entry that names a file. `resourceFolders` are searched after the spec's own folder, in order.
    public static func resolve(_ catalogs: [Catalog], resourceFolders: [String]) -> [String: [String: SoundFileLookup]] {
        var results: [String: [String: SoundFileLookup]] = [:]
        for catalog in catalogs {
            var lookups: [String: SoundFileLookup] = [:]
            let folders = [folder(of: catalog.path)] + resourceFolders
            for notification in catalog.notifications {
                guard case .file(let name)? = notification.sound?.value, lookups[name] == nil else { continue }
                lookups[name] = lookup(name, in: folders)
            }
            for sound in catalog.sounds {
                guard let name = sound.file?.value, lookups[name] == nil else { continue }
                lookups[name] = lookup(name, in: folders)
            }
            if !lookups.isEmpty { results[catalog.path] = lookups }
        }
        return results
    }

    /// Every path `resolve` looks at for `catalog`'s sound files, found or not, sorted: what
    /// a later run must see unchanged to report the same (`generate`'s stamp, decision 0052).
    public static func candidatePaths(for catalog: Catalog, resourceFolders: [String]) -> [String] {
        let folders = [folder(of: catalog.path)] + resourceFolders
        var names = Set<String>()
        for notification in catalog.notifications {
            if case .file(let name)? = notification.sound?.value { names.insert(name) }
        }
        for sound in catalog.sounds {
            if let name = sound.file?.value { names.insert(name) }
        }
        return Set(names.flatMap { name in folders.map { join($0, name) } }).sorted()
    }

    /// Looks for `name` in `folders`, in order, and reads the first match's header.
    public static func lookup(_ name: String, in folders: [String]) -> SoundFileLookup {
        for folder in folders {
            let path = join(folder, name)
            guard let file = AudioFile(path: path) else { continue }
            defer { file.close() }
            switch AudioFileInfo.parse(file) {
            case .success(let info): return .found(path: path, info: info)
            case .failure(let error): return .unreadable(path: path, error: error)
            }
        }
        return .missing(searched: folders)
    }

    /// The folder of a path: `samples/app/x.alerts.yaml` → `samples/app`; `x.alerts.yaml` → `.`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String {
        if name.hasPrefix("/") { return name }
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// A regular file opened for reading at offsets (`pread`): the parser reads a few headers
/// and the rest of the file is never touched.
private final class AudioFile: AudioByteSource {
    private let descriptor: Int32
    let size: Int64

    /// Nil when the path does not name a readable regular file.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            _ = closeDescriptor(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int64(status.st_size)
    }

    func read(at offset: Int64, count: Int) -> [UInt8] {
        guard offset >= 0, offset < size, count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(min(Int64(count), size - offset)))
        var filled = 0
        while filled < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset) + off_t(filled))
            }
            if result < 0, errno == EINTR { continue }
            if result <= 0 { break }
            filled += result
        }
        return Array(bytes[..<filled])
    }

    func close() {
        _ = closeDescriptor(descriptor)
    }
}

/// `close(2)`, named apart from `AudioFile.close()`.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(descriptor)
    #elseif canImport(Musl)
    Musl.close(descriptor)
    #else
    Darwin.close(descriptor)
    #endif
}
