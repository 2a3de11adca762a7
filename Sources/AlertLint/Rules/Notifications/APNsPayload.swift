import AlertSpec

/// The JSON body of the push request a notification becomes, in one locale.
///
/// `apns-payload-size` measures it; code generation will write it. The layout follows
/// RULES.md ("Conventions", `apns-payload-size`):
///
/// ```json
/// {"aps":{"alert":{"title":…,"subtitle":…,"body":…},"sound":…,"badge":…,"category":…,
///  "thread-id":…,"interruption-level":…,"relevance-score":…}}
/// ```
///
/// - Keys appear in that order, each only when the spec sets it: `sound` is left out for
///   `none` and is `"default"` or the file name otherwise (for a critical alert,
///   `{"critical":1,"name":…}`); `category` is the category id.
/// - Compact: no whitespace. Strings escape only `"`, `\` and control characters, so
///   non-ASCII text is raw UTF-8 (no `\u` escapes), as APNs counts it.
/// - Numbers print in Swift's shortest round-trip form; a whole number prints without `.0`.
/// - A locale without a translation of a text falls back to the development text; a plural
///   text renders its longest variant, the worst case for size.
public struct APNsPayload: Sendable, Hashable {
    /// The locale the payload's texts are in.
    public var locale: LocaleID
    /// The payload, compact JSON.
    public var json: String

    /// Its size as APNs measures it: UTF-8 bytes.
    public var byteCount: Int { json.utf8.count }

    /// APNs refuses a payload larger than this ("Generating a remote notification").
    public static let maximumByteCount = 4_096

    /// The values placeholders and a parameter badge are filled with.
    public struct Arguments: Sendable, Hashable {
        /// The value of every `String` parameter.
        public var string: String
        /// The value of every `Int` parameter, and of a badge that names one.
        public var int: Int
        /// The value of every `Double` parameter, as written into the text.
        public var double: String

        public init(string: String, int: Int, double: String) {
            self.string = string
            self.int = int
            self.double = double
        }

        /// RULES.md's samples: `String` parameters are `length` characters ("X", one UTF-8
        /// byte each), `Int` is 888 (a badge too), `Double` is "88.8".
        public static func samples(stringLength length: Int) -> Arguments {
            Arguments(string: String(repeating: "X", count: max(0, length)), int: 888, double: "88.8")
        }

        func value(of name: String, in parameters: [Parameter]) -> String {
            switch parameters[named: name]?.type {
            case .int: String(int)
            case .double: double
            case .string, nil: string  // an unknown name is placeholder-mismatch's finding
            }
        }
    }

    /// The locales a notification's payload exists in: the development language first, then
    /// every locale one of its alert texts (title, subtitle, body) is translated into, sorted.
    public static func locales(of notification: NotificationDefinition, developmentLanguage: LocaleID) -> [LocaleID] {
        let texts = [notification.title, notification.subtitle, notification.body].compactMap { $0 }
        let translated = Set(texts.flatMap { $0.translations.map(\.locale) }).subtracting([developmentLanguage])
        return [developmentLanguage] + translated.sorted()
    }

    /// The payload of `notification` in `locale`, placeholders filled from `arguments`.
    public init(
        _ notification: NotificationDefinition,
        locale: LocaleID,
        developmentLanguage: LocaleID,
        arguments: Arguments
    ) {
        func render(_ text: Text) -> String {
            let content = locale == developmentLanguage ? text.content : text.translation(for: locale)?.content ?? text.content
            let renderings = content.variants.map { variant in
                variant.template.rendered { arguments.value(of: $0, in: notification.parameters) }
            }
            // The longest variant: the size the payload may reach.
            return renderings.max { $0.utf8.count < $1.utf8.count } ?? ""
        }

        var alert: [(String, String)] = []
        if let title = notification.title { alert.append(("title", Self.quoted(render(title)))) }
        if let subtitle = notification.subtitle { alert.append(("subtitle", Self.quoted(render(subtitle)))) }
        alert.append(("body", Self.quoted(render(notification.body))))

        var aps: [(String, String)] = [("alert", Self.object(alert))]
        // A critical alert's sound is a dictionary, as the generated runtime writes it.
        let critical = notification.interruptionLevel?.value == .critical
        func sound(_ name: String) -> String {
            critical ? Self.object([("critical", "1"), ("name", Self.quoted(name))]) : Self.quoted(name)
        }
        switch notification.sound?.value {
        case .default?: aps.append(("sound", sound("default")))
        case .file(let name)?: aps.append(("sound", sound(name)))
        case .none?, nil: break
        }
        switch notification.badge?.value {
        case .count(let count)?: aps.append(("badge", String(count)))
        case .parameter?: aps.append(("badge", String(arguments.int)))
        case nil: break
        }
        if let category = notification.category { aps.append(("category", Self.quoted(category.id))) }
        if let thread = notification.threadIdentifier { aps.append(("thread-id", Self.quoted(thread.value))) }
        if let level = notification.interruptionLevel {
            aps.append(("interruption-level", Self.quoted(Self.apnsName(of: level.value))))
        }
        if let score = notification.relevanceScore { aps.append(("relevance-score", Self.number(score.value))) }

        self.locale = locale
        json = Self.object([("aps", Self.object(aps))])
    }

    /// Payloads in every locale of `locales(of:developmentLanguage:)`, in that order.
    public static func all(
        _ notification: NotificationDefinition,
        developmentLanguage: LocaleID,
        arguments: Arguments
    ) -> [APNsPayload] {
        locales(of: notification, developmentLanguage: developmentLanguage).map {
            APNsPayload(notification, locale: $0, developmentLanguage: developmentLanguage, arguments: arguments)
        }
    }

    /// The `interruption-level` value APNs takes.
    public static func apnsName(of level: NotificationDefinition.InterruptionLevel) -> String {
        switch level {
        case .passive: "passive"
        case .active: "active"
        case .timeSensitive: "time-sensitive"
        case .critical: "critical"
        }
    }

    // MARK: JSON

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`,
    /// everything else as it is (raw UTF-8).
    static func quoted(_ text: String) -> String {
        // Nothing to escape, as nearly every text: the string between quotes, as the loop
        // below would append it scalar by scalar.
        var copy = text
        let plain = copy.withUTF8 { utf8 in !utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") } }
        if plain { return "\"" + text + "\"" }
        return escapedQuoted(text)
    }

    /// `quoted(_:)` scalar by scalar, escaping what JSON requires.
    static func escapedQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `0.6` → `0.6`, `1.0` → `1`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
