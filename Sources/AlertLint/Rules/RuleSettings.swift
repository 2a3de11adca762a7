import AlertDiagnostics

/// How one rule is configured for a file: off, or on with a severity and its options.
public struct RuleSetting: Sendable {
    public var isEnabled: Bool
    public var severity: Severity
    /// The rule's typed `Options` value.
    public var options: any Sendable

    public init(isEnabled: Bool, severity: Severity, options: any Sendable) {
        self.isEnabled = isEnabled
        self.severity = severity
        self.options = options
    }
}

/// Every rule's setting for one file: the defaults, overridden by `.alertlint.yml`.
public struct RuleSettings: Sendable {
    private var settings: [String: RuleSetting]

    /// Every registered rule on, at its default severity, with default options.
    public init(rules: [RegisteredRule] = RuleRegistry.rules) {
        settings = Dictionary(uniqueKeysWithValues: rules.map {
            ($0.id, RuleSetting(isEnabled: true, severity: $0.description.defaultSeverity, options: $0.defaultOptions))
        })
    }

    public subscript(id: String) -> RuleSetting? {
        get { settings[id] }
        set { settings[id] = newValue }
    }
}
