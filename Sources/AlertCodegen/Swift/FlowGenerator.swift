import AlertSpec

/// A catalog's flows, platform-neutral: per flow a function of the namespace, named after its
/// id like every definition's, that takes the flow's parameters and returns the `AlertFlow`
/// its definitions make (their contents in the localization, the start action, the timing).
/// `AlertFlow.run(presenter:clock:work:)` in the runtime sequences it.
struct FlowGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    func write(into writer: inout SwiftWriter) {
        guard !catalog.flows.isEmpty else { return }
        writer.markedExtension("Flows", of: catalog.namespace, items: catalog.flows) { writer, flow in
            function(flow, into: &writer)
        }
    }

    private func function(_ flow: FlowDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: flow.parameters)
        let localization = signature.localizationName
        /// `Self.id(a: a, in: localization)` for the definition `id`, taking its own parameters
        /// in their order; with `error`, the failure alert's `error` parameter gets that value.
        func call(_ id: String, error: String? = nil) -> String {
            let arguments = definitionParameters(id).map { parameter in
                let value = parameter.name == FlowDefinition.errorParameterName ? error ?? signature.argumentName(parameter.name) : signature.argumentName(parameter.name)
                return "\(parameter.name): \(value)"
            } + ["in: \(localization)"]
            return "Self.\(SwiftLiteral.identifier(id))(\(arguments.joined(separator: ", ")))"
        }
        var summary = "The flow '\(flow.id)': "
        summary += flow.confirm.map { "asks with '\($0.value)', " } ?? ""
        summary += "shows '\(flow.progress.value)' while the work runs"
        summary += flow.failure.map { ", and '\($0.value)' if it throws" } ?? ""
        writer.doc(summary + ". Run it with `run(presenter:clock:work:)`, or the UIKit and SwiftUI adapters.")
        writer.block("\(access)static func \(SwiftLiteral.identifier(flow.id))(\(signature.declaration)) -> AlertFlow") { writer in
            writer.line("AlertFlow(")
            var arguments: [String] = []
            if let confirm = flow.confirm {
                arguments.append("confirm: \(call(confirm.value))")
                arguments.append("startActionID: \(SwiftLiteral.string(flow.start?.value ?? ""))")
            }
            arguments.append("progress: \(call(flow.progress.value))")
            if let success = flow.success { arguments.append("success: \(call(success.value))") }
            if let failure = flow.failure {
                let takesError = definitionParameters(failure.value).contains { $0.name == FlowDefinition.errorParameterName }
                // The closure's parameter must not shadow a flow parameter the call passes on.
                let names = Set(flow.parameters.map(\.name)).union(flow.parameters.map { signature.argumentName($0.name) })
                let description = SwiftLiteral.unique("errorDescription", else: "alertlintErrorDescription", avoiding: names)
                if takesError {
                    arguments.append("failure: { \(description) in \(call(failure.value, error: description)) }")
                } else {
                    arguments.append("failure: { _ in \(call(failure.value)) }")
                }
            }
            arguments.append("delay: \(flow.delay.value)")
            arguments.append("minimumDuration: \(flow.minimumDuration.value)")
            for (index, argument) in arguments.enumerated() {
                writer.line("    \(argument)\(index == arguments.count - 1 ? "" : ",")")
            }
            writer.line(")")
        }
    }

    /// The parameters of the definition `id` (an alert, action sheet or overlay of this catalog).
    private func definitionParameters(_ id: String) -> [Parameter] {
        catalog.alertOrSheet(id)?.parameters ?? catalog.progressOverlay(id)?.parameters ?? []
    }
}
