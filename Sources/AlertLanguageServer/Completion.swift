import AlertDiagnostics
import AlertLint
import AlertSpec
import AlertYAML
import LanguageServerProtocol

/// `textDocument/completion`: what may be written at the cursor of a spec or a
/// `.alertlint.yml` — keys valid there that the mapping does not have yet, a key's values
/// when they are a closed set, a definition's parameters inside `{…}`, the definitions a flow
/// may name, and rule ids in suppression comments and in the configuration's `rules:`.
///
/// Keys and values come from the format's JSON Schema (`FormatSchema`); rule ids and
/// summaries from the rule registry. The cursor's place is read from the lines
/// (`CursorContext`), so a document that does not parse, the usual state while typing, is
/// completed too (decision 0049).
public struct Completion: Sendable {
    /// The format's keys and values, also what key hovers read.
    let schema: FormatSchema
    private let rules: [RegisteredRule]

    /// Characters after which a client asks without being told to: a key's colon, the space
    /// after it or after `- `, a placeholder's or flow mapping's brace, a list's bracket, a
    /// separating comma.
    public static let triggerCharacters = [":", " ", "{", "[", ","]

    public init(rules: [RegisteredRule] = RuleRegistry.rules) {
        schema = FormatSchema()
        self.rules = rules
    }

    /// The completions at byte `offset` of a spec file; with `snippets` (the client expands
    /// them), skeletons of new definitions too.
    public func specItems(at offset: Int, in file: SourceFile, snippets: Bool = false) -> [CompletionItem] {
        let context = CursorContext(at: offset, in: file)
        switch context.slot {
        case .comment(let text):
            return suppressionItems(comment: text, context: context, in: file)
        case .placeholder:
            return parameterItems(context: context, in: file)
        case .value:
            if let references = definitionItems(context: context, in: file) { return references }
            if let actions = startItems(context: context, in: file) { return actions }
            // `plural:` and a notification's `badge:` name an Int parameter (the schema
            // says so in prose: a name is no closed set it can list).
            if context.path.count > 2, context.path.last == .key("plural") || (context.path.count == 3 && context.path.last == .key("badge")) {
                return parameterItems(context: context, in: file, type: "Int")
            }
            return schema.values(at: context.path).map { valueItem($0, context: context, in: file) }
        case .key:
            var items = schema.keys(at: context.path).filter { !context.siblings.contains($0.name) }.map { key in
                keyItem(key.name, documentation: keyDocumentation(path: context.path + [.key(key.name)]), takesCollection: takesCollection(key.schema), context: context, in: file)
            }
            // `- ` in a list of closed values (`platforms`) starts a value, not a key.
            if case .item? = context.path.last {
                items += schema.values(at: context.path).map { valueItem($0, context: context, in: file) }
            }
            if snippets { items += skeletonItems(context: context, in: file) }
            return items
        }
    }

    /// The completions at byte `offset` of a `.alertlint.yml`: its settings, the rule ids
    /// under `rules:`, each rule's severities and option names.
    public func configurationItems(at offset: Int, in file: SourceFile) -> [CompletionItem] {
        let context = CursorContext(at: offset, in: file)
        let severities = ["off"] + Severity.allCases.map(\.rawValue)
        let path = context.path
        var rule: RegisteredRule?
        if path.count >= 2, path[0] == .key("rules"), case .key(let id) = path[1] { rule = rules.first { $0.id == id } }
        let isRules = path == [.key("rules")]
        let isPlatform = path == [.key("platforms"), .item]
        let isSeverity = path.count == 3 && path[2] == .key("severity")
        switch context.slot {
        case .key where path.isEmpty:
            return ConfigurationReader.keys.sorted().filter { !context.siblings.contains($0) }.map { key in
                keyItem(key, documentation: ConfigurationSchema.settingDescriptions[key], takesCollection: true, context: context, in: file)
            }
        case .key where isRules:
            return sortedRules.filter { !context.siblings.contains($0.id) }.map { rule in
                var item = keyItem(rule.id, documentation: ruleDocumentation(rule), takesCollection: false, context: context, in: file)
                item.detail = rule.summary
                return item
            }
        case .value where path.count == 2 && rule != nil:
            return severities.map { valueItem($0, context: context, in: file) }
        case .key where path.count == 2:
            guard let rule else { return [] }
            return (["severity"] + rule.optionKeys).filter { !context.siblings.contains($0) }.map { key in
                keyItem(key, documentation: nil, takesCollection: false, context: context, in: file)
            }
        case .value where rule != nil && isSeverity:
            return severities.dropFirst().map { valueItem($0, context: context, in: file) }
        case .key where isPlatform, .value where isPlatform:
            return Platform.allCases.map { valueItem($0.rawValue, context: context, in: file) }
        default:
            return []
        }
    }

    /// The rules' descriptions, by id.
    private var sortedRules: [RuleDescription] {
        rules.map { $0.description }.sorted { $0.id < $1.id }
    }

    // MARK: - Kinds of completion

    /// `# alertlint:disable ` and `# alertlint:disable-file `: the rule ids not yet named;
    /// a comment that begins either directive: the directives.
    private func suppressionItems(comment: String, context: CursorContext, in file: SourceFile) -> [CompletionItem] {
        let directives = ["alertlint:disable", "alertlint:disable-file"]
        for directive in directives.reversed() where comment.hasPrefix(directive + " ") || comment.hasPrefix(directive + "\t") {
            let named = Set(comment.dropFirst(directive.count).split { $0 == "," || $0 == " " || $0 == "\t" }.map(String.init))
            let typed = String(decoding: file.bytes[context.word.start..<context.word.end], as: UTF8.self)
            var items: [CompletionItem] = []
            for rule in sortedRules where !named.contains(rule.id) || rule.id == typed {
                let documentation = MarkupContent(kind: "markdown", value: ruleDocumentation(rule))
                items.append(CompletionItem(label: rule.id, kind: .value, detail: rule.summary, documentation: documentation, textEdit: edit(rule.id, context: context, in: file)))
            }
            return items
        }
        guard !comment.isEmpty, !comment.contains(" "), directives.contains(where: { $0.hasPrefix(comment) }) else { return [] }
        return directives.map { directive in
            let detail = directive.hasSuffix("-file") ? "Silences rules for the whole file" : "Silences rules for the node below (or on this line)"
            return CompletionItem(label: directive, kind: .text, detail: detail, textEdit: edit(directive + " ", context: context, in: file))
        }
    }

    /// `{…}` in a text: the parameters its definition declares (of `type` only, when given).
    private func parameterItems(context: CursorContext, in file: SourceFile, type wanted: String? = nil) -> [CompletionItem] {
        guard context.path.count >= 2, case .key(let collection) = context.path[0], case .key(let id) = context.path[1],
              let definition = Self.readableRoot(of: file, cursorLine: file.lines.lineIndex(of: context.word.end))?[collection]?[id],
              let parameters = definition["parameters"]?.mapping else { return [] }
        return parameters.filter { wanted == nil || $0.value.scalar?.value == wanted }.map { parameter in
            let type = parameter.value.scalar?.value ?? ""
            return CompletionItem(label: parameter.name, kind: .variable, detail: type.isEmpty ? nil : type, textEdit: edit(parameter.name, context: context, in: file))
        }
    }

    /// A flow's reference (`confirm`, `progress`, `success`, `failure`): the ids of the
    /// definitions of the kinds it may name; nil elsewhere.
    private func definitionItems(context: CursorContext, in file: SourceFile) -> [CompletionItem]? {
        guard context.path.count == 3, context.path[0] == .key("flows"), case .key(let key) = context.path[2],
              let collections = Self.flowReferenceCollections[key] else { return nil }
        guard let root = Self.readableRoot(of: file, cursorLine: file.lines.lineIndex(of: context.word.end)) else { return [] }
        var items: [CompletionItem] = []
        for collection in collections {
            for definition in root[collection]?.mapping ?? [] where !definition.name.isEmpty {
                var item = valueItem(definition.name, context: context, in: file)
                item.kind = .reference
                item.detail = DocumentOutline.collections[collection]
                items.append(item)
            }
        }
        return items.sorted { $0.label < $1.label }
    }

    /// A flow's `start`: the ids of the actions that can start the work in the definition
    /// its `confirm` names (not its cancel action), with their titles; nil elsewhere. The ids
    /// are the decoder's own, so an action without `id` gets the one derived from its title
    /// exactly as the generated code and the flow's check see it.
    private func startItems(context: CursorContext, in file: SourceFile) -> [CompletionItem]? {
        guard context.path.count == 3, context.path[0] == .key("flows"), case .key(let flow) = context.path[1],
              context.path[2] == .key("start") else { return nil }
        guard let document = Self.readableDocument(of: file, cursorLine: file.lines.lineIndex(of: context.word.end)),
              let confirm = document.root?["flows"]?[flow]?["confirm"]?.scalar?.value,
              let catalog = SpecDecoder.decode(document).0,
              let definition = (catalog.alerts + catalog.actionSheets).first(where: { $0.id == confirm }) else { return [] }
        return definition.actions.filter { $0.role != .cancel }.map { action in
            var item = valueItem(action.id, context: context, in: file)
            item.kind = .reference
            item.detail = action.title.developmentText
            return item
        }
    }

    /// Where a new definition's id goes in a block collection (`alerts:`, `actionSheets:`,
    /// `notifications:`): a snippet of a whole definition, its texts as tab stops. Its later
    /// lines are indented from the id's line (`insertTextMode` adjustIndentation: the client
    /// adds that line's indentation), so it fits at any depth.
    private func skeletonItems(context: CursorContext, in file: SourceFile) -> [CompletionItem] {
        guard context.path.count == 1, case .key(let collection) = context.path[0],
              let skeleton = Self.skeletons[collection] else { return [] }
        // Block style only: the word must start its line.
        let lineStart = file.lines.lineStarts[file.lines.lineIndex(of: context.word.start)]
        guard file.bytes[lineStart..<context.word.start].allSatisfy({ $0 == UInt8(ascii: " ") }) else { return [] }
        var item = CompletionItem(label: skeleton.label, kind: .snippet, detail: skeleton.detail, textEdit: edit(skeleton.text, context: context, in: file))
        item.insertTextFormat = .snippet
        item.insertTextMode = .adjustIndentation
        return [item]
    }

    /// The definition skeletons, by collection: label, detail and snippet text. Each one,
    /// its tab stops at their defaults, decodes without a format error (a test checks).
    static let skeletons: [String: (label: String, detail: String, text: String)] = [
        "alerts": (
            "new alert", "An alert with a title, a message, a cancel action and another",
            "${1:deletePhoto}:\n  title: ${2:Delete Photo?}\n  message: ${3:The photo is removed from all your devices.}\n  actions:\n    - title: Cancel\n      role: cancel\n    - title: ${4:Delete}\n      role: ${5|destructive,default|}$0"
        ),
        "actionSheets": (
            "new action sheet", "An action sheet with an action and a cancel action",
            "${1:shareOptions}:\n  title: ${2:Share Photo}\n  actions:\n    - title: ${3:Copy Link}\n    - title: Cancel\n      role: cancel$0"
        ),
        "notifications": (
            "new notification", "A notification with a title and a body",
            "${1:backupFinished}:\n  title: ${2:Backup Finished}\n  body: ${3:Your photos are backed up.}$0"
        ),
    ]

    /// The collections each of a flow's references may name (docs/format.md, "Flows"; the
    /// flow decoder reports any other kind as `invalid-reference`, which a test checks).
    static let flowReferenceCollections: [String: [String]] = [
        "confirm": ["alerts", "actionSheets"],
        "progress": ["progress"],
        "success": ["alerts"],
        "failure": ["alerts"],
    ]

    // MARK: - Items

    private func keyItem(_ name: String, documentation: String?, takesCollection: Bool, context: CursorContext, in file: SourceFile) -> CompletionItem {
        // A key whose colon is already written (a name being corrected) gets no second one.
        let end = context.word.end
        let hasColon = file.bytes[end...].prefix { $0 != 10 && $0 != 13 }.drop { $0 == UInt8(ascii: " ") }.first == UInt8(ascii: ":")
        let inFlow = context.word.start > 0 && Self.lastNonSpace(before: context.word.start, in: file.bytes).map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: ",") } ?? false
        let newText = hasColon ? name : name + (takesCollection && !inFlow ? ":" : ": ")
        return CompletionItem(
            label: name,
            kind: .property,
            documentation: documentation.map { MarkupContent(kind: "markdown", value: $0) },
            textEdit: edit(newText, context: context, in: file)
        )
    }

    private func valueItem(_ value: String, context: CursorContext, in file: SourceFile) -> CompletionItem {
        // Right after `key:` a value needs its space.
        let needsSpace = context.word.start > 0 && file.bytes[context.word.start - 1] == UInt8(ascii: ":")
        return CompletionItem(label: value, kind: .enumMember, textEdit: edit(needsSpace ? " " + value : value, context: context, in: file))
    }

    /// Replaces the word typed so far with `newText`.
    private func edit(_ newText: String, context: CursorContext, in file: SourceFile) -> LanguageServerProtocol.TextEdit {
        LanguageServerProtocol.TextEdit(range: UTF16Positions.range(of: context.word, in: file), newText: newText)
    }

    private func keyDocumentation(path: [CursorContext.Step]) -> String? {
        KeyReference.markdown(path: path, schema: schema)
    }

    private func ruleDocumentation(_ rule: RuleDescription) -> String {
        RuleDocumentation.page(rule, headingLevel: 2)
    }

    /// Whether a key's value is a mapping or list (written on the lines below), so its
    /// completion ends at the colon.
    private func takesCollection(_ key: JSONValue) -> Bool {
        let types = FormatSchema.types(of: key)
        if !types.isEmpty { return !types.isDisjoint(with: ["object", "array"]) && !types.contains("string") }
        return false
    }

    private static func lastNonSpace(before offset: Int, in bytes: [UInt8]) -> UInt8? {
        var index = offset - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        return index >= 0 ? bytes[index] : nil
    }

    /// The document's YAML tree, for the names it defines. A document being typed often
    /// does not parse; then it is read again without the cursor's line (blanked, so offsets
    /// stay), then without everything from that line on. Nil when none of these parse.
    static func readableRoot(of file: SourceFile, cursorLine: Int) -> YAMLNode? {
        readableDocument(of: file, cursorLine: cursorLine)?.root
    }

    /// The document `readableRoot(of:cursorLine:)` reads, whose root is a mapping.
    static func readableDocument(of file: SourceFile, cursorLine: Int) -> YAMLDocument? {
        let lines = file.lines
        let lineStart = lines.lineStarts[cursorLine]
        let lineEnd = cursorLine + 1 < lines.lineCount ? lines.lineStarts[cursorLine + 1] : file.bytes.count
        let attempts: [(Int, Int)?] = [nil, (lineStart, lineEnd), (lineStart, file.bytes.count)]
        for attempt in attempts {
            var bytes = file.bytes
            if let (start, end) = attempt {
                for index in start..<end where bytes[index] != 10 && bytes[index] != 13 { bytes[index] = UInt8(ascii: " ") }
            }
            let (document, diagnostics) = YAMLReader.read(SourceFile(path: file.path, bytes: bytes))
            if !diagnostics.contains(where: { $0.id == YAMLErrorID.syntax.rawValue }), document.root?.mapping != nil { return document }
        }
        return nil
    }
}
