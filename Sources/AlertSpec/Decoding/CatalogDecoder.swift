import AlertDiagnostics
import AlertYAML

/// Decodes the top level of a spec file: the catalog's settings and its collections of
/// definitions.
///
/// A problem with a setting (`version`, `namespace`, …) is reported, and the catalog is still
/// built from the definitions that are well formed; a definition with a problem is reported
/// and left out.
enum CatalogDecoder {
    enum Key: String, FormatKey {
        case version, namespace, table, developmentLanguage, locales, platforms
        case alerts, actionSheets, notifications, progress, flows, sounds, broadcasts
    }
    static let supportedVersion = 1
    private static let scope = "the top-level mapping"

    /// The catalog of a document whose root is `root`; nil when the root is not a mapping.
    /// With `reusing`, definitions whose lines are unchanged since the file's last parse are
    /// taken from it, and this parse's are stored for the next.
    static func decode(_ root: UnsafeYAMLNode, context: inout DecodingContext, reusing cache: DecodedDefinitionsCache? = nil) -> Catalog? {
        let file = context.file
        // 1:1 in editors: the first byte after a byte-order mark.
        let documentStart = file.bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        let rootField = Field(item: root, label: .fixed("the top level"))
        let expected = "a mapping with 'version: 1' and definitions"
        // Nothing can be decoded from a list or a scalar: the only case without a catalog.
        guard let fields = context.fields(rootField, expected: expected, keys: Key.self, scope: scope) else { return nil }

        decodeVersion(fields[.version], documentStart: documentStart, context: &context)
        let (namespace, namespaceRange) = decodeNamespace(fields[.namespace], path: file.path, documentStart: documentStart, context: &context)
        let table = fields[.table].flatMap { context.nonEmptyString($0) }
        var developmentLanguage = LocaleID.english
        var developmentLanguageRange: ByteRange?
        if let languageField = fields[.developmentLanguage], let text = context.string(languageField) {
            var seen: [LocaleID: ByteRange] = [:]
            if let locale = context.locale(named: text, at: languageField.range, seen: &seen, what: "development language") {
                developmentLanguage = locale
                developmentLanguageRange = languageField.node.range
            }
        }
        let locales = fields[.locales].map { decodeLocales($0, context: &context) } ?? []
        let platforms = fields[.platforms].flatMap { decodePlatforms($0, context: &context) } ?? Platform.defaults

        var definitions = Definitions(namespace: namespace)
        if let cache {
            definitions.reuse = Definitions.Reuse(previous: cache.previous(path: file.path, namespace: namespace))
        }
        definitions.decode(root.entries ?? UnsafeYAMLNode.Entries(), context: &context)
        if let cache, let reuse = definitions.reuse {
            cache.replace(path: file.path, namespace: namespace, with: reuse.current, decoded: reuse.decoded, reused: reuse.reused)
        }
        if !definitions.hasAny {
            let anchor = definitions.firstEmptyCollectionKey ?? .at(documentStart)
            context.report(
                .noDefinitions,
                "the file defines nothing; add at least one definition under 'alerts', 'actionSheets', 'notifications', 'progress', 'flows', 'sounds' or 'broadcasts'",
                at: anchor
            )
        }

        return Catalog(
            path: file.path,
            namespace: namespace,
            namespaceRange: namespaceRange,
            table: table,
            tableRange: fields[.table]?.node.range,
            developmentLanguage: developmentLanguage,
            developmentLanguageRange: developmentLanguageRange,
            locales: locales,
            platforms: platforms,
            alerts: definitions.alerts,
            actionSheets: definitions.actionSheets,
            notifications: definitions.notifications,
            progress: definitions.progress,
            flows: definitions.flows,
            sounds: definitions.sounds,
            broadcasts: definitions.broadcasts,
            range: root.range
        )
    }

    // MARK: - Settings

    /// `version` must be the plain integer 1.
    private static func decodeVersion(_ field: Field?, documentStart: Int, context: inout DecodingContext) {
        guard let field else {
            context.report(.missingKey, "the file has no 'version'; add 'version: 1' at the top", at: .at(documentStart))
            return
        }
        guard let scalar = field.node.scalar else {
            context.wrongType(field, expected: "the format version 1")
            return
        }
        switch CoreSchemaValue(scalar) {
        case .integer(let version) where version == supportedVersion:
            return
        case .integer:
            context.report(
                .unsupportedVersion,
                "unsupported format version \(Quote.name(scalar.value)); this alertlint reads version \(supportedVersion)",
                at: field.range
            )
        default:
            context.report(
                .unsupportedVersion,
                "'version' must be the number \(supportedVersion), found \(Quote.found(field.node))",
                at: field.range
            )
        }
    }

    /// The written namespace, or the one the file name gives. When neither is valid the
    /// problem is reported and the best available name is used, so the rest still decodes.
    private static func decodeNamespace(
        _ field: Field?,
        path: String,
        documentStart: Int,
        context: inout DecodingContext
    ) -> (String, ByteRange?) {
        let stem = Identifier.stem(ofPath: path)
        let derived = Identifier.namespace(fromStem: stem)
        guard let field else {
            if let derived, let reason = Identifier.reservedNamespaces[derived] {
                context.report(
                    .invalidNamespace,
                    "the file name '\(Quote.name(stem))' gives the namespace '\(derived)', which is reserved (\(reason)); add 'namespace:' with another UpperCamelCase name",
                    at: .at(documentStart)
                )
                return (derived, nil)
            }
            if let derived { return (derived, nil) }
            context.report(
                .invalidNamespace,
                "the file name '\(Quote.name(stem))' gives no Swift type name for the namespace; add 'namespace:' with an UpperCamelCase name",
                at: .at(documentStart)
            )
            return (stem, nil)
        }
        guard let written = context.string(field, expected: "an UpperCamelCase Swift type name") else {
            return (derived ?? stem, nil)
        }
        if Identifier.isNamespace(written) { return (written, field.node.range) }
        var message: String
        if let reason = Identifier.reservedNamespaces[written] {
            message = "namespace '\(written)' is reserved (\(reason)); choose another type name"
        } else if Identifier.swiftKeywords.contains(written) {
            message = "namespace '\(written)' is a Swift keyword; choose another type name"
        } else {
            message = "namespace '\(Quote.name(written))' is not an UpperCamelCase Swift type name (ASCII letters and digits, starting with an upper-case letter)"
            if let suggestion = Identifier.namespace(fromStem: written), Identifier.isNamespace(suggestion) {
                message += "; did you mean '\(suggestion)'?"
            }
        }
        context.report(.invalidNamespace, message, at: field.range)
        return (derived ?? written, field.node.range)
    }

    private static func decodeLocales(_ field: Field, context: inout DecodingContext) -> [Located<LocaleID>] {
        guard let items = context.list(field, expected: "a list of locale ids") else { return [] }
        var locales: [Located<LocaleID>] = []
        var seen: [LocaleID: ByteRange] = [:]
        for (index, item) in items.enumerated() {
            let itemField = Field(item: item, label: .item("locale", position: index + 1))
            guard let text = context.string(itemField, expected: "a locale id"),
                  let locale = context.locale(named: text, at: item.range, seen: &seen, what: "locale")
            else { continue }
            locales.append(Located(locale, range: item.range))
        }
        return locales
    }

    private static func decodePlatforms(_ field: Field, context: inout DecodingContext) -> Set<Platform>? {
        let names = Platform.allCases.map(\.rawValue)
        guard let items = context.list(field, expected: "a list of platforms (\(Suggestion.list(names)))", nullIsEmpty: false) else { return nil }
        guard !items.isEmpty else {
            context.report(
                .invalidValue,
                "'platforms' lists no platform; list some of \(Suggestion.list(names, conjunction: "and")), or remove it for the default [iphone, ipad]",
                at: field.range
            )
            return nil
        }
        var platforms: Set<Platform> = []
        var seen: [Platform: ByteRange] = [:]
        for (index, item) in items.enumerated() {
            guard let platform = context.enumValue(Field(item: item, label: .item("platform", position: index + 1)), as: Platform.self) else { continue }
            if let first = seen[platform] {
                context.report(
                    .invalidValue,
                    "platform '\(platform.rawValue)' is listed twice",
                    at: item.range,
                    notes: [context.note("'\(platform.rawValue)' is first listed here", at: first)]
                )
                continue
            }
            seen[platform] = item.range
            platforms.insert(platform)
        }
        return platforms
    }
}

/// The collections of a file, decoded in source order so that a duplicate id is reported at its
/// second appearance in the file, whichever collections the two are in. Flows come last: they
/// name the other definitions, wherever those are written.
private struct Definitions {
    let namespace: String
    var alerts: [AlertDefinition] = []
    var actionSheets: [AlertDefinition] = []
    var notifications: [NotificationDefinition] = []
    var progress: [ProgressDefinition] = []
    var flows: [FlowDefinition] = []
    var sounds: [SoundDefinition] = []
    var broadcasts: [BroadcastDefinition] = []
    /// Flow entries, whose ids were checked; decoded once every other definition is.
    private var flowEntries: [(entry: UnsafeYAMLNode.Entry, idHadError: Bool)] = []
    /// Some collection holds at least one definition, or holds something of the wrong type
    /// (reported as such, so "defines nothing" would only add noise).
    var hasAny = false
    /// The key of the first collection written but empty: where "defines nothing" points.
    var firstEmptyCollectionKey: ByteRange?
    /// Ids are unique across all collections: they become names in one namespace.
    private var firstDefinition: [String: (range: ByteRange, what: String)] = [:]
    /// The previous parse's definitions, by their lines, and this parse's.
    var reuse: Reuse?

    struct Reuse {
        var previous: [DecodedDefinitionsCache.Key: DecodedDefinitionsCache.Stored]
        var current: [DecodedDefinitionsCache.Key: DecodedDefinitionsCache.Stored] = [:]
        var decoded = 0
        var reused = 0
    }

    init(namespace: String) {
        self.namespace = namespace
    }

    private static let collections: [String: (what: String, expected: String)] = [
        "alerts": ("alert", "a mapping from alert id to alert"),
        "actionSheets": ("action sheet", "a mapping from action sheet id to action sheet"),
        "notifications": ("notification", "a mapping from notification id to notification"),
        "progress": ("progress", "a mapping from progress id to progress overlay"),
        "flows": ("flow", "a mapping from flow id to flow"),
        "sounds": ("sound", "a mapping from sound id to sound"),
        "broadcasts": ("broadcast", "a mapping from broadcast id to broadcast"),
    ]

    mutating func decode(_ topLevel: UnsafeYAMLNode.Entries, context: inout DecodingContext) {
        for collection in topLevel {
            guard let (what, expected) = Self.collections[collection.name] else { continue }
            guard let entries = context.mapping(Field(collection), expected: expected) else {
                hasAny = true
                continue
            }
            if entries.isEmpty {
                if firstEmptyCollectionKey == nil { firstEmptyCollectionKey = collection.key.range }
                continue
            }
            hasAny = true
            // A block collection's entries each start a line of their own; a flow one's may
            // share lines, so its definitions are not known by their lines.
            let reusable = reuse != nil && !collection.value.isFlow && collection.name != "flows"
            for entry in entries {
                decodeDefinition(entry, collection: collection.name, what: what, reusable: reusable, context: &context)
            }
        }
        decodeFlows(context: &context)
    }

    private mutating func decodeFlows(context: inout DecodingContext) {
        guard !flowEntries.isEmpty else { return }
        var index = FlowDecoder.Definitions()
        for (id, first) in firstDefinition { index.kinds[id] = first.what }
        for alert in alerts { index.alerts[alert.id] = alert }
        for sheet in actionSheets { index.actionSheets[sheet.id] = sheet }
        for overlay in progress { index.progress[overlay.id] = overlay }
        for (entry, idHadError) in flowEntries {
            // An entry whose id had an error (a duplicate, a keyword) stays out, like any definition.
            let errorsBefore = context.errorCount
            let flow = FlowDecoder.decode(entry, definitions: index, context: &context)
            if let flow, !idHadError, context.errorCount == errorsBefore { flows.append(flow) }
        }
    }

    private mutating func decodeDefinition(_ entry: UnsafeYAMLNode.Entry, collection: String, what: String, reusable: Bool, context: inout DecodingContext) {
        let errorsBefore = context.errorCount
        let id = entry.name
        context.checkWrittenID(id, at: entry.key.range, what: "\(what) id")
        if let first = firstDefinition[id] {
            let firstDescription = "\(first.what) '\(Quote.name(id))'"
            context.report(
                .duplicateID,
                "id '\(Quote.name(id))' is already used by \(firstDescription); definitions become functions of one namespace, so ids must be unique in the file",
                at: entry.key.range,
                notes: [context.note("\(firstDescription) is defined here", at: first.range)]
            )
        } else {
            firstDefinition[id] = (entry.key.range, what)
        }
        if collection == "flows" {
            flowEntries.append((entry, idHadError: context.errorCount != errorsBefore))
            return
        }
        let decoded: DecodedDefinitionsCache.Decoded?
        if reusable, let previousByLines = reuse?.previous {
            // The same lines, where they start now: what decoding them gave last time, moved.
            // (`reuse` is changed in place: a copy of its dictionaries per definition would
            // cost more than the decoding saved.)
            let bytes = context.file.bytes
            let path = context.file.path
            let lines = LineBytes.lines(from: entry.key.range.start, to: max(entry.key.range.end, entry.value.range.end), in: bytes)
            let key = DecodedDefinitionsCache.Key(collection: collection, lines: LineBytes(bytes: bytes[lines]))
            let stored: DecodedDefinitionsCache.Stored
            if let previous = previousByLines[key] {
                let offset = lines.lowerBound - previous.linesStart
                stored = DecodedDefinitionsCache.Stored(
                    linesStart: lines.lowerBound,
                    decoded: previous.decoded?.shifted(by: offset),
                    diagnostics: offset == 0 ? previous.diagnostics : previous.diagnostics.map { $0.shifted(by: offset, in: path) }
                )
                context.append(stored.diagnostics)
                reuse!.reused += 1
            } else {
                let errorsBeforeDecoding = context.errorCount
                let made = Self.decodeOne(entry, collection: collection, namespace: namespace, context: &context)
                stored = DecodedDefinitionsCache.Stored(linesStart: lines.lowerBound, decoded: made, diagnostics: Array(context.diagnostics[errorsBeforeDecoding...]))
                reuse!.decoded += 1
            }
            // Only what lies within the lines can be moved with them.
            if stored.diagnostics.allSatisfy({ $0.staysWithin(lines, in: path) }) {
                reuse!.current[key] = stored
            }
            decoded = stored.decoded
        } else {
            decoded = Self.decodeOne(entry, collection: collection, namespace: namespace, context: &context)
        }
        guard let decoded, context.errorCount == errorsBefore else { return }
        switch decoded {
        case .alert(let alert): alerts.append(alert)
        case .actionSheet(let sheet): actionSheets.append(sheet)
        case .notification(let notification): notifications.append(notification)
        case .progress(let overlay): progress.append(overlay)
        case .sound(let sound): sounds.append(sound)
        case .broadcast(let broadcast): broadcasts.append(broadcast)
        }
    }

    /// One definition of a collection other than `flows`, as its decoder makes it.
    private static func decodeOne(_ entry: UnsafeYAMLNode.Entry, collection: String, namespace: String, context: inout DecodingContext) -> DecodedDefinitionsCache.Decoded? {
        switch collection {
        case "alerts":
            AlertDecoder.decode(entry, kind: .alert, namespace: namespace, context: &context).map { .alert($0) }
        case "actionSheets":
            AlertDecoder.decode(entry, kind: .actionSheet, namespace: namespace, context: &context).map { .actionSheet($0) }
        case "notifications":
            NotificationDecoder.decode(entry, namespace: namespace, context: &context).map { .notification($0) }
        case "progress":
            ProgressDecoder.decode(entry, namespace: namespace, context: &context).map { .progress($0) }
        case "sounds":
            SoundDecoder.decode(entry, context: &context).map { .sound($0) }
        default:
            BroadcastDecoder.decode(entry, namespace: namespace, context: &context).map { .broadcast($0) }
        }
    }
}
