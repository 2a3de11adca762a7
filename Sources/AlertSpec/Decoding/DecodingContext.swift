import AlertDiagnostics
import AlertYAML
import Foundation

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
    /// The first locales met that were spelt canonically, the spellings most keys repeat.
    var knownLocales: [KnownLocale] = []

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

    /// Diagnostics decoding found before: a definition reused from the last parse brings
    /// the errors decoding it gave (`DecodedDefinitionsCache`).
    mutating func append(_ reported: [Diagnostic]) {
        diagnostics += reported
    }

    func note(_ message: String, at range: ByteRange) -> Note {
        Note(message: message, range: SourceRange(path: file.path, bytes: range))
    }

    /// A fix-it replacing a plain scalar with `replacement`; nil for quoted or block scalars,
    /// whose source is not simply their value.
    func replacement(of node: UnsafeYAMLNode, with replacement: String, title: String) -> FixIt? {
        guard node.scalarStyle == .plain else { return nil }
        let edit = TextEdit(range: SourceRange(path: file.path, bytes: node.range), replacement: replacement)
        return FixIt(title: title, edits: [edit], safety: .unsafe)
    }
}

/// A value to decode, with how messages name it.
struct Field {
    /// How messages name a value. Kept as parts and rendered only when a message is written,
    /// since most values never need one.
    enum Label {
        /// `'preferred'`: the value of a key, named by the key's text.
        case key
        /// `action 2`: a list item, numbered from 1.
        case item(StaticString, position: Int)
        /// `translation 'de'`: the value of a locale key.
        case translation
        /// `the top level`.
        case fixed(StaticString)
    }

    let node: UnsafeYAMLNode
    /// The key the value was written under; nil for a list item.
    let key: UnsafeYAMLNode?
    private let labelParts: Label

    init(_ entry: UnsafeYAMLNode.Entry, label: Label = .key) {
        node = entry.value
        key = entry.key
        labelParts = label
    }

    init(item: UnsafeYAMLNode, label: Label) {
        node = item
        key = nil
        labelParts = label
    }

    /// How messages name the value: `'preferred'`, `action 2`, `translation 'de'`.
    var label: String {
        switch labelParts {
        case .key: "'\(Quote.name(keyName))'"
        case .item(let kind, let position): "\(kind) \(position)"
        case .translation: "translation '\(Quote.name(keyName))'"
        case .fixed(let text): "\(text)"
        }
    }

    /// The text of the key the value was written under.
    var keyName: String { key?.scalar?.value ?? "" }

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
    /// The key's position among `allCases`: its slot in `Fields`.
    ///
    /// Read, not searched for, since every field lookup needs it: an enum whose cases carry
    /// no payload stores a case as its index in declaration order (Swift's layout for such
    /// enums; raw values do not change it), which is the order of the synthesized
    /// `allCases`. `FormatKeyTests` checks this for every key type.
    var position: Int {
        precondition(MemoryLayout<Self>.size == 1, "\(Self.self) is not a one-byte enum")
        return Int(unsafeBitCast(self, to: UInt8.self))
    }

    static var names: [String] { allCases.map(\.rawValue) }
}

extension RawRepresentable where Self: CaseIterable, RawValue == String {
    /// The case whose raw value is `node`'s text, as `init(rawValue:)` finds it, and its
    /// position among `allCases`; nil when none is, or `node` is not a scalar.
    ///
    /// Compares bytes, so the text never becomes a `String`: every key of every mapping goes
    /// through here. Different bytes can still be equal strings when they are not ASCII
    /// (Unicode canonical equivalence makes U+212A KELVIN SIGN equal `K`), so such text is
    /// settled by `init(rawValue:)`.
    static func matching(_ node: UnsafeYAMLNode) -> (value: Self, position: Int)? {
        let found = node.withScalarUTF8 { text -> (Self, Int)? in
            for (position, candidate) in allCases.enumerated() {
                var name = candidate.rawValue
                let isMatch = name.withUTF8 { name in
                    // `memcmp`, not `elementsEqual`, which compares a byte per call.
                    name.count == text.count && (name.isEmpty || memcmp(name.baseAddress!, text.baseAddress!, name.count) == 0)
                }
                if isMatch { return (candidate, position) }
            }
            guard text.contains(where: { $0 >= 0x80 }), let value = Self(rawValue: String(decoding: text, as: UTF8.self)) else { return nil }
            for (position, candidate) in allCases.enumerated() where candidate.rawValue == value.rawValue { return (value, position) }
            return nil
        }
        return found ?? nil
    }
}

/// A mapping whose keys were checked against `Key`: the valid entries, by key.
struct Fields<Key: FormatKey> {
    /// The mapping and how messages name it.
    let field: Field
    /// The mapping's entries, read in place in the YAML tree.
    private let entries: UnsafeYAMLNode.Entries
    /// For each key, by position, 1 + the index of its entry, or 0 when absent. Kept inline,
    /// because a spec has a small mapping at nearly every node and an array per mapping
    /// would be an allocation per node.
    private var slots = SIMD16<Int32>()

    /// The most keys any spot of the format has, with room to spare.
    static var capacity: Int { SIMD16<Int32>.scalarCount }

    init(field: Field, entries: UnsafeYAMLNode.Entries) {
        precondition(Key.allCases.count <= Self.capacity, "\(Key.self) has more keys than Fields holds")
        self.field = field
        self.entries = entries
    }

    /// Records that the entry at `index` holds the key at `position` among `Key.allCases`.
    mutating func set(position: Int, toEntryAt index: Int) {
        slots[position] = Int32(truncatingIfNeeded: index + 1)
    }

    func entry(_ key: Key) -> UnsafeYAMLNode.Entry? {
        let slot = Int(slots[key.position])
        return slot == 0 ? nil : entries[slot - 1]
    }

    subscript(_ key: Key) -> Field? { entry(key).map { Field($0) } }

    func has(_ key: Key) -> Bool { slots[key.position] != 0 }

    /// Where a missing key points: the mapping's own key, or the list item.
    var anchor: ByteRange { field.anchor }
}

/// Quoting and describing values in messages.
enum Quote {
    /// A name or value for a message: at most 40 characters, line breaks shown as `\n`.
    static func name(_ text: String) -> String {
        // Most names are short and on one line, shown as they are: every definition's
        // description quotes its id.
        var contiguous = text  // `withUTF8` may make a string contiguous, so it needs a var
        let isShortLine = contiguous.withUTF8 { utf8 in
            utf8.count <= 40 && !utf8.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        }
        if isShortLine { return text }
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
    static func found(_ node: UnsafeYAMLNode) -> String {
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
        guard !field.node.isEmptyPlainScalar, let scalar = field.node.scalar else {
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
        // Read in place: most booleans are written right.
        if field.node.scalarStyle == .plain {
            if field.node.hasValue("true") { return true }
            if field.node.hasValue("false") { return false }
        }
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

    private func quotedNumberHint(_ node: UnsafeYAMLNode) -> String {
        guard let scalar = node.scalar, scalar.style.isQuoted,
              CoreSchemaValue(YAMLScalar(scalar.value)) != .string
        else { return "" }
        return "; a quoted value is a string, write the number without quotes"
    }

    /// One of an enumeration's raw values, compared exactly; a near miss (`Cancel`) gets a
    /// "did you mean" and a fix-it.
    mutating func enumValue<Value: RawRepresentable & CaseIterable>(_ field: Field, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        // Most values are spelt right: match them in place.
        if !field.node.isEmptyPlainScalar, let (value, _) = Value.matching(field.node) { return value }
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
    mutating func list(_ field: Field, expected: @autoclosure () -> String = "a list", nullIsEmpty: Bool = true) -> UnsafeYAMLNode.Items? {
        if let items = field.node.items { return items }
        if nullIsEmpty, field.isNull { return UnsafeYAMLNode.Items() }
        wrongType(field, expected: expected())
        return nil
    }

    /// A mapping's entries, unchecked. With `nullIsEmpty`, nothing or `~` is an empty mapping.
    mutating func mapping(_ field: Field, expected: @autoclosure () -> String, nullIsEmpty: Bool = true) -> UnsafeYAMLNode.Entries? {
        if let entries = field.node.entries { return entries }
        if nullIsEmpty, field.isNull { return UnsafeYAMLNode.Entries() }
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
        for index in entries.indices {
            let key = entries[index].key
            if let (_, position) = Key.matching(key) {
                fields.set(position: position, toEntryAt: index)
            } else {
                unknownKey(key, name: key.scalar?.value ?? "", validKeys: Key.names, scope: scope())
            }
        }
        return fields
    }

    mutating func unknownKey(_ key: UnsafeYAMLNode, name: String, validKeys: [String], scope: String) {
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
