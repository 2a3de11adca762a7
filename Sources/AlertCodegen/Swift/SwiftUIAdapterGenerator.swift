import AlertSpec

/// The SwiftUI part of a catalog's Swift file, behind `#if canImport(SwiftUI)`: per alert a
/// `ViewModifier` presenting it with `.alert`, per action sheet one presenting it with
/// `.confirmationDialog`, each taking `isPresented`, the definition's parameters, a
/// `Binding<String>` per text field and one closure per action; per progress overlay a
/// factory for the shared `AlertlintProgressOverlay` modifier. Callers apply them with
/// `.modifier(PhotoLibrary.DeletePhotoAlert(…))`; there are no `View` extension methods, which
/// would collide across catalogs and with SwiftUI's own.
struct SwiftUIAdapterGenerator {
    let catalog: Catalog
    let options: SwiftGenerator.Options

    var access: String { options.access.keyword }

    /// `alert(_:isPresented:actions:message:)`, `Button(_:role:action:)` and
    /// `confirmationDialog` are iOS 15; text fields inside an alert's actions are iOS 16.
    static let availability = "@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)"
    static let textFieldAvailability = "@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)"

    func write(into writer: inout SwiftWriter) {
        let definitions = catalog.alerts + catalog.actionSheets
        guard !definitions.isEmpty || !catalog.progress.isEmpty else { return }
        writer.line()
        writer.line("#if canImport(SwiftUI)")
        writer.line("import SwiftUI")
        writer.line()
        writer.block("extension \(catalog.namespace)") { writer in
            if !definitions.isEmpty {
                // The modifiers below reach the catalog under a name no nested type, stored
                // property or other catalog can take: a modifier may share the catalog's name.
                writer.doc("This catalog, for the modifiers nested in it.")
                writer.line("\(options.access == .public ? "@usableFromInline " : "")typealias AlertlintCatalog = Self")
                writer.line()
            }
            var first = true
            for definition in definitions {
                if !first { writer.line() }
                first = false
                modifier(definition, into: &writer)
            }
            for overlay in catalog.progress {
                if !first { writer.line() }
                first = false
                progress(overlay, into: &writer)
            }
        }
        writer.line("#endif")
    }

    /// `DeletePhotoAlert` for an alert, `PhotoOptionsDialog` for an action sheet.
    static func modifierName(_ definition: AlertDefinition) -> String {
        SwiftLiteral.upperFirst(definition.id) + (definition.kind == .alert ? "Alert" : "Dialog")
    }

    private func modifier(_ definition: AlertDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: definition.parameters)
        let isAlert = definition.kind == .alert
        // A field's binding is named after its id, unless a parameter already has that name.
        var taken = signature.names
        let fieldNames = definition.textFields.map { field in
            let name = SwiftLiteral.unique(field.id, else: field.id + "Text", avoiding: taken)
            taken.insert(name)
            return SwiftLiteral.identifier(name)
        }
        let isPresented = SwiftLiteral.unique("isPresented", else: "alertlintIsPresented", avoiding: taken)
        let localization = signature.localizationName

        // Stored properties in initializer order: presentation, parameters, fields, handlers, localization.
        var properties: [Property] = [Property(name: isPresented, label: "isPresented", type: "SwiftUI.Binding<Swift.Bool>")]
        for parameter in signature.parameters {
            properties.append(Property(name: signature.argumentName(parameter.name), label: SwiftLiteral.identifier(parameter.name), type: FunctionSignature.typeName(parameter.type)))
        }
        for name in fieldNames { properties.append(Property(name: name, label: name, type: "SwiftUI.Binding<Swift.String>")) }
        for action in definition.actions {
            // Cancel usually needs no code; every other action must be handled.
            let name = UIKitAdapterGenerator.handlerName(action.id, avoiding: taken)
            properties.append(Property(name: name, label: name, type: "@MainActor () -> Swift.Void", isEscaping: true, defaultValue: action.role == .cancel ? "{}" : nil))
        }
        properties.append(Property(name: localization, label: "in", type: "AlertLocalization", defaultValue: "AlertlintCatalog.defaultLocalization"))

        let summary = definition.title?.developmentText ?? definition.message?.developmentText ?? definition.id
        let presenter = isAlert ? "an alert" : "a confirmation dialog"
        var doc = "Presents “\(summary)” as \(presenter) while `isPresented` is true; each closure runs when its button is chosen."
        if !definition.textFields.isEmpty {
            doc += "\nThe text fields edit the bindings (\(definition.textFields.map { "`\($0.id)`" }.joined(separator: ", "))); read them in the handlers."
        }
        writer.doc(doc)
        writer.line(definition.textFields.isEmpty ? Self.availability : Self.textFieldAvailability)
        writer.line("@MainActor")
        writer.block("\(access)struct \(Self.modifierName(definition)): SwiftUI.ViewModifier") { writer in
            for property in properties { writer.line("private let \(property.name): \(property.type)") }
            writer.line()
            writer.block("\(access)init(\(properties.map(\.declaration).joined(separator: ", ")))") { writer in
                for property in properties { writer.line("self.\(property.name) = \(property.name)") }
            }
            writer.line()
            writer.block("\(access)func body(content: Self.Content) -> some SwiftUI.View") { writer in
                let arguments = (signature.parameters.map { "\(SwiftLiteral.identifier($0.name)): self.\(signature.argumentName($0.name))" } + ["in: self.\(localization)"])
                    .joined(separator: ", ")
                writer.line("let alertContent = AlertlintCatalog.\(SwiftLiteral.identifier(definition.id))(\(arguments))")
                let title = "SwiftUI.Text(verbatim: alertContent.title ?? \"\")"
                let header = isAlert
                    ? "return content.alert(\(title), isPresented: self.\(isPresented))"
                    : "return content.confirmationDialog(\(title), isPresented: self.\(isPresented), titleVisibility: \(definition.title == nil ? ".hidden" : ".visible"))"
                // Indices into the content's arrays: the content function is generated from the
                // same definition, in the same order, so they always match.
                writer.block(header, footer: definition.message == nil ? "}" : "} message: {") { writer in
                    for (index, name) in fieldNames.enumerated() {
                        writer.line("AlertlintSwiftUI.field(alertContent.textFields[\(index)], text: self.\(name))")
                    }
                    for (index, action) in definition.actions.enumerated() {
                        writer.line("AlertlintSwiftUI.button(alertContent.actions[\(index)], perform: self.\(UIKitAdapterGenerator.handlerName(action.id, avoiding: taken)))")
                    }
                }
                if definition.message != nil {
                    writer.line("    SwiftUI.Text(verbatim: alertContent.message ?? \"\")")
                    writer.line("}")
                }
            }
        }
    }

    private func progress(_ overlay: ProgressDefinition, into writer: inout SwiftWriter) {
        let signature = FunctionSignature(parameters: overlay.parameters)
        let taken = signature.names
        let isPresented = SwiftLiteral.unique("isPresented", else: "alertlintIsPresented", avoiding: taken)
        let progressName = SwiftLiteral.unique("progress", else: "alertlintProgress", avoiding: taken)
        let cancelName = SwiftLiteral.unique("onCancel", else: "alertlintOnCancel", avoiding: taken)
        let determinate = overlay.mode == .determinate
        var parameters = [Property(name: isPresented, label: "isPresented", type: "SwiftUI.Binding<Swift.Bool>")]
        if determinate { parameters.append(Property(name: progressName, label: "progress", type: "Swift.Double?", defaultValue: "nil")) }
        for parameter in signature.parameters {
            parameters.append(Property(name: signature.argumentName(parameter.name), label: SwiftLiteral.identifier(parameter.name), type: FunctionSignature.typeName(parameter.type)))
        }
        if overlay.cancel != nil {
            parameters.append(Property(name: cancelName, label: "onCancel", type: "@MainActor () -> Swift.Void", isEscaping: true))
        }
        parameters.append(Property(name: signature.localizationName, label: "in", type: "AlertLocalization", defaultValue: "Self.defaultLocalization"))
        writer.doc("The overlay '\(overlay.id)' while `isPresented` is true\(determinate ? "; pass the work's `progress` (0…1)" : ""). Apply it with `.modifier(_:)`.")
        writer.line(Self.availability)
        writer.line("@MainActor")
        writer.block("\(access)static func \(SwiftLiteral.lowerFirst(overlay.id))Overlay(\(parameters.map(\.declaration).joined(separator: ", "))) -> AlertlintProgressOverlay") { writer in
            let arguments = signature.forwardedArguments
            let content = "Self.\(SwiftLiteral.identifier(overlay.id))(\(arguments))"
            writer.line("AlertlintProgressOverlay(\(content), isPresented: \(isPresented), progress: \(determinate ? progressName : "nil"), onCancel: \(overlay.cancel != nil ? cancelName : "nil"))")
        }
    }

    /// A modifier's stored property and its initializer parameter, or a factory's parameter.
    struct Property {
        var name: String
        var label: String
        var type: String
        var isEscaping = false
        var defaultValue: String?

        var declaration: String {
            (label == name ? name : "\(label) \(name)") + ": " + (isEscaping ? "@escaping " : "") + type + (defaultValue.map { " = \($0)" } ?? "")
        }
    }
}
