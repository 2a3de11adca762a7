import AlertSpec

/// A string table as an Xcode String Catalog (`.xcstrings`), new or merged into the catalog
/// already on disk.
///
/// Shape, as Xcode writes it for manually managed strings: top level `sourceLanguage`,
/// `strings`, `version` (`1.0`); per key `comment`, `extractionState: manual` and
/// `localizations`, the source language included; per locale a `stringUnit` (`state`,
/// `value`), or for a plural text either `variations.plural.<category>.stringUnit` when the
/// count is the string's only argument, or — as Xcode's "Vary by Plural" does for a string
/// with several arguments — a `stringUnit` of `%#@count@` and a `substitutions.count`
/// with `argNum`, `formatSpecifier: lld` and the plural variants, the count written `%arg`
/// and the other arguments positionally.
///
/// Merge rules ("merge, never destroy"):
/// - Development language: the spec's text is written. When it differs from the catalog's
///   (state ignored), every kept translation of the key is marked `needs_review`, except
///   ones still `new`. Unchanged, the catalog's localization is left exactly as it is.
/// - Translations: what the catalog holds wins — a translator's or Xcode's work is never
///   overwritten by the spec — unless every string unit of that locale is `new` (or it has
///   none); then the spec's translation is written, `translated`.
/// - Comment: the spec's when it has one; otherwise the catalog's is kept.
/// - Keys the spec no longer has keep all their content and get `extractionState: stale`,
///   except keys Xcode extracts from source code (no `extractionState`, or
///   `extracted_with_value`): Xcode maintains those itself.
/// - A spec key marked `stale` becomes `manual` again.
/// - Everything the generator does not model is kept as it was: unknown fields at every
///   level, other variations (device), locales the spec lacks, `version`.
public enum StringCatalog {
    /// The catalog of `table`, merged into `existing` when there is one.
    public static func json(for table: StringTable, existing: CatalogJSON? = nil) throws(CatalogJSON.ReadError) -> CatalogJSON {
        var root: [String: CatalogJSON]
        switch existing {
        case nil: root = [:]
        case .object(let members)?: root = members
        case _?: throw CatalogJSON.ReadError("the existing catalog is not a JSON object")
        }
        root["sourceLanguage"] = .string(table.sourceLanguage.identifier)
        if root["version"] == nil { root["version"] = .string("1.0") }
        var strings: [String: CatalogJSON]
        switch root["strings"] {
        case nil: strings = [:]
        case .object(let members)?: strings = members
        case _?: throw CatalogJSON.ReadError("'strings' in the existing catalog is not an object")
        }

        var specKeys: Set<String> = []
        for entry in table.entries {
            specKeys.insert(entry.key)
            let existingEntry: [String: CatalogJSON]?
            switch strings[entry.key] {
            case nil: existingEntry = nil
            case .object(let members)?: existingEntry = members
            case _?: throw CatalogJSON.ReadError("the entry \(quoted(entry.key)) in the existing catalog is not an object")
            }
            strings[entry.key] = .object(try merged(entry, into: existingEntry, sourceLanguage: table.sourceLanguage))
        }
        for (key, value) in strings where !specKeys.contains(key) {
            guard case .object(var members) = value else { continue }
            let state = members["extractionState"]?.string
            guard state != nil, state != "extracted_with_value" else { continue }
            members["extractionState"] = .string("stale")
            strings[key] = .object(members)
        }
        root["strings"] = .object(strings)
        return .object(root)
    }

    // MARK: Entries

    private static func merged(_ entry: StringTable.Entry, into existing: [String: CatalogJSON]?, sourceLanguage: LocaleID) throws(CatalogJSON.ReadError) -> [String: CatalogJSON] {
        var members = existing ?? [:]
        if let comment = entry.comment { members["comment"] = .string(comment) }
        members["extractionState"] = .string("manual")
        var localizations: [String: CatalogJSON]
        switch members["localizations"] {
        case nil: localizations = [:]
        case .object(let existingLocalizations)?: localizations = existingLocalizations
        case _?: throw CatalogJSON.ReadError("'localizations' of \(quoted(entry.key)) in the existing catalog is not an object")
        }

        // The development language.
        let source = sourceLanguage.identifier
        let newSource = managedFields(entry.value, state: .translated)
        var sourceChanged = false
        switch localizations[source] {
        case nil:
            localizations[source] = .object(newSource)
        case .object(let old)?:
            if withoutStates(managedSubset(of: old)) != withoutStates(.object(newSource)) {
                sourceChanged = true
                localizations[source] = .object(replacingManagedFields(of: old, with: newSource))
            }
        case _?:
            throw CatalogJSON.ReadError("the \(quoted(source)) localization of \(quoted(entry.key)) in the existing catalog is not an object")
        }

        // Translations.
        var writtenFromSpec: Set<String> = [source]
        for translation in entry.translations {
            let locale = translation.locale.identifier
            let fields = managedFields(translation.value, state: translation.state)
            switch localizations[locale] {
            case nil:
                localizations[locale] = .object(fields)
            case .object(let old)? where isUntranslated(.object(old)):
                localizations[locale] = .object(replacingManagedFields(of: old, with: fields))
            case _?:
                continue  // A translator's work: kept.
            }
            writtenFromSpec.insert(locale)
        }
        if sourceChanged {
            for (locale, localization) in localizations where !writtenFromSpec.contains(locale) {
                localizations[locale] = markingNeedsReview(localization)
            }
        }
        members["localizations"] = .object(localizations)
        return members
    }

    /// The fields of a localization that hold its text: `stringUnit`, `substitutions` and
    /// `variations`. Others (unknown to the generator) are never touched.
    private static let managedKeys = ["stringUnit", "substitutions", "variations"]

    private static func managedSubset(of localization: [String: CatalogJSON]) -> CatalogJSON {
        .object(localization.filter { managedKeys.contains($0.key) })
    }

    private static func replacingManagedFields(of localization: [String: CatalogJSON], with fields: [String: CatalogJSON]) -> [String: CatalogJSON] {
        localization.filter { !managedKeys.contains($0.key) }.merging(fields) { _, new in new }
    }

    /// The text fields of one localization.
    static func managedFields(_ value: StringTable.Value, state: StringTable.State) -> [String: CatalogJSON] {
        switch value {
        case .single(let format):
            return ["stringUnit": stringUnit(format, state: state)]
        case .plural(let plural) where plural.variesWholeString:
            return ["variations": .object(["plural": pluralVariants(plural.variants, state: state)])]
        case .plural(let plural):
            return [
                "stringUnit": stringUnit("%#@\(plural.parameter)@", state: state),
                "substitutions": .object([
                    plural.parameter: .object([
                        "argNum": .number(String(plural.argument)),
                        "formatSpecifier": .string(plural.formatSpecifier),
                        "variations": .object(["plural": pluralVariants(plural.substitutionVariants, state: state)]),
                    ]),
                ]),
            ]
        }
    }

    private static func pluralVariants(_ variants: [PluralCategory: String], state: StringTable.State) -> CatalogJSON {
        .object(Dictionary(uniqueKeysWithValues: variants.map { category, format in
            (category.rawValue, CatalogJSON.object(["stringUnit": stringUnit(format, state: state)]))
        }))
    }

    private static func stringUnit(_ value: String, state: StringTable.State) -> CatalogJSON {
        .object(["state": .string(state.rawValue), "value": .string(value)])
    }

    // MARK: States

    /// `value` with every string unit's `state` removed, to compare texts.
    private static func withoutStates(_ value: CatalogJSON) -> CatalogJSON {
        switch value {
        case .object(let members):
            var result: [String: CatalogJSON] = [:]
            for (key, member) in members {
                if key == "stringUnit", case .object(var unit) = member {
                    unit["state"] = nil
                    result[key] = .object(unit)
                } else {
                    result[key] = withoutStates(member)
                }
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map(withoutStates))
        default:
            return value
        }
    }

    /// Every string unit's state, in any variation or substitution.
    private static func states(in value: CatalogJSON) -> [String?] {
        switch value {
        case .object(let members):
            var states: [String?] = []
            for (key, member) in members {
                if key == "stringUnit", case .object(let unit) = member {
                    states.append(unit["state"]?.string)
                } else {
                    states += Self.states(in: member)
                }
            }
            return states
        case .array(let elements):
            return elements.flatMap(states(in:))
        default:
            return []
        }
    }

    /// No translation yet: no string unit, or only `new` ones (Xcode's placeholder for a
    /// string nobody translated).
    private static func isUntranslated(_ localization: CatalogJSON) -> Bool {
        states(in: localization).allSatisfy { $0 == StringTable.State.new.rawValue }
    }

    /// `value` with every string unit that is not `new` marked `needs_review`.
    private static func markingNeedsReview(_ value: CatalogJSON) -> CatalogJSON {
        switch value {
        case .object(let members):
            var result: [String: CatalogJSON] = [:]
            for (key, member) in members {
                if key == "stringUnit", case .object(var unit) = member {
                    if unit["state"]?.string != StringTable.State.new.rawValue {
                        unit["state"] = .string(StringTable.State.needsReview.rawValue)
                    }
                    result[key] = .object(unit)
                } else {
                    result[key] = markingNeedsReview(member)
                }
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map(markingNeedsReview))
        default:
            return value
        }
    }

    private static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        CatalogJSON.appendString(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
