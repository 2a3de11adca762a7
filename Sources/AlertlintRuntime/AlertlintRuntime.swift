// The content types and text lookup shared by every generated alert catalog: the
// platform-neutral part of the runtime, compiled and run on every platform.

import Foundation

// MARK: - Where texts come from

/// The bundle whose strings tables generated code reads, and optionally the language to
/// read them in (default: the first of the person's preferred languages the bundle has a
/// translation for, else the catalog's development language).
public struct AlertLocalization: Swift.Sendable {
    public var bundle: Foundation.Bundle
    public var language: Swift.String?

    public init(bundle: Foundation.Bundle, language: Swift.String? = nil) {
        self.bundle = bundle
        self.language = language
    }

    /// The language texts are shown in, and the one plural rules and number formatting
    /// follow: `language` when set; otherwise the first preferred language the bundle has
    /// a translation for, and `developmentLanguage` when it has none.
    func resolvedLanguage(developmentLanguage: Swift.String) -> Swift.String {
        if let language { return language }
        #if canImport(Darwin)
        // Foundation matches the person's languages against the bundle's localizations.
        return bundle.preferredLocalizations.first ?? developmentLanguage
        #else
        // swift-corelibs-foundation returns the bundle's first localization whatever the
        // preferences, and its Locale.preferredLanguages ignores the environment: match
        // the POSIX preferences here.
        var available: [Swift.String: Swift.String] = [:]
        for name in bundle.localizations { available[Self.normalized(name)] = name }
        for preferred in Self.preferredLanguages() {
            var candidate = Self.normalized(preferred)
            while !candidate.isEmpty {
                if let name = available[candidate] { return name }
                guard let dash = candidate.lastIndex(of: "-") else { break }
                candidate = Swift.String(candidate[..<dash])
            }
        }
        return developmentLanguage
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

    /// `de_DE.UTF-8@euro` → `de-de`: the language tag, lowercased, for comparing.
    static func normalized(_ name: Swift.String) -> Swift.String {
        let tag = name.split(separator: ".", maxSplits: 1).first.map(Swift.String.init) ?? name
        let bare = tag.split(separator: "@", maxSplits: 1).first.map(Swift.String.init) ?? tag
        return bare.replacingOccurrences(of: "_", with: "-").lowercased()
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
}

/// Looks texts up in a strings table with the development-language text as fallback,
/// and fills in their arguments.
///
/// Arguments are substituted here, never by `String(format:)`: Foundation crashes on a
/// format that skips a positional argument (a translation may well leave one out) or
/// names the wrong type, and a translated string must not be able to crash the app.
@_spi(AlertlintGenerated) public enum AlertlintText {
    /// A text without plural variants, with its arguments filled in.
    public static func text(
        _ key: Swift.String,
        table: Swift.String,
        fallback: Swift.String,
        developmentLanguage: Swift.String,
        _ arguments: [AlertlintArgument],
        in localization: AlertLocalization
    ) -> Swift.String {
        let language = localization.resolvedLanguage(developmentLanguage: developmentLanguage)
        return render(format(key, table: table, fallback: fallback, language: language, in: localization), arguments, language: language)
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
        for language in languages(shown) {
            if let entry = stringsdict(table, language, localization)?[key] as? [Swift.String: Any],
               let resolved = resolve(entry, count: count, language: language) {
                return render(resolved, arguments, language: shown)
            }
        }
        let fallback = fallbacks[alertlintPluralCategory(developmentLanguage, count)] ?? fallbacks["other"] ?? ""
        return render(fallback, arguments, language: shown)
    }

    /// The table's text for `key` in `language` (as `resolvedLanguage` gave it), or `fallback`.
    public static func format(_ key: Swift.String, table: Swift.String, fallback: Swift.String, language: Swift.String, in localization: AlertLocalization) -> Swift.String {
        #if canImport(Darwin)
        let missing = "\u{0}alertlint-missing"
        let found = localizedBundle(localization, language).localizedString(forKey: key, value: missing, table: table)
        return found == missing ? fallback : found
        #else
        // swift-corelibs-foundation crashes in Bundle.localizedString when a table has a
        // .stringsdict, so outside Apple platforms the tables are read directly.
        for language in languages(language) {
            if let value = load(table, "strings", language, localization) as? [Swift.String: Swift.String], let found = value[key] {
                return found
            }
        }
        return fallback
        #endif
    }

    /// `%N$@`, `%N$lld`, `%N$f`, their unnumbered forms and `%%`, replaced by the
    /// arguments, with what `String(format:)` allows between `%` and the conversion:
    /// flags (`-` left-justify, `0` zero-pad, `+` and space for the sign, `'` grouping,
    /// which numbers always get here), a width and a precision (`%1$.1f`, `%5lld`,
    /// `%.3@`). Anything else (`*` widths), or a position with no argument, stays as written.
    public static func render(_ format: Swift.String, _ arguments: [AlertlintArgument], language: Swift.String) -> Swift.String {
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
                let shown = display(arguments[argumentIndex], conversion: format[cursor], precision: precision, flags: flags, language: language)
                result += pad(shown, to: Swift.Int(width) ?? 0, flags: flags, numeric: !(arguments[argumentIndex].isString))
            } else {
                result += format[percent..<end]
            }
            index = end
        }
        result += format[index...]
        return result
    }

    /// The argument in the language's number format: grouped, with the precision's fraction
    /// digits for a `Double` (up to six without one), at least the precision's digits for an
    /// `Int`, and at most the precision's characters for a `String`.
    private static func display(
        _ argument: AlertlintArgument, conversion: Swift.Character, precision: Swift.Int?, flags: Swift.Set<Swift.Character>, language: Swift.String
    ) -> Swift.String {
        let formatter = Foundation.NumberFormatter()
        formatter.locale = Foundation.Locale(identifier: language)
        formatter.numberStyle = .decimal
        let text: Swift.String
        let negative: Swift.Bool
        switch argument {
        case .string(let value):
            return precision.map { Swift.String(value.prefix($0)) } ?? value
        case .int(let number):
            if let precision { formatter.minimumIntegerDigits = Swift.max(1, precision) }
            text = formatter.string(from: Foundation.NSNumber(value: number)) ?? Swift.String(number)
            negative = number < 0
        case .double(let number):
            if "eEgG".contains(conversion) {
                // Scientific and shortest forms: Foundation's, with this one number only.
                let spec = "%" + (precision.map { ".\($0)" } ?? "") + Swift.String(conversion)
                text = Swift.String(format: spec, locale: formatter.locale, number)
            } else if let precision, number.isFinite {
                // The digits printf rounds to, grouped and punctuated for the language
                // (corelibs' NumberFormatter does not honor every maximumFractionDigits).
                let fixed = Swift.String(format: "%.\(precision)f", Swift.abs(number)).split(separator: ".", maxSplits: 1)
                formatter.maximumFractionDigits = 0
                let integer = formatter.string(from: Foundation.NSNumber(value: Swift.Double(fixed[0]) ?? 0)) ?? Swift.String(fixed[0])
                let fraction = fixed.count > 1 ? formatter.decimalSeparator + fixed[1] : ""
                text = (number < 0 ? formatter.minusSign : "") + integer + fraction
            } else {
                formatter.maximumFractionDigits = 6
                text = formatter.string(from: Foundation.NSNumber(value: number)) ?? Swift.String(number)
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

    /// Plural variants are read from the table's .stringsdict directly on every platform,
    /// so they are chosen and filled in the same crash-free way everywhere.
    private static func stringsdict(_ table: Swift.String, _ language: Swift.String, _ localization: AlertLocalization) -> [Swift.String: Any]? {
        load(table, "stringsdict", language, localization) as? [Swift.String: Any]
    }

    private static func load(_ table: Swift.String, _ fileExtension: Swift.String, _ language: Swift.String, _ localization: AlertLocalization) -> Any? {
        let bundle = localization.bundle
        let url = bundle.url(forResource: table, withExtension: fileExtension, subdirectory: nil, localization: language)
            ?? bundle.bundleURL.appendingPathComponent("\(language).lproj/\(table).\(fileExtension)")
        guard let data = try? Foundation.Data(contentsOf: url) else { return nil }
        return try? Foundation.PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }

    #if canImport(Darwin)
    /// Foundation's own choice when no language is forced; otherwise the forced language's `.lproj`.
    private static func localizedBundle(_ localization: AlertLocalization, _ language: Swift.String) -> Foundation.Bundle {
        guard localization.language != nil else { return localization.bundle }
        for candidate in languages(language) {
            if let path = localization.bundle.path(forResource: candidate, ofType: "lproj"), let bundle = Foundation.Bundle(path: path) {
                return bundle
            }
        }
        return localization.bundle
    }
    #endif
}

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

    public init(
        id: Swift.String,
        placeholder: Swift.String? = nil,
        isSecure: Swift.Bool = false,
        contentType: ContentType? = nil,
        keyboard: Keyboard? = nil,
        autocapitalization: Autocapitalization? = nil
    ) {
        self.id = id
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.contentType = contentType
        self.keyboard = keyboard
        self.autocapitalization = autocapitalization
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
