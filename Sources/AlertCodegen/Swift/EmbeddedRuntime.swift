// Generated from Sources/AlertlintRuntime by EmbeddedRuntimeTests: do not edit.
// Regenerate with `ALERTLINT_RECORD=1 swift test --filter EmbeddedRuntimeTests`.

/// The files of the `AlertlintRuntime` module, in name order, as `generate` writes them
/// into `Alertlint+Runtime.swift` (`RuntimeSource`).
enum EmbeddedRuntime {
    static let files: [(name: String, text: String)] = [
        (name: "AlertlintRuntime.swift", text: ##"""
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

"""##),
        (name: "Broadcasts.swift", text: #"""
// The Foundation part of broadcasts: reading a payload out of `userInfo` and turning posts
// into an asynchronous sequence of typed values, with what NotificationCenter offers on every
// platform (iOS 15 and Linux alike).

import Foundation

// MARK: - Broadcasts

/// The pieces generated broadcast types are built from.
@_spi(AlertlintGenerated) public enum AlertlintBroadcasts {
    /// An optional payload property as `userInfo` holds it: `.some(nil)` when the key is absent
    /// or `NSNull`, `.some(value)` when it holds a `Value`, and `nil` when it holds anything
    /// else — so a mistyped key makes the whole payload `nil` rather than a wrong value.
    public static func optional<Value>(_ stored: Any?) -> Value?? {
        switch stored {
        case nil: return .some(nil)
        case is Foundation.NSNull: return .some(nil)
        case let value as Value: return .some(value)
        default: return nil
        }
    }

    /// Every notification named `name` (from `object`, or from anyone when it is nil) posted
    /// on `center` from now on that `make` turns into a value. The observer is removed when
    /// the sequence's consumer stops iterating.
    public static func values<Value: Swift.Sendable>(
        named name: Foundation.Notification.Name,
        object: Any?,
        center: Foundation.NotificationCenter,
        _ make: @escaping @Sendable (Foundation.Notification) -> Value?
    ) -> Swift.AsyncStream<Value> {
        Swift.AsyncStream { continuation in
            let observer = center.addObserver(forName: name, object: object, queue: nil) { notification in
                if let value = make(notification) { continuation.yield(value) }
            }
            let removal = AlertlintObserverRemoval(center: center, observer: observer)
            continuation.onTermination = { _ in removal.remove() }
        }
    }
}

/// Removes a block observer once. The token `addObserver(forName:object:queue:using:)`
/// returns is not `Sendable`, but removing it from any thread is what NotificationCenter
/// documents, so the box is.
final class AlertlintObserverRemoval: @unchecked Swift.Sendable {
    private let center: Foundation.NotificationCenter
    private let lock = Foundation.NSLock()
    private var observer: (any Foundation.NSObjectProtocol)?

    init(center: Foundation.NotificationCenter, observer: any Foundation.NSObjectProtocol) {
        self.center = center
        self.observer = observer
    }

    func remove() {
        lock.lock()
        let observer = self.observer
        self.observer = nil
        lock.unlock()
        if let observer { center.removeObserver(observer) }
    }
}

"""#),
        (name: "Flows.swift", text: #"""
// The platform-neutral part of flows: the "alert as task loader" sequence (confirm, progress
// overlay while the work runs, outcome), written against a presenter and a clock so that the
// timing rules run in tests on any platform, with a fake presenter and a controllable clock.

import Foundation

// MARK: - Flows

/// How a flow ended.
public enum AlertFlowOutcome: Swift.Sendable {
    /// The work finished.
    case completed
    /// The person backed out: another action of the confirmation, its cancel, or the
    /// overlay's cancel (which cancels the work's task).
    case cancelled
    /// The work threw; the failure alert, if the flow has one, showed the error.
    case failed(any Swift.Error)

    public var isCompleted: Swift.Bool { if case .completed = self { true } else { false } }
    public var isCancelled: Swift.Bool { if case .cancelled = self { true } else { false } }
}

/// What a flow shows, on one platform: the UIKit and SwiftUI adapters implement it, and tests
/// use a fake that records the calls.
@MainActor
public protocol AlertFlowPresenter: Swift.AnyObject {
    /// Shows the confirmation and returns the id of the action chosen.
    func confirm(_ content: AlertContent) async -> Swift.String
    /// Shows the overlay; `onCancel` runs when its cancel button is chosen. `progress` is the
    /// work's progress for a determinate overlay (`content.isDeterminate`), whose bar follows it;
    /// nil for a spinner.
    func showProgress(_ content: ProgressContent, progress: Foundation.Progress?, onCancel: @escaping @MainActor () -> Swift.Void)
    /// Takes the overlay away.
    func hideProgress() async
    /// Shows a success or failure alert and returns when it is dismissed.
    func showResult(_ content: AlertContent) async
}

/// Time as a flow sees it: `ContinuousClock` in apps, a controllable clock in tests.
public protocol AlertFlowClock: Swift.Sendable {
    /// Seconds since some fixed point.
    func now() -> Swift.Double
    /// Returns after `seconds`, or throws `CancellationError` when the task is cancelled.
    func sleep(seconds: Swift.Double) async throws
}

/// The system's clock.
public struct AlertFlowSystemClock: AlertFlowClock {
    public init() {}

    public func now() -> Swift.Double {
        let elapsed = Swift.ContinuousClock.now - Self.origin
        return Swift.Double(elapsed.components.seconds) + Swift.Double(elapsed.components.attoseconds) / 1e18
    }

    public func sleep(seconds: Swift.Double) async throws {
        try await Swift.Task.sleep(nanoseconds: Swift.UInt64(Swift.max(0, seconds) * 1e9))
    }

    private static let origin = Swift.ContinuousClock.now
}

/// One flow's content and timing, as a generated `…Flow(…)` function builds it.
public struct AlertFlow: Swift.Sendable {
    /// The confirmation shown first; nil when the flow starts with the overlay.
    public var confirm: AlertContent?
    /// The id of the confirmation's action that starts the work.
    public var startActionID: Swift.String?
    public var progress: ProgressContent
    /// The alert shown when the work finishes.
    public var success: AlertContent?
    /// The alert shown when the work throws, given the error's localized description.
    public var failure: (@Sendable (Swift.String) -> AlertContent)?
    /// Seconds before the overlay appears: work that finishes sooner shows none.
    public var delay: Swift.Double
    /// Seconds a shown overlay stays at least, so it never flashes.
    public var minimumDuration: Swift.Double

    public init(
        confirm: AlertContent? = nil,
        startActionID: Swift.String? = nil,
        progress: ProgressContent,
        success: AlertContent? = nil,
        failure: (@Sendable (Swift.String) -> AlertContent)? = nil,
        delay: Swift.Double = 0,
        minimumDuration: Swift.Double = 0.5
    ) {
        self.confirm = confirm
        self.startActionID = startActionID
        self.progress = progress
        self.success = success
        self.failure = failure
        self.delay = delay
        self.minimumDuration = minimumDuration
    }

    /// Runs the flow: asks with `confirm` (any action but `startActionID` ends it as
    /// cancelled), starts `work` in its own task, shows the overlay once `delay` has passed
    /// without the work finishing, keeps a shown overlay at least `minimumDuration`, lets the
    /// overlay's cancel cancel the work's task, then shows `success` or `failure`.
    @MainActor
    public func run(
        presenter: some AlertFlowPresenter,
        clock: some AlertFlowClock = AlertFlowSystemClock(),
        work: @escaping @Sendable () async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        await run(presenter: presenter, clock: clock, reporting: nil, work: work)
    }

    /// Runs the flow as `run(presenter:clock:work:)` does, handing `work` a `Foundation.Progress`
    /// to report to: a determinate overlay's bar follows it. It starts at 0 of 100 units; set
    /// `totalUnitCount` to the work's own units, or add child progresses. The overlay's cancel
    /// also cancels it, so work that checks `isCancelled` can stop.
    @MainActor
    public func run(
        presenter: some AlertFlowPresenter,
        clock: some AlertFlowClock = AlertFlowSystemClock(),
        work: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        let reported = Foundation.Progress(totalUnitCount: 100)
        reported.isCancellable = progress.cancelTitle != nil
        let box = AlertFlowProgress(reported)
        return await run(presenter: presenter, clock: clock, reporting: reported) { try await work(box.progress) }
    }

    @MainActor
    private func run(
        presenter: some AlertFlowPresenter,
        clock: some AlertFlowClock,
        reporting reported: Foundation.Progress?,
        work: @escaping @Sendable () async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        if let confirm {
            let chosen = await presenter.confirm(confirm)
            guard chosen == startActionID else { return .cancelled }
        }
        let task = Swift.Task { try await work() }
        let result: Swift.Result<Swift.Void, any Swift.Error>
        let cancellation = AlertFlowCancellation()
        if await Self.finishes(task, within: delay, clock: clock) {
            result = await task.result
        } else {
            // Only a determinate overlay shows the progress; a spinner has nothing to follow.
            presenter.showProgress(progress, progress: progress.isDeterminate ? reported : nil) {
                guard cancellation.cancel() else { return }
                task.cancel()
                reported?.cancel()
            }
            let shownAt = clock.now()
            result = await task.result
            let remaining = minimumDuration - (clock.now() - shownAt)
            if remaining > 0 { try? await clock.sleep(seconds: remaining) }
            await presenter.hideProgress()
        }
        switch result {
        case .success:
            if cancellation.isCancelled { return .cancelled }
            if let success { await presenter.showResult(success) }
            return .completed
        case .failure(let error):
            // Work that stops when its task is cancelled throws CancellationError, or its own
            // error: after the person's cancel, either means "cancelled", never "failed".
            if cancellation.isCancelled || error is Swift.CancellationError { return .cancelled }
            if let failure { await presenter.showResult(failure(error.localizedDescription)) }
            return .failed(error)
        }
    }

    /// Whether `task` finishes before `seconds` pass on `clock`; it is not cancelled either way.
    private static func finishes(_ task: Swift.Task<Swift.Void, any Swift.Error>, within seconds: Swift.Double, clock: some AlertFlowClock) async -> Swift.Bool {
        if seconds <= 0 { return false }
        let race = AlertFlowRace()
        // Not awaited: it ends by itself when the work does, after the race is decided.
        Swift.Task {
            _ = await task.result
            race.finish(true)
        }
        let timer = Swift.Task {
            // Cancelled once the race is decided: a timer that ends that way decides nothing.
            do { try await clock.sleep(seconds: seconds) } catch { return }
            race.finish(false)
        }
        let finished = await race.winner()
        timer.cancel()
        return finished
    }
}

/// The work's `Foundation.Progress` on its way into the work's task. `Progress` is thread-safe
/// (its counts are guarded by a lock, and KVO notifications come from the thread that changes
/// it); corelibs Foundation declares it `Sendable`, Apple's SDK may not in every version
/// (decision 0047), so the box carries it across either way without a warning on either.
struct AlertFlowProgress: @unchecked Swift.Sendable {
    let progress: Foundation.Progress

    init(_ progress: Foundation.Progress) { self.progress = progress }
}

/// The first of two events, awaited once: `finish` may come before or after `winner()`.
final class AlertFlowRace: @unchecked Swift.Sendable {
    private let lock = Foundation.NSLock()
    private var result: Swift.Bool?
    private var waiter: Swift.CheckedContinuation<Swift.Bool, Swift.Never>?

    func finish(_ value: Swift.Bool) {
        lock.lock()
        guard result == nil else { lock.unlock(); return }
        result = value
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(returning: value)
    }

    func winner() async -> Swift.Bool {
        await withCheckedContinuation { continuation in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(returning: result)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}

/// The overlay's cancel: the first tap cancels, later ones do nothing. Main-actor state read
/// after the work's task ends.
@MainActor
final class AlertFlowCancellation {
    private(set) var isCancelled = false

    /// True the first time only.
    func cancel() -> Swift.Bool {
        guard !isCancelled else { return false }
        isCancelled = true
        return true
    }
}

"""#),
        (name: "PluralCategory.swift", text: #"""
// Generated from CLDR's plural rules (the data the linter uses) by EmbeddedRuntimeTests:
// do not edit. Regenerate with `ALERTLINT_RECORD=1 swift test --filter EmbeddedRuntimeTests`.

// MARK: - Plural rules (CLDR), for the development-language fallback and for tables read
// without Foundation's .stringsdict support

/// The CLDR plural category ("zero", "one", "two", "few", "many" or "other") of an integer
/// count in a language given by its locale id ("ru", "pt-BR", "pt_PT"). An id not listed
/// drops its last subtag and tries again; an unknown language gives "other".
/// Generated by alertlint from the CLDR 49 plural rules (Unicode, Inc.); do not edit.
func alertlintPluralCategory(_ languageCode: Swift.String, _ count: Swift.Int) -> Swift.String {
    typealias Int = Swift.Int
    typealias String = Swift.String
    typealias Substring = Swift.Substring
    typealias UInt = Swift.UInt
    func category(_ languageCode: String, _ count: Int) -> String {
        let n: UInt = count.magnitude
        var code: Substring = Substring(languageCode)
        while true {
            switch code {
            case "bm", "bo", "dz", "hnj", "id", "ig", "ii", "in", "ja", "jbo", "jv", "jw", "kde", "kea", "km", "ko", "lkt", "lo", "ms", "my", "nqo", "osa", "sah", "ses", "sg", "su", "th", "to", "tpi", "wo", "yo", "yue", "zh":
                return "other"
            case "af", "an", "asa", "az", "bal", "bem", "bez", "bg", "brx", "ce", "cgg", "chr", "ckb", "dv", "ee", "el", "eo", "eu", "fo", "fur", "gsw", "ha", "haw", "hu", "jgo", "jmc", "ka", "kaj", "kcg", "kk", "kkj", "kl", "ks", "ksb", "ku", "ky", "lb", "lg", "mas", "mgo", "ml", "mn", "mr", "nb", "nd", "ne", "nn", "nnh", "no", "nr", "ny", "nyn", "om", "or", "os", "pap", "ps", "rm", "rof", "rwk", "saq", "sd", "sdh", "seh", "sn", "so", "sq", "ss", "ssy", "st", "syr", "ta", "te", "teo", "tig", "tk", "tn", "tr", "ts", "ug", "uz", "ve", "vo", "vun", "wae", "xh", "xog":
                if n == 1 { return "one" }
                return "other"
            case "ak", "bh", "bho", "csw", "ln", "mg", "nso", "pa", "ti", "tw", "wa":
                if (0...1).contains(n) { return "one" }
                return "other"
            case "am", "as", "bn", "doi", "fa", "gu", "hi", "kn", "kok", "pcm", "tg", "vi", "zu":
                if n == 0 { return "one" }
                if n == 1 { return "one" }
                return "other"
            case "ast", "de", "en", "et", "fi", "fy", "ia", "ie", "io", "ji", "lij", "nl", "sc", "sv", "sw", "ur", "yi":
                if n == 1 { return "one" }
                return "other"
            case "ceb", "fil", "tl":
                let n10: UInt = n % 10
                if n == 1 || n == 2 || n == 3 { return "one" }
                if !(n10 == 4 || n10 == 6 || n10 == 9) { return "one" }
                return "other"
            case "da":
                if n == 1 { return "one" }
                return "other"
            case "ff", "hy", "kab":
                if n == 0 || n == 1 { return "one" }
                return "other"
            case "is":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n10 == 1 && n100 != 11 { return "one" }
                return "other"
            case "mk":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n10 == 1 && n100 != 11 { return "one" }
                return "other"
            case "si":
                if n == 0 || n == 1 { return "one" }
                return "other"
            case "tzm":
                if (0...1).contains(n) { return "one" }
                if (11...99).contains(n) { return "one" }
                return "other"
            case "blo", "cv", "ksh":
                if n == 0 { return "zero" }
                if n == 1 { return "one" }
                return "other"
            case "lag":
                if n == 0 { return "zero" }
                if (n == 0 || n == 1) && n != 0 { return "one" }
                return "other"
            case "lv", "prg":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n10 == 0 { return "zero" }
                if (11...19).contains(n100) { return "zero" }
                if n10 == 1 && n100 != 11 { return "one" }
                return "other"
            case "he", "iw":
                if n == 1 { return "one" }
                if n == 2 { return "two" }
                return "other"
            case "iu", "naq", "sat", "se", "sma", "smj", "smn", "sms":
                if n == 1 { return "one" }
                if n == 2 { return "two" }
                return "other"
            case "bs", "hr", "sh", "sr":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n10 == 1 && n100 != 11 { return "one" }
                if (2...4).contains(n10) && !(12...14).contains(n100) { return "few" }
                return "other"
            case "mo", "ro":
                let n100: UInt = n % 100
                if n == 1 { return "one" }
                if n == 0 { return "few" }
                if n != 1 && (1...19).contains(n100) { return "few" }
                return "other"
            case "shi":
                if n == 0 { return "one" }
                if n == 1 { return "one" }
                if (2...10).contains(n) { return "few" }
                return "other"
            case "ca", "gl", "it", "lld", "pt-AO", "pt_AO", "pt-CH", "pt_CH", "pt-CV", "pt_CV", "pt-GQ", "pt_GQ", "pt-GW", "pt_GW", "pt-LU", "pt_LU", "pt-MO", "pt_MO", "pt-MZ", "pt_MZ", "pt-PT", "pt_PT", "pt-ST", "pt_ST", "pt-TL", "pt_TL", "scn", "vec":
                let n1000000: UInt = n % 1000000
                if n == 1 { return "one" }
                if n != 0 && n1000000 == 0 { return "many" }
                return "other"
            case "es":
                let n1000000: UInt = n % 1000000
                if n == 1 { return "one" }
                if n != 0 && n1000000 == 0 { return "many" }
                return "other"
            case "fr", "pt":
                let n1000000: UInt = n % 1000000
                if (0...1).contains(n) { return "one" }
                if n != 0 && n1000000 == 0 { return "many" }
                return "other"
            case "dsb", "hsb":
                let n100: UInt = n % 100
                if n100 == 1 { return "one" }
                if n100 == 2 { return "two" }
                if (3...4).contains(n100) { return "few" }
                return "other"
            case "gd":
                if n == 1 || n == 11 { return "one" }
                if n == 2 || n == 12 { return "two" }
                if (3...10).contains(n) || (13...19).contains(n) { return "few" }
                return "other"
            case "sl":
                let n100: UInt = n % 100
                if n100 == 1 { return "one" }
                if n100 == 2 { return "two" }
                if (3...4).contains(n100) { return "few" }
                return "other"
            case "be":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n10 == 1 && n100 != 11 { return "one" }
                if (2...4).contains(n10) && !(12...14).contains(n100) { return "few" }
                if n10 == 0 { return "many" }
                if (5...9).contains(n10) { return "many" }
                if (11...14).contains(n100) { return "many" }
                return "other"
            case "cs", "sk":
                if n == 1 { return "one" }
                if (2...4).contains(n) { return "few" }
                return "other"
            case "lt":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n10 == 1 && !(11...19).contains(n100) { return "one" }
                if (2...9).contains(n10) && !(11...19).contains(n100) { return "few" }
                return "other"
            case "pl":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n == 1 { return "one" }
                if (2...4).contains(n10) && !(12...14).contains(n100) { return "few" }
                if n != 1 && (0...1).contains(n10) { return "many" }
                if (5...9).contains(n10) { return "many" }
                if (12...14).contains(n100) { return "many" }
                return "other"
            case "ru", "uk":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n10 == 1 && n100 != 11 { return "one" }
                if (2...4).contains(n10) && !(12...14).contains(n100) { return "few" }
                if n10 == 0 { return "many" }
                if (5...9).contains(n10) { return "many" }
                if (11...14).contains(n100) { return "many" }
                return "other"
            case "br":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                let n1000000: UInt = n % 1000000
                if n10 == 1 && !(n100 == 11 || n100 == 71 || n100 == 91) { return "one" }
                if n10 == 2 && !(n100 == 12 || n100 == 72 || n100 == 92) { return "two" }
                if ((3...4).contains(n10) || n10 == 9) && !((10...19).contains(n100) || (70...79).contains(n100) || (90...99).contains(n100)) { return "few" }
                if n != 0 && n1000000 == 0 { return "many" }
                return "other"
            case "ga":
                if n == 1 { return "one" }
                if n == 2 { return "two" }
                if (3...6).contains(n) { return "few" }
                if (7...10).contains(n) { return "many" }
                return "other"
            case "gv":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n10 == 1 { return "one" }
                if n10 == 2 { return "two" }
                if n100 == 0 || n100 == 20 || n100 == 40 || n100 == 60 || n100 == 80 { return "few" }
                return "other"
            case "mt":
                let n100: UInt = n % 100
                if n == 1 { return "one" }
                if n == 2 { return "two" }
                if n == 0 { return "few" }
                if (3...10).contains(n100) { return "few" }
                if (11...19).contains(n100) { return "many" }
                return "other"
            case "sgs":
                let n10: UInt = n % 10
                let n100: UInt = n % 100
                if n10 == 1 && n100 != 11 { return "one" }
                if n == 2 { return "two" }
                if n != 2 && (2...9).contains(n10) && !(11...19).contains(n100) { return "few" }
                return "other"
            case "ar":
                let n100: UInt = n % 100
                if n == 0 { return "zero" }
                if n == 1 { return "one" }
                if n == 2 { return "two" }
                if (3...10).contains(n100) { return "few" }
                if (11...99).contains(n100) { return "many" }
                return "other"
            case "cy":
                if n == 0 { return "zero" }
                if n == 1 { return "one" }
                if n == 2 { return "two" }
                if n == 3 { return "few" }
                if n == 6 { return "many" }
                return "other"
            case "kw":
                let n100: UInt = n % 100
                let n1000: UInt = n % 1000
                let n100000: UInt = n % 100000
                let n1000000: UInt = n % 1000000
                if n == 0 { return "zero" }
                if n == 1 { return "one" }
                if n100 == 2 || n100 == 22 || n100 == 42 || n100 == 62 || n100 == 82 { return "two" }
                if n1000 == 0 && ((1000...20000).contains(n100000) || n100000 == 40000 || n100000 == 60000 || n100000 == 80000) { return "two" }
                if n != 0 && n1000000 == 100000 { return "two" }
                if n100 == 3 || n100 == 23 || n100 == 43 || n100 == 63 || n100 == 83 { return "few" }
                if n != 1 && (n100 == 1 || n100 == 21 || n100 == 41 || n100 == 61 || n100 == 81) { return "many" }
                return "other"
            default:
                guard let end = code.lastIndex(where: { $0 == "-" || $0 == "_" }) else { return "other" }
                code = code[..<end]
            }
        }
    }
    return category(languageCode, count)
}

"""#),
        (name: "Sounds.swift", text: #"""
// The sounds of a catalog: what a sound plays, decided from its spec (platform-neutral, so
// tests run it on Linux), and a player that makes the system sound once, plays it with its
// vibration and haptic, and disposes of it. The player talks to an output: the system's
// (Audio Toolbox's System Sound Services, UIKit's feedback generators) in apps, a fake that
// records in tests. The Apple parts are behind `#if`, so the module builds where they do not
// exist: System Sound Services is not on watchOS, the feedback generators are on iOS and Mac
// Catalyst only, and Linux has neither.

import Foundation
#if canImport(AudioToolbox) && !os(watchOS)
import AudioToolbox
#endif
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
#endif

// MARK: - Sounds

/// A sound of a catalog, as its generated function returns it: a sound file in a bundle,
/// played as a system sound or an alert sound, a vibration, a haptic, or several of them.
public struct AlertSound: Swift.Sendable, Swift.Hashable {
    /// UIKit's feedback: notification feedback (`success`, `warning`, `error`), impact
    /// feedback (`light` … `rigid`), selection feedback.
    public enum Haptic: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
        case success, warning, error
        case light, medium, heavy, soft, rigid
        case selection
    }

    /// One thing playing the sound does, in the order `steps` lists them.
    public enum Step: Swift.Sendable, Swift.Hashable {
        /// The file, with `AudioServicesPlaySystemSoundWithCompletion`.
        case systemSound(Swift.String)
        /// The file, with `AudioServicesPlayAlertSoundWithCompletion`.
        case alertSound(Swift.String)
        /// `kSystemSoundID_Vibrate`.
        case vibrate
        case haptic(Haptic)
    }

    /// The sound file's name with its extension (`chime.caf`), looked up in `bundle`.
    public var file: Swift.String?
    public var bundle: Foundation.Bundle
    /// Play the file as an alert sound, which also vibrates where the device and the
    /// person's settings allow.
    public var isAlert: Swift.Bool
    public var vibrates: Swift.Bool
    public var haptic: Haptic?

    public init(
        file: Swift.String? = nil,
        bundle: Foundation.Bundle = Foundation.Bundle.main,
        isAlert: Swift.Bool = false,
        vibrates: Swift.Bool = false,
        haptic: Haptic? = nil
    ) {
        self.file = file
        self.bundle = bundle
        self.isAlert = isAlert
        self.vibrates = vibrates
        self.haptic = haptic
    }

    /// What playing the sound does, in order: the file (as a system or an alert sound), the
    /// vibration, the haptic. An alert sound vibrates by itself where it can, so a sound that
    /// is both `alert` and `vibrate` does not vibrate a second time on top of it.
    public var steps: [Step] {
        var steps: [Step] = []
        if let file { steps.append(isAlert ? .alertSound(file) : .systemSound(file)) }
        if vibrates && !(isAlert && file != nil) { steps.append(.vibrate) }
        if let haptic { steps.append(.haptic(haptic)) }
        return steps
    }

    /// The file's URL in `bundle`; nil when the sound has no file or the bundle does not have it.
    public var fileURL: Foundation.URL? {
        guard let file else { return nil }
        return bundle.url(forResource: file, withExtension: nil)
    }
}

/// A system sound made from a file, disposed of when the last reference to it goes away.
public final class AlertSystemSound: Swift.Sendable {
    /// The `SystemSoundID`.
    public let id: Swift.UInt32
    private let disposal: @Sendable (Swift.UInt32) -> Swift.Void

    /// `dispose` runs once, when this object is deinitialized.
    public init(id: Swift.UInt32, dispose: @escaping @Sendable (Swift.UInt32) -> Swift.Void) {
        self.id = id
        self.disposal = dispose
    }

    deinit { disposal(id) }
}

/// What plays a sound's steps: `AlertSoundSystemOutput` in apps, a fake that records in tests.
@MainActor
public protocol AlertSoundOutput: Swift.AnyObject {
    /// The system sound of the file at `url`; nil when the system cannot make one.
    func makeSystemSound(at url: Foundation.URL) -> AlertSystemSound?
    /// Plays `sound`; `completion` runs once it has played (or failed to), on any thread.
    func playSystemSound(_ sound: AlertSystemSound, asAlert: Swift.Bool, completion: @escaping @Sendable () -> Swift.Void)
    func vibrate()
    /// Readies the feedback generator of `haptic`, so that playing it has less latency.
    func prepareHaptic(_ haptic: AlertSound.Haptic)
    func playHaptic(_ haptic: AlertSound.Haptic)
}

/// Plays one sound: makes its system sound once (on `prepare()` or the first `play`), plays
/// its steps, and disposes of the system sound on `dispose()` or when the player goes away.
/// Keep one per sound for as long as the screen that plays it.
///
/// A missing file never crashes: `play` returns false, still vibrates and plays the haptic,
/// and still calls its completion.
@MainActor
public final class AlertSoundPlayer {
    public let sound: AlertSound
    private let output: any AlertSoundOutput
    private var systemSound: AlertSystemSound?
    /// Whether the file was looked up since the last `dispose()`: a missing file is looked up once.
    private var isLoaded = false

    /// A player of `sound` on `output`.
    public init(_ sound: AlertSound, output: any AlertSoundOutput) {
        self.sound = sound
        self.output = output
    }

    /// A player of `sound` on the system's output.
    public convenience init(_ sound: AlertSound) {
        self.init(sound, output: AlertSoundSystemOutput())
    }

    /// Makes the system sound and readies the haptic now, so that `play` starts at once: call
    /// it when the screen that will play the sound appears.
    public func prepare() {
        _ = loadedSystemSound()
        if let haptic = sound.haptic { output.prepareHaptic(haptic) }
    }

    /// Plays the sound's steps. `completion` runs on the main actor once the file has played,
    /// or right after this call returns when there is no file to wait for. Returns false when
    /// the sound has a file that could not be played (not in the bundle, or not a system
    /// sound); its vibration and haptic play all the same.
    @discardableResult
    public func play(completion: (@MainActor @Sendable () -> Swift.Void)? = nil) -> Swift.Bool {
        var playedEverything = true
        var waitsForFile = false
        for step in sound.steps {
            switch step {
            case .systemSound, .alertSound:
                guard let systemSound = loadedSystemSound() else {
                    playedEverything = false
                    continue
                }
                waitsForFile = true
                let asAlert = if case .alertSound = step { true } else { false }
                output.playSystemSound(systemSound, asAlert: asAlert) {
                    // System Sound Services calls back on a queue of its own.
                    Swift.Task { @MainActor in completion?() }
                }
            case .vibrate:
                output.vibrate()
            case .haptic(let haptic):
                output.playHaptic(haptic)
            }
        }
        if !waitsForFile, let completion { Swift.Task { @MainActor in completion() } }
        return playedEverything
    }

    /// Disposes of the system sound; the next `prepare` or `play` makes it again.
    public func dispose() {
        systemSound = nil
        isLoaded = false
    }

    private func loadedSystemSound() -> AlertSystemSound? {
        if !isLoaded {
            isLoaded = true
            systemSound = sound.fileURL.flatMap { output.makeSystemSound(at: $0) }
        }
        return systemSound
    }
}

/// The system's output: System Sound Services where it exists (not on watchOS), UIKit's
/// feedback generators on iOS and Mac Catalyst. Elsewhere it plays nothing: no system sound is
/// made, so `play` returns false for a sound with a file, and completions still run.
@MainActor
public final class AlertSoundSystemOutput: AlertSoundOutput {
    #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// One generator per haptic, made on first use and kept, so that `prepare()` readies the
    /// one that plays.
    private var generators: [AlertSound.Haptic: UIKit.UIFeedbackGenerator] = [:]
    #endif

    public init() {}

    public func makeSystemSound(at url: Foundation.URL) -> AlertSystemSound? {
        #if canImport(AudioToolbox) && !os(watchOS)
        var id: AudioToolbox.SystemSoundID = 0
        guard AudioToolbox.AudioServicesCreateSystemSoundID(url as AudioToolbox.CFURL, &id) == AudioToolbox.kAudioServicesNoError else { return nil }
        return AlertSystemSound(id: id) { id in _ = AudioToolbox.AudioServicesDisposeSystemSoundID(id) }
        #else
        return nil
        #endif
    }

    public func playSystemSound(_ sound: AlertSystemSound, asAlert: Swift.Bool, completion: @escaping @Sendable () -> Swift.Void) {
        #if canImport(AudioToolbox) && !os(watchOS)
        // The completion block "gets executed for every attempt to play a system sound
        // irrespective of success or failure" (AudioServices.h).
        if asAlert {
            AudioToolbox.AudioServicesPlayAlertSoundWithCompletion(sound.id, completion)
        } else {
            AudioToolbox.AudioServicesPlaySystemSoundWithCompletion(sound.id, completion)
        }
        #else
        completion()
        #endif
    }

    public func vibrate() {
        #if canImport(AudioToolbox) && !os(watchOS)
        // Devices that cannot vibrate do nothing.
        AudioToolbox.AudioServicesPlaySystemSound(AudioToolbox.kSystemSoundID_Vibrate)
        #endif
    }

    public func prepareHaptic(_ haptic: AlertSound.Haptic) {
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        generator(for: haptic).prepare()
        #endif
    }

    public func playHaptic(_ haptic: AlertSound.Haptic) {
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        let generator = generator(for: haptic)
        switch haptic {
        case .success: (generator as? UIKit.UINotificationFeedbackGenerator)?.notificationOccurred(.success)
        case .warning: (generator as? UIKit.UINotificationFeedbackGenerator)?.notificationOccurred(.warning)
        case .error: (generator as? UIKit.UINotificationFeedbackGenerator)?.notificationOccurred(.error)
        case .light, .medium, .heavy, .soft, .rigid: (generator as? UIKit.UIImpactFeedbackGenerator)?.impactOccurred()
        case .selection: (generator as? UIKit.UISelectionFeedbackGenerator)?.selectionChanged()
        }
        #endif
    }

    #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    private func generator(for haptic: AlertSound.Haptic) -> UIKit.UIFeedbackGenerator {
        if let generator = generators[haptic] { return generator }
        let generator: UIKit.UIFeedbackGenerator
        switch haptic {
        case .success, .warning, .error: generator = UIKit.UINotificationFeedbackGenerator()
        case .light: generator = UIKit.UIImpactFeedbackGenerator(style: .light)
        case .medium: generator = UIKit.UIImpactFeedbackGenerator(style: .medium)
        case .heavy: generator = UIKit.UIImpactFeedbackGenerator(style: .heavy)
        case .soft: generator = UIKit.UIImpactFeedbackGenerator(style: .soft)
        case .rigid: generator = UIKit.UIImpactFeedbackGenerator(style: .rigid)
        case .selection: generator = UIKit.UISelectionFeedbackGenerator()
        }
        generators[haptic] = generator
        return generator
    }
    #endif
}

"""#),
        (name: "SwiftUI.swift", text: #"""
// The SwiftUI part of the runtime: which localization a SwiftUI view shows and the progress
// overlay's cancel-once state (platform-neutral, so tests run them on Linux); then, behind
// `#if canImport(SwiftUI)`, buttons and text fields built from content values (role mapping,
// the preferred action's Return shortcut, secure fields, text-input traits) and the
// progress-overlay modifier every generated overlay returns.

import Foundation

// MARK: - SwiftUI

/// Which localization a generated SwiftUI view shows its texts in.
@_spi(AlertlintGenerated) public enum AlertlintSwiftUILocalization {
    /// `explicit` when the call names a localization. Otherwise `base` in the environment's
    /// `locale`, which then picks the translation, the plural variants and the number format
    /// — unless that locale is the app's own (`Locale.current`, what SwiftUI's environment
    /// holds unless a view sets `.environment(\.locale, …)`): then the person's preferred
    /// languages decide, as they do for `Text("key")`.
    public static func resolve(
        _ explicit: AlertLocalization?,
        base: AlertLocalization,
        locale: Foundation.Locale,
        current: Foundation.Locale = Foundation.Locale.current
    ) -> AlertLocalization {
        if let explicit { return explicit }
        guard locale.identifier != current.identifier else { return base }
        return AlertLocalization(bundle: base.bundle, language: base.language, locale: locale)
    }
}

/// A progress overlay's cancel request: only the first `cancel()` reports, so a second
/// tap before the overlay goes away does not cancel the work twice.
struct AlertlintCancelOnce: Swift.Sendable, Swift.Hashable {
    /// Whether the cancel button was chosen; it is disabled from then on.
    private(set) var isCanceled = false

    /// Marks the request canceled; true the first time only.
    mutating func cancel() -> Swift.Bool {
        guard !isCanceled else { return false }
        isCanceled = true
        return true
    }
}

#if canImport(SwiftUI)
import SwiftUI
// `ObservableObject` and `Published` are Combine's; SwiftUI re-exports them, named here by
// their own module.
import Combine
#if canImport(Accessibility)
import Accessibility
#endif
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

extension Swift.Optional {
    /// Whether a value is presented; setting it to false clears the value. Generated
    /// `item:` modifiers read `$item.alertlintIsPresented` as the alert's `isPresented`, so
    /// SwiftUI's dismissal clears the item.
    @_spi(AlertlintGenerated) public var alertlintIsPresented: Swift.Bool {
        get { self != nil }
        set { if !newValue { self = nil } }
    }
}

/// The pieces generated SwiftUI modifiers are built from. Texts are shown verbatim: they
/// are already localized by the generated content functions, so they must not be looked
/// up again as `LocalizedStringKey`s.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@_spi(AlertlintGenerated) public enum AlertlintSwiftUI {
    public static func role(_ role: AlertActionContent.Role) -> SwiftUI.ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    /// The action's button; `perform` runs when it is chosen (SwiftUI dismisses the alert).
    /// The preferred action answers Return (`.keyboardShortcut(.defaultAction)`), which is
    /// also how SwiftUI marks an alert's preferred button.
    @MainActor @SwiftUI.ViewBuilder
    public static func button(_ action: AlertActionContent, perform: @escaping @MainActor () -> Swift.Void) -> some SwiftUI.View {
        if action.isPreferred {
            preferred(SwiftUI.Button(action.title, role: role(action.role), action: perform))
        } else {
            SwiftUI.Button(action.title, role: role(action.role), action: perform)
        }
    }

    /// Keyboard shortcuts exist on iOS, iPadOS, Mac Catalyst, macOS and visionOS, not on
    /// tvOS and watchOS.
    @MainActor
    private static func preferred(_ button: SwiftUI.Button<SwiftUI.Text>) -> some SwiftUI.View {
        #if os(tvOS) || os(watchOS)
        return button
        #else
        return button.keyboardShortcut(.defaultAction)
        #endif
    }

    /// A `SecureField` or `TextField` bound to `text`, with the field's placeholder and,
    /// where UIKit's text-input traits exist, its content type, keyboard and
    /// autocapitalization.
    @MainActor @SwiftUI.ViewBuilder
    public static func field(_ field: AlertTextFieldContent, text: SwiftUI.Binding<Swift.String>) -> some SwiftUI.View {
        if field.isSecure {
            inputTraits(SwiftUI.SecureField(field.placeholder ?? "", text: text), field)
        } else {
            inputTraits(SwiftUI.TextField(field.placeholder ?? "", text: text), field)
        }
    }

    @MainActor
    private static func inputTraits<Field: SwiftUI.View>(_ view: Field, _ field: AlertTextFieldContent) -> some SwiftUI.View {
        #if canImport(UIKit) && !os(watchOS)
        // The trait mappings are UIKit's; the UIKit part of this file declares them.
        return view
            .textContentType(field.contentType.map(AlertlintUIKit.contentType))
            .keyboardType(field.keyboard.map(AlertlintUIKit.keyboardType) ?? .default)
            .textInputAutocapitalization(field.autocapitalization.map(autocapitalization))
        #else
        return view
        #endif
    }

    public static func autocapitalization(_ capitalization: AlertTextFieldContent.Autocapitalization) -> SwiftUI.TextInputAutocapitalization {
        switch capitalization {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }

    /// Tells VoiceOver that a view covering most of the screen appeared, so it moves
    /// into it: `AccessibilityNotification.ScreenChanged` from iOS 17, UIKit's
    /// `.screenChanged` before.
    @MainActor
    static func announceScreenChange() {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            // The type is the Accessibility framework's; the test stubs declare it in SwiftUI.
            #if canImport(Accessibility)
            Accessibility.AccessibilityNotification.ScreenChanged(nil).post()
            #else
            SwiftUI.AccessibilityNotification.ScreenChanged(nil).post()
            #endif
        } else {
            #if canImport(UIKit) && !os(watchOS)
            UIKit.UIAccessibility.post(notification: .screenChanged, argument: nil)
            #endif
        }
    }
}

/// A "please wait" card over the modified view while `isPresented` is true: a spinner,
/// or a progress bar when the overlay is determinate (bound to a `Foundation.Progress`
/// or a fraction), the title and message, and a cancel button when the work can be
/// canceled. The card sits on a material over a dimmed backdrop, inside the safe area;
/// it fades in and out; it is modal for VoiceOver, which is told the screen changed;
/// at accessibility text sizes it scrolls rather than clips. The view underneath is
/// disabled and hidden from VoiceOver meanwhile.
///
/// The texts are resolved while the overlay shows, in the environment's locale unless a
/// localization is given; pass new parameters (or a new `ProgressContent`) to update
/// them. Generated `….…Overlay(isPresented:…)` modifiers make one.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor
public struct AlertlintProgressOverlay: SwiftUI.ViewModifier {
    private let isPresented: SwiftUI.Binding<Swift.Bool>
    private let fraction: Swift.Double?
    private let progress: Foundation.Progress?
    private let localization: AlertLocalization?
    private let base: AlertLocalization
    private let makeContent: (AlertLocalization) -> ProgressContent
    private let onCancel: (@MainActor () -> Swift.Void)?
    @SwiftUI.Environment(\.locale) private var locale

    /// Shows `progressContent` as it is; `progress` (0…1) fills the bar when the overlay
    /// is determinate, and `nil` shows a bar with no progress yet.
    public init(_ progressContent: ProgressContent, isPresented: SwiftUI.Binding<Swift.Bool>, progress: Swift.Double? = nil, onCancel: (@MainActor () -> Swift.Void)? = nil) {
        self.init(isPresented: isPresented, fraction: progress, progress: nil, localization: nil, base: AlertLocalization(bundle: .main), onCancel: onCancel) { _ in progressContent }
    }

    /// Shows `progressContent` with a bar that follows `progress.fractionCompleted`;
    /// canceling also cancels `progress`.
    public init(_ progressContent: ProgressContent, isPresented: SwiftUI.Binding<Swift.Bool>, progress: Foundation.Progress, onCancel: (@MainActor () -> Swift.Void)? = nil) {
        self.init(isPresented: isPresented, fraction: nil, progress: progress, localization: nil, base: AlertLocalization(bundle: .main), onCancel: onCancel) { _ in progressContent }
    }

    /// What generated overlays call: the content is made from the localization only while
    /// the overlay shows.
    @_spi(AlertlintGenerated) public init(
        isPresented: SwiftUI.Binding<Swift.Bool>,
        fraction: Swift.Double?,
        progress: Foundation.Progress?,
        localization: AlertLocalization?,
        base: AlertLocalization,
        onCancel: (@MainActor () -> Swift.Void)?,
        content: @escaping (AlertLocalization) -> ProgressContent
    ) {
        self.isPresented = isPresented
        self.fraction = fraction
        self.progress = progress
        self.localization = localization
        self.base = base
        self.onCancel = onCancel
        self.makeContent = content
    }

    public func body(content: Self.Content) -> some SwiftUI.View {
        let presented = isPresented.wrappedValue
        return content
            .disabled(presented)
            .accessibilityHidden(presented)
            .overlay {
                if presented {
                    Card(
                        content: makeContent(AlertlintSwiftUILocalization.resolve(localization, base: base, locale: locale)),
                        fraction: fraction,
                        progress: progress,
                        onCancel: onCancel
                    )
                    .transition(.opacity)
                }
            }
            .animation(.easeInOut(duration: 0.2), value: presented)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AlertlintProgressOverlay {
    /// The overlay's dimmed backdrop and card. A new card appears with each presentation, so
    /// its cancel state starts fresh.
    @MainActor
    struct Card: SwiftUI.View {
        let content: ProgressContent
        let fraction: Swift.Double?
        let progress: Foundation.Progress?
        let onCancel: (@MainActor () -> Swift.Void)?
        @SwiftUI.State private var cancellation = AlertlintCancelOnce()
        @SwiftUI.Environment(\.dynamicTypeSize) private var dynamicTypeSize

        var body: some SwiftUI.View {
            SwiftUI.ZStack {
                SwiftUI.Color.black.opacity(0.4)
                    .ignoresSafeArea()
                    .accessibilityHidden(true)
                if dynamicTypeSize.isAccessibilitySize {
                    SwiftUI.ScrollView { card.padding(16) }
                } else {
                    card.padding(24)
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
            .onAppear { AlertlintSwiftUI.announceScreenChange() }
        }

        private var card: some SwiftUI.View {
            Self.cardBackground(
                SwiftUI.VStack(spacing: 16) {
                    indicator
                    if let title = content.title {
                        SwiftUI.Text(verbatim: title)
                            .font(.headline)
                            .multilineTextAlignment(.center)
                            .fixedSize(horizontal: false, vertical: true)
                            .accessibilityAddTraits(.isHeader)
                    }
                    if let message = content.message {
                        SwiftUI.Text(verbatim: message)
                            .font(.subheadline)
                            .multilineTextAlignment(.center)
                            .fixedSize(horizontal: false, vertical: true)
                    }
                    if let cancelTitle = content.cancelTitle, onCancel != nil || progress != nil {
                        SwiftUI.Button(cancelTitle, role: .cancel, action: cancel)
                            .disabled(cancellation.isCanceled)
                    }
                }
                .padding(24)
                .frame(maxWidth: 360)
            )
        }

        @SwiftUI.ViewBuilder
        private var indicator: some SwiftUI.View {
            if !content.isDeterminate {
                SwiftUI.ProgressView()
            } else if let progress {
                // Observes `fractionCompleted` itself.
                SwiftUI.ProgressView(progress)
            } else {
                SwiftUI.ProgressView(value: fraction, total: 1.0)
            }
        }

        private func cancel() {
            guard cancellation.cancel() else { return }
            if let progress, progress.isCancellable { progress.cancel() }
            onCancel?()
        }

        /// A material card; watchOS has materials from watchOS 10 only, and gets an opaque one.
        private static func cardBackground<Card: SwiftUI.View>(_ card: Card) -> some SwiftUI.View {
            #if os(watchOS)
            return card.background(SwiftUI.Color.black, in: SwiftUI.RoundedRectangle(cornerRadius: 16, style: .continuous))
            #else
            return card.background(.regularMaterial, in: SwiftUI.RoundedRectangle(cornerRadius: 16, style: .continuous))
            #endif
        }
    }
}

/// Runs flows in SwiftUI: keep one in the view (`@StateObject private var signOut =
/// AlertlintFlowRunner()`), show it with `.alertlintFlow(signOut)`, and run a flow on it from
/// an action (`let outcome = await Account.runSignOut(account: name, on: signOut) { … }`, or
/// `run(_:work:)` with an `AlertFlow`). The view shows the confirmation as an alert or a
/// confirmation dialog, the overlay (`AlertlintProgressOverlay`), and the result alert; the
/// run returns when the result alert is gone.
///
/// One flow at a time: a run started while another is going ends at once as `cancelled`,
/// showing nothing. The view with `.alertlintFlow(_:)` must stay on screen while a flow runs:
/// its alerts are what the run waits for.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor
public final class AlertlintFlowRunner: Combine.ObservableObject {
    /// The confirmation or result alert showing, and what reports the person's choice.
    @Combine.Published private(set) var alert: AlertContent?
    /// The overlay showing, the progress its bar follows, and its cancel.
    @Combine.Published private(set) var overlay: ProgressContent?
    private(set) var overlayProgress: Foundation.Progress?
    private var overlayCancel: (@MainActor () -> Swift.Void)?
    private var choice: AlertlintReportOnce<Swift.String>?
    /// The locale of the view that shows the runner, for flows run without a localization.
    var locale: Foundation.Locale = .current
    /// Whether a flow is running.
    @Combine.Published public private(set) var isRunning = false

    public init() {}

    /// Runs `flow` on the view that shows this runner; see `AlertFlow.run(presenter:clock:work:)`.
    public func run(_ flow: AlertFlow, work: @escaping @Sendable () async throws -> Swift.Void) async -> AlertFlowOutcome {
        guard start() else { return .cancelled }
        defer { isRunning = false }
        return await flow.run(presenter: Presenter(runner: self), work: work)
    }

    /// Runs `flow`, handing `work` the `Foundation.Progress` a determinate overlay's bar follows.
    public func run(_ flow: AlertFlow, work: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void) async -> AlertFlowOutcome {
        guard start() else { return .cancelled }
        defer { isRunning = false }
        return await flow.run(presenter: Presenter(runner: self), work: work)
    }

    /// What generated `run<FlowId>(…, on:)` functions call: the flow is made in `localization`,
    /// or, without one, in `base` in the showing view's locale.
    @_spi(AlertlintGenerated) public func run(
        localization: AlertLocalization?,
        base: AlertLocalization,
        flow: (AlertLocalization) -> AlertFlow,
        work: @escaping @Sendable () async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        await run(flow(AlertlintSwiftUILocalization.resolve(localization, base: base, locale: locale)), work: work)
    }

    @_spi(AlertlintGenerated) public func run(
        localization: AlertLocalization?,
        base: AlertLocalization,
        flow: (AlertLocalization) -> AlertFlow,
        work: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void
    ) async -> AlertFlowOutcome {
        await run(flow(AlertlintSwiftUILocalization.resolve(localization, base: base, locale: locale)), work: work)
    }

    private func start() -> Swift.Bool {
        guard !isRunning else { return false }
        isRunning = true
        return true
    }

    /// Whether the alert showing is an alert (as opposed to a confirmation dialog); setting it
    /// to false is SwiftUI dismissing it.
    var isAlertPresented: Swift.Bool {
        get { alert.map { $0.style == .alert } ?? false }
        set { if !newValue { dismissed() } }
    }

    /// Whether the alert showing is an action sheet, shown as a confirmation dialog.
    var isDialogPresented: Swift.Bool {
        get { alert.map { $0.style == .actionSheet } ?? false }
        set { if !newValue { dismissed() } }
    }

    var isOverlayPresented: Swift.Bool {
        get { overlay != nil }
        set {}
    }

    /// The person chose the action `id`.
    func choose(_ id: Swift.String) {
        alert = nil
        choice?.report(id)
    }

    /// SwiftUI took the alert away. When that is because an action was chosen, the action may
    /// run after this, so the "no action" answer waits a turn and loses to it.
    private func dismissed() {
        let choice = self.choice
        alert = nil
        Swift.Task { choice?.report("") }
    }

    func cancelOverlay() { overlayCancel?() }

    /// Shows `content` and waits for the chosen action's id ("" when none was chosen).
    private func ask(_ content: AlertContent) async -> Swift.String {
        await withCheckedContinuation { (continuation: Swift.CheckedContinuation<Swift.String, Swift.Never>) in
            choice = AlertlintReportOnce { continuation.resume(returning: $0) }
            alert = content
        }
    }

    /// The runner's side of `AlertFlowPresenter`, kept out of the runner's public API.
    @MainActor
    private final class Presenter: AlertFlowPresenter {
        let runner: AlertlintFlowRunner

        init(runner: AlertlintFlowRunner) { self.runner = runner }

        func confirm(_ content: AlertContent) async -> Swift.String { await runner.ask(content) }

        func showProgress(_ content: ProgressContent, progress: Foundation.Progress?, onCancel: @escaping @MainActor () -> Swift.Void) {
            runner.overlayProgress = progress
            runner.overlayCancel = onCancel
            runner.overlay = content
        }

        func hideProgress() async {
            runner.overlay = nil
            runner.overlayProgress = nil
            runner.overlayCancel = nil
        }

        func showResult(_ content: AlertContent) async { _ = await runner.ask(content) }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension SwiftUI.View {
    /// Shows the flows run on `runner`: their confirmations, overlays and result alerts.
    public func alertlintFlow(_ runner: AlertlintFlowRunner) -> some SwiftUI.View {
        modifier(AlertlintFlowPresentation(runner: runner))
    }
}

/// What `.alertlintFlow(_:)` applies: the runner's alert, confirmation dialog and overlay.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor
struct AlertlintFlowPresentation: SwiftUI.ViewModifier {
    @SwiftUI.ObservedObject var runner: AlertlintFlowRunner
    @SwiftUI.Environment(\.locale) private var locale

    func body(content: Self.Content) -> some SwiftUI.View {
        let alert = runner.alert
        return content
            .modifier(AlertlintProgressOverlay(
                isPresented: $runner.isOverlayPresented,
                fraction: nil,
                progress: runner.overlayProgress,
                localization: nil,
                base: AlertLocalization(bundle: .main),
                onCancel: { runner.cancelOverlay() },
                content: { _ in runner.overlay ?? ProgressContent(id: "", title: nil, message: nil, isDeterminate: false, cancelTitle: nil) }
            ))
            .alert(Self.title(alert), isPresented: $runner.isAlertPresented, presenting: alert) { alert in
                actions(alert)
            } message: { alert in
                message(alert)
            }
            .confirmationDialog(Self.title(alert), isPresented: $runner.isDialogPresented, titleVisibility: alert?.title == nil ? .hidden : .visible, presenting: alert) { alert in
                actions(alert)
            } message: { alert in
                message(alert)
            }
            .onAppear { runner.locale = locale }
    }

    /// The title; a message-only alert shows its message as the title, as generated alerts do.
    private static func title(_ alert: AlertContent?) -> SwiftUI.Text {
        SwiftUI.Text(verbatim: alert?.title ?? alert?.message ?? "")
    }

    private func actions(_ alert: AlertContent) -> some SwiftUI.View {
        SwiftUI.ForEach(alert.actions, id: \.id) { action in
            AlertlintSwiftUI.button(action) { runner.choose(action.id) }
        }
    }

    @SwiftUI.ViewBuilder
    private func message(_ alert: AlertContent) -> some SwiftUI.View {
        if alert.title != nil, let message = alert.message {
            SwiftUI.Text(verbatim: message)
        }
    }
}
#endif

"""#),
        (name: "UIKit.swift", text: #"""
// The UIKit part of the runtime: building and presenting a `UIAlertController` from content
// (awaiting the person's choice), the top-most view controller to present from, the popover
// source an action sheet demands, and the progress overlay's view controller. The decisions
// that need no UIKit come first, outside `#if`, so tests run them on Linux.

import Foundation

// MARK: - UIKit

/// The UIKit adapter's decisions that need no UIKit: compiled on every platform, so tests run
/// them on Linux, and used by the UIKit code below.
enum AlertlintUIKitLogic {
    /// Whether the gated actions may be chosen: every required field holds text other than
    /// white space. `texts` are the fields' current texts, in the order of `fields`.
    static func areRequiredFieldsFilled(_ fields: [AlertTextFieldContent], texts: [Swift.String?]) -> Swift.Bool {
        for (index, field) in fields.enumerated() where field.isRequired {
            let text = index < texts.count ? texts[index] ?? "" : ""
            if text.allSatisfy(\.isWhitespace) { return false }
        }
        return true
    }

    /// The actions that stay disabled until the required fields are filled: the preferred
    /// action, or, in an alert without one, every action but cancel. None without required fields.
    static func gatedActionIDs(_ content: AlertContent) -> Swift.Set<Swift.String> {
        guard content.textFields.contains(where: \.isRequired) else { return [] }
        if let preferred = content.preferredAction { return [preferred.id] }
        return Swift.Set(content.actions.filter { $0.role != .cancel }.map(\.id))
    }

    /// The controller to present from, starting at `root`: follow what is presented (unless it
    /// is on its way out), else the visible child of a container (a navigation controller's
    /// top, a tab bar controller's selection), until neither leads further.
    static func topMost<Node: Swift.AnyObject>(
        from root: Node,
        presented: (Node) -> Node?,
        visibleChild: (Node) -> Node?
    ) -> Node {
        var node = root
        var visited: [Swift.ObjectIdentifier] = [Swift.ObjectIdentifier(root)]
        while let next = presented(node) ?? visibleChild(node) {
            // A cycle would be a broken hierarchy; stop rather than loop.
            guard !visited.contains(Swift.ObjectIdentifier(next)) else { break }
            visited.append(Swift.ObjectIdentifier(next))
            node = next
        }
        return node
    }
}

/// A handler that can be taken once: a progress overlay's cancel reports one tap, however
/// many the person makes before the overlay goes away.
struct AlertlintOnce<Handler> {
    private var handler: Handler?

    init(_ handler: Handler?) { self.handler = handler }

    /// The handler the first time; nil after that, and when there was none.
    mutating func take() -> Handler? {
        defer { handler = nil }
        return handler
    }
}

/// Hands over a value at most once: the first `report` wins, later ones are ignored. A
/// reporter with a `fallback` reports it when released unreported, so whoever awaits the
/// value (an alert's continuation) never waits forever, even when UIKit drops the alert
/// without calling any action (a popover dismissed by a tap outside it, a failed presentation).
final class AlertlintReportOnce<Value: Swift.Sendable>: @unchecked Swift.Sendable {
    // @unchecked: `handler` is only read and cleared under `lock`.
    private let lock = Foundation.NSLock()
    private var handler: (@Sendable (Value) -> Swift.Void)?
    private let fallback: Value?

    init(fallback: Value? = nil, _ handler: @escaping @Sendable (Value) -> Swift.Void) {
        self.fallback = fallback
        self.handler = handler
    }

    /// Whether a value was handed over already.
    var hasReported: Swift.Bool {
        lock.lock()
        defer { lock.unlock() }
        return handler == nil
    }

    /// Hands `value` to the handler unless a value was handed over before; true if it was this one.
    @discardableResult
    func report(_ value: Value) -> Swift.Bool {
        lock.lock()
        let handler = self.handler
        self.handler = nil
        lock.unlock()
        guard let handler else { return false }
        handler(value)
        return true
    }

    deinit {
        if let fallback { report(fallback) }
    }
}

/// What became of a presented alert or sheet: the chosen action's id (nil when it went away
/// without one) and each text field's text by field id.
public struct AlertResponse: Swift.Sendable, Swift.Hashable {
    public var actionID: Swift.String?
    public var fieldTexts: [Swift.String: Swift.String]

    public init(actionID: Swift.String?, fieldTexts: [Swift.String: Swift.String] = [:]) {
        self.actionID = actionID
        self.fieldTexts = fieldTexts
    }
}

// UIAlertController does not exist on watchOS, where `canImport(UIKit)` is true too.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Where an action sheet's popover points on iPad. Generated action-sheet factories
/// require one, so a sheet can never be presented without its anchor (UIKit raises
/// on iPad when it has none). tvOS has no popovers and shows a sheet full screen.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
public enum AlertPopoverSource {
    case view(UIKit.UIView, rect: UIKit.CGRect)
    case barButtonItem(UIKit.UIBarButtonItem)
}

/// Finds the view controller to present an alert from.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
public enum AlertlintPresenter {
    /// The top-most view controller of the key window of the active foreground window scene
    /// (or, when none is active, of a foreground one); nil when the app shows no window.
    /// Unavailable in app extensions, which have no `UIApplication.shared`: pass a view
    /// controller there.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    public static func topMostViewController() -> UIKit.UIViewController? {
        let scenes = UIKit.UIApplication.shared.connectedScenes.compactMap { $0 as? UIKit.UIWindowScene }
        let scene = scenes.first { $0.activationState == .foregroundActive }
            ?? scenes.first { $0.activationState == .foregroundInactive }
        guard let scene, let root = (scene.keyWindow ?? scene.windows.first)?.rootViewController else { return nil }
        return topMost(from: root)
    }

    /// The controller on top of `root`: what it presents, and what that presents, through
    /// navigation controllers' top and tab bar controllers' selected controller.
    public static func topMost(from root: UIKit.UIViewController) -> UIKit.UIViewController {
        AlertlintUIKitLogic.topMost(
            from: root,
            presented: { controller in
                guard let presented = controller.presentedViewController, !presented.isBeingDismissed else { return nil }
                return presented
            },
            visibleChild: { controller in
                if let navigation = controller as? UIKit.UINavigationController { return navigation.topViewController }
                if let tabs = controller as? UIKit.UITabBarController { return tabs.selectedViewController }
                return nil
            }
        )
    }
}

@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@_spi(AlertlintGenerated) public enum AlertlintUIKit {
    /// A configured controller; `handler` gets the chosen action's id and the text of each
    /// text field by field id.
    @MainActor
    public static func controller(
        _ content: AlertContent,
        source: AlertPopoverSource?,
        handler: @escaping @MainActor (_ actionID: Swift.String, _ fieldTexts: [Swift.String: Swift.String]) -> Swift.Void
    ) -> UIKit.UIAlertController {
        let controller = UIKit.UIAlertController(
            title: content.title,
            message: content.message,
            preferredStyle: content.style == .alert ? .alert : .actionSheet
        )
        let gatedIDs = AlertlintUIKitLogic.gatedActionIDs(content)
        var alertActions: [UIKit.UIAlertAction] = []
        for action in content.actions {
            let alertAction = UIKit.UIAlertAction(title: action.title, style: style(action.role)) { [weak controller] _ in
                handler(action.id, Self.texts(of: controller, content))
            }
            controller.addAction(alertAction)
            if action.isPreferred { controller.preferredAction = alertAction }
            alertActions.append(alertAction)
        }
        let gatedActions = zip(content.actions, alertActions).filter { gatedIDs.contains($0.0.id) }.map(\.1)
        for field in content.textFields {
            controller.addTextField { textField in
                configure(textField, field)
                guard !gatedActions.isEmpty else { return }
                // Re-decided on every edit: enabled once each required field has text.
                textField.addAction(UIKit.UIAction { [weak controller] _ in
                    let enabled = AlertlintUIKitLogic.areRequiredFieldsFilled(content.textFields, texts: (controller?.textFields ?? []).map(\.text))
                    for action in gatedActions { action.isEnabled = enabled }
                }, for: .editingChanged)
            }
        }
        let initiallyEnabled = AlertlintUIKitLogic.areRequiredFieldsFilled(content.textFields, texts: content.textFields.map(\.text))
        for action in gatedActions { action.isEnabled = initiallyEnabled }
        #if !os(tvOS)
        if let popover = controller.popoverPresentationController, let source {
            switch source {
            case .view(let view, let rect):
                popover.sourceView = view
                popover.sourceRect = rect
            case .barButtonItem(let item):
                popover.barButtonItem = item
            }
        }
        #endif
        return controller
    }

    /// Presents the content from the top of `presenter` and waits for the person's choice.
    /// Returns a response without an action when UIKit dismisses it without one (a popover
    /// tapped away, a presentation that failed) instead of waiting forever.
    @MainActor
    public static func present(_ content: AlertContent, source: AlertPopoverSource?, from presenter: UIKit.UIViewController) async -> AlertResponse {
        await withCheckedContinuation { (continuation: Swift.CheckedContinuation<AlertResponse, Swift.Never>) in
            // The actions' closures keep the reporter alive as long as UIKit keeps the
            // controller; once it lets go unanswered, the reporter resumes with no action.
            let reporter = AlertlintReportOnce(fallback: AlertResponse(actionID: nil)) { continuation.resume(returning: $0) }
            let controller = Self.controller(content, source: source) { actionID, texts in
                reporter.report(AlertResponse(actionID: actionID, fieldTexts: texts))
            }
            AlertlintPresenter.topMost(from: presenter).present(controller, animated: true)
        }
    }

    /// Starts a UIKit transition with `start`, which passes the given completion to UIKit, and
    /// returns when it completes, or when UIKit releases the completion without calling it:
    /// a dropped transition never leaves a flow waiting.
    @MainActor
    static func transition(_ start: (_ completion: @escaping @Sendable () -> Swift.Void) -> Swift.Void) async {
        await withCheckedContinuation { (continuation: Swift.CheckedContinuation<Swift.Void, Swift.Never>) in
            let reporter = AlertlintReportOnce(fallback: ()) { continuation.resume() }
            start { reporter.report(()) }
        }
    }

    @MainActor
    public static func texts(of controller: UIKit.UIAlertController?, _ content: AlertContent) -> [Swift.String: Swift.String] {
        var texts: [Swift.String: Swift.String] = [:]
        let fields = controller?.textFields ?? []
        for (index, field) in content.textFields.enumerated() {
            texts[field.id] = index < fields.count ? fields[index].text ?? "" : ""
        }
        return texts
    }

    @MainActor
    public static func configure(_ textField: UIKit.UITextField, _ field: AlertTextFieldContent) {
        textField.placeholder = field.placeholder
        textField.text = field.text
        textField.isSecureTextEntry = field.isSecure
        if let type = field.contentType { textField.textContentType = contentType(type) }
        if let keyboard = field.keyboard { textField.keyboardType = keyboardType(keyboard) }
        if let capitalization = field.autocapitalization {
            textField.autocapitalizationType = autocapitalizationType(capitalization)
        }
        if field.isCredential {
            textField.autocorrectionType = .no
            textField.spellCheckingType = .no
        }
        if field.isRequired { textField.enablesReturnKeyAutomatically = true }
    }

    public static func style(_ role: AlertActionContent.Role) -> UIKit.UIAlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    public static func contentType(_ type: AlertTextFieldContent.ContentType) -> UIKit.UITextContentType {
        switch type {
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        case .emailAddress: .emailAddress
        case .name: .name
        case .telephoneNumber: .telephoneNumber
        case .url: .URL
        }
    }

    public static func keyboardType(_ keyboard: AlertTextFieldContent.Keyboard) -> UIKit.UIKeyboardType {
        switch keyboard {
        case .default: .default
        case .emailAddress: .emailAddress
        case .numberPad: .numberPad
        case .phonePad: .phonePad
        case .url: .URL
        case .decimalPad: .decimalPad
        case .asciiCapable: .asciiCapable
        }
    }

    public static func autocapitalizationType(_ capitalization: AlertTextFieldContent.Autocapitalization) -> UIKit.UITextAutocapitalizationType {
        switch capitalization {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
    }
}

/// Shows a flow with UIKit: the confirmation and the results as `UIAlertController`s presented
/// on top of a view controller (`AlertlintUIKit.present`, which returns even when UIKit drops
/// an alert), the overlay as an `AlertlintProgressViewController` whose cancel cancels the
/// work. Generated `run<FlowId>(…, from:work:)` functions use it; pass one to
/// `AlertFlow.run(presenter:clock:work:)` to run a flow you built yourself.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
public final class AlertlintUIKitFlowPresenter: AlertFlowPresenter {
    private let viewController: UIKit.UIViewController
    private let source: AlertPopoverSource?
    private var overlay: AlertlintProgressViewController?
    /// Ends once UIKit has finished presenting the overlay (or given up): it cannot be
    /// dismissed while its presentation is under way.
    private var overlayPresentation: Swift.Task<Swift.Void, Swift.Never>?

    /// `viewController` is a view controller of the screen: everything goes on top of what it
    /// presents. `source` is where an action-sheet confirmation points on iPad; a flow whose
    /// confirmation is an action sheet needs one.
    public init(from viewController: UIKit.UIViewController, source: AlertPopoverSource? = nil) {
        self.viewController = viewController
        self.source = source
    }

    public func confirm(_ content: AlertContent) async -> Swift.String {
        // Gone without an action (a popover tapped away) starts nothing.
        await AlertlintUIKit.present(content, source: source, from: viewController).actionID ?? ""
    }

    public func showProgress(_ content: ProgressContent, progress: Foundation.Progress?, onCancel: @escaping @MainActor () -> Swift.Void) {
        let overlay = AlertlintProgressViewController(content: content, observedProgress: progress, onCancel: onCancel)
        let presenter = AlertlintPresenter.topMost(from: viewController)
        self.overlay = overlay
        overlayPresentation = Swift.Task {
            await AlertlintUIKit.transition { done in presenter.present(overlay, animated: true, completion: done) }
        }
    }

    public func hideProgress() async {
        guard let overlay else { return }
        self.overlay = nil
        await overlayPresentation?.value
        overlayPresentation = nil
        // Not on screen: the presentation failed, or something else dismissed it already.
        guard overlay.presentingViewController != nil else { return }
        await AlertlintUIKit.transition { done in overlay.dismiss(animated: true, completion: done) }
    }

    public func showResult(_ content: AlertContent) async {
        _ = await AlertlintUIKit.present(content, source: source, from: viewController)
    }
}

/// A modal "please wait" overlay: a material card over a dimmed backdrop with a spinner or a
/// progress bar, the title and message, and a cancel button when the work can be canceled.
///
/// Present it with `present(_:animated:)`: it covers the screen (`.overFullScreen`) and
/// fades in (`.crossDissolve`). The card stays inside the safe area, follows Dynamic Type
/// and scrolls rather than clips at accessibility sizes. VoiceOver treats it as modal and
/// moves to it when it appears. Bind a determinate overlay to a `Foundation.Progress`
/// (`observedProgress`) or set `progress`; change `content` to update the texts. The cancel
/// button disables itself on the first tap and reports it once.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
public final class AlertlintProgressViewController: UIKit.UIViewController {
    /// The texts shown; setting it updates the title, message and cancel button, and tells
    /// VoiceOver the layout changed.
    public var content: ProgressContent {
        didSet {
            guard isViewLoaded else { return }
            apply(content)
            UIKit.UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
    }
    private var onCancel: AlertlintOnce<@MainActor () -> Swift.Void>
    private let card = UIKit.UIVisualEffectView(effect: UIKit.UIBlurEffect(style: AlertlintProgressViewController.materialStyle))
    private let scrollView = UIKit.UIScrollView()
    private let stack = UIKit.UIStackView()
    private let progressView = UIKit.UIProgressView(progressViewStyle: .default)
    private let activityIndicator = UIKit.UIActivityIndicatorView(style: .large)
    private let titleLabel = UIKit.UILabel()
    private let messageLabel = UIKit.UILabel()
    private let cancelButton = UIKit.UIButton(type: .system)

    /// 0…1; shown when the overlay is determinate. Ignored while `observedProgress` is set.
    public var progress: Swift.Float {
        get { progressView.progress }
        set { progressView.setProgress(newValue, animated: isViewLoaded) }
    }

    /// The work's progress, followed by the bar as it advances (`UIProgressView.observedProgress`).
    public var observedProgress: Foundation.Progress? {
        get { progressView.observedProgress }
        set { progressView.observedProgress = newValue }
    }

    public init(content: ProgressContent, observedProgress: Foundation.Progress? = nil, onCancel: (@MainActor () -> Swift.Void)?) {
        self.content = content
        self.onCancel = AlertlintOnce(onCancel)
        super.init(nibName: nil, bundle: nil)
        progressView.observedProgress = observedProgress
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    @available(*, unavailable)
    required init?(coder: Foundation.NSCoder) { fatalError("init(coder:) is not supported") }

    /// The system material where it exists; tvOS has only the older blur styles.
    private static var materialStyle: UIKit.UIBlurEffect.Style {
        #if os(tvOS)
        return .regular
        #else
        return .systemMaterial
        #endif
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIKit.UIColor.black.withAlphaComponent(0.4)
        // VoiceOver reads only this overlay, not the screen it covers.
        view.accessibilityViewIsModal = true

        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        card.clipsToBounds = true
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        card.contentView.addSubview(scrollView)

        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)

        if content.isDeterminate {
            stack.addArrangedSubview(progressView)
        } else {
            activityIndicator.startAnimating()
            stack.addArrangedSubview(activityIndicator)
        }
        for (label, style) in [(titleLabel, UIKit.UIFont.TextStyle.headline), (messageLabel, UIKit.UIFont.TextStyle.body)] {
            label.font = UIKit.UIFont.preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.textAlignment = .center
            stack.addArrangedSubview(label)
        }
        cancelButton.titleLabel?.font = UIKit.UIFont.preferredFont(forTextStyle: .body)
        cancelButton.titleLabel?.adjustsFontForContentSizeCategory = true
        cancelButton.titleLabel?.numberOfLines = 0
        cancelButton.titleLabel?.textAlignment = .center
        // A closure action, not a selector: no Objective-C runtime needed.
        cancelButton.addAction(UIKit.UIAction { [weak self] _ in self?.cancel() }, for: .touchUpInside)
        stack.addArrangedSubview(cancelButton)
        apply(content)

        let safeArea = view.safeAreaLayoutGuide
        let padding: UIKit.CGFloat = 20
        // The card hugs its content, and never grows past the safe area; beyond that it scrolls.
        let fitContent = scrollView.heightAnchor.constraint(equalTo: stack.heightAnchor, constant: 2 * padding)
        fitContent.priority = .defaultLow
        let preferredWidth = card.widthAnchor.constraint(equalTo: safeArea.widthAnchor, constant: -2 * 32)
        preferredWidth.priority = .defaultHigh
        UIKit.NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
            card.leadingAnchor.constraint(greaterThanOrEqualTo: safeArea.leadingAnchor, constant: padding),
            card.topAnchor.constraint(greaterThanOrEqualTo: safeArea.topAnchor, constant: padding),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 420),
            preferredWidth,
            scrollView.leadingAnchor.constraint(equalTo: card.contentView.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: card.contentView.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: card.contentView.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: card.contentView.bottomAnchor),
            fitContent,
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: padding),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -padding),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: padding),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -padding),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * padding),
        ])
    }

    override public func viewDidAppear(_ animated: Swift.Bool) {
        super.viewDidAppear(animated)
        // A new screen for VoiceOver: it starts reading at the title (or the card).
        UIKit.UIAccessibility.post(notification: .screenChanged, argument: content.title == nil ? card : titleLabel)
    }

    private func apply(_ content: ProgressContent) {
        titleLabel.text = content.title
        titleLabel.isHidden = content.title == nil
        messageLabel.text = content.message
        messageLabel.isHidden = content.message == nil
        cancelButton.setTitle(content.cancelTitle, for: .normal)
        cancelButton.isHidden = content.cancelTitle == nil
        progressView.accessibilityLabel = content.title
    }

    private func cancel() {
        guard let handler = onCancel.take() else { return }
        cancelButton.isEnabled = false
        handler()
    }
}
#endif

"""#),
        (name: "UserNotifications.swift", text: #"""
// The UserNotifications part of the runtime. Everywhere (Linux included): the plain values a
// notification response is routed by (`NotificationResponseAction`, the `userInfo` record a
// generated notification carries) and the union of every catalog's categories, so routing and
// registration run in tests. Behind `#if canImport(UserNotifications) && !os(tvOS)` (tvOS has
// no categories, actions or responses) and the generated code's floor: turning them into
// `UNNotificationCategory`, `UNMutableNotificationContent` and `UNNotificationRequest` values,
// registering the categories in one call, and the app badge (decision 0038).

import Foundation

// MARK: - Notification responses and categories (everywhere)

/// What the user did with a delivered notification, as generated routers decide on it:
/// `UNNotificationResponse.actionIdentifier` without UserNotifications' types.
public enum NotificationResponseAction: Swift.Sendable, Swift.Hashable {
    /// The user opened the app from the notification (`UNNotificationDefaultActionIdentifier`).
    case open
    /// The user dismissed it (`UNNotificationDismissActionIdentifier`); iOS reports this only
    /// for a category with `customDismissAction`.
    case dismiss
    /// The user chose the action with this identifier; `text` is what a text-input action received.
    case action(Swift.String, text: Swift.String?)
}

/// The `userInfo` entry a generated notification carries: the catalog and notification it
/// comes from and the parameters it was made with, so a response to it is routed back to
/// typed handlers. Property-list values only, as `userInfo` requires.
@_spi(AlertlintGenerated) public enum AlertlintNotificationUserInfo {
    static let key = "alertlint"

    public static func make(catalog: Swift.String, notification: Swift.String, parameters: [Swift.String: Any]) -> [Swift.AnyHashable: Any] {
        [key: ["catalog": catalog, "notification": notification, "parameters": parameters] as [Swift.String: Any]]
    }

    /// The notification id and parameters `userInfo` records for `catalog`; nil for another
    /// catalog's notification or one the app made itself.
    public static func record(in userInfo: [Swift.AnyHashable: Any], catalog: Swift.String) -> (notification: Swift.String, parameters: [Swift.String: Any])? {
        guard let entry = userInfo[key] as? [Swift.String: Any], entry["catalog"] as? Swift.String == catalog,
              let notification = entry["notification"] as? Swift.String
        else { return nil }
        return (notification, entry["parameters"] as? [Swift.String: Any] ?? [:])
    }

    public static func string(_ parameters: [Swift.String: Any], _ name: Swift.String) -> Swift.String? {
        parameters[name] as? Swift.String
    }

    public static func int(_ parameters: [Swift.String: Any], _ name: Swift.String) -> Swift.Int? {
        parameters[name] as? Swift.Int
    }

    /// A whole number counts: JSON (a push's payload) does not tell `2.0` from `2`.
    public static func double(_ parameters: [Swift.String: Any], _ name: Swift.String) -> Swift.Double? {
        if let value = parameters[name] as? Swift.Double { return value }
        return (parameters[name] as? Swift.Int).map { Swift.Double($0) }
    }
}

/// The one place an app registers its notification categories.
/// `UNUserNotificationCenter.setNotificationCategories(_:)` replaces every category
/// registered before, so catalogs registering their own one after another would leave only
/// the last catalog's: register them all in one call,
/// `AlertlintNotificationCategories.register(PhotoNotifications.notificationCategories(), Messages.notificationCategories())`.
public enum AlertlintNotificationCategories {
    /// The categories of every catalog, in order. A category id an earlier catalog already
    /// declared is left out: the first one stands.
    public static func union(_ catalogs: [[NotificationCategorySpec]]) -> [NotificationCategorySpec] {
        var seen = Swift.Set<Swift.String>()
        return catalogs.joined().filter { seen.insert($0.id).inserted }
    }
}

// MARK: - UserNotifications

#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
@_spi(AlertlintGenerated) public enum AlertlintUserNotifications {
    public static func category(_ spec: NotificationCategorySpec) -> UserNotifications.UNNotificationCategory {
        let actions: [UserNotifications.UNNotificationAction] = spec.actions.map { action in
            var options: UserNotifications.UNNotificationActionOptions = []
            if action.options.contains(.foreground) { options.insert(.foreground) }
            if action.options.contains(.destructive) { options.insert(.destructive) }
            if action.options.contains(.authenticationRequired) { options.insert(.authenticationRequired) }
            if let input = action.textInput {
                return UserNotifications.UNTextInputNotificationAction(
                    identifier: action.id,
                    title: action.title,
                    options: options,
                    textInputButtonTitle: input.buttonTitle,
                    textInputPlaceholder: input.placeholder
                )
            }
            return UserNotifications.UNNotificationAction(identifier: action.id, title: action.title, options: options)
        }
        // Without this option iOS never reports a dismissal.
        let options: UserNotifications.UNNotificationCategoryOptions = spec.customDismissAction ? [.customDismissAction] : []
        if let placeholder = spec.hiddenPreviewsBodyPlaceholder {
            return UserNotifications.UNNotificationCategory(
                identifier: spec.id, actions: actions, intentIdentifiers: [],
                hiddenPreviewsBodyPlaceholder: placeholder, options: options
            )
        }
        return UserNotifications.UNNotificationCategory(identifier: spec.id, actions: actions, intentIdentifiers: [], options: options)
    }

    public static func content(_ spec: NotificationContentSpec, userInfo: [Swift.AnyHashable: Any]) -> UserNotifications.UNMutableNotificationContent {
        let content = UserNotifications.UNMutableNotificationContent()
        if let title = spec.title { content.title = title }
        if let subtitle = spec.subtitle { content.subtitle = subtitle }
        content.body = spec.body
        switch spec.systemSound {
        case .default?: content.sound = UserNotifications.UNNotificationSound.default
        case .defaultCritical?: content.sound = UserNotifications.UNNotificationSound.defaultCritical
        case .named(let name)?: content.sound = UserNotifications.UNNotificationSound(named: UserNotifications.UNNotificationSoundName(rawValue: name))
        case .criticalNamed(let name)?:
            content.sound = UserNotifications.UNNotificationSound.criticalSoundNamed(UserNotifications.UNNotificationSoundName(rawValue: name))
        case nil: break
        }
        if let badge = spec.badge { content.badge = Foundation.NSNumber(value: badge) }
        if let category = spec.category { content.categoryIdentifier = category.id }
        if let thread = spec.threadIdentifier { content.threadIdentifier = thread }
        if let level = spec.interruptionLevel {
            switch level {
            case .passive: content.interruptionLevel = .passive
            case .active: content.interruptionLevel = .active
            case .timeSensitive: content.interruptionLevel = .timeSensitive
            case .critical: content.interruptionLevel = .critical
            }
        }
        if let score = spec.relevanceScore { content.relevanceScore = score }
        if let image = spec.launchImageName { content.launchImageName = image }
        content.userInfo = userInfo
        return content
    }

    public static func trigger(_ trigger: NotificationContentSpec.Trigger?) -> UserNotifications.UNNotificationTrigger? {
        switch trigger {
        case nil:
            return nil
        case .timeInterval(let seconds, let repeats)?:
            return UserNotifications.UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
        case .calendar(let hour, let minute, let weekday, let repeats)?:
            var components = Foundation.DateComponents()
            components.hour = hour
            components.minute = minute
            components.weekday = weekday
            return UserNotifications.UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
        }
    }

    public static func request(identifier: Swift.String, _ spec: NotificationContentSpec, userInfo: [Swift.AnyHashable: Any]) -> UserNotifications.UNNotificationRequest {
        UserNotifications.UNNotificationRequest(identifier: identifier, content: content(spec, userInfo: userInfo), trigger: trigger(spec.trigger))
    }
}

@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
extension NotificationResponseAction {
    /// What `response` reports.
    public init(_ response: UserNotifications.UNNotificationResponse) {
        switch response.actionIdentifier {
        case UserNotifications.UNNotificationDefaultActionIdentifier: self = .open
        case UserNotifications.UNNotificationDismissActionIdentifier: self = .dismiss
        case let identifier: self = .action(identifier, text: (response as? UserNotifications.UNTextInputNotificationResponse)?.userText)
        }
    }
}

@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
extension AlertlintNotificationCategories {
    /// Registers the categories of every catalog in one `setNotificationCategories(_:)`
    /// call, which replaces all categories registered before: pass every catalog, at launch.
    public static func register(
        _ catalogs: [NotificationCategorySpec]...,
        in center: UserNotifications.UNUserNotificationCenter = .current()
    ) {
        center.setNotificationCategories(Swift.Set(union(catalogs).map(AlertlintUserNotifications.category)))
    }
}

#if !os(watchOS)
/// The app icon's badge. Unavailable in iOS app extensions, which have no
/// `UIApplication.shared` for the iOS 15 fallback.
@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
@available(iOSApplicationExtension, unavailable)
@available(macCatalystApplicationExtension, unavailable)
public enum AlertlintAppBadge {
    /// Shows `count` on the app icon; 0 removes the badge. Uses
    /// `UNUserNotificationCenter.setBadgeCount(_:)` from iOS 16 and macOS 13, and before that
    /// `UIApplication.applicationIconBadgeNumber`, which `setBadgeCount` replaces; on macOS 12
    /// it does nothing.
    public static func set(_ count: Swift.Int, in center: UserNotifications.UNUserNotificationCenter = .current()) async throws {
        if #available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *) {
            try await center.setBadgeCount(count)
        } else {
            // iOS and Mac Catalyst (visionOS always has `setBadgeCount`).
            #if canImport(UIKit) && !os(visionOS)
            await MainActor.run { (UIKit.UIApplication.shared as any AlertlintIconBadgeNumber).applicationIconBadgeNumber = count }
            #endif
        }
    }

    /// Shows the badge a notification carries (its `badge:` count or parameter), as delivering
    /// it would; does nothing for a notification without a badge.
    public static func set(to content: NotificationContentSpec, in center: UserNotifications.UNUserNotificationCenter = .current()) async throws {
        guard let badge = content.badge else { return }
        try await set(badge, in: center)
    }
}

#if canImport(UIKit) && !os(visionOS)
/// `applicationIconBadgeNumber` through a protocol: the property is deprecated from iOS 17 and
/// the badge sets it only before iOS 16, so an app built for iOS 17 or later must not be warned
/// about a line that never runs for it.
@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor protocol AlertlintIconBadgeNumber: Swift.AnyObject {
    var applicationIconBadgeNumber: Swift.Int { get set }
}

@available(iOS 15.0, macOS 12.0, macCatalyst 15.0, watchOS 8.0, visionOS 1.0, *)
extension UIKit.UIApplication: AlertlintIconBadgeNumber {}
#endif
#endif
#endif

"""#),
    ]
}
