import AlertDiagnostics
import AlertYAML

extension DecodingContext {
    /// Checks an id the author wrote (a definition id, an explicit action id, a text field id):
    /// it must be a lowerCamelCase Swift identifier and not a Swift keyword. `what` names it
    /// in messages: "alert id", "action id".
    ///
    /// Returns false when it reported a problem.
    @discardableResult
    mutating func checkWrittenID(_ id: String, at range: ByteRange, what: @autoclosure () -> String) -> Bool {
        if Identifier.swiftKeywords.contains(id) {
            report(
                .reservedID,
                "\(what()) '\(id)' is a Swift keyword; ids become Swift names in generated code, choose another",
                at: range
            )
            return false
        }
        guard Identifier.isLowerCamelCase(id) else {
            var message = "\(what()) '\(Quote.name(id))' is not a lowerCamelCase Swift identifier (ASCII letters and digits, starting with a lower-case letter)"
            if let suggestion = Self.lowerCamelCase(id) {
                message += "; did you mean '\(suggestion)'?"
            }
            report(.invalidID, message, at: range)
            return false
        }
        return true
    }

    /// The lowerCamelCase spelling of a mistyped id, keeping the humps it has: `DeleteDocument`
    /// → `deleteDocument`, `URLSession` → `urlSession`, `delete_document` → `deleteDocument`.
    /// Nil when there is none worth suggesting (no Latin letters, a leading digit, a keyword).
    static func lowerCamelCase(_ id: String) -> String? {
        let words = Identifier.latinWords(id)
        guard let first = words.first else { return nil }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let suggestion = lowercasingLeadingCapitals(first) + rest.joined()
        guard Identifier.isLowerCamelCase(suggestion), !Identifier.swiftKeywords.contains(suggestion) else { return nil }
        return suggestion
    }

    /// `Delete` → `delete`, `URLSession` → `urlSession`, `OK` → `ok`.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let capitals = word.prefix { $0.isUppercase }.count
        guard capitals > 1, capitals < word.count else {
            return capitals == word.count ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
        }
        return word.prefix(capitals - 1).lowercased() + word.dropFirst(capitals - 1)
    }

    /// Checks a parameter name: it appears in placeholders (`{name}`) and becomes a Swift
    /// argument label, so it must be a placeholder name and not a keyword.
    @discardableResult
    mutating func checkParameterName(_ name: String, at range: ByteRange) -> Bool {
        if Identifier.swiftKeywords.contains(name) {
            report(.reservedID, "parameter name '\(name)' is a Swift keyword; generated functions take it as an argument, choose another", at: range)
            return false
        }
        guard Identifier.isPlaceholderName(name) else {
            report(
                .invalidID,
                "parameter name '\(Quote.name(name))' is not a valid placeholder name: use ASCII letters, digits and '_', not starting with a digit",
                at: range
            )
            return false
        }
        return true
    }
}

extension DecodingContext {
    /// `Identifier.derivedID(fromTitle:)`, remembered: catalogs repeat titles such as
    /// "Cancel" and "OK" in every other definition.
    mutating func derivedID(fromTitle title: String) -> String? {
        if let known = derivedIDs[title] { return known }
        let id = Identifier.derivedID(fromTitle: title)
        derivedIDs[title] = id
        return id
    }
}

/// The ids already used in one scope (a definition's actions or text fields), to report the
/// second use of an id with a note at the first.
///
/// Most scopes hold a handful of ids, compared one by one: a dictionary per scope cost an
/// allocation and a hash per id. Past `listLimit` ids they move to a dictionary, so a scope
/// with many ids is still checked in linear time.
struct UsedIDs {
    private var list: [(id: String, range: ByteRange)] = []
    private var firstUse: [String: ByteRange]?
    private static let listLimit = 16

    /// Records `id` at `range`; returns where it was first used when this is a repeat.
    mutating func insert(_ id: String, at range: ByteRange) -> ByteRange? {
        if firstUse != nil {
            if let first = firstUse?[id] { return first }
            firstUse?[id] = range
            return nil
        }
        if let first = list.first(where: { $0.id == id }) { return first.range }
        list.append((id, range))
        if list.count > Self.listLimit {
            firstUse = Dictionary(list.map { ($0.id, $0.range) }, uniquingKeysWith: { first, _ in first })
            list = []
        }
        return nil
    }
}
