import AlertDiagnostics
import AlertSpec
import Foundation

/// The findings of the definition-scoped rules (`RuleScope.definition`), kept per definition
/// between lints of the same file, so that a keystroke in one alert of a large spec re-runs
/// those rules on that alert only (docs/decisions/0053-definition-findings-cache.md).
///
/// A definition is known by its lines' bytes: from the start of the line of its id to the
/// end of its last line. Its findings are stored relative to where those lines start, so an
/// edit above that moves it leaves them valid. They stay valid while the catalog's
/// top-level settings (its frame: everything but the definitions) are the same; the file's
/// entries go when the frame changes. The cache knows nothing of configurations and string
/// tables: `LintResultCache.forgetAll()` empties it with the rest. Safe to use from any
/// thread; each file's entries are replaced whole by each lint of that file.
public final class DefinitionFindingsCache: @unchecked Sendable {
    /// One definition's findings, by rule id, their ranges in its file relative to the start
    /// of its lines.
    struct Stored {
        var findings: [String: [Finding]]
    }

    private struct FileEntry {
        var frame: Catalog
        var definitions: [DefinitionLines: Stored]
    }

    private let lock = NSLock()
    private var files: [String: FileEntry] = [:]
    private var counts = Counts()

    /// How many definitions' rules ran, and how many were reused (for tests and the
    /// benchmark).
    public struct Counts: Sendable, Equatable {
        public var linted = 0
        public var reused = 0

        public init(linted: Int = 0, reused: Int = 0) {
            self.linted = linted
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

    /// What is stored for each of `lines` of the file at `path`, nil where nothing is or
    /// the frame differs.
    func stored(path: String, frame: Catalog, lines: [DefinitionLines]) -> [Stored?] {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = files[path], entry.frame == frame else { return lines.map { _ in nil } }
        return lines.map { entry.definitions[$0] }
    }

    /// The file's entries from this lint, replacing the previous ones: what a next lint can
    /// reuse is what this one saw.
    func replace(path: String, frame: Catalog, with definitions: [DefinitionLines: Stored], linted: Int, reused: Int) {
        lock.lock()
        defer { lock.unlock() }
        files[path] = FileEntry(frame: frame, definitions: definitions)
        counts.linted += linted
        counts.reused += reused
    }
}

typealias DefinitionLines = LineBytes

/// One definition of a catalog on its own: the catalog with that definition alone in its
/// collection, and the bytes its lines take in the file.
struct DefinitionSlice {
    var catalog: Catalog
    var lines: Range<Int>

    /// The catalog without its definitions: what every definition-scoped rule may read
    /// besides the definition. Its ranges are left out: the whole document's changes with
    /// every edit, and top-level keys below the definitions move with every edit above
    /// them. A finding that points at one is outside every definition's lines and never
    /// stored.
    static func frame(of catalog: Catalog) -> Catalog {
        var frame = withoutDefinitions(catalog)
        frame.namespaceRange = frame.namespaceRange.map { _ in ByteRange.at(0) }
        frame.tableRange = frame.tableRange.map { _ in ByteRange.at(0) }
        frame.developmentLanguageRange = frame.developmentLanguageRange.map { _ in ByteRange.at(0) }
        frame.locales = frame.locales.map { Located($0.value, range: ByteRange.at(0)) }
        frame.range = ByteRange.at(0)
        return frame
    }

    /// `catalog` with every collection empty.
    private static func withoutDefinitions(_ catalog: Catalog) -> Catalog {
        var empty = catalog
        empty.alerts = []
        empty.actionSheets = []
        empty.notifications = []
        empty.progress = []
        empty.flows = []
        empty.sounds = []
        empty.broadcasts = []
        return empty
    }

    /// Every definition of `catalog` on its own, in source order; nil when two of them share
    /// a line (flow-style collections), where a finding could not be told apart by position.
    static func slices(of catalog: Catalog, in bytes: [UInt8]) -> [DefinitionSlice]? {
        let empty = withoutDefinitions(catalog)
        var slices: [DefinitionSlice] = []
        func add(_ idRange: ByteRange, _ range: ByteRange, _ place: (inout Catalog) -> Void) {
            var sliced = empty
            place(&sliced)
            let lines = LineBytes.lines(from: min(idRange.start, range.start), to: max(idRange.end, range.end), in: bytes)
            slices.append(DefinitionSlice(catalog: sliced, lines: lines))
        }
        for alert in catalog.alerts { add(alert.idRange, alert.range) { $0.alerts = [alert] } }
        for sheet in catalog.actionSheets { add(sheet.idRange, sheet.range) { $0.actionSheets = [sheet] } }
        for notification in catalog.notifications { add(notification.idRange, notification.range) { $0.notifications = [notification] } }
        for progress in catalog.progress { add(progress.idRange, progress.range) { $0.progress = [progress] } }
        for flow in catalog.flows { add(flow.idRange, flow.range) { $0.flows = [flow] } }
        for sound in catalog.sounds { add(sound.idRange, sound.range) { $0.sounds = [sound] } }
        for broadcast in catalog.broadcasts { add(broadcast.idRange, broadcast.range) { $0.broadcasts = [broadcast] } }
        slices.sort { $0.lines.lowerBound < $1.lines.lowerBound }
        for (earlier, later) in zip(slices, slices.dropFirst()) where earlier.lines.upperBound > later.lines.lowerBound {
            return nil
        }
        return slices
    }
}

extension Finding {
    /// The finding with every range in the file at `path` moved by `offset` bytes; ranges
    /// in other files (string tables) stay.
    func shifted(by offset: Int, in path: String) -> Finding {
        guard offset != 0 else { return self }
        func moved(_ range: SourceRange) -> SourceRange {
            guard range.path == path else { return range }
            return SourceRange(path: path, bytes: ByteRange(start: range.bytes.start + offset, end: range.bytes.end + offset))
        }
        var copy = self
        copy.range = moved(range)
        copy.notes = notes.map { note in
            var note = note
            note.range = note.range.map(moved)
            return note
        }
        copy.fixIts = fixIts.map { fixIt in
            var fixIt = fixIt
            fixIt.edits = fixIt.edits.map { TextEdit(range: moved($0.range), replacement: $0.replacement) }
            return fixIt
        }
        return copy
    }

    /// Whether every range of the finding in the file at `path` (its own, its notes', its
    /// fix-its' edits) lies within `lines`.
    func staysWithin(_ lines: Range<Int>, in path: String) -> Bool {
        func inside(_ range: SourceRange) -> Bool {
            range.path != path || (lines.lowerBound <= range.bytes.start && range.bytes.end <= lines.upperBound)
        }
        return inside(range)
            && notes.allSatisfy { $0.range.map(inside) ?? true }
            && fixIts.allSatisfy { $0.edits.allSatisfy { inside($0.range) } }
    }
}
