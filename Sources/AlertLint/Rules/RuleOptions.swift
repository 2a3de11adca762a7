import AlertDiagnostics
import AlertYAML

/// A rule's typed options. `init()` holds the defaults, in one place; `fields` says how each
/// option is read from `.alertlint.yml`, through the same positioned YAML front end as specs,
/// so a bad option gets a `file:line:col` error.
public protocol RuleOptions: Sendable, Equatable {
    init()
    static var fields: [OptionField<Self>] { get }
}

/// For rules without options.
public struct NoOptions: RuleOptions {
    public init() {}
    public static var fields: [OptionField<NoOptions>] { [] }
}

/// The type of an option's value, for the configuration's JSON Schema.
public enum OptionValueKind: Sendable, Hashable {
    case integer(ClosedRange<Int>)
    case number(ClosedRange<Double>)
    case strings
    /// One of a fixed set of words.
    case choice([String])
    /// A value the schema does not constrain (an option read by custom code).
    case any
}

/// How to read one option from its YAML value.
public struct OptionField<Options>: Sendable {
    public let key: String
    public let kind: OptionValueKind
    let read: @Sendable (YAMLNode, inout Options, inout OptionErrors) -> Void

    public init(key: String, kind: OptionValueKind = .any, read: @escaping @Sendable (YAMLNode, inout Options, inout OptionErrors) -> Void) {
        self.key = key
        self.kind = kind
        self.read = read
    }

    /// A whole number within `bounds`.
    public static func integer(_ key: String, _ path: WritableKeyPath<Options, Int> & Sendable, in bounds: ClosedRange<Int>) -> Self {
        OptionField(key: key, kind: .integer(bounds)) { node, options, errors in
            guard let scalar = node.scalar, scalar.style == .plain, let value = Int(scalar.value) else {
                errors.reportUnexpected(node, setting: "option '\(key)'", takes: "a whole number")
                return
            }
            guard bounds.contains(value) else {
                errors.report("option '\(key)' must be between \(bounds.lowerBound) and \(bounds.upperBound), found \(value)", at: node.range)
                return
            }
            options[keyPath: path] = value
        }
    }

    /// A number within `bounds`.
    public static func number(_ key: String, _ path: WritableKeyPath<Options, Double> & Sendable, in bounds: ClosedRange<Double>) -> Self {
        OptionField(key: key, kind: .number(bounds)) { node, options, errors in
            guard let scalar = node.scalar, scalar.style == .plain, let value = Double(scalar.value), value.isFinite else {
                errors.reportUnexpected(node, setting: "option '\(key)'", takes: "a number")
                return
            }
            guard bounds.contains(value) else {
                errors.report("option '\(key)' must be between \(bounds.lowerBound) and \(bounds.upperBound), found \(scalar.value)", at: node.range)
                return
            }
            options[keyPath: path] = value
        }
    }

    /// A list of strings (a single string is taken as a list of one).
    public static func strings(_ key: String, _ path: WritableKeyPath<Options, [String]> & Sendable) -> Self {
        OptionField(key: key, kind: .strings) { node, options, errors in
            if let scalar = node.scalar {
                options[keyPath: path] = scalar.isNull ? [] : [scalar.value]
                return
            }
            guard let items = node.sequence else {
                errors.reportUnexpected(node, setting: "option '\(key)'", takes: "a list of strings")
                return
            }
            var values: [String] = []
            for item in items {
                guard let scalar = item.scalar, !scalar.isNull else {
                    errors.reportUnexpected(item, setting: "option '\(key)'", takes: "a list of strings", inList: true)
                    continue
                }
                values.append(scalar.value)
            }
            options[keyPath: path] = values
        }
    }
}

extension OptionField {
    /// One of `choices`, read into a `RawRepresentable` value.
    public static func choice<Value: RawRepresentable & Sendable>(
        _ key: String,
        _ path: WritableKeyPath<Options, Value> & Sendable,
        _ choices: [Value]
    ) -> Self where Value.RawValue == String {
        let words = choices.map(\.rawValue)
        return OptionField(key: key, kind: .choice(words)) { node, options, errors in
            guard let scalar = node.scalar, !scalar.isNull, let value = Value(rawValue: scalar.value), words.contains(scalar.value) else {
                errors.reportUnexpected(node, setting: "option '\(key)'", takes: "one of \(words.map { "'\($0)'" }.joined(separator: ", "))")
                return
            }
            options[keyPath: path] = value
        }
    }
}

/// Collects the errors found while reading options.
public struct OptionErrors: Sendable {
    public let path: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(path: String) {
        self.path = path
    }

    public mutating func report(_ message: String, at range: ByteRange) {
        diagnostics.append(Diagnostic(
            severity: .error,
            id: "invalid-configuration",
            message: message,
            range: SourceRange(path: path, bytes: range)
        ))
    }
}

extension RuleOptions {
    /// Options read from a mapping of option keys, starting from the defaults. Unknown keys
    /// are errors naming the valid ones.
    public static func read(_ entries: [YAMLNode.Entry], ruleID: String, errors: inout OptionErrors) -> Self {
        var options = Self()
        let fields = Self.fields
        for entry in entries {
            guard let field = fields.first(where: { $0.key == entry.name }) else {
                let valid = fields.map { "'\($0.key)'" }.joined(separator: ", ")
                errors.report(
                    "unknown option '\(entry.name)' for rule '\(ruleID)'; "
                        + (valid.isEmpty ? "it has no options besides 'severity'" : "valid options: 'severity', \(valid)"),
                    at: entry.key.range
                )
                continue
            }
            field.read(entry.value, &options, &errors)
        }
        return options
    }
}
