import AlertSpec

/// The UIKit part of a catalog's Swift file, behind `#if canImport(UIKit) && !os(watchOS)`
/// (watchOS has UIKit but no `UIAlertController`). Per alert or sheet:
/// - `<Id>Choice`, its actions as an enum, and `<Id>Fields` when it has text fields;
/// - `present<Id>(…, from:)`, which presents it and returns the choice (`async`);
/// - `<id>Controller(…)`, a configured `UIAlertController` with one closure per action
///   ("blocks instead of delegates"), for code that presents it itself.
/// Per progress overlay a factory for its view controller. Everything carries the floor's
/// availability (iOS 15, tvOS 15, Mac Catalyst 15, visionOS 1).
struct UIKitAdapterGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    /// The generated code's floor, on every declaration of the UIKit adapter.
    static let availability = "@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)"

    func write(into writer: inout SwiftWriter) {
        let definitions = catalog.alerts + catalog.actionSheets
        guard !definitions.isEmpty || !catalog.progress.isEmpty else { return }
        writer.line()
        // `canImport(UIKit)` is true on watchOS too, which has no UIAlertController.
        writer.line("#if canImport(UIKit) && !os(watchOS)")
        writer.line("import UIKit")
        writer.line()
        writer.line(Self.availability)
        writer.block("extension \(catalog.namespace)") { writer in
            var first = true
            for definition in definitions {
                if !first { writer.line() }
                first = false
                choice(definition, into: &writer)
                writer.line()
                if let fields = TextFieldValues(definition: definition) {
                    fieldsStruct(definition, fields, into: &writer)
                    writer.line()
                }
                present(definition, into: &writer)
                writer.line()
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

    // MARK: Alerts and sheets

    /// "the alert `deletePhoto`".
    private func described(_ definition: AlertDefinition) -> String {
        "the \(definition.kind == .alert ? "alert" : "action sheet") `\(definition.id)`"
    }

    /// The spec's translator comment on the title (or message) as a paragraph of its own:
    /// it says what the alert is for, which the raw template does not.
    private func commentParagraph(_ definition: AlertDefinition) -> [String] {
        guard let comment = definition.title?.comment ?? definition.message?.comment else { return [] }
        return ["", comment]
    }

    /// One line per spec parameter, naming the placeholder it fills.
    private func parameterDocs(_ definition: AlertDefinition) -> [String] {
        definition.parameters.map { "  - \($0.name): fills `{\($0.name)}`." }
    }

    private func choice(_ definition: AlertDefinition, into writer: inout SwiftWriter) {
        let choice = Choice(definition: definition)
        writer.doc("The actions of \(described(definition)), as `\(Self.presentName(definition))` returns them.")
        writer.block("\(access)enum \(choice.typeName): Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable") { writer in
            for action in definition.actions {
                writer.line("case \(SwiftLiteral.identifier(action.id))")
            }
            if let dismissed = choice.dismissedCase {
                writer.doc("Gone without an action: UIKit dismissed it (an action sheet's popover tapped away) or it could not be presented.")
                writer.line("case \(dismissed)")
            }
        }
    }

    private func fieldsStruct(_ definition: AlertDefinition, _ fields: TextFieldValues, into writer: inout SwiftWriter) {
        writer.doc("What the person typed into \(definition.kind == .alert ? "alert" : "sheet") `\(definition.id)`, by field id.")
        writer.block("\(access)struct \(fields.typeName): Swift.Sendable, Swift.Hashable") { writer in
            for field in definition.textFields {
                if let comment = field.placeholder?.comment { writer.doc(SwiftLiteral.commentSafe(comment)) }
                writer.line("\(access)var \(SwiftLiteral.identifier(field.id)): Swift.String")
            }
        }
    }

    /// `present<Id>(…, from:) async -> <Id>Choice`, or `(choice:, fields:)` with text fields.
    private func present(_ definition: AlertDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: definition.parameters)
        let choice = Choice(definition: definition)
        let fields = TextFieldValues(definition: definition)
        let taken = signature.names
        var parameters = signature.parameters.map(signature.declaration(of:))
        let source = SwiftLiteral.unique("source", else: "alertlintSource", avoiding: taken)
        if definition.kind == .actionSheet { parameters.append("\(source): AlertPopoverSource") }
        let presenter = SwiftLiteral.unique("presenter", else: "alertlintPresenter", avoiding: taken)
        parameters.append("from \(presenter): UIKit.UIViewController")
        parameters.append("in \(signature.localizationName): AlertLocalization = Self.defaultLocalization")
        let result = fields.map { "(choice: \(choice.typeName), fields: \($0.typeName))" } ?? choice.typeName
        var doc = ["Presents \(described(definition)) on top of `\(presenter)` and returns \(fields == nil ? "the chosen action" : "the chosen action and the fields' texts") once it is gone."]
            + commentParagraph(definition)
        let parameterLines = parameterDocs(definition)
            + (definition.kind == .actionSheet ? ["  - \(source): where the popover points on iPad."] : [])
            + ["  - \(presenter): a view controller of the screen; the alert goes on top of what it presents."]
        doc += ["", "- Parameters:"] + parameterLines
        writer.doc(doc.joined(separator: "\n"))
        writer.line("@MainActor")
        writer.block("\(access)static func \(Self.presentName(definition))(\(parameters.joined(separator: ", "))) async -> \(result)") { writer in
            let content = "Self.\(SwiftLiteral.identifier(definition.id))(\(signature.forwardedArguments))"
            writer.line("let alertlintResponse = await AlertlintUIKit.present(\(content), source: \(definition.kind == .actionSheet ? source : "nil"), from: \(presenter))")
            // `Self.`: a spec parameter may be named like the type (`ConfirmChoice`).
            let chosen = "Self.\(choice.typeName)(rawValue: alertlintResponse.actionID ?? \"\") ?? .\(choice.fallbackCase)"
            if let fields {
                let values = definition.textFields.map { "\(SwiftLiteral.identifier($0.id)): alertlintResponse.fieldTexts[\(SwiftLiteral.string($0.id))] ?? \"\"" }
                writer.line("return (\(chosen), Self.\(fields.typeName)(\(values.joined(separator: ", "))))")
            } else {
                writer.line("return \(chosen)")
            }
        }
    }

    private func controller(_ definition: AlertDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: definition.parameters)
        let fields = TextFieldValues(definition: definition)
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
        var doc = ["A `UIAlertController` for \(described(definition)); each closure runs when its button is chosen."]
            + commentParagraph(definition)
        let parameterLines = parameterDocs(definition)
        if !parameterLines.isEmpty { doc += ["", "- Parameters:"] + parameterLines }
        writer.doc(doc.joined(separator: "\n"))
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

    // MARK: Progress overlays

    private func progress(_ overlay: ProgressDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: overlay.parameters)
        var parameters = signature.parameters.map(signature.declaration(of:))
        let taken = signature.names
        let cancelHandler = Self.handlerName("cancel", avoiding: taken)
        let observed = SwiftLiteral.unique("progress", else: "alertlintProgress", avoiding: taken)
        let determinate = overlay.mode == .determinate
        if determinate { parameters.append("observing \(observed): Foundation.Progress? = nil") }
        if overlay.cancel != nil { parameters.append("\(cancelHandler): @escaping @MainActor () -> Swift.Void") }
        parameters.append("in \(signature.localizationName): AlertLocalization = Self.defaultLocalization")
        var doc = ["The overlay `\(overlay.id)`, ready to present modally with `present(_:animated:)`."]
        var parameterLines = overlay.parameters.map { "  - \($0.name): fills `{\($0.name)}`." }
        if determinate { parameterLines.append("  - \(observed): the work's progress, which the bar follows; or set `progress` on the controller.") }
        if overlay.cancel != nil { parameterLines.append("  - \(cancelHandler): runs once, on the first tap on the cancel button.") }
        if !parameterLines.isEmpty { doc += ["", "- Parameters:"] + parameterLines }
        writer.doc(doc.joined(separator: "\n"))
        writer.line("@MainActor")
        writer.block("\(access)static func \(SwiftLiteral.lowerFirst(overlay.id))ViewController(\(parameters.joined(separator: ", "))) -> AlertlintProgressViewController") { writer in
            let content = "Self.\(SwiftLiteral.identifier(overlay.id))(\(signature.forwardedArguments))"
            let progressArgument = determinate ? observed : "nil"
            writer.line("AlertlintProgressViewController(content: \(content), observedProgress: \(progressArgument), onCancel: \(overlay.cancel != nil ? cancelHandler : "nil"))")
        }
    }

    // MARK: Names

    /// `presentDeletePhoto`.
    static func presentName(_ definition: AlertDefinition) -> String { "present" + SwiftLiteral.upperFirst(definition.id) }

    /// `on` + the action id: `onDelete`, `onSignIn`.
    static func handlerName(_ action: Action) -> String { handlerName(action.id) }

    static func handlerName(_ id: String) -> String { "on" + SwiftLiteral.upperFirst(id) }

    /// The handler's name, made unique against the spec's own parameter names.
    static func handlerName(_ id: String, avoiding taken: Set<String>) -> String {
        let name = handlerName(id)
        return SwiftLiteral.unique(name, else: name + "Action", avoiding: taken)
    }

    /// The enum of a definition's actions that `present<Id>` returns.
    struct Choice {
        let typeName: String
        /// The extra case for "gone without an action", when no action is the cancel one.
        let dismissedCase: String?
        /// What a response without an action becomes: the cancel action, else `dismissedCase`.
        let fallbackCase: String

        init(definition: AlertDefinition) {
            typeName = SwiftLiteral.upperFirst(definition.id) + "Choice"
            if let cancel = definition.actions.first(where: { $0.role == .cancel }) {
                dismissedCase = nil
                fallbackCase = SwiftLiteral.identifier(cancel.id)
            } else {
                let dismissed = SwiftLiteral.unique("dismissed", else: "dismissedWithoutAction", avoiding: Set(definition.actions.map(\.id)))
                dismissedCase = dismissed
                fallbackCase = dismissed
            }
        }
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
