import AlertDiagnostics
import AlertYAML
import Foundation

/// The `# alertlint:disable` comments of one file, resolved to the byte ranges they silence.
///
/// - `# alertlint:disable RULE[,RULE]` alone on a line silences those rules for the nodes
///   that start on the next line that is neither blank nor a comment, and everything inside
///   them (before an alert's key: the whole alert; before an action: that action).
/// - At the end of a line, it silences the nodes starting on that line and what is inside them.
/// - `# alertlint:disable-file RULE[,RULE]` anywhere silences the rules for the whole file.
public struct Suppressions: Sendable {
    /// Rules silenced in the whole file.
    public private(set) var fileWide: Set<String> = []
    /// Rules silenced within a byte range.
    public private(set) var ranges: [(rules: Set<String>, range: ByteRange)] = []
    /// `ranges` by rule, for answering `silences` without reading every range.
    private var index = RangeIndex([])
    /// Warnings about the comments themselves (unknown rule ids).
    public private(set) var diagnostics: [Diagnostic] = []

    public static let unknownRuleID = "unknown-rule-in-suppression"

    public init() {}

    /// Reads the directives in `document`'s comments; `knownRules` are the ids that exist.
    public init(document: YAMLDocument, knownRules: Set<String>) {
        let directives = document.comments.compactMap(Directive.init)
        guard !directives.isEmpty else { return }
        let spans = NodeSpans(document)
        let file = document.file
        var found: [(rules: Set<String>, range: ByteRange)] = []
        for directive in directives {
            for (rule, range) in directive.rules where !knownRules.contains(rule) {
                diagnostics.append(Diagnostic(
                    severity: .warning,
                    id: Self.unknownRuleID,
                    message: "unknown rule '\(rule)' in suppression comment; 'alertlint rules' lists the rule ids",
                    range: SourceRange(path: file.path, bytes: range)
                ))
            }
            let rules = Set(directive.rules.map(\.id).filter(knownRules.contains))
            guard !rules.isEmpty else { continue }
            if directive.isFileWide {
                fileWide.formUnion(rules)
                continue
            }
            let commentLine = file.lines.lineIndex(of: directive.comment.range.start)
            let line = directive.comment.isOwnLine
                ? spans.firstContentLine(after: commentLine, in: document)
                : commentLine
            if let line, let range = spans.range(startingOn: line) {
                found.append((rules, range))
            }
        }
        ranges = found
        index = RangeIndex(found)
    }

    /// Whether a finding of `rule` at `range` is silenced.
    public func silences(_ rule: String, at range: ByteRange) -> Bool {
        if fileWide.contains(rule) { return true }
        return index.covers(range.start, rule: rule)
    }

    /// For each rule, its silenced ranges sorted by start, with the furthest end among each
    /// prefix: the ranges starting at or before an offset are a prefix (a binary search),
    /// and one of them holds the offset exactly when that prefix's furthest end lies past it.
    /// A file with thousands of suppressions and findings is then checked in n log n, not n².
    /// Ranges may overlap without nesting (the nodes of two lines of one flow collection).
    private struct RangeIndex: Sendable {
        private var byRule: [String: (starts: [Int], furthestEnds: [Int])] = [:]

        init(_ ranges: [(rules: Set<String>, range: ByteRange)]) {
            var spans: [String: [(start: Int, end: Int)]] = [:]
            for (rules, range) in ranges {
                // An empty range still silences a finding at its start.
                let span = (start: range.start, end: max(range.end, range.start + 1))
                for rule in rules { spans[rule, default: []].append(span) }
            }
            for (rule, ruleSpans) in spans {
                let sorted = ruleSpans.sorted { $0.start < $1.start }
                var furthest = Int.min
                byRule[rule] = (sorted.map(\.start), sorted.map { span in
                    furthest = max(furthest, span.end)
                    return furthest
                })
            }
        }

        func covers(_ offset: Int, rule: String) -> Bool {
            guard let (starts, furthestEnds) = byRule[rule] else { return false }
            let startingBefore = starts.countNotAbove(offset)
            return startingBefore > 0 && furthestEnds[startingBefore - 1] > offset
        }
    }

    /// A parsed `alertlint:disable` or `alertlint:disable-file` comment.
    struct Directive {
        let comment: YAMLComment
        let isFileWide: Bool
        /// Each rule id named, with where it is written.
        let rules: [(id: String, range: ByteRange)]

        init?(_ comment: YAMLComment) {
            let text = comment.text
            let fileWide = "alertlint:disable-file"
            let local = "alertlint:disable"
            let rest: Substring
            if text.hasPrefix(fileWide) {
                isFileWide = true
                rest = text.dropFirst(fileWide.count)
            } else if text.hasPrefix(local) {
                isFileWide = false
                rest = text.dropFirst(local.count)
            } else {
                return nil
            }
            guard rest.first?.isWhitespace ?? false else { return nil }
            self.comment = comment
            // Rule ids are ASCII, so character offsets in the comment text are byte offsets.
            let textStart = comment.range.end - text.utf8.count
            var rules: [(String, ByteRange)] = []
            var offset = text.utf8.count - rest.utf8.count
            for piece in rest.split(separator: ",", omittingEmptySubsequences: false) {
                let leading = piece.prefix { $0.isWhitespace }.utf8.count
                let id = piece.trimmingCharacters(in: .whitespaces)
                // Stop at prose after the ids: `# alertlint:disable ok-button -- informational`.
                let token = id.split(separator: " ").first.map(String.init) ?? ""
                if !token.isEmpty {
                    let start = textStart + offset + leading
                    rules.append((token, ByteRange(start: start, end: start + token.utf8.count)))
                }
                offset += piece.utf8.count + 1
                if id.contains(" ") { break }
            }
            self.rules = rules
        }
    }
}

/// For each line, the extent of the mapping entries and list items that start on it.
struct NodeSpans {
    private var byLine: [Int: ByteRange] = [:]
    /// The keys of `byLine`, sorted, for finding the next line with content by binary search.
    private var lines: [Int] = []

    init(_ document: YAMLDocument) {
        guard let root = document.root else { return }
        let lines = document.file.lines
        var stack = [root]
        while let node = stack.popLast() {
            if let entries = node.mapping {
                for entry in entries {
                    add(ByteRange(start: entry.key.range.start, end: max(entry.key.range.end, entry.value.range.end)), lines)
                    stack.append(entry.value)
                }
            } else if let items = node.sequence {
                for item in items {
                    add(item.range, lines)
                    stack.append(item)
                }
            }
        }
        self.lines = byLine.keys.sorted()
    }

    private mutating func add(_ range: ByteRange, _ lines: LineTable) {
        let line = lines.lineIndex(of: range.start)
        if let existing = byLine[line] {
            byLine[line] = ByteRange(start: min(existing.start, range.start), end: max(existing.end, range.end))
        } else {
            byLine[line] = range
        }
    }

    func range(startingOn line: Int) -> ByteRange? { byLine[line] }

    /// The first line after `line` that holds something other than blanks and comments.
    func firstContentLine(after line: Int, in document: YAMLDocument) -> Int? {
        let next = lines.countNotAbove(line)
        return next < lines.count ? lines[next] : nil
    }
}

extension Array where Element == Int {
    /// In a sorted array, how many elements are at most `value`: a binary search.
    fileprivate func countNotAbove(_ value: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
