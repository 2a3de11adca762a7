import AlertDiagnostics
import AlertYAML

/// Decodes one entry of `flows:`, after every other definition of the file: a flow names
/// definitions of its own file, wherever they are written.
enum FlowDecoder {
    enum Key: String, FormatKey {
        case confirm, start, progress, success, failure, delay, minimumDuration
    }

    /// The file's definitions a flow can name.
    struct Definitions {
        /// Every id the file defines, with what it is ("alert", "progress", …), including
        /// definitions left out for a format error.
        var kinds: [String: String] = [:]
        var alerts: [String: AlertDefinition] = [:]
        var actionSheets: [String: AlertDefinition] = [:]
        var progress: [String: ProgressDefinition] = [:]
    }

    /// Why a reference names nothing usable.
    private enum Lookup<Value> {
        case found(Value)
        /// The definition exists but has a format error of its own, already reported.
        case leftOut
        case reported
    }

    /// The flow under `entry` (its key is the id), or nil when it has a format error or names
    /// a definition that has one.
    static func decode(_ entry: UnsafeYAMLNode.Entry, definitions: Definitions, context: inout DecodingContext) -> FlowDefinition? {
        let errorsBefore = context.errorCount
        let id = entry.name
        func description() -> String { "flow '\(Quote.name(id))'" }
        let expected = "a flow (a mapping with 'confirm', 'start', 'progress', 'success', 'failure', 'delay', 'minimumDuration')"
        guard let fields = context.fields(Field(entry), expected: expected, keys: Key.self, scope: description()) else { return nil }

        var isComplete = true
        func resolve<Value>(_ lookup: Lookup<Value>) -> Value? {
            switch lookup {
            case .found(let value): return value
            case .leftOut, .reported: isComplete = false; return nil
            }
        }

        let confirmField = fields[.confirm]
        let confirm: (name: Located<String>, definition: AlertDefinition)? = confirmField.flatMap { field in
            let lookup = reference(field, in: [("alert", definitions.alerts), ("action sheet", definitions.actionSheets)], definitions: definitions, owner: description(), context: &context)
            return resolve(lookup)
        }
        guard let progressField = fields[.progress] else {
            context.report(.missingKey, "\(description()) has no 'progress'; add the id of the progress overlay shown while the work runs", at: entry.key.range)
            return nil
        }
        let progress = resolve(reference(progressField, in: [("progress", definitions.progress)], definitions: definitions, owner: description(), context: &context))
        let success = fields[.success].flatMap { resolve(reference($0, in: [("alert", definitions.alerts)], definitions: definitions, owner: description(), context: &context)) }
        let failure = fields[.failure].flatMap { resolve(reference($0, in: [("alert", definitions.alerts)], definitions: definitions, owner: description(), context: &context)) }
        let delay = fields[.delay].flatMap { seconds($0, context: &context) } ?? Located(FlowDefinition.defaultDelay, range: entry.key.range)
        let minimumDuration = fields[.minimumDuration].flatMap { seconds($0, context: &context) }
            ?? Located(FlowDefinition.defaultMinimumDuration, range: entry.key.range)

        var start: Located<String>?
        if let startField = fields[.start] {
            if let name = context.nonEmptyString(startField, expected: "the id of the confirm's action that starts the work") {
                if let confirm {
                    start = startAction(named: name, at: startField, confirm: confirm, owner: description(), context: &context)
                } else if confirmField == nil {
                    context.report(.missingKey, "'start' names an action of the flow's 'confirm', and \(description()) has no 'confirm'; add 'confirm', or remove 'start'", at: startField.anchor)
                }
            }
        } else if let confirm {
            start = defaultStart(confirm, owner: description(), context: &context)
        }

        guard context.errorCount == errorsBefore, isComplete, let progress else { return nil }
        let parameters = flowParameters(
            [confirm?.definition.parameters, progress.definition.parameters, success?.definition.parameters].compactMap { $0 },
            references: [confirm?.name, progress.name, success?.name].compactMap { $0 },
            failure: failure,
            owner: description(),
            context: &context
        )
        guard let parameters else { return nil }
        return FlowDefinition(
            id: id,
            idRange: entry.key.range,
            range: entry.value.range,
            confirm: confirm?.name,
            start: start,
            hasExplicitStart: fields[.start] != nil,
            progress: progress.name,
            success: success?.name,
            failure: failure?.name,
            delay: delay,
            minimumDuration: minimumDuration,
            parameters: parameters
        )
    }

    /// The definition `field` names among `candidates` (what each kind is called, and its
    /// definitions by id). A missing id, or one of another kind, is an `invalid-reference`.
    private static func reference<Definition>(
        _ field: Field,
        in candidates: [(what: String, byID: [String: Definition])],
        definitions: Definitions,
        owner: String,
        context: inout DecodingContext
    ) -> Lookup<(name: Located<String>, definition: Definition)> {
        let kinds = candidates.map { $0.what == "progress" ? "progress overlay" : $0.what }.joined(separator: " or ")
        guard let name = context.nonEmptyString(field, expected: "the id of \(articled(kinds))") else { return .reported }
        for candidate in candidates {
            if let definition = candidate.byID[name] { return .found((Located(name, range: field.node.range), definition)) }
        }
        if let kind = definitions.kinds[name] {
            // Defined, of the right kind, but left out for its own format error.
            if candidates.contains(where: { $0.what == kind }) { return .leftOut }
            context.report(
                .invalidReference,
                "'\(field.keyName)' of \(owner) names \(kind) '\(Quote.name(name))'; it must name \(articled(kinds))",
                at: field.range
            )
            return .reported
        }
        var message = "'\(field.keyName)' of \(owner) names '\(Quote.name(name))', which this file does not define"
        let ids = candidates.flatMap { $0.byID.keys }.sorted()
        if let suggestion = Suggestion.closest(to: name, among: ids) {
            message += "; did you mean '\(suggestion)'?"
        } else if !ids.isEmpty {
            message += "; it must name \(articled(kinds)) of this file: \(Suggestion.list(ids))"
        } else {
            message += "; define \(articled(kinds)) and name it here"
        }
        var fixIts: [FixIt] = []
        if let suggestion = Suggestion.closest(to: name, among: ids),
           let fixIt = context.replacement(of: field.node, with: suggestion, title: "replace with '\(suggestion)'") {
            fixIts.append(fixIt)
        }
        context.report(.invalidReference, message, at: field.range, fixIts: fixIts)
        return .reported
    }

    /// `alert or action sheet` → `an alert or action sheet`.
    private static func articled(_ kinds: String) -> String {
        (kinds.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + kinds
    }

    /// `start:` must name a non-cancel action of the confirm definition.
    private static func startAction(
        named name: String,
        at field: Field,
        confirm: (name: Located<String>, definition: AlertDefinition),
        owner: String,
        context: inout DecodingContext
    ) -> Located<String>? {
        let actions = confirm.definition.actions
        guard let action = actions.first(where: { $0.id == name }) else {
            let ids = actions.filter { $0.role != .cancel }.map(\.id)
            var message = "'start' of \(owner) names '\(Quote.name(name))', which is not an action of '\(confirm.name.value)'"
            if let suggestion = Suggestion.closest(to: name, among: ids) {
                message += "; did you mean '\(suggestion)'?"
            } else if !ids.isEmpty {
                message += "; its actions that can start the work are \(Suggestion.list(ids))"
            }
            context.report(.invalidReference, message, at: field.range)
            return nil
        }
        guard action.role != .cancel else {
            context.report(
                .invalidReference,
                "'start' of \(owner) names '\(name)', the cancel action of '\(confirm.name.value)'; a cancel action ends the flow as cancelled, so 'start' must name another action",
                at: field.range
            )
            return nil
        }
        return Located(name, range: field.node.range)
    }

    /// Without `start`, the confirm's only non-cancel action starts the work.
    private static func defaultStart(_ confirm: (name: Located<String>, definition: AlertDefinition), owner: String, context: inout DecodingContext) -> Located<String>? {
        let candidates = confirm.definition.actions.filter { $0.role != .cancel }
        switch candidates.count {
        case 1:
            return Located(candidates[0].id, range: confirm.name.range)
        case 0:
            context.report(
                .invalidReference,
                "'confirm' of \(owner) names '\(confirm.name.value)', which has no action but its cancel: nothing could start the work; add an action to it",
                at: confirm.name.range
            )
            return nil
        default:
            context.report(
                .missingKey,
                "\(owner) needs 'start': '\(confirm.name.value)' has \(candidates.count) actions besides its cancel (\(Suggestion.list(candidates.map(\.id), conjunction: "and"))); name the one that starts the work",
                at: confirm.name.range
            )
            return nil
        }
    }

    /// A number of seconds, 0 or more.
    private static func seconds(_ field: Field, context: inout DecodingContext) -> Located<Double>? {
        guard let value = context.number(field) else { return nil }
        guard value >= 0, value.isFinite else {
            context.report(.outOfRange, "'\(field.keyName)' must be a number of seconds, 0 or more, found \(Quote.name(field.node.scalar?.value ?? ""))", at: field.range)
            return nil
        }
        return Located(value, range: field.node.range)
    }

    /// The union of the named definitions' parameters, each name once. One name with two
    /// types is a `parameter-type-conflict` at the later reference; so is a failure alert's
    /// `error` that is not a `String`. Nil when it reported one.
    private static func flowParameters(
        _ lists: [[Parameter]],
        references: [Located<String>],
        failure: (name: Located<String>, definition: AlertDefinition)?,
        owner: String,
        context: inout DecodingContext
    ) -> [Parameter]? {
        var parameters: [Parameter] = []
        var hasConflict = false
        var all = Array(zip(references, lists))
        if let failure {
            if let error = failure.definition.parameters[named: FlowDefinition.errorParameterName], error.type != .string {
                context.report(
                    .parameterTypeConflict,
                    "\(owner) shows '\(failure.name.value)' when the work throws and fills its '\(error.name)' parameter with the error's description, a String; '\(failure.name.value)' declares it \(error.type.rawValue)",
                    at: failure.name.range,
                    notes: [context.note("'\(error.name)' is declared here", at: error.range)]
                )
                hasConflict = true
            }
            all.append((failure.name, failure.definition.parameters.filter { $0.name != FlowDefinition.errorParameterName }))
        }
        var owners: [String: (parameter: Parameter, definition: String)] = [:]
        for (reference, list) in all {
            for parameter in list {
                guard let first = owners[parameter.name] else {
                    owners[parameter.name] = (parameter, reference.value)
                    parameters.append(parameter)
                    continue
                }
                guard first.parameter.type != parameter.type else { continue }
                context.report(
                    .parameterTypeConflict,
                    "\(owner) takes '\(parameter.name)' for both '\(first.definition)' (\(first.parameter.type.rawValue)) and '\(reference.value)' (\(parameter.type.rawValue)); a flow's parameters are its definitions' parameters, each name with one type, so rename one or give both one type",
                    at: reference.range,
                    notes: [
                        context.note("'\(parameter.name)' is \(first.parameter.type.rawValue) here", at: first.parameter.range),
                        context.note("and \(parameter.type.rawValue) here", at: parameter.range),
                    ]
                )
                hasConflict = true
            }
        }
        return hasConflict ? nil : parameters
    }
}
