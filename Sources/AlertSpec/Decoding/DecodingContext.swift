import AlertDiagnostics
import AlertYAML

/// The decoder's running state: the file being decoded and the diagnostics found so far.
///
/// Every decoding function takes the context `inout` and returns what it could decode. A
/// problem is recorded here and decoding goes on with the next value, so one run reports
/// every problem in a file. The typed helpers (`string`, `bool`, `fields`, …) each report
/// their own `wrong-type`, `unknown-key` or `invalid-value` error and return nil.
struct DecodingContext {
    let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    /// Derived action ids by title (see `derivedID(fromTitle:)`).
    var derivedIDs: [String: String?] = [:]
    /// Parsed locale ids by spelling: every translation names one of a few locales.
    var parsedLocales: [String: LocaleID?] = [:]

    init(file: SourceFile) {
        self.file = file
    }

    /// How many errors have been reported so far. A definition compares it before and after
    /// decoding to learn whether it had a format error and must be left out of the catalog.
    var errorCount: Int { diagnostics.count }

    mutating func report(
        _ id: FormatErrorID,
        _ message: String,
        at range: ByteRange,
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) {
        diagnostics.append(Diagnostic(
            severity: .error,
            id: id.rawValue,
            message: message,
            range: SourceRange(path: file.path, bytes: range),
            notes: notes,
            fixIts: fixIts
        ))
    }

    func note(_ message: String, at range: ByteRange) -> Note {
        Note(message: message, range: SourceRange(path: file.path, bytes: range))
    }

    /// A fix-it replacing a plain scalar with `replacement`; nil for quoted or block scalars,
    /// whose source is not simply their value.
    func replacement(of node: YAMLNode, with replacement: String, title: String) -> FixIt? {
        guard node.scalarStyle == .plain else { return nil }
        let edit = TextEdit(range: SourceRange(path: file.path, bytes: node.range), replacement: replacement)
        return FixIt(title: title, edits: [edit], safety: .unsafe)
    }
}

/// A value to decode, with how messages name it.
struct Field {
    /// How messages name a value. Kept as parts and rendered only when a message is written,
    /// since most values never need one.
    enum Label: CustomStringConvertible {
        /// `'preferred'`: the value of a key.
        case key(String)
        /// `action 2`: a list item, numbered from 1.
        case item(StaticString, position: Int)
        /// `translation 'de'`.
        case translation(String)
        /// `the top level`.
        case fixed(StaticString)

        var description: String {
            switch self {
            case .key(let name): "'\(Quote.name(name))'"
            case .item(let kind, let position): "\(kind) \(position)"
            case .translation(let locale): "translation '\(Quote.name(locale))'"
            case .fixed(let text): "\(text)"
            }
        }
    }

    let node: YAMLNode
    /// How messages name the value: `'preferred'`, `action 2`, `translation 'de'`.
    let label: Label
    /// The key the value was written under; nil for a list item.
    let key: YAMLNode?

    init(_ entry: YAMLNode.Entry) {
        node = entry.value
        label = .key(entry.name)
        key = entry.key
    }

    init(_ entry: YAMLNode.Entry, label: Label) {
        node = entry.value
        self.label = label
        key = entry.key
    }

    init(item: YAMLNode, label: Label) {
        node = item
        self.label = label
        key = nil
    }

    /// Where a problem with the value points: the value, or its key when nothing was written
    /// after the colon, because an empty value has no extent of its own to underline.
    var range: ByteRange {
        if let key, node.isEmptyPlainScalar { return key.range }
        return node.range
    }

    /// Where a key missing inside this value points: the key the value was written under,
    /// else the value itself (a list item).
    var anchor: ByteRange { key?.range ?? node.range }

    /// A plain `~`, `null` or nothing at all: a collection written this way is empty.
    var isNull: Bool { node.isNull }
}

/// The keys valid at one spot of the format, as an enumeration: a decoder names keys as
/// cases (`fields[.title]`), so a misspelt key is a compile error, not a silent nil.
///
/// The cases' order is the order messages list the keys in.
protocol FormatKey: RawRepresentable<String>, CaseIterable, Equatable where AllCases == [Self] {}

extension FormatKey {
    /// The key's position among `allCases`: its slot in `Fields`. Comparing enum cases is a
    /// handful of integer compares, cheaper than hashing a string.
    var position: Int { Self.allCases.firstIndex(of: self)! }

    static var names: [String] { allCases.map(\.rawValue) }
}

/// A mapping whose keys were checked against `Key`: the valid entries, by key.
struct Fields<Key: FormatKey> {
    /// The mapping and how messages name it.
    let field: Field
    /// The mapping's entries, shared with the YAML tree rather than copied.
    private let entries: YAMLNode.Entries
    /// For each key, by position, 1 + the index of its entry, or 0 when absent. Kept inline,
    /// because a spec has a small mapping at nearly every node and an array per mapping
    /// would be an allocation per node.
    private var slots = SIMD16<Int32>()

    /// The most keys any spot of the format has, with room to spare.
    static var capacity: Int { SIMD16<Int32>.scalarCount }

    init(field: Field, entries: YAMLNode.Entries) {
        precondition(Key.allCases.count <= Self.capacity, "\(Key.self) has more keys than Fields holds")
        self.field = field
        self.entries = entries
    }

    mutating func set(_ key: Key, toEntryAt index: Int) {
        slots[key.position] = Int32(truncatingIfNeeded: index + 1)
    }

    func entry(_ key: Key) -> YAMLNode.Entry? {
        let slot = Int(slots[key.position])
        return slot == 0 ? nil : entries[slot - 1]
    }

    subscript(_ key: Key) -> Field? { entry(key).map(Field.init) }

    func has(_ key: Key) -> Bool { slots[key.position] != 0 }

    /// Where a missing key points: the mapping's own key, or the list item.
    var anchor: ByteRange { field.anchor }
}

/// Quoting and describing values in messages.
enum Quote {
    /// A name or value for a message: at most 40 characters, line breaks shown as `\n`.
    static func name(_ text: String) -> String {
        var shown = text
        if shown.unicodeScalars.count > 40 {
            shown = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(39))) + "…"
        }
        guard shown.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return shown }
        // A message is one line: show each line break (LF, CRLF or CR) as `\n`.
        var escaped = ""
        var previous: Unicode.Scalar?
        for scalar in shown.unicodeScalars {
            let isSecondHalfOfCRLF = scalar == "\n" && previous == "\r"
            if scalar == "\n" || scalar == "\r" {
                if !isSecondHalfOfCRLF { escaped += "\\n" }
            } else {
                escaped.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return escaped
    }

    /// What a node holds, for "found …": `the string "yes"`, `the integer 3`, `a list`.
    static func found(_ node: YAMLNode) -> String {
        switch node.kind {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar:
            guard let scalar = node.scalar else { return "" }
            switch scalar.style {
            case .literal, .folded: return "a block string"
            case .singleQuoted, .doubleQuoted: return "the quoted string \"\(name(scalar.value))\""
            case .plain: break
            }
            switch CoreSchemaValue(scalar) {
            case .null: return scalar.value.isEmpty ? "an empty value" : "null"
            case .bool(let value): return "the boolean \(value)"
            case .integer: return "the integer \(name(scalar.value))"
            case .float: return "the number \(name(scalar.value))"
            case .string: return "the string \"\(name(scalar.value))\""
            }
        }
    }
}

// MARK: - Typed values

extension DecodingContext {
    /// Reports that `field` holds the wrong kind of value.
    mutating func wrongType(_ field: Field, expected: String, hint: String = "") {
        report(.wrongType, "expected \(expected) for \(field.label), found \(Quote.found(field.node))\(hint)", at: field.range)
    }

    /// Any scalar as its literal text (`No` is "No", `1` is "1"). Nothing at all is an error:
    /// it is almost always a value not written yet, and an empty string is written `""`.
    mutating func string(_ field: Field, expected: @autoclosure () -> String = "a string") -> String? {
        guard let scalar = field.node.scalar, !(scalar.style == .plain && scalar.value.isEmpty) else {
            wrongType(field, expected: expected())
            return nil
        }
        return scalar.value
    }

    /// A string that must not be empty, such as a key or a category id.
    mutating func nonEmptyString(_ field: Field, expected: @autoclosure () -> String = "a string") -> String? {
        guard let value = string(field, expected: expected()) else { return nil }
        guard !value.isEmpty else {
            report(.invalidValue, "\(field.label) must not be empty", at: field.range)
            return nil
        }
        return value
    }

    /// Only plain `true` and `false`: `"true"`, `yes` and `True` are mistakes worth reporting,
    /// not booleans to guess at.
    mutating func bool(_ field: Field) -> Bool? {
        if let scalar = field.node.scalar, case .bool(let value) = CoreSchemaValue(scalar) { return value }
        var hint = ""
        if let scalar = field.node.scalar {
            let lowered = scalar.value.lowercased()
            if scalar.style.isQuoted, lowered == "true" || lowered == "false" {
                hint = "; a quoted value is a string, write \(lowered) without quotes"
            } else if scalar.style == .plain, lowered == "true" || lowered == "false" {
                hint = "; write \(lowered) in lower case"
            } else if scalar.style == .plain, ["yes", "no", "on", "off", "y", "n"].contains(lowered) {
                hint = "; YAML 1.2 reads '\(Quote.name(scalar.value))' as a string, write true or false"
            }
        }
        wrongType(field, expected: "a boolean (true or false)", hint: hint)
        return nil
    }

    /// A plain YAML integer (`3`, `-1`, `0x1F`, `0o17`).
    mutating func integer(_ field: Field) -> Int? {
        if let scalar = field.node.scalar, case .integer(let value) = CoreSchemaValue(scalar) {
            guard let value else {
                report(.outOfRange, "\(Quote.name(scalar.value)) is too large for \(field.label)", at: field.range)
                return nil
            }
            return value
        }
        wrongType(field, expected: "an integer", hint: quotedNumberHint(field.node))
        return nil
    }

    /// A plain YAML integer or float (`1`, `0.5`, `1e3`, `.inf`).
    mutating func number(_ field: Field) -> Double? {
        if let scalar = field.node.scalar {
            switch CoreSchemaValue(scalar) {
            case .integer(let value?): return Double(value)
            // An integer too large for `Int` is still a number, if an imprecise one.
            case .integer(nil): return Double(scalar.value)
            case .float(let value): return value
            default: break
            }
        }
        wrongType(field, expected: "a number", hint: quotedNumberHint(field.node))
        return nil
    }

    private func quotedNumberHint(_ node: YAMLNode) -> String {
        guard let scalar = node.scalar, scalar.style.isQuoted,
              CoreSchemaValue(YAMLScalar(scalar.value)) != .string
        else { return "" }
        return "; a quoted value is a string, write the number without quotes"
    }

    /// One of an enumeration's raw values, compared exactly; a near miss (`Cancel`) gets a
    /// "did you mean" and a fix-it.
    mutating func enumValue<Value: RawRepresentable & CaseIterable>(_ field: Field, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        // The choices are listed only in messages, so they are gathered only for one.
        func choices() -> [String] { Value.allCases.map(\.rawValue) }
        guard let text = string(field, expected: "one of \(Suggestion.list(choices()))") else { return nil }
        if let value = Value(rawValue: text) { return value }
        invalidValue(field, text, choices: choices())
        return nil
    }

    /// Reports a value outside `choices`, with a "did you mean" and a fix-it when one is close.
    mutating func invalidValue(_ field: Field, _ text: String, choices: [String], what: String = "value") {
        let suggestion = Suggestion.closest(to: text, among: choices)
        var message = "invalid \(what) '\(Quote.name(text))' for \(field.label): expected \(Suggestion.list(choices))"
        var fixIts: [FixIt] = []
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
            if let fixIt = replacement(of: field.node, with: suggestion, title: "replace with '\(suggestion)'") {
                fixIts.append(fixIt)
            }
        }
        report(.invalidValue, message, at: field.range, fixIts: fixIts)
    }

    /// A list's items. With `nullIsEmpty`, nothing or `~` is an empty list: a collection the
    /// author has not filled in yet is harmless.
    mutating func list(_ field: Field, expected: @autoclosure () -> String = "a list", nullIsEmpty: Bool = true) -> YAMLNode.Items? {
        if let items = field.node.items { return items }
        if nullIsEmpty, field.isNull { return YAMLNode.Items() }
        wrongType(field, expected: expected())
        return nil
    }

    /// A mapping's entries, unchecked. With `nullIsEmpty`, nothing or `~` is an empty mapping.
    mutating func mapping(_ field: Field, expected: @autoclosure () -> String, nullIsEmpty: Bool = true) -> YAMLNode.Entries? {
        if let entries = field.node.entries { return entries }
        if nullIsEmpty, field.isNull { return YAMLNode.Entries() }
        wrongType(field, expected: expected())
        return nil
    }

    /// A mapping whose keys must be among `keys`. Each other key is an `unknown-key` error
    /// naming `scope` ("alert 'deleteDocument'") with a "did you mean" or the valid keys.
    mutating func fields<Key: FormatKey>(
        _ field: Field,
        expected: @autoclosure () -> String,
        keys: Key.Type,
        scope: @autoclosure () -> String,
        nullIsEmpty: Bool = false
    ) -> Fields<Key>? {
        guard let entries = mapping(field, expected: expected(), nullIsEmpty: nullIsEmpty) else { return nil }
        var fields = Fields<Key>(field: field, entries: entries)
        for (index, entry) in entries.enumerated() {
            if let key = Key(rawValue: entry.name) {
                fields.set(key, toEntryAt: index)
            } else {
                unknownKey(entry.key, name: entry.name, validKeys: Key.names, scope: scope())
            }
        }
        return fields
    }

    mutating func unknownKey(_ key: YAMLNode, name: String, validKeys: [String], scope: String) {
        var message = "unknown key '\(Quote.name(name))' in \(scope)"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestion.closest(to: name, among: validKeys) {
            message += "; did you mean '\(suggestion)'?"
            if let fixIt = replacement(of: key, with: suggestion, title: "rename to '\(suggestion)'") {
                fixIts.append(fixIt)
            }
        } else {
            message += "; valid keys are \(Suggestion.list(validKeys, conjunction: "and"))"
        }
        report(.unknownKey, message, at: key.range, fixIts: fixIts)
    }

    /// Reports a required key that is absent, at `anchor` (the parent's key).
    mutating func missingKey(_ key: String, in scope: @autoclosure () -> String, at anchor: ByteRange, hint: String = "") {
        report(.missingKey, "\(scope()) has no '\(key)'\(hint)", at: anchor)
    }
}
