import AlertDiagnostics

/// Format strings Foundation's formatter (`String(format:)`, `String(localized:)`, which
/// read their arguments from a C `va_list`) would misread, and can crash on (decision 0037):
/// a specifier whose type is not its parameter's, one that reads an argument past the last,
/// and a format that leaves out an argument below one it reads.
///
/// The last is the surprising one. CoreFoundation takes the arguments a format reads in
/// position order, one after another, and has no type for an argument nothing reads, so it
/// skips none: `"%2$lld Fotos"` with (String, Int) reads the String's pointer as the number,
/// and `"%3$@"` with (Int, Int, String) reads the Int 1 as an object and crashes (both
/// reproduced with swift-corelibs-foundation, which shares CoreFoundation's formatter).
///
/// `{name}` placeholders become specifiers of their parameter's type (`FormatString`), so a
/// spec text can only go wrong by leaving an argument out; a format read from a string table
/// can go wrong every way.
public enum FormatSafety {
    /// One reason a format string is unsafe.
    public struct Problem: Sendable, Hashable {
        /// The specifier at fault, as written.
        public var specifier: String
        /// What Foundation would do, for a message: "… reads {count}, an Int, as an object".
        public var reason: String
    }

    /// The problems of `format` formatted with one argument per parameter, in declared order.
    /// `checksGaps` false leaves gaps out (`arguments(for:parameters:)` says when).
    ///
    /// `countPosition` is the 1-based argument of a plural text's count in one of its plural
    /// variants. The plural variable (`%N$#@count@` in a `.stringsdict`, a String Catalog
    /// substitution's `argNum`) reads the count, so a variant may leave it out — "Ein Foto"
    /// — as Xcode's own catalogs do; a variant's `%arg` or `%#@name@` is the variable's read of
    /// that count. A count the variant writes itself (`%2$lld`) is read like any other. A format
    /// that does not parse has no problems here: `placeholder-mismatch` reports it.
    public static func problems(in format: String, parameters: [Parameter], countPosition: Int? = nil, checksGaps: Bool = true) -> [Problem] {
        // No `%`, no specifier, nothing read: most translations, settled in one pass.
        guard format.containsPercent else { return [] }
        // The plural variable reads the count these stand for (below): nothing to check.
        let normalized = countPosition == nil ? format : FormatString.replacingCountReferences(in: format, with: "")
        guard let specifiers = FormatSpecifier.specifiers(in: normalized) else { return [] }
        // Each specifier with the argument it names: its `N$`, or its place among the
        // unnumbered ones, which String(format:) reads in order.
        var next = 0
        let reads: [(position: Int, specifier: FormatSpecifier)] = specifiers.map { specifier in
            if let position = specifier.position { return (position, specifier) }
            next += 1
            return (next, specifier)
        }
        // A gap: positions below the highest read that nothing reads. CoreFoundation hands the
        // k-th argument to the k-th lowest position read, so every specifier above the first
        // gap reads another argument than it names.
        var read = Set(reads.map(\.position).filter { $0 <= parameters.count })
        // Past the arguments, the count is not something Foundation is given to skip.
        if let countPosition, countPosition <= parameters.count { read.insert(countPosition) }
        let order = read.sorted()
        let skipped = checksGaps ? (1..<((order.last ?? 0) + 1)).filter { !read.contains($0) } : []
        let skippedNames = skipped.map { "\(describe(parameters[$0 - 1])) (argument \($0))" }
        var problems: [Problem] = []
        for (position, specifier) in reads {
            guard position <= parameters.count else {
                problems.append(Problem(
                    specifier: specifier.text,
                    reason: "reads argument \(position), but Foundation is given \(counted(parameters.count, "argument")) for this text: "
                        + "Foundation reads memory past the arguments, as \(kindName(specifier)), and can crash"))
                continue
            }
            if let firstSkipped = skipped.first, position > firstSkipped, let slot = order.firstIndex(of: position) {
                let actual = parameters[slot]
                var reason = "comes after a gap — the format leaves out \(list(skippedNames)) — so Foundation hands it "
                    + "argument \(slot + 1), \(describe(actual)), instead of argument \(position)"
                if let consequence = consequence(of: actual, readBy: specifier) {
                    reason += ", as \(kindName(specifier)): \(consequence)"
                } else {
                    reason += ": the wrong text"
                }
                problems.append(Problem(specifier: specifier.text, reason: reason))
            } else if let reason = misread(parameters[position - 1], by: specifier) {
                problems.append(Problem(specifier: specifier.text, reason: reason))
            }
        }
        return problems
    }

    /// How `specifier` misreads `parameter`'s argument; nil when it reads it as its type.
    /// `%d` for an Int (32 of its 64 bits) reads the right argument and is no crash:
    /// `placeholder-mismatch` reports it.
    static func misread(_ parameter: Parameter, by specifier: FormatSpecifier) -> String? {
        consequence(of: parameter, readBy: specifier).map { "reads \(describe(parameter)), as \(kindName(specifier)): \($0)" }
    }

    /// What happens when `specifier` reads `parameter`'s argument; nil when it reads its type.
    static func consequence(of parameter: Parameter, readBy specifier: FormatSpecifier) -> String? {
        let expected: FormatSpecifier.ArgumentKind = switch parameter.type {
        case .string: .object
        case .int: .integer
        case .double: .double
        }
        guard let kind = specifier.argumentKind, kind != expected else { return nil }
        let consequence: String = switch (expected, kind) {
        case (.integer, .object):
            "Foundation's formatter dereferences the number as a pointer and crashes"
        case (_, .object):
            "Foundation's formatter dereferences the number's bits as a pointer: garbage, or a crash"
        case (.object, .integer), (.object, .double):
            "shows the string's address, or garbage, instead of the text"
        case (_, .other):
            "\(specifier.text) reads a C string, pointer or character, which nothing passes, and can crash"
        default:
            "reads its bits as the wrong kind of number — garbage — and the next arguments from the wrong places"
        }
        return consequence
    }

    /// A text, or one translation of it, whose format strings Foundation would misread.
    public struct UnsafeText: Sendable, Hashable {
        /// The text's key.
        public var key: String
        /// Nil for the development text.
        public var locale: LocaleID?
        /// Nil for a single string.
        public var category: PluralCategory?
        /// The format string as the table holds it (or the generator writes it).
        public var format: String
        public var problems: [Problem]
        /// The spec's development text or translation.
        public var range: ByteRange
        /// The string table the translation was read from, if it was.
        public var table: CatalogTranslation?

        public init(
            key: String, locale: LocaleID?, category: PluralCategory?, format: String, problems: [Problem], range: ByteRange,
            table: CatalogTranslation?
        ) {
            self.key = key
            self.locale = locale
            self.category = category
            self.format = format
            self.problems = problems
            self.range = range
            self.table = table
        }

        /// "'Example.delete.title', de translation, variant one: "%2$@ …": %2$@ reads …".
        public var message: String {
            var where_ = "'\(key)'"
            if let locale { where_ += ", \(locale) translation" }
            if let category { where_ += ", plural variant '\(category.rawValue)'" }
            let reasons = problems.map { "\($0.specifier) \($0.reason)" }.joined(separator: "; ")
            return "\(where_): the format \"\(format)\" would crash or garble Foundation's String(format:): \(reasons)"
        }
    }

    /// The arguments Foundation is given for `text`, and whether a gap in its formats can
    /// reach Foundation (issue 11, items 11 and 12).
    ///
    /// A text whose development text shows parameters 1…k without a gap is formatted by
    /// Foundation with those k arguments: its `LocalizedStringResource` accessor passes the
    /// parameters up to the last one the development text shows, and the runtime's Foundation
    /// path reads the same positions. A development text that skips a parameter before the
    /// last it shows (`New in {album}` where `count` comes first) cannot be written so
    /// Foundation formats it safely — no specifier consumes an argument and prints nothing —
    /// so the generator never hands it to Foundation unchecked: it gets no accessor and the
    /// runtime fills it in itself. Its translations, which legitimately leave out what it
    /// leaves out, are checked against all the definition's parameters, gaps aside.
    public static func arguments(for text: Text, parameters: [Parameter]) -> (arguments: [Parameter], checksGaps: Bool) {
        var shown = Set<Int>()
        for variant in text.content.variants {
            for name in variant.template.placeholders {
                if let index = parameters.firstIndex(where: { $0.name == name }) { shown.insert(index + 1) }
            }
        }
        // A plural's count is handed to Foundation even where no variant shows it: the
        // plural variable reads it, and the accessor passes it (as the generator counts it).
        if let plural = text.content.plural, let index = parameters.firstIndex(where: { $0.name == plural.parameter }) {
            shown.insert(index + 1)
        }
        let last = shown.max() ?? 0
        guard shown == (last == 0 ? [] : Set(1...last)) else { return (parameters, false) }
        return (Array(parameters.prefix(last)), true)
    }

    /// Every unsafe format of `catalog` that Foundation would be given: the spec's
    /// translations as the generator writes them (`FormatString`), and the translations the
    /// linter read from string tables (the configuration's `translations:`) as the tables
    /// hold them, every plural variant. In source order.
    ///
    /// Development texts need no check: `FormatString` writes each placeholder with its
    /// parameter's specifier, so they read only declared parameters as their types, and a
    /// gap in one is answered by the generator (`arguments(for:parameters:)`).
    public static func unsafeTexts(in catalog: Catalog) -> [UnsafeText] {
        var result: [UnsafeText] = []
        for (text, parameters) in catalog.textsWithParameters where !text.translations.isEmpty {
            let (arguments, checksGaps) = arguments(for: text, parameters: parameters)
            let countPosition = text.content.plural.flatMap { plural in parameters.firstIndex { $0.name == plural.parameter } }.map { $0 + 1 }
            func check(_ format: String, category: PluralCategory?, locale: LocaleID, range: ByteRange, table: CatalogTranslation?) {
                // The count may be left out of a plural variant, never out of a single string.
                let problems = problems(
                    in: format, parameters: arguments, countPosition: category == nil ? nil : countPosition, checksGaps: checksGaps)
                guard !problems.isEmpty else { return }
                result.append(UnsafeText(
                    key: text.key, locale: locale, category: category, format: format, problems: problems, range: range, table: table))
            }
            for translation in text.translations {
                if let entry = translation.catalogEntry, !entry.formats.isEmpty {
                    for variant in entry.formats {
                        check(variant.format, category: variant.category, locale: translation.locale, range: translation.range, table: entry)
                    }
                } else {
                    for (category, template) in translation.content.variants {
                        if readsSafely(template, parameters: parameters, argumentCount: arguments.count,
                                       countPosition: category == nil ? nil : countPosition, checksGaps: checksGaps) { continue }
                        check(FormatString.make(template, parameters: parameters), category: category, locale: translation.locale, range: translation.range, table: nil)
                    }
                }
            }
        }
        return result
    }

    /// Whether the format `FormatString.make` writes for a spec template has no problems with
    /// `argumentCount` arguments, decided from the template's placeholders without writing and
    /// parsing the format: nearly every translation. True only when `problems` would find
    /// none; false hands the template to it (and its messages).
    ///
    /// Such a format's only `%`s, when the template's text has none, are the specifiers
    /// `make` writes, one per placeholder naming a parameter, each of its parameter's type,
    /// at its parameter's position: none is misread, and none is a count reference. So the
    /// format is safe unless one reads past `argumentCount` or, with `checksGaps`, the
    /// positions read (with the count's, in a plural variant) leave a gap.
    static func readsSafely(_ template: Template, parameters: [Parameter], argumentCount: Int, countPosition: Int?, checksGaps: Bool) -> Bool {
        // As in `problems`: a count past the arguments is not a position Foundation reads.
        let countPosition = countPosition.flatMap { $0 <= argumentCount ? $0 : nil }
        var highest = countPosition ?? 0
        var read: UInt64 = 0
        if let countPosition, countPosition < 64 { read |= 1 << UInt64(countPosition) }
        for segment in template.segments {
            switch segment {
            case .literal(let text):
                if text.containsPercent { return false }
            case .placeholder(let name):
                // A name no parameter declares stays literal text (`{name}` has no `%`).
                guard let index = parameters.firstIndex(where: { $0.name == name }) else { continue }
                let position = index + 1
                guard position <= argumentCount, position < 64 else { return false }
                read |= 1 << UInt64(position)
                highest = max(highest, position)
            }
        }
        guard checksGaps else { return true }
        guard highest < 63 else { return false }
        // Every position from 1 to the highest is read.
        let wanted: UInt64 = highest == 0 ? 0 : ((1 << UInt64(highest + 1)) - 2)
        return read & wanted == wanted
    }

    /// "{count}, an Int".
    static func describe(_ parameter: Parameter) -> String {
        switch parameter.type {
        case .string: "{\(parameter.name)}, a String"
        case .int: "{\(parameter.name)}, an Int"
        case .double: "{\(parameter.name)}, a Double"
        }
    }

    private static func kindName(_ specifier: FormatSpecifier) -> String {
        switch specifier.argumentKind {
        case .object?: "an object"
        case .integer?: "an integer"
        case .double?: "a double"
        default: "a C string, pointer or character"
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    private static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }
}
