import AlertSpec

/// The UIKit part of a catalog's Swift file, behind `#if canImport(UIKit)`: per alert or
/// sheet a factory returning a configured `UIAlertController` with one closure per action
/// ("blocks instead of delegates"); per progress overlay a factory for its view controller.
struct UIKitAdapterGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    func write(into writer: inout SwiftWriter) {
        let definitions = catalog.alerts + catalog.actionSheets
        guard !definitions.isEmpty || !catalog.progress.isEmpty else { return }
        writer.line()
        writer.line("#if canImport(UIKit)")
        writer.line("import UIKit")
        writer.line()
        writer.block("extension \(catalog.namespace)") { writer in
            var first = true
            for definition in definitions {
                if !first { writer.line() }
                first = false
                controller(definition, into: &writer)
            }
            for overlay in catalog.progress {
                if !first { writer.line() }
                first = false
                progress(overlay, into: &writer)
            }
        }
        writer.line("#endif")
    }

    private func controller(_ definition: AlertDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: definition.parameters)
        let fields = TextFieldValues(definition: definition)
        if let fields {
            writer.doc("What the person typed into \(definition.kind == .alert ? "alert" : "sheet") '\(definition.id)', by field id.")
            writer.block("\(access)struct \(fields.typeName): Swift.Sendable, Swift.Hashable") { writer in
                for field in definition.textFields { writer.line("\(access)var \(SwiftLiteral.identifier(field.id)): Swift.String") }
            }
            writer.line()
        }
        let handlerType = fields.map { "@escaping @MainActor (\($0.typeName)) -> Swift.Void" } ?? "@escaping @MainActor () -> Swift.Void"
        var parameters = signature.parameters.map(signature.declaration(of:))
        let taken = signature.names
        let source = SwiftLiteral.unique("source", else: "alertlintSource", avoiding: taken)
        if definition.kind == .actionSheet {
            // Required: an action sheet is a popover on iPad and crashes without an anchor.
            parameters.append("\(source): AlertPopoverSource")
        }
        for action in definition.actions {
            // Cancel usually needs no code; every other action must be handled.
            let defaultValue = action.role == .cancel ? (fields == nil ? " = {}" : " = { _ in }") : ""
            parameters.append("\(Self.handlerName(action.id, avoiding: taken)): \(handlerType)\(defaultValue)")
        }
        parameters.append("in \(signature.localizationName): AlertLocalization = Self.defaultLocalization")
        let summary = definition.title?.developmentText ?? definition.message?.developmentText ?? definition.id
        writer.doc("A `UIAlertController` for “\(summary)”; each closure runs when its button is chosen.")
        writer.line("@MainActor")
        let name = "\(SwiftLiteral.lowerFirst(definition.id))Controller"
        writer.block("\(access)static func \(name)(\(parameters.joined(separator: ", "))) -> UIKit.UIAlertController") { writer in
            let arguments = signature.forwardedArguments
            let content = "Self.\(SwiftLiteral.identifier(definition.id))(\(arguments))"
            let sourceArgument = definition.kind == .actionSheet ? source : "nil"
            let textsName = fields == nil ? "_" : "texts"
            writer.block("return AlertlintUIKit.controller(\(content), source: \(sourceArgument)) { actionID, \(textsName) in", opener: "") { writer in
                if let fields {
                    let values = definition.textFields.map { "\(SwiftLiteral.identifier($0.id)): texts[\(SwiftLiteral.string($0.id))] ?? \"\"" }
                    writer.line("let values = Self.\(fields.typeName)(\(values.joined(separator: ", ")))")
                }
                writer.line("switch actionID {")
                for action in definition.actions {
                    writer.line("case \(SwiftLiteral.string(action.id)): \(Self.handlerName(action.id, avoiding: taken))(\(fields == nil ? "" : "values"))")
                }
                writer.line("default: break")
                writer.line("}")
            }
        }
    }

    private func progress(_ overlay: ProgressDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: overlay.parameters)
        var parameters = signature.parameters.map(signature.declaration(of:))
        let cancelHandler = Self.handlerName("cancel", avoiding: signature.names)
        if overlay.cancel != nil { parameters.append("\(cancelHandler): @escaping @MainActor () -> Swift.Void") }
        parameters.append("in \(signature.localizationName): AlertLocalization = Self.defaultLocalization")
        writer.doc("The overlay '\(overlay.id)', ready to present modally\(overlay.mode == .determinate ? "; set `progress` as the work advances" : "").")
        writer.line("@MainActor")
        writer.block("\(access)static func \(SwiftLiteral.lowerFirst(overlay.id))ViewController(\(parameters.joined(separator: ", "))) -> AlertlintProgressViewController") { writer in
            let arguments = signature.forwardedArguments
            writer.line("AlertlintProgressViewController(content: Self.\(SwiftLiteral.identifier(overlay.id))(\(arguments)), onCancel: \(overlay.cancel != nil ? cancelHandler : "nil"))")
        }
    }

    /// `on` + the action id: `onDelete`, `onSignIn`.
    static func handlerName(_ action: Action) -> String { handlerName(action.id) }

    static func handlerName(_ id: String) -> String { "on" + SwiftLiteral.upperFirst(id) }

    /// The handler's name, made unique against the spec's own parameter names.
    static func handlerName(_ id: String, avoiding taken: Set<String>) -> String {
        let name = handlerName(id)
        return SwiftLiteral.unique(name, else: name + "Action", avoiding: taken)
    }

    /// The struct that carries an alert's entered texts, when it has text fields.
    struct TextFieldValues {
        let typeName: String

        init?(definition: AlertDefinition) {
            guard !definition.textFields.isEmpty else { return nil }
            typeName = SwiftLiteral.upperFirst(definition.id) + "Fields"
        }
    }
}
