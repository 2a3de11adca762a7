import AlertDiagnostics
import AlertSpec
import Foundation

/// The JSON Schema of `.alertlint.yml` (schemas/alertlint-config.schema.json), rendered from
/// the rule registry so every rule id, severity and option is described exactly as the
/// reader accepts it. A test fails when the committed file is out of date.
public enum ConfigurationSchema {
    /// What each setting means, by its key (`ConfigurationReader.keys`): the schema's
    /// descriptions, and what the language server shows for a setting in completion and
    /// hover.
    public static let settingDescriptions: [String: String] = [
        "included": "When given, only spec files matching one of these paths or globs are linted.",
        "excluded": "Spec files matching one of these paths or globs are skipped when folders are searched.",
        "developmentLanguage": "The development language of specs that do not set one (BCP 47, e.g. en).",
        "locales": "The locales specs must be translated into, for specs that do not list their own.",
        "platforms": "Where the app runs, for specs that do not say; ipad turns on popover rules.",
        "translations": "Globs, matched from this file's folder, of existing .xcstrings, .strings (UTF-8, or UTF-16 with a byte order mark) and .stringsdict files. Their translations join the spec texts by table and key and the localization rules check them; a translation written in the spec wins for its locale. The tables are only read; one that cannot be read is an invalid-string-table error at its line and column.",
        "resources": "Folders where sound and image files are looked up after the spec's own folder.",
        "rules": "Per rule: off, info, warning, error, or a mapping with severity and the rule's options.",
    ]

    /// What a rule's `severity` (or the rule's value itself) takes.
    public static let severityDescription = "off turns the rule off; info, warning and error set its severity."

    /// What a rule's option means, with its default.
    public static func optionDescription(_ option: RuleOptionDescription) -> String {
        "\(option.summary) Default: \(option.defaultValue)."
    }

    private static func setting(_ key: String) -> String {
        settingDescriptions[key] ?? ""
    }

    public static func render(_ rules: [RegisteredRule]) -> String {
        let severity: [String: Any] = [
            "enum": ["off", "info", "warning", "error"],
            "description": severityDescription,
        ]
        var ruleProperties: [String: Any] = [:]
        for rule in rules {
            let description = rule.description
            var optionProperties: [String: Any] = ["severity": severity]
            let documented = Dictionary(description.options.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for (key, kind) in rule.optionKinds {
                var option = schema(for: kind)
                if let doc = documented[key] {
                    option["description"] = optionDescription(doc)
                }
                optionProperties[key] = option
            }
            let summary = "\(description.summary) Default severity: \(description.defaultSeverity.rawValue). `alertlint explain \(description.id)` tells more."
            ruleProperties[description.id] = [
                "description": summary,
                "oneOf": [
                    severity,
                    ["type": "object", "properties": optionProperties, "additionalProperties": false] as [String: Any],
                ],
            ] as [String: Any]
        }
        let stringList: [String: Any] = ["type": "array", "items": ["type": "string"]]
        let document: [String: Any] = [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "alertlint-config.schema.json",
            "title": "alertlint configuration (.alertlint.yml)",
            "description": "Found from each spec file's folder upwards (the nearest wins), or given with --config. Paths are relative to this file.",
            "type": "object",
            "additionalProperties": false,
            "properties": [
                "included": stringList.merging(["description": setting("included")]) { $1 },
                "excluded": stringList.merging(["description": setting("excluded")]) { $1 },
                "developmentLanguage": ["type": "string", "description": setting("developmentLanguage")],
                "locales": stringList.merging(["description": setting("locales")]) { $1 },
                "platforms": [
                    "type": "array",
                    "items": ["enum": Platform.allCases.map(\.rawValue)],
                    "description": setting("platforms"),
                ] as [String: Any],
                "translations": stringList.merging(["description": setting("translations")]) { $1 },
                "resources": stringList.merging(["description": setting("resources")]) { $1 },
                "rules": [
                    "type": "object",
                    "description": setting("rules"),
                    "properties": ruleProperties,
                    "additionalProperties": false,
                ] as [String: Any],
            ] as [String: Any],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func schema(for kind: OptionValueKind) -> [String: Any] {
        switch kind {
        case .integer(let bounds): ["type": "integer", "minimum": bounds.lowerBound, "maximum": bounds.upperBound]
        case .number(let bounds): ["type": "number", "minimum": bounds.lowerBound, "maximum": bounds.upperBound]
        case .strings: ["oneOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]]]
        case .choice(let words): ["enum": words]
        case .any: [:]
        }
    }
}
