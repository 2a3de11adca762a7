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
                errors.report("a configuration is a mapping of settings (\(Suggestion.list(Self.keys, conjunction: "and"))), found \(root.kindDescription)", at: root.range)
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
            errors.report("'\(key)' takes a string, found \(node.kindDescription)", at: node.range)
            return nil
        }
        return scalar.value
    }

    /// A list of strings; a single string is a list of one.
    private func strings(_ node: YAMLNode, key: String, _ errors: inout OptionErrors) -> [String] {
        if let scalar = node.scalar { return scalar.isNull ? [] : [scalar.value] }
        guard let items = node.sequence else {
            errors.report("'\(key)' takes a list of strings, found \(node.kindDescription)", at: node.range)
            return []
        }
        var values: [String] = []
        for item in items {
            guard let scalar = item.scalar, !scalar.isNull else {
                errors.report("'\(key)' takes a list of strings, found \(item.kindDescription) in it", at: item.range)
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
            errors.report("'locales' takes a list of locale ids, found \(node.kindDescription)", at: node.range)
            return nil
        }
        return items.compactMap { item in
            guard let text = item.scalar?.value else {
                errors.report("'locales' takes a list of locale ids, found \(item.kindDescription) in it", at: item.range)
                return nil
            }
            return locale(text, at: item.range, &errors)
        }
    }

    private func readPlatforms(_ node: YAMLNode, _ errors: inout OptionErrors) -> Set<Platform>? {
        guard let items = node.sequence else {
            errors.report("'platforms' takes a list of \(Suggestion.list(Platform.allCases.map(\.rawValue))), found \(node.kindDescription)", at: node.range)
            return nil
        }
        var platforms = Set<Platform>()
        for item in items {
            guard let text = item.scalar?.value, let platform = Platform(rawValue: text) else {
                errors.report("invalid platform \(item.scalar.map { "'\($0.value)'" } ?? item.kindDescription); expected \(Suggestion.list(Platform.allCases.map(\.rawValue)))", at: item.range)
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
                errors.report("'rules' maps rule ids to off, info, warning, error or a mapping of options, found \(node.kindDescription)", at: node.range)
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
            if let word = value.scalar?.value {
                applySeverity(word, at: value.range, to: &setting, &errors)
            } else if let options = value.mapping {
                var optionEntries: [YAMLNode.Entry] = []
                for option in options {
                    if option.name == "severity" {
                        applySeverity(option.value.scalar?.value ?? "", at: option.value.range, to: &setting, &errors)
                    } else {
                        optionEntries.append(option)
                    }
                }
                setting.options = rule.readOptions(optionEntries, &errors)
            } else {
                errors.report("rule '\(rule.id)' takes off, info, warning, error or a mapping of options, found \(value.kindDescription)", at: value.range)
            }
            settings[rule.id] = setting
        }
    }

    private func applySeverity(_ word: String, at range: ByteRange, to setting: inout RuleSetting, _ errors: inout OptionErrors) {
        if word == "off" {
            setting.isEnabled = false
        } else if let severity = Severity(rawValue: word) {
            setting.isEnabled = true
            setting.severity = severity
        } else {
            errors.report("invalid severity '\(word)'; expected \(Suggestion.list(Self.severityWords))", at: range)
        }
    }
}
