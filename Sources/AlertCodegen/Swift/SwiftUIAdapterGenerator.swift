import AlertSpec

/// The SwiftUI part of a catalog's Swift file, behind `#if canImport(SwiftUI)`.
///
/// Per alert (`.alert`) and action sheet (`.confirmationDialog`): a `ViewModifier` taking
/// `isPresented`, the definition's parameters, a `Binding<String>` per text field and one
/// closure per action, with a nested generic `Presenting<Item>` modifier that takes the
/// parameters from a presented item instead; and `View` methods named after the catalog and
/// the definition (`.photoLibraryDeletePhotoAlert(isPresented:…)`, `…(item:…)`), so two
/// catalogs never declare the same one. Per progress overlay: a factory for the runtime's
/// `AlertlintProgressOverlay` and `View` methods, with a fraction or a `Foundation.Progress`
/// when the overlay is determinate.
///
/// Texts are resolved only while the alert shows, in the environment's locale unless the
/// call names a localization (`AlertlintSwiftUILocalization` in the runtime).
struct SwiftUIAdapterGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    /// `alert(_:isPresented:actions:message:)`, `Button(_:role:action:)`,
    /// `confirmationDialog` and `background(_:in:fillStyle:)` are iOS 15 (macOS 12, tvOS 15,
    /// watchOS 8; visionOS has them all); text fields inside an alert's actions are iOS 16.
    static let availability = "@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)"
    static let textFieldAvailability = "@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)"

    /// The file-private name the `View` methods reach the catalog under: no namespace starts
    /// with `_`, and inside `extension View` a namespace named `Body` would mean `Self.Body`.
    var catalogAlias: String { "_\(catalog.namespace)Catalog" }

    func write(into writer: inout SwiftWriter) {
        let definitions = catalog.alerts + catalog.actionSheets
        guard !definitions.isEmpty || !catalog.progress.isEmpty else { return }
        let models = definitions.map(Model.init)
        writer.line()
        writer.line("#if canImport(SwiftUI)")
        writer.line("import SwiftUI")
        writer.line()
        writer.block("extension \(catalog.namespace)") { writer in
            if !definitions.isEmpty {
                // The modifiers below reach the catalog under a name no nested type, stored
                // property or other catalog can take: a modifier may share the catalog's name.
                doc("This catalog, for the modifiers nested in it.", into: &writer)
                writer.line("\(options.access == .public ? "@usableFromInline " : "")typealias AlertlintCatalog = Self")
                writer.line()
            }
            let parts: [(inout SwiftWriter) -> Void] = models.map { model in { modifier(model, into: &$0) } }
                + catalog.progress.map { overlay in { progressFactories(overlay, into: &$0) } }
            writer.separated(parts) { writer, part in part(&writer) }
        }
        writer.line()
        writer.line("private typealias \(catalogAlias) = \(catalog.namespace)")
        writer.line()
        writer.block("extension SwiftUI.View") { writer in
            let parts: [(inout SwiftWriter) -> Void] = models.map { model in { viewMethods(model, into: &$0) } }
                + catalog.progress.map { overlay in { progressViewMethods(overlay, into: &$0) } }
            writer.separated(parts) { writer, part in part(&writer) }
        }
        writer.line("#endif")
    }

    /// `DeletePhotoAlert` for an alert, `PhotoOptionsDialog` for an action sheet.
    static func modifierName(_ definition: AlertDefinition) -> String {
        SwiftLiteral.upperFirst(definition.id) + (definition.kind == .alert ? "Alert" : "Dialog")
    }

    /// `photoLibraryDeletePhotoAlert`: the catalog's name keeps two catalogs' methods apart.
    func viewMethodName(_ suffix: String) -> String {
        SwiftLiteral.lowerFirst(catalog.namespace) + SwiftLiteral.upperFirst(suffix)
    }

    /// The names one definition's modifiers use, made unique against its parameters.
    struct Model {
        let definition: AlertDefinition
        let signature: FunctionSignature
        let fieldNames: [String]
        let handlerNames: [String]
        let isPresented: String
        let item: String
        let localization: String
        let locale: String
        let makeContent: String

        init(_ definition: AlertDefinition) {
            self.definition = definition
            signature = FunctionSignature(parameters: definition.parameters)
            // A field's binding is named after its id, unless a parameter already has that name.
            var taken = signature.names
            fieldNames = definition.textFields.map { field in
                let name = SwiftLiteral.unique(field.id, else: field.id + "Text", avoiding: taken)
                taken.insert(name)
                return SwiftLiteral.identifier(name)
            }
            let handlerTaken = taken
            handlerNames = definition.actions.map { UIKitAdapterGenerator.handlerName($0.id, avoiding: handlerTaken) }
            taken.formUnion(handlerNames)
            func own(_ preferred: String, _ fallback: String) -> String {
                let name = SwiftLiteral.unique(preferred, else: fallback, avoiding: taken)
                taken.insert(name)
                return name
            }
            isPresented = own("isPresented", "alertlintIsPresented")
            item = own("item", "alertlintItem")
            localization = signature.localizationName
            taken.insert(localization)
            locale = own("locale", "alertlintLocale")
            makeContent = own("alertContent", "alertlintAlertContent")
        }

        var isAlert: Bool { definition.kind == .alert }
        /// A message-only alert shows its message as the title: SwiftUI's alert needs a title,
        /// and an empty one leaves an empty bold line above the message (decision 0039).
        var messageIsTitle: Bool { isAlert && definition.title == nil && definition.message != nil }
        var showsMessage: Bool { definition.message != nil && !messageIsTitle }
        var availability: String { definition.textFields.isEmpty ? SwiftUIAdapterGenerator.availability : SwiftUIAdapterGenerator.textFieldAvailability }
    }

    // MARK: - Alerts and confirmation dialogs

    private func modifier(_ model: Model, into writer: inout SwiftWriter) {
        let definition = model.definition
        let signature = model.signature
        var properties = [Property(name: model.isPresented, label: "isPresented", type: "SwiftUI.Binding<Swift.Bool>", doc: presentedDoc(model))]
        for parameter in signature.parameters {
            properties.append(Property(name: signature.argumentName(parameter.name), label: SwiftLiteral.identifier(parameter.name), type: FunctionSignature.typeName(parameter.type), doc: parameterDoc(parameter)))
        }
        properties += fieldProperties(model)
        for (action, name) in zip(definition.actions, model.handlerNames) {
            // Cancel usually needs no code; every other action must be handled.
            properties.append(Property(name: name, label: name, type: "@MainActor () -> Swift.Void", isEscaping: true, defaultValue: action.role == .cancel ? "{}" : nil, doc: handlerDoc(action)))
        }
        properties.append(localizationProperty(model))

        doc(summary(model) + "\n\nApply it with `.\(viewMethodName(Self.modifierName(definition)))(isPresented:…)`, or `(item:…)` to take the parameters from a presented value.", into: &writer)
        writer.line(model.availability)
        writer.line("@MainActor")
        writer.block("\(access)struct \(Self.modifierName(definition)): SwiftUI.ViewModifier") { writer in
            storedProperties(properties, model: model, into: &writer)
            writer.line()
            initializer(properties, into: &writer)
            writer.line()
            writer.block("\(access)func body(content: Self.Content) -> some SwiftUI.View") { writer in
                writer.line("// Resolved only while the alert shows; SwiftUI ignores changes once it does.")
                writer.line("let alertContent = self.\(model.isPresented).wrappedValue ? self.\(model.makeContent)() : nil")
                presentation(model, binding: "self.\(model.isPresented)", presenting: nil, into: &writer)
            }
            writer.line()
            contentMethod(model, forItem: false, into: &writer)
            writer.line()
            presentingModifier(model, into: &writer)
        }
    }

    /// `Presenting<Item>`: the same alert for an optional item, shown while it is not nil.
    private func presentingModifier(_ model: Model, into writer: inout SwiftWriter) {
        let definition = model.definition
        let signature = model.signature
        var properties = [Property(name: model.item, label: "item", type: "SwiftUI.Binding<Item?>", doc: "Shows the \(model.isAlert ? "alert" : "dialog") while it holds a value; SwiftUI sets it to nil when a button is chosen.")]
        for parameter in signature.parameters {
            properties.append(Property(name: signature.argumentName(parameter.name), label: SwiftLiteral.identifier(parameter.name), type: "(Item) -> \(FunctionSignature.typeName(parameter.type))", isEscaping: true, doc: parameterDoc(parameter, fromItem: true)))
        }
        properties += fieldProperties(model)
        for (action, name) in zip(definition.actions, model.handlerNames) {
            properties.append(Property(name: name, label: name, type: "@MainActor (Item) -> Swift.Void", isEscaping: true, defaultValue: action.role == .cancel ? "{ _ in }" : nil, doc: handlerDoc(action, withItem: true)))
        }
        properties.append(localizationProperty(model))

        doc("`\(Self.modifierName(definition))` for the value in `item`: the parameters are read from it and the handlers receive it.", into: &writer)
        writer.block("\(access)struct Presenting<Item>: SwiftUI.ViewModifier") { writer in
            storedProperties(properties, model: model, into: &writer)
            writer.line()
            initializer(properties, into: &writer)
            writer.line()
            writer.block("\(access)func body(content: Self.Content) -> some SwiftUI.View") { writer in
                writer.line("// Resolved only while the alert shows; SwiftUI ignores changes once it does.")
                writer.line("let presented = self.\(model.item).wrappedValue")
                writer.line("let alertContent = presented.map { self.\(model.makeContent)(for: $0) }")
                presentation(model, binding: "self.\(model.item).alertlintIsPresented", presenting: "presented", into: &writer)
            }
            writer.line()
            contentMethod(model, forItem: true, into: &writer)
        }
    }

    private func fieldProperties(_ model: Model) -> [Property] {
        zip(model.definition.textFields, model.fieldNames).map { field, name in
            Property(name: name, label: name, type: "SwiftUI.Binding<Swift.String>", doc: "The text of the \(field.isSecure ? "secure " : "")field `\(field.id)`; read it in the handlers.")
        }
    }

    private func localizationProperty(_ model: Model) -> Property {
        Property(name: model.localization, label: "in", type: "AlertLocalization?", defaultValue: "nil", doc: "Where the texts come from; by default the catalog's bundle in the environment's locale.")
    }

    private func storedProperties(_ properties: [Property], model: Model, into writer: inout SwiftWriter) {
        for property in properties { writer.line("private let \(property.name): \(property.type)") }
        writer.line("@SwiftUI.Environment(\\.locale) private var \(model.locale)")
    }

    private func initializer(_ properties: [Property], into writer: inout SwiftWriter) {
        var text = "- Parameters:"
        for property in properties {
            text += "\n  - \(property.label == "in" ? property.name : property.label): \(property.doc)"
        }
        doc(text, into: &writer)
        writer.block("\(access)init(\(properties.map(\.declaration).joined(separator: ", ")))") { writer in
            for property in properties { writer.line("self.\(property.name) = \(property.name)") }
        }
    }

    /// `alertContent()` / `alertContent(for:)`: the neutral content in the resolved localization.
    private func contentMethod(_ model: Model, forItem: Bool, into writer: inout SwiftWriter) {
        let signature = model.signature
        let arguments = signature.parameters.map { "\(SwiftLiteral.identifier($0.name)): self.\(signature.argumentName($0.name))\(forItem ? "(alertlintItem)" : "")" }
            + ["in: AlertlintSwiftUILocalization.resolve(self.\(model.localization), base: AlertlintCatalog.defaultLocalization, locale: self.\(model.locale))"]
        writer.block("private func \(model.makeContent)(\(forItem ? "for alertlintItem: Item" : "")) -> AlertContent") { writer in
            writer.line("AlertlintCatalog.\(SwiftLiteral.identifier(model.definition.id))(\(arguments.joined(separator: ", ")))")
        }
    }

    /// `content.alert(…) { fields and buttons } message: { … }`, built from `alertContent`
    /// (nil while nothing shows). With `presenting`, the builders receive the item.
    private func presentation(_ model: Model, binding: String, presenting: String?, into writer: inout SwiftWriter) {
        let definition = model.definition
        let title = "SwiftUI.Text(verbatim: alertContent?.\(model.messageIsTitle ? "message" : "title") ?? \"\")"
        let data = presenting.map { ", presenting: \($0)" } ?? ""
        let header = model.isAlert
            ? "return content.alert(\(title), isPresented: \(binding)\(data))"
            : "return content.confirmationDialog(\(title), isPresented: \(binding), titleVisibility: \(definition.title == nil ? ".hidden" : ".visible")\(data))"
        let itemName = "alertlintItem"
        let opener = presenting == nil ? " {" : " { \(itemName) in"
        writer.block(header, opener: opener, footer: model.showsMessage ? "} message: {\(presenting == nil ? "" : " _ in")" : "}") { writer in
            writer.block("if let alertContent") { writer in
                // Indices into the content's arrays: the content function is generated from
                // the same definition, in the same order, so they always match.
                for (index, name) in model.fieldNames.enumerated() {
                    writer.line("AlertlintSwiftUI.field(alertContent.textFields[\(index)], text: self.\(name))")
                }
                for (index, name) in model.handlerNames.enumerated() {
                    let perform = presenting == nil ? "self.\(name)" : "{ self.\(name)(\(itemName)) }"
                    writer.line("AlertlintSwiftUI.button(alertContent.actions[\(index)], perform: \(perform))")
                }
            }
        }
        if model.showsMessage {
            writer.line("    if let alertContent {")
            writer.line("        SwiftUI.Text(verbatim: alertContent.message ?? \"\")")
            writer.line("    }")
            writer.line("}")
        }
    }

    /// `.photoLibraryDeletePhotoAlert(isPresented:…)` and `(item:…)`.
    private func viewMethods(_ model: Model, into writer: inout SwiftWriter) {
        let definition = model.definition
        let signature = model.signature
        let modifier = "\(catalogAlias).\(Self.modifierName(definition))"
        let name = viewMethodName(Self.modifierName(definition))
        let parameters = signature.parameters.map { (label: SwiftLiteral.identifier($0.name), name: signature.argumentName($0.name), type: FunctionSignature.typeName($0.type)) }
        let fields = model.fieldNames
        let handlers = zip(definition.actions, model.handlerNames).map { (action: $0, name: $1) }
        func arguments(_ first: (label: String, name: String)) -> String {
            (["\(first.label): \(first.name)"]
                + parameters.map { "\($0.label): \($0.name)" }
                + fields.map { "\($0): \($0)" }
                + handlers.map { "\($0.name): \($0.name)" }
                + ["in: \(model.localization)"]).joined(separator: ", ")
        }

        doc(summary(model) + "\n\nThe same as `.modifier(\(catalog.namespace).\(Self.modifierName(definition))(…))`.", into: &writer)
        writer.line(model.availability)
        writer.line("@MainActor")
        var declaration = [labeled("isPresented", model.isPresented) + ": SwiftUI.Binding<Swift.Bool>"]
        declaration += parameters.map { labeled($0.label, $0.name) + ": \($0.type)" }
        declaration += fields.map { "\($0): SwiftUI.Binding<Swift.String>" }
        declaration += handlers.map { "\($0.name): @escaping @MainActor () -> Swift.Void\($0.action.role == .cancel ? " = {}" : "")" }
        declaration.append("in \(model.localization): AlertLocalization? = nil")
        writer.block("\(access)func \(name)(\(declaration.joined(separator: ", "))) -> some SwiftUI.View") { writer in
            writer.line("self.modifier(\(modifier)(\(arguments((label: "isPresented", name: model.isPresented)))))")
        }
        writer.line()

        // The generic parameter must not hide the catalog; the body reaches it by its alias.
        let itemType = "Item"
        doc("\(summary(model, presenting: true))\n\nThe same as `.modifier(\(catalog.namespace).\(Self.modifierName(definition)).Presenting(…))`.", into: &writer)
        writer.line(model.availability)
        writer.line("@MainActor")
        var itemDeclaration = [labeled("item", model.item) + ": SwiftUI.Binding<\(itemType)?>"]
        itemDeclaration += parameters.map { labeled($0.label, $0.name) + ": @escaping (\(itemType)) -> \($0.type)" }
        itemDeclaration += fields.map { "\($0): SwiftUI.Binding<Swift.String>" }
        itemDeclaration += handlers.map { "\($0.name): @escaping @MainActor (\(itemType)) -> Swift.Void\($0.action.role == .cancel ? " = { _ in }" : "")" }
        itemDeclaration.append("in \(model.localization): AlertLocalization? = nil")
        writer.block("\(access)func \(name)<\(itemType)>(\(itemDeclaration.joined(separator: ", "))) -> some SwiftUI.View") { writer in
            writer.line("self.modifier(\(modifier).Presenting(\(arguments((label: "item", name: model.item)))))")
        }
    }

    // MARK: - Progress overlays

    /// The names one overlay's factories use, made unique against its parameters.
    private struct OverlayNames {
        let signature: FunctionSignature
        let isPresented: String
        let progress: String
        let onCancel: String

        init(_ overlay: ProgressDefinition) {
            signature = FunctionSignature(parameters: overlay.parameters)
            var taken = signature.names
            taken.insert(signature.localizationName)
            isPresented = SwiftLiteral.unique("isPresented", else: "alertlintIsPresented", avoiding: taken)
            progress = SwiftLiteral.unique("progress", else: "alertlintProgress", avoiding: taken)
            onCancel = SwiftLiteral.unique("onCancel", else: "alertlintOnCancel", avoiding: taken)
        }
    }

    /// The progress argument's forms: none for a spinner; a fraction or a `Progress` for a bar.
    private enum ProgressForm: CaseIterable {
        case none, fraction, observed
    }

    private func forms(_ overlay: ProgressDefinition) -> [ProgressForm] {
        overlay.mode == .determinate ? [.fraction, .observed] : [.none]
    }

    private func overlayParameters(_ overlay: ProgressDefinition, _ names: OverlayNames, form: ProgressForm) -> [Property] {
        let signature = names.signature
        var parameters = [Property(name: names.isPresented, label: "isPresented", type: "SwiftUI.Binding<Swift.Bool>", doc: "")]
        switch form {
        case .none: break
        case .fraction: parameters.append(Property(name: names.progress, label: "progress", type: "Swift.Double?", defaultValue: "nil", doc: ""))
        case .observed: parameters.append(Property(name: names.progress, label: "progress", type: "Foundation.Progress", doc: ""))
        }
        for parameter in signature.parameters {
            parameters.append(Property(name: signature.argumentName(parameter.name), label: SwiftLiteral.identifier(parameter.name), type: FunctionSignature.typeName(parameter.type), doc: ""))
        }
        if overlay.cancel != nil {
            // With a `Progress`, canceling cancels it, so a handler is optional.
            parameters.append(Property(name: names.onCancel, label: "onCancel", type: "@MainActor () -> Swift.Void", isEscaping: true, defaultValue: form == .observed ? "{}" : nil, doc: ""))
        }
        parameters.append(Property(name: signature.localizationName, label: "in", type: "AlertLocalization?", defaultValue: "nil", doc: ""))
        return parameters
    }

    private func overlayDoc(_ overlay: ProgressDefinition, form: ProgressForm) -> String {
        var doc = "The progress overlay '\(overlay.id)'\(comment(overlay.title ?? overlay.message).map { " (\($0))" } ?? "") over this view while `isPresented` is true."
        switch form {
        case .none: break
        case .fraction: doc += " The bar shows `progress` (0…1); nil shows it empty."
        case .observed: doc += " The bar follows `progress.fractionCompleted`; canceling cancels `progress`."
        }
        if overlay.cancel != nil { doc += " `onCancel` runs once, when the cancel button is first chosen." }
        return doc
    }

    private func progressFactories(_ overlay: ProgressDefinition, into writer: inout SwiftWriter) {
        let names = OverlayNames(overlay)
        writer.separated(forms(overlay)) { writer, form in
            let parameters = overlayParameters(overlay, names, form: form)
            doc(overlayDoc(overlay, form: form) + " Apply it with `.modifier(_:)`, or call `.\(viewMethodName(overlay.id + "Overlay"))(…)`.", into: &writer)
            writer.line(Self.availability)
            writer.line("@MainActor")
            writer.block("\(access)static func \(SwiftLiteral.lowerFirst(overlay.id))Overlay(\(parameters.map(\.declaration).joined(separator: ", "))) -> AlertlintProgressOverlay") { writer in
                let signature = names.signature
                let content = "Self.\(SwiftLiteral.identifier(overlay.id))(\((signature.parameters.map { "\(SwiftLiteral.identifier($0.name)): \(signature.argumentName($0.name))" } + ["in: $0"]).joined(separator: ", ")))"
                let fraction = form == .fraction ? names.progress : "nil"
                let observed = form == .observed ? names.progress : "nil"
                writer.line("AlertlintProgressOverlay(isPresented: \(names.isPresented), fraction: \(fraction), progress: \(observed), localization: \(signature.localizationName), base: Self.defaultLocalization, onCancel: \(overlay.cancel != nil ? names.onCancel : "nil")) { \(content) }")
            }
        }
    }

    private func progressViewMethods(_ overlay: ProgressDefinition, into writer: inout SwiftWriter) {
        let names = OverlayNames(overlay)
        writer.separated(forms(overlay)) { writer, form in
            let parameters = overlayParameters(overlay, names, form: form)
            doc(overlayDoc(overlay, form: form), into: &writer)
            writer.line(Self.availability)
            writer.line("@MainActor")
            let arguments = parameters.map { "\($0.label): \($0.name)" }.joined(separator: ", ")
            writer.block("\(access)func \(viewMethodName(overlay.id + "Overlay"))(\(parameters.map(\.declaration).joined(separator: ", "))) -> some SwiftUI.View") { writer in
                writer.line("self.modifier(\(catalogAlias).\(SwiftLiteral.lowerFirst(overlay.id))Overlay(\(arguments)))")
            }
        }
    }

    // MARK: - Doc comments

    /// `label name`, or `name` when they are the same.
    private func labeled(_ label: String, _ name: String) -> String {
        label == name ? name : "\(label) \(name)"
    }

    /// A `///` comment whose blank lines carry no trailing space.
    private func doc(_ text: String, into writer: inout SwiftWriter) {
        // `SwiftWriter.doc` splits at the same newlines (a "\r\n" kept whole) and writes an
        // empty line as `///`, without breaking the text into Characters first.
        writer.doc(text)
    }

    /// The spec's translator comment for the definition's title (or message), if any.
    private func comment(_ text: Text?) -> String? {
        guard let comment = text?.comment.map(Self.trimmed), !comment.isEmpty else { return nil }
        return comment
    }

    /// `text.trimmingCharacters(in: .whitespacesAndNewlines)`. A text that starts and ends
    /// with a visible ASCII character (`!` to `~`), most comments, has nothing to trim and is
    /// returned without asking Foundation, which costs thousands of instructions a call.
    static func trimmed(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return text
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func summary(_ model: Model, presenting: Bool = false) -> String {
        let definition = model.definition
        let kind = model.isAlert ? "alert" : "action sheet"
        let presenter = model.isAlert ? "`.alert`" : "`.confirmationDialog`"
        let when = presenting ? "while `item` holds a value, with the parameters read from it" : "while `isPresented` is true"
        var text = "Presents the \(kind) '\(definition.id)' with \(presenter) \(when)."
        if let comment = comment(definition.title ?? definition.message) { text += "\n\n" + comment }
        return text
    }

    private func presentedDoc(_ model: Model) -> String {
        "Shows the \(model.isAlert ? "alert" : "dialog"); SwiftUI sets it to false when a button is chosen."
    }

    private func parameterDoc(_ parameter: Parameter, fromItem: Bool = false) -> String {
        fromItem ? "Reads `{\(parameter.name)}` from the item." : "Fills `{\(parameter.name)}` in the texts."
    }

    private func handlerDoc(_ action: Action, withItem: Bool = false) -> String {
        "Runs when the `\(action.id)` button is chosen\(withItem ? ", with the item" : "")\(action.role == .cancel ? " (by default nothing)" : "")."
    }

    /// A modifier's stored property and its initializer parameter, or a factory's parameter.
    struct Property {
        var name: String
        var label: String
        var type: String
        var isEscaping = false
        var defaultValue: String?
        var doc: String

        var declaration: String {
            (label == name ? name : "\(label) \(name)") + ": " + (isEscaping ? "@escaping " : "") + type + (defaultValue.map { " = \($0)" } ?? "")
        }
    }
}
