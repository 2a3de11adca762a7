import AlertDiagnostics
import AlertSpec
import AlertYAML

/// Reads `.alertlint.yml` through the same positioned YAML front end as spec files, so every
/// mistake in it is reported at `file:line:column`. What is wrong is reported and skipped; the
/// rest of the file still applies.
public struct ConfigurationReader: Sendable {
    public var rules: [RegisteredRule]

    public init(rules: [RegisteredRule] = RuleRegistry.rules) {
        self.rules = rules
    }

    public static let keys = [
        "included", "excluded", "developmentLanguage", "locales", "platforms", "translations", "resources", "rules",
    ]

    /// The configuration in `file`, whose paths are relative to `directory`.
    public func read(_ file: SourceFile, directory: String) -> (Configuration, [Diagnostic]) {
        var configuration = Configuration(directory: directory, rules: rules)
        configuration.path = file.path
        let (document, yamlDiagnostics) = YAMLReader.read(file)
        var errors = OptionErrors(path: file.path)
        // An empty configuration file is fine: it just marks where a project starts.
        let readerErrors = yamlDiagnostics.filter { $0.id != YAMLErrorID.emptyFile.rawValue }
        guard let root = document.root, readerErrors.isEmpty else { return (configuration, readerErrors) }
        guard let entries = root.mapping else {
            if !(root.scalar?.isNull ?? false) {
                errors.report("a configuration is a mapping of settings (\(Suggestion.list(Self.keys, conjunction: "and"))), found \(root.foundDescription)", at: root.range)
            }
            return (configuration, errors.diagnostics)
        }
        for entry in entries {
            let value = entry.value
            switch entry.name {
            case "included": configuration.included = strings(value, key: "included", &errors).map(Glob.init)
            case "excluded": configuration.excluded = strings(value, key: "excluded", &errors).map(Glob.init)
            case "translations": configuration.translations = strings(value, key: "translations", &errors).map(Glob.init)
            case "resources": configuration.resources = strings(value, key: "resources", &errors).map(configuration.resolve)
            case "developmentLanguage":
                if let text = scalar(value, key: "developmentLanguage", &errors) {
                    configuration.developmentLanguage = locale(text, at: value.range, &errors)
                }
            case "locales":
                configuration.locales = readLocales(value, &errors)
            case "platforms":
                configuration.platforms = readPlatforms(value, &errors)
            case "rules":
                readRules(value, into: &configuration.rules, &errors)
            default:
                errors.report("unknown setting '\(entry.name)'\(hint(entry.name, Self.keys))", at: entry.key.range)
            }
        }
        return (configuration, errors.diagnostics)
    }

    private func hint(_ word: String, _ candidates: [String]) -> String {
        if let close = Suggestion.closest(to: word, among: candidates) { return "; did you mean '\(close)'?" }
        return "; valid settings: \(Suggestion.list(candidates, conjunction: "and"))"
    }

    private func scalar(_ node: YAMLNode, key: String, _ errors: inout OptionErrors) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            errors.reportUnexpected(node, setting: "'\(key)'", takes: "a string")
            return nil
        }
        return scalar.value
    }

    /// A list of strings; a single string is a list of one.
    private func strings(_ node: YAMLNode, key: String, _ errors: inout OptionErrors) -> [String] {
        if let scalar = node.scalar { return scalar.isNull ? [] : [scalar.value] }
        guard let items = node.sequence else {
            errors.reportUnexpected(node, setting: "'\(key)'", takes: "a list of strings")
            return []
        }
        var values: [String] = []
        for item in items {
            guard let scalar = item.scalar, !scalar.isNull else {
                errors.reportUnexpected(item, setting: "'\(key)'", takes: "a list of strings", inList: true)
                continue
            }
            values.append(scalar.value)
        }
        return values
    }

    private func locale(_ text: String, at range: ByteRange, _ errors: inout OptionErrors) -> LocaleID? {
        guard let locale = LocaleID(text) else {
            errors.report("'\(text)' is not a BCP 47 locale id such as 'de', 'pt-BR' or 'zh-Hans'", at: range)
            return nil
        }
        return locale
    }

    private func readLocales(_ node: YAMLNode, _ errors: inout OptionErrors) -> [LocaleID]? {
        guard let items = node.sequence else {
            errors.reportUnexpected(node, setting: "'locales'", takes: "a list of locale ids")
            return nil
        }
        return items.compactMap { item in
            guard let scalar = item.scalar, !scalar.isNull else {
                errors.reportUnexpected(item, setting: "'locales'", takes: "a list of locale ids", inList: true)
                return nil
            }
            let text = scalar.value
            return locale(text, at: item.range, &errors)
        }
    }

    private func readPlatforms(_ node: YAMLNode, _ errors: inout OptionErrors) -> Set<Platform>? {
        let expected = "a list of \(Suggestion.list(Platform.allCases.map(\.rawValue)))"
        guard let items = node.sequence else {
            errors.reportUnexpected(node, setting: "'platforms'", takes: expected)
            return nil
        }
        var platforms = Set<Platform>()
        for item in items {
            guard let scalar = item.scalar, !scalar.isNull, let platform = Platform(rawValue: scalar.value) else {
                errors.reportUnexpected(item, setting: "'platforms'", takes: expected, inList: true)
                continue
            }
            platforms.insert(platform)
        }
        return platforms
    }

    private static let severityWords = ["off", "info", "warning", "error"]

    /// `rule-id: off | info | warning | error`, or a mapping with `severity` and the rule's options.
    private func readRules(_ node: YAMLNode, into settings: inout RuleSettings, _ errors: inout OptionErrors) {
        guard let entries = node.mapping else {
            if !(node.scalar?.isNull ?? false) {
                errors.reportUnexpected(node, setting: "'rules'", takes: "a mapping of rule ids to \(Self.ruleValues)")
            }
            return
        }
        for entry in entries {
            guard let rule = rules.first(where: { $0.id == entry.name }), var setting = settings[rule.id] else {
                let suggestion = Suggestion.closest(to: entry.name, among: rules.map(\.id)).map { "; did you mean '\($0)'?" } ?? "; 'alertlint rules' lists them"
                errors.report("unknown rule '\(entry.name)'\(suggestion)", at: entry.key.range)
                continue
            }
            let value = entry.value
            if let options = value.mapping {
                var optionEntries: [YAMLNode.Entry] = []
                for option in options {
                    if option.name == "severity" {
                        if !applySeverity(option.value, to: &setting) {
                            errors.reportUnexpected(option.value, setting: "'severity' of rule '\(rule.id)'", takes: Suggestion.list(Self.severityWords))
                        }
                    } else {
                        optionEntries.append(option)
                    }
                }
                setting.options = rule.readOptions(optionEntries, &errors)
            } else if !applySeverity(value, to: &setting) {
                errors.reportUnexpected(value, setting: "rule '\(rule.id)'", takes: Self.ruleValues)
            }
            settings[rule.id] = setting
        }
    }

    /// What a rule's entry takes, for messages.
    private static let ruleValues = severityWords.map { "'\($0)'" }.joined(separator: ", ") + " or a mapping of options"

    /// Sets the severity `node` names (`off` turns the rule off); false when it names none.
    private func applySeverity(_ node: YAMLNode, to setting: inout RuleSetting) -> Bool {
        guard let scalar = node.scalar, !scalar.isNull else { return false }
        if scalar.value == "off" {
            setting.isEnabled = false
        } else if let severity = Severity(rawValue: scalar.value) {
            setting.isEnabled = true
            setting.severity = severity
        } else {
            return false
        }
        return true
    }
}
