import AlertYAML

extension YAMLNode {
    /// How a configuration message names a value it cannot take: the text as written
    /// (`'loud'`, shortened when long), or what the value is when it has no text to show
    /// (`null`, `an empty string`, `a list`, `a mapping`). Every "found …" in the
    /// configuration's messages comes from here, so none reads as an empty `''`.
    public var foundDescription: String {
        guard let scalar else { return kindDescription }
        if scalar.isNull { return "null" }
        if scalar.value.isEmpty { return "an empty string" }
        let limit = 40
        guard scalar.value.count > limit else { return "'\(scalar.value)'" }
        return "'\(scalar.value.prefix(limit))…'"
    }
}

extension OptionErrors {
    /// The one shape of a wrong value: `<setting> takes <expected>, found <what>`, at the value.
    /// `inList` says the value is an item of the list the setting takes.
    public mutating func reportUnexpected(_ node: YAMLNode, setting: String, takes expected: String, inList: Bool = false) {
        report("\(setting) takes \(expected), found \(node.foundDescription)\(inList ? " in it" : "")", at: node.range)
    }
}
