import AlertDiagnostics
import AlertSpec
import AlertYAML

/// What a fix must not change in a spec file, read without positions so that a file and its
/// fixed version compare: every text by the element it belongs to, the properties of every
/// action and text field, and every comment with the item it sits on or above.
///
/// Elements are named by definition and id (`alert 'a' action 'cancel'`), never by position,
/// so reordering a list changes nothing here.
struct SpecSnapshot {
    /// Format and YAML errors of the file.
    var errors: [Diagnostic]
    var hasCatalog: Bool
    /// Each text by the element it titles (one, unless a file repeats an id).
    var texts: [String: [Text]] = [:]
    /// The properties of each action and text field, by element.
    var properties: [String: String] = [:]
    /// The ranges of the actions and text fields, for edits made inside one.
    var itemRanges: [String: ByteRange] = [:]
    /// Each comment's text with the element it belongs to.
    var comments: [(text: String, owner: String)] = []
    /// The definitions in the catalog, named as elements' names start.
    var definitions: Set<String> = []
    /// The elements findings and comments are anchored to.
    var anchors: SpecAnchors

    init(_ file: SourceFile) {
        let parsed = SpecParser.parse(file)
        errors = parsed.diagnostics.filter { $0.severity == .error }
        hasCatalog = parsed.catalog != nil
        anchors = SpecAnchors(parsed.catalog, file: file, comments: parsed.document.comments)
        if let catalog = parsed.catalog { record(catalog) }
        comments = parsed.document.comments.map { ($0.text, anchors.owner(of: $0, in: file)) }
    }

    private mutating func record(_ catalog: Catalog) {
        for (element, text) in FixVerifier.texts(of: catalog) { texts[element, default: []].append(text) }
        definitions = Set((catalog.alerts + catalog.actionSheets).map(SpecAnchors.name) + catalog.notifications.map { "notification '\($0.id)'" }
            + catalog.progress.map { "progress '\($0.id)'" })
        // Flows, sounds and broadcasts have no texts: everything they say is a property.
        for flow in catalog.flows {
            let start = flow.start.map { "\($0.value) (\(flow.hasExplicitStart ? "explicit" : "default"))" } ?? "none"
            properties["flow '\(flow.id)'"] = "confirm: \(flow.confirm?.value ?? "none"), start: \(start), progress: \(flow.progress.value), "
                + "success: \(flow.success?.value ?? "none"), failure: \(flow.failure?.value ?? "none"), "
                + "delay: \(flow.delay.value), minimumDuration: \(flow.minimumDuration.value)"
        }
        for sound in catalog.sounds {
            properties["sound '\(sound.id)'"] = "file: \(sound.file?.value ?? "none"), alert: \(sound.isAlert), vibrate: \(sound.vibrates), "
                + "haptic: \(sound.haptic.map(\.value.rawValue) ?? "none")"
        }
        for broadcast in catalog.broadcasts {
            let payload = broadcast.payload.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            properties["broadcast '\(broadcast.id)'"] = "name: \(broadcast.name), subject: \(broadcast.subject?.value ?? "none"), "
                + "isolation: \(broadcast.isolation), payload: [\(payload)], comment: \(broadcast.comment.map { "\"\($0)\"" } ?? "none")"
        }
        definitions.formUnion(catalog.flows.map { "flow '\($0.id)'" } + catalog.sounds.map { "sound '\($0.id)'" }
            + catalog.broadcasts.map { "broadcast '\($0.id)'" })
        for definition in catalog.alerts + catalog.actionSheets {
            let name = SpecAnchors.name(of: definition)
            for field in definition.textFields {
                let element = "\(name) text field '\(field.id)'"
                properties[element] = "secure: \(field.isSecure), required: \(field.isRequired), contentType: \(String(describing: field.contentType)), "
                    + "keyboard: \(String(describing: field.keyboard)), autocapitalization: \(String(describing: field.autocapitalization))"
                itemRanges[element] = field.range
            }
            for action in definition.actions {
                let element = "\(name) action '\(action.id)'"
                properties[element] = "role: \(action.role), preferred: \(action.isPreferred), explicit id: \(action.hasExplicitID)"
                itemRanges[element] = action.range
            }
        }
        for notification in catalog.notifications {
            for action in notification.category?.actions ?? [] {
                let element = "notification '\(notification.id)' action '\(action.id)'"
                properties[element] = "options: \(action.options)"
                itemRanges[element] = action.range
            }
        }
    }

    /// Everything about a text but its position; `development` replaces its single string.
    static func rendered(_ text: Text, development: String? = nil) -> String {
        var content = text.content
        if let development { content = .single(Template(source: development, segments: [.literal(development)])) }
        let translations = text.translations.map { "\($0.locale.identifier): \(rendered($0.content))" }
        return "key: \(text.key) (\(text.hasExplicitKey ? "explicit" : "derived")), text: \(rendered(content)), "
            + "comment: \(text.comment.map { "\"\($0)\"" } ?? "none"), translations: [\(translations.joined(separator: ", "))]"
    }

    static func rendered(_ content: TextContent) -> String {
        switch content {
        case .single(let template):
            return String(reflecting: template.source)
        case .plural(let plural):
            let variants = plural.sortedVariants.map { "\($0.category): \(String(reflecting: $0.template.source))" }
            return "plural(\(plural.parameter)) {\(variants.joined(separator: ", "))}"
        }
    }
}

/// The definitions and list items of a catalog by line, to say which element a finding or a
/// comment belongs to without using positions.
struct SpecAnchors {
    /// Element names; `owners` index into it.
    private var names: [String] = []
    /// For each line, the innermost element whose lines include it: a list item, else a
    /// definition; -1 for none. Where several items of one size share a line (a flow list),
    /// the definition: none of them owns it alone.
    private var owners: [Int]

    /// For each line, the first line at or after it that is neither blank nor a comment;
    /// the line count when there is none. Built only for a file with comments.
    private var nextContentLine: [Int] = []

    init(_ catalog: Catalog?, file: SourceFile, comments: [YAMLComment] = []) {
        owners = Array(repeating: -1, count: file.lines.lineCount)
        if comments.contains(where: \.isOwnLine) {
            nextContentLine = Array(repeating: file.lines.lineCount, count: file.lines.lineCount + 1)
            for line in stride(from: file.lines.lineCount - 1, through: 0, by: -1) {
                nextContentLine[line] = Reordering.kind(ofLine: line, in: file) == .content ? line : nextContentLine[line + 1]
            }
        }
        guard let catalog else { return }
        var definitions: [(name: String, lines: ClosedRange<Int>)] = []
        var items: [(name: String, lines: ClosedRange<Int>)] = []
        func lines(_ ranges: [ByteRange]) -> ClosedRange<Int> {
            let start = ranges.map(\.start).min() ?? 0
            let end = ranges.map(\.end).max() ?? 0
            let first = file.lines.lineIndex(of: start)
            return first...max(first, file.lines.lineIndex(of: max(start, end - 1)))
        }
        for definition in catalog.alerts + catalog.actionSheets {
            let name = Self.name(of: definition)
            definitions.append((name, lines([definition.idRange, definition.range])))
            // Fields the `style:` shorthand stands for share its range: they are no list items.
            for field in definition.textFields where definition.style == nil {
                items.append(("\(name) text field '\(field.id)'", lines([field.range])))
            }
            for action in definition.actions { items.append(("\(name) action '\(action.id)'", lines([action.range]))) }
        }
        for notification in catalog.notifications {
            let name = "notification '\(notification.id)'"
            definitions.append((name, lines([notification.idRange, notification.range])))
            for action in notification.category?.actions ?? [] { items.append(("\(name) action '\(action.id)'", lines([action.range]))) }
        }
        for progress in catalog.progress {
            definitions.append(("progress '\(progress.id)'", lines([progress.idRange, progress.range])))
        }
        for flow in catalog.flows { definitions.append(("flow '\(flow.id)'", lines([flow.idRange, flow.range]))) }
        for sound in catalog.sounds { definitions.append(("sound '\(sound.id)'", lines([sound.idRange, sound.range]))) }
        for broadcast in catalog.broadcasts { definitions.append(("broadcast '\(broadcast.id)'", lines([broadcast.idRange, broadcast.range]))) }
        // Outermost first, so inner elements overwrite the lines they share.
        var definitionOwners = owners
        for definition in definitions.sorted(by: { $0.lines.count > $1.lines.count }) {
            names.append(definition.name)
            for line in definition.lines { definitionOwners[line] = names.count - 1 }
        }
        owners = definitionOwners
        var itemSize = Array(repeating: Int.max, count: owners.count)
        for item in items.sorted(by: { $0.lines.count > $1.lines.count }) {
            names.append(item.name)
            for line in item.lines {
                if itemSize[line] == item.lines.count {
                    owners[line] = definitionOwners[line]
                } else {
                    owners[line] = names.count - 1
                    itemSize[line] = item.lines.count
                }
            }
        }
    }

    static func name(of definition: AlertDefinition) -> String {
        "\(definition.kind == .alert ? "alert" : "action sheet") '\(definition.id)'"
    }

    func element(onLine line: Int) -> String? {
        guard owners.indices.contains(line), owners[line] >= 0 else { return nil }
        return names[owners[line]]
    }

    /// Whom a comment belongs to: at the end of a line, the element on that line; on its own
    /// line, the element on the next line that is neither blank nor a comment (as
    /// suppressions read them). Outside every element, that line's text.
    func owner(of comment: YAMLComment, in file: SourceFile) -> String {
        var line = file.lines.lineIndex(of: comment.range.start)
        if comment.isOwnLine {
            line = line + 1 < nextContentLine.count ? nextContentLine[line + 1] : file.lines.lineCount
            guard line < file.lines.lineCount else { return "the end of the file" }
        }
        return element(onLine: line) ?? "line “\(Self.trimmed(Reordering.lineText(line, in: file)))”"
    }

    /// Where a finding points: the element on its line, else the line's text.
    func owner(of range: ByteRange, in file: SourceFile) -> String {
        let line = file.lines.lineIndex(of: range.start)
        return element(onLine: line) ?? "line “\(Self.trimmed(Reordering.lineText(line, in: file)))”"
    }

    static func trimmed(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
    }
}
