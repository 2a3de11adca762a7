import AlertSpec

/// A catalog's flows, platform-neutral: per flow a function of the namespace, named after its
/// id like every definition's, that takes the flow's parameters and returns the `AlertFlow`
/// its definitions make (their contents in the localization, the start action, the timing).
/// `AlertFlow.run(presenter:clock:work:)` in the runtime sequences it.
///
/// Then per flow, for each UI framework, `run<FlowId>(…)`, which runs it and returns the
/// `AlertFlowOutcome`: behind `#if canImport(UIKit) && !os(watchOS)` presenting on top of a
/// view controller (`from:`, plus `source:` when the confirmation is an action sheet), behind
/// `#if canImport(SwiftUI)` on an `AlertlintFlowRunner` a view shows with `.alertlintFlow(_:)`.
/// A determinate overlay's work takes the `Foundation.Progress` the bar follows (decision 0047).
struct FlowGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    func write(into writer: inout SwiftWriter) {
        guard !catalog.flows.isEmpty else { return }
        writer.markedExtension("Flows", of: catalog.namespace, items: catalog.flows) { writer, flow in
            function(flow, into: &writer)
        }
        writer.line()
        // `canImport(UIKit)` is true on watchOS too, which has no UIAlertController.
        writer.line("#if canImport(UIKit) && !os(watchOS)")
        writer.line("import UIKit")
        writer.line()
        writer.line(UIKitAdapterGenerator.availability)
        writer.block("extension \(catalog.namespace)") { writer in
            writer.separated(catalog.flows) { writer, flow in uiKitRun(flow, into: &writer) }
        }
        writer.line("#endif")
        writer.line()
        writer.line("#if canImport(SwiftUI)")
        writer.line("import SwiftUI")
        writer.line()
        writer.block("extension \(catalog.namespace)") { writer in
            writer.separated(catalog.flows) { writer, flow in swiftUIRun(flow, into: &writer) }
        }
        writer.line("#endif")
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

    // MARK: Running on UIKit and SwiftUI

    /// `run` + the flow's id: `runSignOut`, beside `present<Id>` of alerts.
    static func runName(_ flow: FlowDefinition) -> String { "run" + SwiftLiteral.upperFirst(flow.id) }

    /// The names a `run<FlowId>` function adds beside the spec's parameters.
    private struct RunNames {
        let signature: FunctionSignature
        let work: String
        let presenter: String
        let source: String
        let runner: String

        init(_ flow: FlowDefinition) {
            signature = FunctionSignature(parameters: flow.parameters)
            let taken = signature.names.union([signature.localizationName])
            work = SwiftLiteral.unique("work", else: "alertlintWork", avoiding: taken)
            presenter = SwiftLiteral.unique("presenter", else: "alertlintPresenter", avoiding: taken)
            source = SwiftLiteral.unique("source", else: "alertlintSource", avoiding: taken)
            runner = SwiftLiteral.unique("runner", else: "alertlintRunner", avoiding: taken)
        }

        /// `work: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void` for a
        /// determinate overlay, whose bar follows the progress the work reports; else `()`.
        func workDeclaration(determinate: Bool) -> String {
            let input = determinate ? "Foundation.Progress" : ""
            return "\(work == "work" ? "work" : "work \(work)"): @escaping @Sendable (\(input)) async throws -> Swift.Void"
        }
    }

    private func isDeterminate(_ flow: FlowDefinition) -> Bool {
        catalog.progressOverlay(flow.progress.value)?.mode == .determinate
    }

    private func confirmIsActionSheet(_ flow: FlowDefinition) -> Bool {
        flow.confirm.flatMap { catalog.alertOrSheet($0.value) }?.kind == .actionSheet
    }

    /// The doc comment both `run<FlowId>` functions share, with their own parameter lines.
    private func runDoc(_ flow: FlowDefinition, on: String, _ names: RunNames, extraParameters: [String]) -> String {
        var lines = ["Runs the flow `\(flow.id)` \(on) and returns how it ended: asks first where the flow confirms, shows the overlay only if the work outlasts the delay, lets its cancel cancel the work's task, then shows the result alert."]
        lines += ["", "- Parameters:"]
        lines += flow.parameters.map { "  - \($0.name): fills `{\($0.name)}`." }
        lines += extraParameters
        lines.append(isDeterminate(flow)
            ? "  - \(names.work): the work; it reports to the `Foundation.Progress` it is given (0 of 100 units at first), which the overlay's bar follows."
            : "  - \(names.work): the work; it runs in its own task, cancelled by the overlay's cancel.")
        return lines.joined(separator: "\n")
    }

    /// `runSignOut(account:from:in:work:) async -> AlertFlowOutcome`, presenting on UIKit.
    private func uiKitRun(_ flow: FlowDefinition, into writer: inout SwiftWriter) {
        let names = RunNames(flow)
        let signature = names.signature
        let sheet = confirmIsActionSheet(flow)
        var parameters = signature.parameters.map(signature.declaration(of:))
        // Required: an action sheet is a popover on iPad and crashes without an anchor.
        if sheet { parameters.append("\(names.source): AlertPopoverSource") }
        parameters.append("from \(names.presenter): UIKit.UIViewController")
        parameters.append("in \(signature.localizationName): AlertLocalization = Self.defaultLocalization")
        parameters.append(names.workDeclaration(determinate: isDeterminate(flow)))
        var extra = sheet ? ["  - \(names.source): where the confirmation's popover points on iPad."] : []
        extra.append("  - \(names.presenter): a view controller of the screen; alerts and the overlay go on top of what it presents.")
        writer.doc(runDoc(flow, on: "on top of `\(names.presenter)`", names, extraParameters: extra))
        writer.line("@MainActor")
        writer.block("\(access)static func \(Self.runName(flow))(\(parameters.joined(separator: ", "))) async -> AlertFlowOutcome") { writer in
            let presenter = "AlertlintUIKitFlowPresenter(from: \(names.presenter)\(sheet ? ", source: \(names.source)" : ""))"
            writer.line("await Self.\(SwiftLiteral.identifier(flow.id))(\(signature.forwardedArguments)).run(presenter: \(presenter), work: \(names.work))")
        }
    }

    /// `runSignOut(account:on:in:work:) async -> AlertFlowOutcome`, shown by the runner's view.
    private func swiftUIRun(_ flow: FlowDefinition, into writer: inout SwiftWriter) {
        let names = RunNames(flow)
        let signature = names.signature
        var parameters = signature.parameters.map(signature.declaration(of:))
        parameters.append("on \(names.runner): AlertlintFlowRunner")
        parameters.append("in \(signature.localizationName): AlertLocalization? = nil")
        parameters.append(names.workDeclaration(determinate: isDeterminate(flow)))
        let extra = [
            "  - \(names.runner): the runner a view shows with `.alertlintFlow(\(names.runner))`.",
            "  - \(signature.localizationName): the texts' localization; nil takes the view's locale.",
        ]
        writer.doc(runDoc(flow, on: "on `\(names.runner)`", names, extraParameters: extra))
        // On each function, as the SwiftUI adapter's declarations carry theirs.
        writer.line(SwiftUIAdapterGenerator.availability)
        writer.line("@MainActor")
        writer.block("\(access)static func \(Self.runName(flow))(\(parameters.joined(separator: ", "))) async -> AlertFlowOutcome") { writer in
            let arguments = (signature.parameters.map { "\($0.name): \(signature.argumentName($0.name))" } + ["in: $0"]).joined(separator: ", ")
            writer.line("await \(names.runner).run(localization: \(signature.localizationName), base: Self.defaultLocalization, flow: { Self.\(SwiftLiteral.identifier(flow.id))(\(arguments)) }, work: \(names.work))")
        }
    }

    /// The parameters of the definition `id` (an alert, action sheet or overlay of this catalog).
    private func definitionParameters(_ id: String) -> [Parameter] {
        catalog.alertOrSheet(id)?.parameters ?? catalog.progressOverlay(id)?.parameters ?? []
    }
}
