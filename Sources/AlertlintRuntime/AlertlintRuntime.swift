// The content types and text lookup shared by every generated alert catalog: the
// platform-neutral part of the runtime, compiled and run on every platform.

import Foundation

// MARK: - Where texts come from

/// The bundle whose strings tables generated code reads, and optionally the language or
/// locale to read them in (default: the first of the person's preferred languages the
/// bundle has a translation for, else the catalog's development language).
///
/// SwiftUI passes its environment's locale: `AlertLocalization(bundle: .main, locale: locale)`
/// with `@Environment(\.locale) var locale`, so previews and `.environment(\.locale, …)`
/// show the texts, plural variants and numbers of that locale.
public struct AlertLocalization: Swift.Sendable {
    public var bundle: Foundation.Bundle
    /// A language that overrides the person's preferences (`de`, `pt-BR`).
    public var language: Swift.String?
    /// The locale texts are shown for: its language picks the translation (unless
    /// `language` is set) and it formats numbers and picks plural variants. nil, or the
    /// person's own locale, changes nothing.
    public var locale: Foundation.Locale?

    public init(bundle: Foundation.Bundle, language: Swift.String? = nil, locale: Foundation.Locale? = nil) {
        self.bundle = bundle
        self.language = language
        self.locale = locale
    }

    /// The language texts are shown in, and the one plural rules follow: `language` when
    /// set; else the translation that matches `locale` when it is not the person's own;
    /// otherwise the first preferred language the bundle has a translation for, and
    /// `developmentLanguage` when it has none.
    func resolvedLanguage(developmentLanguage: Swift.String) -> Swift.String {
        if let language { return language }
        if let locale, locale.identifier != Self.userLocale()?.identifier {
            return Self.match([locale.identifier], in: bundle) ?? developmentLanguage
        }
        #if canImport(Darwin)
        // Foundation matches the person's languages against the bundle's localizations.
        return bundle.preferredLocalizations.first ?? developmentLanguage
        #else
        // swift-corelibs-foundation returns the bundle's first localization whatever the
        // preferences, and its Locale.preferredLanguages ignores the environment: match
        // the POSIX preferences here.
        return Self.match(Self.preferredLanguages(), in: bundle) ?? developmentLanguage
        #endif
    }

    /// The locale numbers are formatted and plural variants picked with: `locale` when
    /// set; the person's own locale unless a language is forced; a forced language keeps
    /// the person's region (`de` forced for someone in `en_GB` formats as `de_GB`). Where the
    /// environment names no locale (Linux with `LANG=C`), the language's own conventions.
    func formattingLocale(language resolved: Swift.String) -> Foundation.Locale {
        if let locale { return locale }
        let tag = (language ?? resolved).replacingOccurrences(of: "_", with: "-")
        guard let user = Self.userLocale() else { return Foundation.Locale(identifier: tag) }
        guard language != nil else { return user }
        // A forced `pt-BR` names its region already; `zh-Hans` only its script.
        let hasRegion = tag.split(separator: "-").dropFirst().contains { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        guard !hasRegion, let region = user.region?.identifier else { return Foundation.Locale(identifier: tag) }
        return Foundation.Locale(identifier: tag + "_" + region)
    }

    /// The translation in `bundle` that best matches the first of `preferences` it has:
    /// `de-AT` matches `de-AT`, else `de`.
    static func match(_ preferences: [Swift.String], in bundle: Foundation.Bundle) -> Swift.String? {
        var available: [Swift.String: Swift.String] = [:]
        for name in bundle.localizations { available[normalized(name)] = name }
        for preferred in preferences {
            var candidate = normalized(preferred)
            while !candidate.isEmpty {
                if let name = available[candidate] { return name }
                guard let dash = candidate.lastIndex(of: "-") else { break }
                candidate = Swift.String(candidate[..<dash])
            }
        }
        return nil
    }

    /// `de_DE.UTF-8@euro` → `de-de`: the language tag, lowercased, for comparing.
    static func normalized(_ name: Swift.String) -> Swift.String {
        let tag = name.split(separator: ".", maxSplits: 1).first.map(Swift.String.init) ?? name
        let bare = tag.split(separator: "@", maxSplits: 1).first.map(Swift.String.init) ?? tag
        return bare.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// The person's locale, the one their numbers are formatted in.
    static func userLocale() -> Foundation.Locale? {
        #if canImport(Darwin)
        return Foundation.Locale.current
        #else
        // corelibs' Locale.current ignores the environment: read it as POSIX does for
        // numbers, the first of `LC_ALL`, `LC_NUMERIC` and `LANG` that is set. `C` and
        // `POSIX` name no region and no conventions: nil, not corelibs' `en_US` stand-in.
        let environment = Foundation.ProcessInfo.processInfo.environment
        guard let name = ["LC_ALL", "LC_NUMERIC", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
              name != "C", name != "POSIX", !name.hasPrefix("C.") else { return nil }
        let tag = name.split(separator: ".", maxSplits: 1).first.map(Swift.String.init) ?? name
        return Foundation.Locale(identifier: tag.split(separator: "@", maxSplits: 1).first.map(Swift.String.init) ?? tag)
        #endif
    }

    #if !canImport(Darwin)
    /// The person's languages as POSIX and GNU gettext read them: the locale is the first
    /// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set; unless it is `C` or `POSIX`,
    /// the colon-separated `LANGUAGE` list comes before it.
    static func preferredLanguages() -> [Swift.String] {
        let environment = Foundation.ProcessInfo.processInfo.environment
        guard let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
              locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return [] }
        let list = (environment["LANGUAGE"] ?? "").split(separator: ":").map(Swift.String.init)
        return list + [locale]
    }
    #endif
}

/// An argument of a generated function, as texts show it.
@_spi(AlertlintGenerated) public enum AlertlintArgument: Swift.Sendable {
    case string(Swift.String)
    case int(Swift.Int)
    case double(Swift.Double)

    public var isString: Swift.Bool {
        if case .string = self { return true }
        return false
    }

    /// The argument as `String(format:)` reads it.
    var formatArgument: any Swift.CVarArg {
        switch self {
        case .string(let value): return Foundation.NSString(string: value)
        case .int(let value): return value
        case .double(let value): return value
        }
    }
}

/// Looks texts up in a strings table with the development-language text as fallback,
/// and fills in their arguments.
///
/// On Apple platforms a text goes through Foundation, as hand-written code's does:
/// `Bundle.localizedString` reads the compiled table (so plural variants come from its
/// `.stringsdict`, chosen by the OS) and `String(format:locale:arguments:)` fills it in.
/// Foundation crashes on a format that skips a positional argument or names the wrong
/// type (decision 0006), so a format is checked first; one that fails the check, and
/// every text where Foundation has no such path (Linux), is filled in by `render`.
@_spi(AlertlintGenerated) public enum AlertlintText {
    /// A text without plural variants, with its arguments filled in.
    public static func text(
        _ key: Swift.String,
        table: Swift.String,
        fallback: Swift.String,
        developmentLanguage: Swift.String,
        _ arguments: [AlertlintArgument] = [],
        in localization: AlertLocalization
    ) -> Swift.String {
        let language = localization.resolvedLanguage(developmentLanguage: developmentLanguage)
        let locale = localization.formattingLocale(language: language)
        #if canImport(Darwin)
        let missing = "\u{0}alertlint-missing"
        let found = localizedBundle(localization, language).localizedString(forKey: key, value: missing, table: table)
        guard found != missing else { return render(fallback, arguments, locale: locale) }
        if foundationCanFormat([found], arguments) {
            return Swift.String(format: found, locale: locale, arguments: arguments.map(\.formatArgument))
        }
        return render(found, arguments, locale: locale)
        #else
        // swift-corelibs-foundation crashes in Bundle.localizedString when a table has a
        // .stringsdict, so outside Apple platforms the tables are read directly.
        for candidate in languages(language) {
            if let value = Tables.shared.table(table, "strings", candidate, localization.bundle) as? [Swift.String: Swift.String],
               let found = value[key] {
                return render(found, arguments, locale: locale)
            }
        }
        return render(fallback, arguments, locale: locale)
        #endif
    }

    /// A plural text for `count`, with its arguments filled in: the table's variant for the
    /// language, or the development-language variant CLDR's rules pick (`fallbacks` maps
    /// category names to format strings).
    public static func plural(
        _ key: Swift.String,
        table: Swift.String,
        count: Swift.Int,
        fallbacks: [Swift.String: Swift.String],
        developmentLanguage: Swift.String,
        _ arguments: [AlertlintArgument],
        in localization: AlertLocalization
    ) -> Swift.String {
        let shown = localization.resolvedLanguage(developmentLanguage: developmentLanguage)
        let locale = localization.formattingLocale(language: shown)
        for language in languages(shown) {
            guard let entry = Tables.shared.table(table, "stringsdict", language, localization.bundle).flatMap({ $0 as? [Swift.String: Any] })?[key]
                as? [Swift.String: Any] else { continue }
            #if canImport(Darwin)
            // The OS picks the variant when every variant is safe to format.
            let missing = "\u{0}alertlint-missing"
            let found = localizedBundle(localization, language).localizedString(forKey: key, value: missing, table: table)
            if found != missing, let formats = variants(entry), foundationCanFormat(formats, arguments) {
                return Swift.String(format: found, locale: locale, arguments: arguments.map(\.formatArgument))
            }
            #endif
            if let resolved = resolve(entry, count: count, language: language) {
                return render(resolved, arguments, locale: locale)
            }
        }
        let fallback = fallbacks[alertlintPluralCategory(developmentLanguage, count)] ?? fallbacks["other"] ?? ""
        return render(fallback, arguments, locale: locale)
    }

    // MARK: Formatting with Foundation, where it is safe

    /// Whether `String(format:)` can fill in every one of `formats` with `arguments`
    /// without reading memory it was not given: every specifier is one `render` knows,
    /// its argument exists and has the specifier's type, and the positions the format
    /// reads have no gap (`%2$@` without `%1$…` crashes CoreFoundation). A `%f` without a
    /// precision fails too: Foundation prints six decimals, `render` the digits there are.
    static func foundationCanFormat(_ formats: [Swift.String], _ arguments: [AlertlintArgument]) -> Swift.Bool {
        formats.allSatisfy { format in
            guard let specifiers = specifiers(format) else { return false }
            var read = Swift.Set<Swift.Int>()
            for (position, conversion) in specifiers {
                guard arguments.indices.contains(position) else { return false }
                read.insert(position)
                let expected: Swift.Set<Swift.String> = switch arguments[position] {
                case .string: ["@"]
                case .int: ["lld", "ld", "qd", "lli", "li", "#@"]
                case .double: [".f", ".e", ".g", "e", "g"]
                }
                guard expected.contains(conversion) else { return false }
            }
            return read.isEmpty || read == Swift.Set(0...(read.max() ?? 0))
        }
    }

    /// The (argument index, conversion) of each specifier in `format`; the conversion is
    /// its length modifier and letter, `.f` when a precision comes first, `#@` for a
    /// plural variable. nil when the format mixes numbered and unnumbered specifiers or
    /// has one `String(format:)` would read differently (`*` widths, `%n`, `%s`…).
    static func specifiers(_ format: Swift.String) -> [(Swift.Int, Swift.String)]? {
        var result: [(Swift.Int, Swift.String)] = []
        var numbered: Swift.Bool?
        var next = 0
        let scalars = Swift.Array(format.unicodeScalars)
        var index = 0
        func digits() -> Swift.String {
            var text = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { text.unicodeScalars.append(scalars[index]); index += 1 }
            return text
        }
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            index += 1
            if index < scalars.count, scalars[index] == "%" { index += 1; continue }
            var position: Swift.Int?
            let start = index
            let number = digits()
            if !number.isEmpty, index < scalars.count, scalars[index] == "$" {
                position = (Swift.Int(number) ?? 0) - 1
                index += 1
            } else {
                index = start
            }
            while index < scalars.count, "-+ 0'".unicodeScalars.contains(scalars[index]) { index += 1 }
            var conversion = ""
            if index < scalars.count, scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
                // `%1$#@count@`: the stringsdict names the variable's type.
                guard let close = scalars[(index + 2)...].firstIndex(of: "@") else { return nil }
                index = close + 1
                conversion = "#@"
            } else {
                _ = digits()
                if index < scalars.count, scalars[index] == "." {
                    index += 1
                    guard !digits().isEmpty else { return nil }
                    conversion = "."
                }
                while index < scalars.count, "lqhLzjt".unicodeScalars.contains(scalars[index]) {
                    conversion.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count, "@difeg".unicodeScalars.contains(scalars[index]) else { return nil }
                conversion.unicodeScalars.append(scalars[index])
                index += 1
                if conversion == ".ld" || conversion == ".lld" || conversion == ".@" { conversion.removeFirst() }
            }
            if numbered == nil { numbered = position != nil }
            guard numbered == (position != nil) else { return nil }
            if let position {
                guard position >= 0 else { return nil }
                result.append((position, conversion))
            } else {
                result.append((next, conversion))
                next += 1
            }
        }
        return result
    }

    /// The formats a plural entry can produce, one per variant of each variable (its
    /// `%N$#@name@` replaced by the variant with its position still read): gaps in any
    /// combination of variants show in one of these (a missing position below the
    /// highest one is missing beside the variant that reads the highest).
    /// nil when the entry is not one `String(format:)` should see.
    static func variants(_ entry: [Swift.String: Any]) -> [Swift.String]? {
        guard let format = entry["NSStringLocalizedFormatKey"] as? Swift.String else { return nil }
        var formats = [format]
        for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
            guard let rule = value as? [Swift.String: Any] else { return nil }
            for (category, variant) in rule where category != "NSStringFormatSpecTypeKey" && category != "NSStringFormatValueTypeKey" {
                guard let variant = variant as? Swift.String else { return nil }
                formats.append(format + " " + variant)
            }
        }
        return formats
    }

    // MARK: The substituting engine

    /// `%N$@`, `%N$lld`, `%N$f`, their unnumbered forms and `%%`, replaced by the
    /// arguments, with what `String(format:)` allows between `%` and the conversion:
    /// flags (`-` left-justify, `0` zero-pad, `+` and space for the sign, `'` grouping,
    /// which numbers always get here), a width and a precision (`%1$.1f`, `%5lld`,
    /// `%.3@`). Anything else (`*` widths), or a position with no argument, stays as written.
    public static func render(_ format: Swift.String, _ arguments: [AlertlintArgument], language: Swift.String) -> Swift.String {
        render(format, arguments, locale: Foundation.Locale(identifier: language))
    }

    /// `render(_:_:language:)` with the locale numbers are formatted in.
    public static func render(_ format: Swift.String, _ arguments: [AlertlintArgument], locale: Foundation.Locale) -> Swift.String {
        guard format.contains("%") else { return format }
        var result = ""
        var next = 0
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
            result += format[index..<percent]
            var cursor = format.index(after: percent)
            if cursor < format.endIndex, format[cursor] == "%" {
                result += "%"
                index = format.index(after: cursor)
                continue
            }
            var digits = ""
            while cursor < format.endIndex, format[cursor].isASCII, format[cursor].isNumber {
                digits.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            var position: Swift.Int?
            if !digits.isEmpty, cursor < format.endIndex, format[cursor] == "$" {
                position = Swift.Int(digits).map { $0 - 1 }
                cursor = format.index(after: cursor)
            } else if !digits.isEmpty {
                cursor = format.index(percent, offsetBy: 1)
            }
            var flags = Swift.Set<Swift.Character>()
            while cursor < format.endIndex, "-+ 0#'".contains(format[cursor]) {
                flags.insert(format[cursor])
                cursor = format.index(after: cursor)
            }
            var width = ""
            while cursor < format.endIndex, format[cursor].isASCII, format[cursor].isNumber {
                width.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            var precision: Swift.Int?
            if cursor < format.endIndex, format[cursor] == "." {
                cursor = format.index(after: cursor)
                var written = ""
                while cursor < format.endIndex, format[cursor].isASCII, format[cursor].isNumber {
                    written.append(format[cursor])
                    cursor = format.index(after: cursor)
                }
                precision = Swift.Int(written) ?? 0
            }
            while cursor < format.endIndex, "lqhLzjt".contains(format[cursor]) { cursor = format.index(after: cursor) }
            guard cursor < format.endIndex, "@diufgeFGEs".contains(format[cursor]) else {
                result += format[percent..<cursor]
                index = cursor
                continue
            }
            let argumentIndex = position ?? next
            if position == nil { next += 1 }
            let end = format.index(after: cursor)
            if arguments.indices.contains(argumentIndex) {
                let shown = display(arguments[argumentIndex], conversion: format[cursor], precision: precision, flags: flags, locale: locale)
                result += pad(shown, to: Swift.Int(width) ?? 0, flags: flags, numeric: !(arguments[argumentIndex].isString))
            } else {
                result += format[percent..<end]
            }
            index = end
        }
        result += format[index...]
        return result
    }

    /// The argument in the locale's number format: grouped, with the precision's fraction
    /// digits for a `Double` (up to six without one), at least the precision's digits for an
    /// `Int`, and at most the precision's characters for a `String`.
    private static func display(
        _ argument: AlertlintArgument, conversion: Swift.Character, precision: Swift.Int?, flags: Swift.Set<Swift.Character>, locale: Foundation.Locale
    ) -> Swift.String {
        let text: Swift.String
        let negative: Swift.Bool
        switch argument {
        case .string(let value):
            return precision.map { Swift.String(value.prefix($0)) } ?? value
        case .int(let number):
            let digits = Swift.max(1, precision ?? 1)
            text = Formatters.shared.format(locale, minimumIntegerDigits: digits, maximumFractionDigits: 0) { formatter in
                formatter.string(from: Foundation.NSNumber(value: number)) ?? Swift.String(number)
            }
            negative = number < 0
        case .double(let number):
            if "eEgG".contains(conversion) {
                // Scientific and shortest forms: Foundation's, with this one number only.
                let spec = "%" + (precision.map { ".\($0)" } ?? "") + Swift.String(conversion)
                text = Swift.String(format: spec, locale: locale, number)
            } else if let precision, number.isFinite {
                // The digits printf rounds to, grouped and punctuated for the locale
                // (corelibs' NumberFormatter does not honor every maximumFractionDigits).
                let fixed = Swift.String(format: "%.\(precision)f", Swift.abs(number)).split(separator: ".", maxSplits: 1)
                text = Formatters.shared.format(locale, minimumIntegerDigits: 1, maximumFractionDigits: 0) { formatter in
                    let integer = formatter.string(from: Foundation.NSNumber(value: Swift.Double(fixed[0]) ?? 0)) ?? Swift.String(fixed[0])
                    let fraction = fixed.count > 1 ? formatter.decimalSeparator + fixed[1] : ""
                    return (number < 0 ? formatter.minusSign : "") + integer + fraction
                }
            } else {
                text = Formatters.shared.format(locale, minimumIntegerDigits: 1, maximumFractionDigits: 6) { formatter in
                    formatter.string(from: Foundation.NSNumber(value: number)) ?? Swift.String(number)
                }
            }
            negative = number < 0 || (number == 0 && number.sign == .minus)
        }
        if negative { return text }
        return flags.contains("+") ? "+" + text : flags.contains(" ") ? " " + text : text
    }

    /// `text` padded to `width` characters: spaces before it, after it with `-`, zeros after
    /// the sign with `0` (numbers only).
    private static func pad(_ text: Swift.String, to width: Swift.Int, flags: Swift.Set<Swift.Character>, numeric: Swift.Bool) -> Swift.String {
        let missing = width - text.count
        guard missing > 0 else { return text }
        if flags.contains("-") { return text + Swift.String(repeating: " ", count: missing) }
        guard numeric, flags.contains("0") else { return Swift.String(repeating: " ", count: missing) + text }
        let sign = text.first.map { "+- ".contains($0) || $0 == "\u{2212}" } == true ? Swift.String(text.prefix(1)) : ""
        return sign + Swift.String(repeating: "0", count: missing) + text.dropFirst(sign.count)
    }

    /// The localizations to try, most specific first: `pt-BR`, `pt`.
    private static func languages(_ language: Swift.String) -> [Swift.String] {
        let language = language.replacingOccurrences(of: "_", with: "-")
        var candidates = [language]
        var parts = language.split(separator: "-")
        while parts.count > 1 {
            parts.removeLast()
            candidates.append(parts.joined(separator: "-"))
        }
        return candidates
    }

    /// A .stringsdict entry resolved for `count`: each `%#@name@` (or `%N$#@name@`) in the
    /// format key replaced by the variant CLDR's rules pick for the language.
    private static func resolve(_ entry: [Swift.String: Any], count: Swift.Int, language: Swift.String) -> Swift.String? {
        guard var format = entry["NSStringLocalizedFormatKey"] as? Swift.String else { return nil }
        let category = alertlintPluralCategory(language, count)
        var searchStart = format.startIndex
        while let marker = format.range(of: "#@", range: searchStart..<format.endIndex),
              let end = format.range(of: "@", range: marker.upperBound..<format.endIndex),
              let percent = format[..<marker.lowerBound].lastIndex(of: "%"),
              format[format.index(after: percent)..<marker.lowerBound].allSatisfy({ $0.isNumber || $0 == "$" }) {
            let name = Swift.String(format[marker.upperBound..<end.lowerBound])
            let rule = entry[name] as? [Swift.String: Any] ?? [:]
            let variant = rule[category] as? Swift.String ?? rule["other"] as? Swift.String ?? ""
            let offset = format.distance(from: format.startIndex, to: percent) + variant.count
            format.replaceSubrange(percent..<end.upperBound, with: variant)
            searchStart = format.index(format.startIndex, offsetBy: offset)
        }
        return format
    }

    #if canImport(Darwin)
    /// Foundation's own choice when no language is forced; otherwise the forced language's `.lproj`.
    private static func localizedBundle(_ localization: AlertLocalization, _ language: Swift.String) -> Foundation.Bundle {
        guard localization.language != nil || localization.locale != nil else { return localization.bundle }
        for candidate in languages(language) {
            if let path = localization.bundle.path(forResource: candidate, ofType: "lproj"), let bundle = Foundation.Bundle(path: path) {
                return bundle
            }
        }
        return localization.bundle
    }
    #endif

    // MARK: Caches

    /// Parsed strings tables by bundle, table, kind and language, each file read at most
    /// once per process (a missing file is remembered too). Thread-safe: one lock guards
    /// the dictionary, and a file is read and parsed under it, so two threads never read
    /// the same file twice.
    final class Tables: @unchecked Swift.Sendable {
        static let shared = Tables()
        private let lock = Foundation.NSLock()
        private var tables: [Swift.String: Box] = [:]

        /// A parsed property list, or nil for a file that is not there.
        private final class Box {
            let value: Any?
            init(_ value: Any?) { self.value = value }
        }

        func table(_ table: Swift.String, _ fileExtension: Swift.String, _ language: Swift.String, _ bundle: Foundation.Bundle) -> Any? {
            let key = [bundle.bundleURL.path, table, fileExtension, language].joined(separator: "\u{0}")
            lock.lock()
            defer { lock.unlock() }
            if let cached = tables[key] { return cached.value }
            let url = bundle.url(forResource: table, withExtension: fileExtension, subdirectory: nil, localization: language)
                ?? bundle.bundleURL.appendingPathComponent("\(language).lproj/\(table).\(fileExtension)")
            let value = (try? Foundation.Data(contentsOf: url)).flatMap {
                try? Foundation.PropertyListSerialization.propertyList(from: $0, options: [], format: nil)
            }
            tables[key] = Box(value)
            return value
        }
    }

    /// Number formatters by locale and configuration, made once and never changed after;
    /// used under a lock, as corelibs' NumberFormatter is not safe to share across threads.
    final class Formatters: @unchecked Swift.Sendable {
        static let shared = Formatters()
        private let lock = Foundation.NSLock()
        private var formatters: [Swift.String: Foundation.NumberFormatter] = [:]

        func format<Result>(
            _ locale: Foundation.Locale, minimumIntegerDigits: Swift.Int, maximumFractionDigits: Swift.Int,
            _ body: (Foundation.NumberFormatter) -> Result
        ) -> Result {
            let key = "\(locale.identifier) \(minimumIntegerDigits) \(maximumFractionDigits)"
            lock.lock()
            defer { lock.unlock() }
            if let formatter = formatters[key] { return body(formatter) }
            let formatter = Foundation.NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            formatter.minimumIntegerDigits = minimumIntegerDigits
            formatter.maximumFractionDigits = maximumFractionDigits
            formatters[key] = formatter
            return body(formatter)
        }
    }
}

#if canImport(Darwin)
extension AlertlintText {
    /// A piece of a `LocalizedStringResource`'s default value.
    public enum Piece: Swift.Sendable {
        case literal(Swift.String)
        case argument(AlertlintArgument)
    }

    /// The default value of a generated `LocalizedStringResource`: its arguments, in the
    /// positions the table's formats read them, with the development text around them
    /// where it reads them in order.
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    public static func localizationValue(_ pieces: [Piece]) -> Swift.String.LocalizationValue {
        var interpolation = Swift.String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: pieces.count)
        for piece in pieces {
            switch piece {
            case .literal(let text): interpolation.appendLiteral(text)
            case .argument(.string(let value)): interpolation.appendInterpolation(value)
            case .argument(.int(let value)): interpolation.appendInterpolation(value)
            case .argument(.double(let value)): interpolation.appendInterpolation(value)
            }
        }
        return Swift.String.LocalizationValue(stringInterpolation: interpolation)
    }
}
#endif

// MARK: - Alerts and action sheets

/// What an alert or action sheet shows, localized: the value generated functions return.
public struct AlertContent: Swift.Sendable, Swift.Hashable {
    public enum Style: Swift.String, Swift.Sendable, Swift.Hashable {
        case alert
        case actionSheet
    }

    /// The definition's id in the spec.
    public var id: Swift.String
    public var style: Style
    public var title: Swift.String?
    public var message: Swift.String?
    /// In display order.
    public var actions: [AlertActionContent]
    public var textFields: [AlertTextFieldContent]

    public init(id: Swift.String, style: Style, title: Swift.String?, message: Swift.String?, actions: [AlertActionContent], textFields: [AlertTextFieldContent] = []) {
        self.id = id
        self.style = style
        self.title = title
        self.message = message
        self.actions = actions
        self.textFields = textFields
    }

    /// The action drawn bold and triggered by Return, if any.
    public var preferredAction: AlertActionContent? { actions.first { $0.isPreferred } }
}

public struct AlertActionContent: Swift.Sendable, Swift.Hashable {
    public enum Role: Swift.String, Swift.Sendable, Swift.Hashable {
        case `default`
        case cancel
        case destructive
    }

    public var id: Swift.String
    public var title: Swift.String
    public var role: Role
    public var isPreferred: Swift.Bool

    public init(id: Swift.String, title: Swift.String, role: Role = .default, isPreferred: Swift.Bool = false) {
        self.id = id
        self.title = title
        self.role = role
        self.isPreferred = isPreferred
    }
}

public struct AlertTextFieldContent: Swift.Sendable, Swift.Hashable {
    public enum ContentType: Swift.String, Swift.Sendable, Swift.Hashable {
        case username, password, newPassword, oneTimeCode, emailAddress, name, telephoneNumber
        case url = "URL"
    }

    public enum Keyboard: Swift.String, Swift.Sendable, Swift.Hashable {
        case `default`, emailAddress, numberPad, phonePad, decimalPad, asciiCapable
        case url = "URL"
    }

    public enum Autocapitalization: Swift.String, Swift.Sendable, Swift.Hashable {
        case none, words, sentences, allCharacters
    }

    /// The name the entered text is handed over under.
    public var id: Swift.String
    public var placeholder: Swift.String?
    public var isSecure: Swift.Bool
    public var contentType: ContentType?
    public var keyboard: Keyboard?
    public var autocapitalization: Autocapitalization?
    /// The text the field starts with.
    public var text: Swift.String?
    /// The preferred action stays disabled while this field is empty.
    public var isRequired: Swift.Bool

    public init(
        id: Swift.String,
        placeholder: Swift.String? = nil,
        isSecure: Swift.Bool = false,
        contentType: ContentType? = nil,
        keyboard: Keyboard? = nil,
        autocapitalization: Autocapitalization? = nil,
        text: Swift.String? = nil,
        isRequired: Swift.Bool = false
    ) {
        self.id = id
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.contentType = contentType
        self.keyboard = keyboard
        self.autocapitalization = autocapitalization
        self.text = text
        self.isRequired = isRequired
    }

    /// Secure fields and credential content types: autocorrection and spell checking would
    /// rewrite what the person types, so adapters turn them off.
    public var isCredential: Swift.Bool {
        if isSecure { return true }
        switch contentType {
        case .username?, .password?, .newPassword?, .oneTimeCode?, .emailAddress?: return true
        default: return false
        }
    }
}

// MARK: - Notifications

public struct NotificationContentSpec: Swift.Sendable, Swift.Hashable {
    public enum Sound: Swift.Sendable, Swift.Hashable {
        case `default`
        case named(Swift.String)
    }

    public enum InterruptionLevel: Swift.String, Swift.Sendable, Swift.Hashable {
        case passive, active, timeSensitive, critical
    }

    public enum Trigger: Swift.Sendable, Swift.Hashable {
        case timeInterval(seconds: Swift.Double, repeats: Swift.Bool)
        /// `weekday` 1…7, Sunday first, as `DateComponents` counts.
        case calendar(hour: Swift.Int, minute: Swift.Int, weekday: Swift.Int?, repeats: Swift.Bool)
    }

    public var id: Swift.String
    public var title: Swift.String?
    public var subtitle: Swift.String?
    public var body: Swift.String
    /// nil: no sound.
    public var sound: Sound?
    public var badge: Swift.Int?
    public var category: NotificationCategorySpec?
    public var threadIdentifier: Swift.String?
    public var interruptionLevel: InterruptionLevel?
    public var relevanceScore: Swift.Double?
    public var launchImageName: Swift.String?
    /// nil: deliver at once.
    public var trigger: Trigger?

    /// The sound the system plays: a critical notification plays a critical sound, which
    /// sounds even when the device is muted or in a Focus (the app needs Apple's
    /// critical alerts entitlement).
    enum SystemSound: Swift.Sendable, Swift.Hashable {
        case `default`
        case defaultCritical
        case named(Swift.String)
        case criticalNamed(Swift.String)
    }

    var systemSound: SystemSound? {
        let critical = interruptionLevel == .critical
        switch sound {
        case nil: return nil
        case .default?: return critical ? .defaultCritical : .default
        case .named(let name)?: return critical ? .criticalNamed(name) : .named(name)
        }
    }

    public init(
        id: Swift.String, title: Swift.String?, subtitle: Swift.String?, body: Swift.String, sound: Sound?, badge: Swift.Int?,
        category: NotificationCategorySpec?, threadIdentifier: Swift.String?, interruptionLevel: InterruptionLevel?,
        relevanceScore: Swift.Double?, launchImageName: Swift.String?, trigger: Trigger?
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.sound = sound
        self.badge = badge
        self.category = category
        self.threadIdentifier = threadIdentifier
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.launchImageName = launchImageName
        self.trigger = trigger
    }
}

public struct NotificationCategorySpec: Swift.Sendable, Swift.Hashable {
    public var id: Swift.String
    public var actions: [NotificationActionSpec]
    public var hiddenPreviewsBodyPlaceholder: Swift.String?
    /// The app hears when the user dismisses the notification (`customDismissAction`).
    public var customDismissAction: Swift.Bool

    public init(
        id: Swift.String, actions: [NotificationActionSpec], hiddenPreviewsBodyPlaceholder: Swift.String?,
        customDismissAction: Swift.Bool = false
    ) {
        self.id = id
        self.actions = actions
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.customDismissAction = customDismissAction
    }
}

public struct NotificationActionSpec: Swift.Sendable, Swift.Hashable {
    public enum Option: Swift.String, Swift.Sendable, Swift.Hashable {
        case foreground, destructive, authenticationRequired
    }

    public struct TextInput: Swift.Sendable, Swift.Hashable {
        public var buttonTitle: Swift.String
        public var placeholder: Swift.String

        public init(buttonTitle: Swift.String, placeholder: Swift.String) {
            self.buttonTitle = buttonTitle
            self.placeholder = placeholder
        }
    }

    public var id: Swift.String
    public var title: Swift.String
    public var options: [Option]
    public var textInput: TextInput?

    public init(id: Swift.String, title: Swift.String, options: [Option] = [], textInput: TextInput? = nil) {
        self.id = id
        self.title = title
        self.options = options
        self.textInput = textInput
    }
}

/// The APNs payload a server sends for a notification: `aps.alert` (title, subtitle,
/// body), sound (a `critical` dictionary for critical alerts), badge, category, thread-id, interruption-level and relevance-score.
@_spi(AlertlintGenerated) public enum AlertlintAPNs {
    public static func payload(_ spec: NotificationContentSpec) -> Swift.String {
        var alert: [Swift.String: Any] = ["body": spec.body]
        if let title = spec.title { alert["title"] = title }
        if let subtitle = spec.subtitle { alert["subtitle"] = subtitle }
        var aps: [Swift.String: Any] = ["alert": alert]
        // A critical alert's sound is a dictionary with `critical: 1`, as APNs documents it.
        switch spec.systemSound {
        case .default?: aps["sound"] = "default"
        case .defaultCritical?: aps["sound"] = ["critical": 1, "name": "default"] as [Swift.String: Any]
        case .named(let name)?: aps["sound"] = name
        case .criticalNamed(let name)?: aps["sound"] = ["critical": 1, "name": name] as [Swift.String: Any]
        case nil: break
        }
        if let badge = spec.badge { aps["badge"] = badge }
        if let category = spec.category { aps["category"] = category.id }
        if let thread = spec.threadIdentifier { aps["thread-id"] = thread }
        if let level = spec.interruptionLevel {
            aps["interruption-level"] = level == .timeSensitive ? "time-sensitive" : level.rawValue
        }
        if let score = spec.relevanceScore { aps["relevance-score"] = score }
        let options: Foundation.JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? Foundation.JSONSerialization.data(withJSONObject: ["aps": aps], options: options) else { return "{}" }
        return Swift.String(decoding: data, as: Swift.UTF8.self)
    }
}

// MARK: - Progress overlays

public struct ProgressContent: Swift.Sendable, Swift.Hashable {
    public var id: Swift.String
    public var title: Swift.String?
    public var message: Swift.String?
    /// Shows a progress bar rather than a spinner.
    public var isDeterminate: Swift.Bool
    /// The cancel button's title; nil when the work cannot be canceled.
    public var cancelTitle: Swift.String?

    public init(id: Swift.String, title: Swift.String?, message: Swift.String?, isDeterminate: Swift.Bool, cancelTitle: Swift.String?) {
        self.id = id
        self.title = title
        self.message = message
        self.isDeterminate = isDeterminate
        self.cancelTitle = cancelTitle
    }
}
