import AlertDiagnostics
import Foundation

/// Definitions decoded at one parse of a file, kept for the next parse of the same file, so
/// that a keystroke in one alert of a large spec decodes that alert again and reuses the
/// others' (docs/decisions/0059-incremental-decode.md). The language server's lints use it;
/// `alertlint lint` does not.
///
/// A definition is known, as by `DefinitionFindingsCache`, by its lines: from the start of
/// the line of its id to the end of its last line. What the decoder makes of it (the
/// definition or nothing, and its format errors) is a function of those bytes, of where
/// they start, of its collection and of the namespace; so with equal lines, collection and
/// namespace it is reused with its ranges moved to where the lines now start. Only in a
/// file the YAML reader found nothing wrong with (an alias or a tag would make a node's
/// value depend on more than its bytes), and only for entries of block-style collections
/// (each on lines of its own). Flows are decoded every time: they read the other
/// definitions. Each parse of a file replaces its entries whole. Safe from any thread.
public final class DecodedDefinitionsCache: @unchecked Sendable {
    /// One definition as the decoder made it.
    enum Decoded {
        case alert(AlertDefinition)
        case actionSheet(AlertDefinition)
        case notification(NotificationDefinition)
        case progress(ProgressDefinition)
        case sound(SoundDefinition)
        case broadcast(BroadcastDefinition)

        func shifted(by offset: Int) -> Decoded {
            guard offset != 0 else { return self }
            switch self {
            case .alert(let alert): return .alert(alert.shifted(by: offset))
            case .actionSheet(let sheet): return .actionSheet(sheet.shifted(by: offset))
            case .notification(let notification): return .notification(notification.shifted(by: offset))
            case .progress(let progress): return .progress(progress.shifted(by: offset))
            case .sound(let sound): return .sound(sound.shifted(by: offset))
            case .broadcast(let broadcast): return .broadcast(broadcast.shifted(by: offset))
            }
        }
    }

    /// What decoding one definition's lines gave, with ranges where the lines started then.
    struct Stored {
        var linesStart: Int
        /// Nil when the decoder gave up on the definition (it reported why).
        var decoded: Decoded?
        var diagnostics: [Diagnostic]
    }

    struct Key: Hashable {
        var collection: String
        var lines: LineBytes
    }

    private struct FileEntry {
        var namespace: String
        var definitions: [Key: Stored]
    }

    private let lock = NSLock()
    private var files: [String: FileEntry] = [:]
    private var counts = Counts()

    /// How many definitions were decoded and how many reused (for tests and the benchmark).
    public struct Counts: Sendable, Equatable {
        public var decoded = 0
        public var reused = 0

        public init(decoded: Int = 0, reused: Int = 0) {
            self.decoded = decoded
            self.reused = reused
        }
    }

    public init() {}

    public var statistics: Counts {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    public func forget(path: String) {
        lock.lock()
        defer { lock.unlock() }
        files[path] = nil
    }

    public func forgetAll() {
        lock.lock()
        defer { lock.unlock() }
        files = [:]
    }

    /// The previous parse's definitions of the file at `path`, if its namespace was the same.
    func previous(path: String, namespace: String) -> [Key: Stored] {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = files[path], entry.namespace == namespace else { return [:] }
        return entry.definitions
    }

    /// This parse's definitions of the file, replacing the previous ones.
    func replace(path: String, namespace: String, with definitions: [Key: Stored], decoded: Int, reused: Int) {
        lock.lock()
        defer { lock.unlock() }
        files[path] = FileEntry(namespace: namespace, definitions: definitions)
        counts.decoded += decoded
        counts.reused += reused
    }
}

/// A definition's lines, as the key what was made of them is stored under (here and in the
/// linter's `DefinitionFindingsCache`). Each keystroke looks up every definition of the
/// document and stores them again, so the lines are digested once, eight bytes a step
/// (`XXH64`), and hashed and compared by that digest first: `Hasher` over the lines at
/// each lookup and each store was a twentieth of a keystroke's lint on a 100-definition
/// spec, and `ArraySlice`'s own `Hashable` (a byte at a time) cost more than the rules it
/// saved on a 1 MB spec.
public struct LineBytes: Hashable, Sendable {
    public let bytes: ArraySlice<UInt8>
    private let digest: UInt64

    public init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        digest = bytes.withUnsafeBytes { XXH64.hash($0) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.digest == rhs.digest && lhs.bytes.count == rhs.bytes.count
            && lhs.bytes.withUnsafeBytes { left in rhs.bytes.withUnsafeBytes { right in left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 } }
    }
}

extension LineBytes {
    /// From the start of the line holding `start` to past the line break that ends the line
    /// holding `end - 1` (a range's last byte): the whole lines a definition is written on.
    public static func lines(from start: Int, to end: Int, in bytes: [UInt8]) -> Range<Int> {
        var first = min(start, bytes.count)
        while first > 0, bytes[first - 1] != UInt8(ascii: "\n"), bytes[first - 1] != UInt8(ascii: "\r") { first -= 1 }
        var last = min(max(end, 0), bytes.count)
        if last > 0, bytes[last - 1] == UInt8(ascii: "\n") { return first..<last }
        while last < bytes.count, bytes[last] != UInt8(ascii: "\n") { last += 1 }
        return first..<min(last + 1, bytes.count)
    }
}
