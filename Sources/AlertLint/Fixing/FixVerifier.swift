import AlertDiagnostics
import AlertSpec

/// The differential check of `--fix`: a spec file and its fixed version, compared. Pure, no
/// I/O; `LintFixer` runs it after every pass and the fuzzer after every fix.
///
/// The fixed file must parse with no error the original did not have, keep every text (its
/// development string, plural variants, translations, key and comment, by the element it
/// belongs to, wherever that element moved), keep every action's and text field's
/// properties, and keep every comment with the element it belongs to (suppressions
/// included; by text alone when the original has format errors, since then some definitions
/// are not decoded, and those may appear once fixed). The only texts that may change are the ones the fix-its say they change
/// (`Intent.textChanges`), and only into what they say; only an action or text field an edit
/// lies inside may change its properties.
public enum FixVerifier {
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public var message: String

        public init(_ message: String) {
            self.message = message
        }

        public var description: String { message }
    }

    /// A text a fix-it changes on purpose (`button-title-punctuation` drops a "!"): the element
    /// whose text it is, its development string before and after.
    public struct TextChange: Sendable, Hashable {
        public var element: String
        public var before: String
        public var after: String

        public init(element: String, before: String, after: String) {
            self.element = element
            self.before = before
            self.after = after
        }
    }

    /// What fix-its mean to change: texts (with what they become) and the actions or text
    /// fields an edit lies inside (the cancel role fix changes a role). Collected over passes.
    public struct Intent: Sendable, Hashable {
        public var textChanges: [TextChange] = []
        public var changedItems: Set<String> = []

        public init(textChanges: [TextChange] = [], changedItems: Set<String> = []) {
            self.textChanges = textChanges
            self.changedItems = changedItems
        }

        /// This intent followed by `later`'s: a text changed twice goes from the first before
        /// to the last after.
        public mutating func append(_ later: Intent) {
            for change in later.textChanges {
                if let index = textChanges.firstIndex(where: { $0.element == change.element && $0.after == change.before }) {
                    textChanges[index].after = change.after
                } else {
                    textChanges.append(change)
                }
            }
            changedItems.formUnion(later.changedItems)
        }
    }

    /// What is wrong with `fixed` as a fix of `original` that meant `intent`; empty when
    /// nothing is. With no intent, every text and item must be as it was.
    public static func verify(original: SourceFile, fixed: SourceFile, intended intent: Intent = Intent()) -> [Problem] {
        verify(SpecSnapshot(original), SpecSnapshot(fixed), intent: intent)
    }

    /// What is wrong with `fixed` as the result of applying `edits` to `original`.
    public static func verify(original: SourceFile, fixed: SourceFile, edits: [TextEdit]) -> [Problem] {
        let before = SpecSnapshot(original)
        return verify(before, SpecSnapshot(fixed), intent: intent(of: edits, in: original, snapshot: before))
    }

    /// What `edits` mean to change in `original`.
    public static func intent(of edits: [TextEdit], in original: SourceFile) -> Intent {
        intent(of: edits, in: original, snapshot: SpecSnapshot(original))
    }

    static func intent(of edits: [TextEdit], in original: SourceFile, snapshot: SpecSnapshot) -> Intent {
        let ranges = edits.map(\.range.bytes)
        let items = snapshot.itemRanges.filter { item in ranges.contains { $0.start >= item.value.start && $0.end <= item.value.end } }.keys
        return Intent(textChanges: textChanges(of: edits, in: original, texts: snapshot.texts), changedItems: Set(items))
    }

    /// The texts `edits` change on purpose: each edit that lies inside a single text written
    /// literally (plain, or quoted without escapes, on one line), so that its bytes are its
    /// value. An edit inside any other text is no intended change, and fails the check.
    static func textChanges(of edits: [TextEdit], in original: SourceFile, texts: [String: [Text]]) -> [TextChange] {
        guard !edits.isEmpty else { return [] }
        var changes: [TextChange] = []
        for (element, all) in texts.sorted(by: { $0.key < $1.key }) where all.count == 1 {
            let text = all[0]
            guard case .single(let template) = text.content else { continue }
            guard text.contentRange.end <= original.bytes.count else { continue }
            let value = Array(template.source.utf8)
            let written = Array(original.bytes[text.contentRange.start..<text.contentRange.end])
            let quote: Int
            if written == value, !value.isEmpty, ![UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "|"), UInt8(ascii: ">")].contains(value[0]) {
                quote = 0
            } else if written.count == value.count + 2, written.dropFirst().dropLast().elementsEqual(value),
                      written.first == UInt8(ascii: "\"") && !value.contains(UInt8(ascii: "\\")) || written.first == UInt8(ascii: "'") && !value.contains(UInt8(ascii: "'")) {
                quote = 1
            } else {
                continue
            }
            guard !value.contains(UInt8(ascii: "\n")) else { continue }
            let inner = ByteRange(start: text.contentRange.start + quote, end: text.contentRange.end - quote)
            let inside = edits.filter { $0.range.bytes.start >= inner.start && $0.range.bytes.end <= inner.end && $0.range.bytes != ByteRange(start: text.contentRange.start, end: text.contentRange.end) }
            guard !inside.isEmpty else { continue }
            var after = value
            for edit in inside.sorted(by: { $0.range.bytes.start > $1.range.bytes.start }) {
                after.replaceSubrange((edit.range.bytes.start - inner.start)..<(edit.range.bytes.end - inner.start), with: Array(edit.replacement.utf8))
            }
            changes.append(TextChange(element: element, before: template.source, after: String(decoding: after, as: UTF8.self)))
        }
        return changes
    }

    /// The findings of `after` that `before` did not have: errors and warnings, told apart by
    /// rule id, severity and the element they point into (a definition, an action, a text
    /// field), so a finding that moved with its element is the same finding. Counted: a
    /// second finding of a rule on one element is new.
    public static func addedFindings(before: [Diagnostic], in original: SourceFile, after: [Diagnostic], in fixed: SourceFile) -> [Diagnostic] {
        let beforeAnchors = SpecAnchors(SpecParser.parse(original).catalog, file: original)
        let afterAnchors = SpecAnchors(SpecParser.parse(fixed).catalog, file: fixed)
        func key(_ diagnostic: Diagnostic, _ anchors: SpecAnchors, _ file: SourceFile) -> String {
            "\(diagnostic.id) \(diagnostic.severity) \(anchors.owner(of: diagnostic.range.bytes, in: file))"
        }
        var counts: [String: Int] = [:]
        for diagnostic in before where diagnostic.severity != .info && diagnostic.range.path == original.path {
            counts[key(diagnostic, beforeAnchors, original), default: 0] += 1
        }
        var added: [Diagnostic] = []
        for diagnostic in after where diagnostic.severity != .info && diagnostic.range.path == fixed.path {
            let key = key(diagnostic, afterAnchors, fixed)
            if counts[key, default: 0] > 0 { counts[key]! -= 1 } else { added.append(diagnostic) }
        }
        return added
    }

    // MARK: - Comparing

    static func verify(_ before: SpecSnapshot, _ after: SpecSnapshot, intent: Intent) -> [Problem] {
        var problems: [Problem] = []
        if after.errors.count > before.errors.count || before.hasCatalog && !after.hasCatalog {
            let first = after.errors.first { error in !before.errors.contains { $0.id == error.id && $0.message == error.message } } ?? after.errors.first
            problems.append(Problem("the fixed file does not parse: \(first.map { "\($0.message) [\($0.id)]" } ?? "no catalog")"))
            return problems
        }
        let intended = Dictionary(intent.textChanges.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })
        // A definition the original left out for a format error may come back once fixed.
        func isNew(_ element: String) -> Bool {
            !before.errors.isEmpty && !before.definitions.contains { element.hasPrefix($0 + " ") }
        }
        for element in Set(before.texts.keys).union(after.texts.keys).sorted() where !isNew(element) {
            let old = before.texts[element] ?? []
            var expected = old.map { SpecSnapshot.rendered($0) }
            if let change = intended[element], old.count == 1, case .single(let template) = old[0].content, template.source == change.before {
                expected = [SpecSnapshot.rendered(old[0], development: change.after)]
            }
            let actual = (after.texts[element] ?? []).map { SpecSnapshot.rendered($0) }
            guard expected != actual else { continue }
            if actual.isEmpty {
                problems.append(Problem("the text of \(element) is gone"))
            } else if expected.isEmpty {
                problems.append(Problem("\(element) has a text it did not have"))
            } else {
                problems.append(Problem("the text of \(element) changed: \(expected.joined(separator: "; ")) became \(actual.joined(separator: "; "))"))
            }
        }
        for element in Set(before.properties.keys).union(after.properties.keys).sorted()
        where !isNew(element) && before.properties[element] != after.properties[element] && !intent.changedItems.contains(element) {
            problems.append(Problem("\(element) changed: \(before.properties[element] ?? "absent") became \(after.properties[element] ?? "absent")"))
        }
        // With format errors some definitions are not in the catalog, so comments' owners are
        // not known: then comments are compared by text alone.
        let withOwners = before.errors.isEmpty && after.errors.isEmpty
        func counts(_ snapshot: SpecSnapshot) -> [String: Int] {
            snapshot.comments.reduce(into: [:]) { counts, comment in
                counts[withOwners ? "\(comment.text) @ \(comment.owner)" : comment.text, default: 0] += 1
            }
        }
        let (commentsBefore, commentsAfter) = (counts(before), counts(after))
        for comment in Set(commentsBefore.keys).union(commentsAfter.keys).sorted()
        where commentsBefore[comment, default: 0] != commentsAfter[comment, default: 0] {
            problems.append(Problem(
                "the comment “# \(comment)” is there \(commentsAfter[comment, default: 0]) time(s), was \(commentsBefore[comment, default: 0]): comments stay with their items"
            ))
        }
        return problems
    }

    /// Every text of a catalog with the element it belongs to, named as `SpecSnapshot` names it.
    static func texts(of catalog: Catalog) -> [(String, Text)] {
        var texts: [(String, Text)] = []
        func add(_ text: Text?, _ element: String) { if let text { texts.append((element, text)) } }
        for definition in catalog.alerts + catalog.actionSheets {
            let name = SpecAnchors.name(of: definition)
            add(definition.title, "\(name) title")
            add(definition.message, "\(name) message")
            for field in definition.textFields {
                add(field.placeholder, "\(name) text field '\(field.id)' placeholder")
                add(field.text, "\(name) text field '\(field.id)' initial text")
            }
            for action in definition.actions { add(action.title, "\(name) action '\(action.id)' title") }
        }
        for notification in catalog.notifications {
            let name = "notification '\(notification.id)'"
            add(notification.title, "\(name) title")
            add(notification.subtitle, "\(name) subtitle")
            add(notification.body, "\(name) body")
            add(notification.category?.hiddenPreviewsBodyPlaceholder, "\(name) hidden previews placeholder")
            for action in notification.category?.actions ?? [] {
                add(action.title, "\(name) action '\(action.id)' title")
                add(action.textInput?.button, "\(name) action '\(action.id)' text input button")
                add(action.textInput?.placeholder, "\(name) action '\(action.id)' text input placeholder")
            }
        }
        for progress in catalog.progress {
            let name = "progress '\(progress.id)'"
            add(progress.title, "\(name) title")
            add(progress.message, "\(name) message")
            add(progress.cancel, "\(name) cancel")
        }
        return texts
    }
}
