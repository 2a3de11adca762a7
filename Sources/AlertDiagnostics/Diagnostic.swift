/// How serious a finding is. Ordered from least to most severe.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// One finding, from any stage: the YAML reader, the spec decoder or a lint rule.
///
/// A diagnostic holds no references into the AST, so it can cross threads, be sorted,
/// serialized and compared in tests.
public struct Diagnostic: Hashable, Sendable, Codable {
    public var severity: Severity
    /// The rule id, or for format errors the error kind (`duplicate-key`, `unknown-key`, …).
    public var id: String
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(
        severity: Severity,
        id: String,
        message: String,
        range: SourceRange,
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// The order diagnostics are printed in: file, offset, then id and message so that the
    /// order never depends on which thread finished first.
    public static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.range.path != rhs.range.path { return lhs.range.path < rhs.range.path }
        if lhs.range.bytes != rhs.range.bytes { return lhs.range.bytes < rhs.range.bytes }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

/// Extra context attached to a diagnostic, such as the first of two duplicates.
public struct Note: Hashable, Sendable, Codable {
    public var message: String
    public var range: SourceRange?

    public init(message: String, range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// A mechanical repair: non-overlapping text edits that are applied together.
public struct FixIt: Hashable, Sendable, Codable {
    public enum Safety: String, Hashable, Sendable, Codable {
        /// Keeps the meaning of the spec; applied by `--fix`.
        case safe
        /// Changes behaviour a person should review; shown, not applied automatically.
        case unsafe
    }

    public var title: String
    public var edits: [TextEdit]
    public var safety: Safety

    public init(title: String, edits: [TextEdit], safety: Safety = .safe) {
        self.title = title
        self.edits = edits
        self.safety = safety
    }
}

/// Replace the bytes of `range` with `replacement`.
public struct TextEdit: Hashable, Sendable, Codable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, position and id: the order every reporter prints.
    ///
    /// The same order as `sorted(by: Diagnostic.precedes)`, and the same permutation where
    /// two diagnostics tie: it sorts positions with the same comparisons, by the same
    /// algorithm, so only what each comparison costs differs. Each path is replaced by its
    /// rank among the distinct paths (ranked by the same `<` and `==`), so most comparisons
    /// are of integers, and positions are moved instead of diagnostics, whose strings and
    /// arrays are retained and released at every move. A file's diagnostics mostly come
    /// together, so a path equal to the one before reuses its number without hashing.
    /// `SortedForOutputTests` checks it against `sorted(by:)`.
    public func sortedForOutput() -> [Diagnostic] {
        guard count > 1 else { return self }
        let order = outputOrder()
        return withUnsafeBufferPointer { diagnostics in order.map { diagnostics[$0] } }
    }

    /// The indices of the diagnostics in output order: `sortedForOutput()` is them, mapped.
    private func outputOrder() -> [Int] {
        var paths: [String] = []
        var numberOfPath: [String: Int] = [:]
        var pathNumbers: [Int] = []
        pathNumbers.reserveCapacity(count)
        for diagnostic in self {
            let path = diagnostic.range.path
            if let previous = pathNumbers.last, paths[previous] == path {
                pathNumbers.append(previous)
            } else if let number = numberOfPath[path] {
                pathNumbers.append(number)
            } else {
                numberOfPath[path] = paths.count
                pathNumbers.append(paths.count)
                paths.append(path)
            }
        }
        var rankOfNumber = [Int](repeating: 0, count: paths.count)
        for (rank, number) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() {
            rankOfNumber[number] = rank
        }
        let keys = indices.map { (path: rankOfNumber[pathNumbers[$0]], start: self[$0].range.bytes.start, end: self[$0].range.bytes.end) }
        return withUnsafeBufferPointer { diagnostics in
            keys.indices.sorted { left, right in
                let lhs = keys[left], rhs = keys[right]
                if lhs.path != rhs.path { return lhs.path < rhs.path }
                if lhs.start != rhs.start { return lhs.start < rhs.start }
                if lhs.end != rhs.end { return lhs.end < rhs.end }
                let lhsDiagnostic = diagnostics[left], rhsDiagnostic = diagnostics[right]
                if lhsDiagnostic.id != rhsDiagnostic.id { return lhsDiagnostic.id < rhsDiagnostic.id }
                return lhsDiagnostic.message < rhsDiagnostic.message
            }
        }
    }

    /// `sortedForOutput()` in place, without a second array of every diagnostic: the order
    /// is computed as in `sortedForOutput()`, then applied cycle by cycle.
    public mutating func sortForOutput() {
        guard count > 1 else { return }
        var order = outputOrder()
        for start in indices where order[start] != start {
            let first = self[start]
            var position = start
            while order[position] != start {
                let source = order[position]
                self[position] = self[source]
                order[position] = position
                position = source
            }
            self[position] = first
            order[position] = position
        }
    }

    /// Whether no diagnostic precedes the one before it: then `sortedForOutput()`, a stable
    /// sort, returns the array as it is.
    public var isSortedForOutput: Bool {
        var index = 1
        while index < count {
            if Diagnostic.precedes(self[index], self[index - 1]) { return false }
            index += 1
        }
        return true
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }
}
