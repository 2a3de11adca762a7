import AlertDiagnostics
import AlertSpec
import AlertYAML

/// A rule with its type erased, as the registry and the linter hold it.
public struct RegisteredRule: Sendable {
    public let description: RuleDescription
    /// The option keys the rule's `Options` reads; a test checks they match the documented ones.
    public let optionKeys: [String]
    /// Each option's key and value type, for the configuration's JSON Schema.
    public let optionKinds: [(key: String, kind: OptionValueKind)]
    let defaultOptions: any Sendable
    let readOptions: @Sendable ([YAMLNode.Entry], inout OptionErrors) -> any Sendable
    let checkOne: (@Sendable (Catalog, any Sendable, LintContext) -> [Finding])?
    let checkAll: (@Sendable ([CrossFileFacts], any Sendable, LintContext) -> [Finding])?

    public init<R: Rule>(_ rule: R.Type) {
        description = R.description
        optionKeys = R.Options.fields.map(\.key)
        optionKinds = R.Options.fields.map { ($0.key, $0.kind) }
        defaultOptions = R.Options()
        readOptions = { entries, errors in R.Options.read(entries, ruleID: R.description.id, errors: &errors) }
        checkOne = { catalog, options, context in
            R.check(catalog, options: options as? R.Options ?? R.Options(), context: context)
        }
        checkAll = nil
    }

    public init<R: CrossCatalogRule>(_ rule: R.Type) {
        description = R.description
        optionKeys = R.Options.fields.map(\.key)
        optionKinds = R.Options.fields.map { ($0.key, $0.kind) }
        defaultOptions = R.Options()
        readOptions = { entries, errors in R.Options.read(entries, ruleID: R.description.id, errors: &errors) }
        checkOne = nil
        checkAll = { files, options, context in
            R.check(files, options: options as? R.Options ?? R.Options(), context: context)
        }
    }

    public var id: String { description.id }
    public var isCrossCatalog: Bool { checkAll != nil }
}
