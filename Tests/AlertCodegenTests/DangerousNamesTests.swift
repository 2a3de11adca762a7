@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Names a spec may choose that the generated code itself uses. Every capitalized identifier
/// the generated Swift spells (`String`, `Data`, `Bundle`, `Text`, `Binding`, `UIAlertController`,
/// the runtime's own types…) becomes the namespace of a catalog, and every identifier it spells
/// (`table`, `localization`, `source`, `identifier`, `String`…) a parameter of one; all those
/// catalogs are generated and compiled together, so a name that shadows anything — within a
/// catalog or across catalogs — fails the build. The list is read from the generator's own
/// output, so a name the generator starts using later is covered without editing this test.
/// Names the decoder reserves (the modules generated code qualifies with, the runtime's types)
/// must be rejected with a format error instead, and nothing else may be.
@Suite struct DangerousNamesTests {
    static let internalGenerator = SwiftGenerator(options: .init(access: .internal, toolVersion: "test"))
    static let publicGenerator = SwiftGenerator(options: .init(access: .public, toolVersion: "test"))

    /// A spec using every generated feature: an alert with a plural message, text fields and a
    /// preferred action, an action sheet, a notification with a badge parameter, a category
    /// with a text-input action and a trigger, a determinate overlay with a cancel button, and
    /// a flow that confirms with the sheet and runs with the overlay (no failure alert: the
    /// flow would fill its `error` parameter with a String, and the parameters' types vary).
    /// `parameters` are declared on every definition; the first is an `Int` (the plural count
    /// and the badge), the others alternate `String` and `Double`.
    static func spec(namespace: String, parameters: [String]) -> String {
        let types = parameters.indices.map { $0 == 0 ? "Int" : $0 % 2 == 1 ? "String" : "Double" }
        let declared = "{" + zip(parameters, types).map { "\($0): \($1)" }.joined(separator: ", ") + "}"
        let all = parameters.map { "{\($0)}" }.joined(separator: " ")
        let count = "{\(parameters[0])}"
        return """
            version: 1
            namespace: \(namespace)
            alerts:
              confirm:
                parameters: \(declared)
                title: "Title \(all)"
                message:
                  plural: \(parameters[0])
                  one: "\(count) one"
                  other: "\(count) other \(all)"
                textFields:
                  - id: name
                    placeholder: "Name \(all)"
                    contentType: username
                    keyboard: emailAddress
                    autocapitalization: none
                  - id: secret
                    secure: true
                actions:
                  - role: cancel
                    title: Cancel
                  - id: apply
                    preferred: true
                    title: "Apply \(all)"
            actionSheets:
              choose:
                parameters: \(declared)
                title: "Choose \(all)"
                actions:
                  - id: remove
                    role: destructive
                    title: Remove
                  - role: cancel
                    title: Cancel
            notifications:
              remind:
                parameters: \(declared)
                title: "Remind \(all)"
                body: "Body \(all)"
                badge: \(parameters[0])
                sound: default
                category:
                  actions:
                    - id: reply
                      title: Reply
                      textInput:
                        button: Send
                        placeholder: Say
                    - id: open
                      title: Open
                      options: [foreground]
                trigger:
                  after: 60
                  repeats: false
            progress:
              wait:
                mode: determinate
                parameters: \(declared)
                title: "Wait \(all)"
                cancel: Stop
            flows:
              act:
                confirm: choose
                progress: wait
                success: confirm

            """
    }

    static func parse(_ yaml: String, path: String) -> (catalog: Catalog?, diagnostics: [Diagnostic]) {
        let parsed = SpecParser.parse(SourceFile(path: path, bytes: Array(yaml.utf8)))
        return (parsed.catalog, parsed.diagnostics)
    }

    /// The identifiers a Swift source spells outside string literals and comments.
    static func identifiers(in source: String) -> Set<String> {
        var names = Set<String>()
        for line in source.split(separator: "\n") {
            var code = String(line).replacing(#/"(\\.|[^"\\])*"/#, with: "\"\"")
            if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
            for match in code.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#) { names.insert(String(match.output)) }
        }
        return names
    }

    /// Every identifier of the runtime and of a catalog using every feature, in both access levels.
    static func generatedIdentifiers() throws -> Set<String> {
        let probe = try #require(parse(spec(namespace: "Probe", parameters: ["count", "name", "ratio"]), path: "probe.alerts.yaml").catalog)
        var names = Set<String>()
        for generator in [internalGenerator, publicGenerator] {
            names.formUnion(identifiers(in: generator.runtime()))
            names.formUnion(identifiers(in: generator.source(for: probe)))
        }
        return names
    }

    /// One catalog per capitalized identifier the generated code spells (those the decoder
    /// reserves are returned apart, with their diagnostics), each taking a share of all the
    /// identifiers as parameter names.
    static func dangerousCatalogs() throws -> (catalogs: [Catalog], rejected: [String: [Diagnostic]]) {
        let names = try generatedIdentifiers()
        let namespaces = names.filter(Identifier.isUpperCamelCase).sorted()
        let parameterNames = names.filter { Identifier.isPlaceholderName($0) && !Identifier.swiftKeywords.contains($0) }.sorted()
        var accepted: [String] = []
        var rejected: [String: [Diagnostic]] = [:]
        for namespace in namespaces {
            let (catalog, diagnostics) = parse(spec(namespace: namespace, parameters: ["count"]), path: "\(namespace).alerts.yaml")
            if catalog == nil || diagnostics.hasErrors { rejected[namespace] = diagnostics } else { accepted.append(namespace) }
        }
        let share = max(1, (parameterNames.count + accepted.count - 1) / max(1, accepted.count))
        var catalogs: [Catalog] = []
        for (index, namespace) in accepted.enumerated() {
            let start = min(index * share, parameterNames.count)
            var parameters = Array(parameterNames[start..<min(start + share, parameterNames.count)])
            if parameters.isEmpty { parameters = [parameterNames[index % parameterNames.count]] }
            let (catalog, diagnostics) = parse(spec(namespace: namespace, parameters: parameters), path: "\(namespace).alerts.yaml")
            #expect(!diagnostics.hasErrors, "\(namespace) with parameters \(parameters): \(diagnostics.map(\.message))")
            catalogs.append(try #require(catalog))
        }
        return (catalogs, rejected)
    }

    static func sources(_ catalogs: [Catalog], _ generator: SwiftGenerator) -> [String: String] {
        var files = [SwiftGenerator.runtimeFileName: generator.runtime()]
        for catalog in catalogs { files[generator.fileName(for: catalog)] = generator.source(for: catalog) }
        return files
    }

    /// Only the names generated code cannot avoid are refused, each with its reason.
    @Test func onlyReservedNamespacesAreRejected() throws {
        let (catalogs, rejected) = try Self.dangerousCatalogs()
        #expect(catalogs.count > 80, "the generated code spells more type names than \(catalogs.count)")
        for (namespace, diagnostics) in rejected.sorted(by: { $0.key < $1.key }) {
            #expect(Identifier.reservedNamespaces.keys.contains(namespace), "\(namespace) was rejected: \(diagnostics.map(\.message))")
            #expect(diagnostics.map(\.id) == [FormatErrorID.invalidNamespace.rawValue], "\(namespace): \(diagnostics.map(\.message))")
        }
        for must in ["String", "Data", "Bundle", "Locale", "Int", "Double", "Bool", "Text", "View", "Button", "Binding", "UIAlertController", "UNNotificationCategory", "Set", "Sendable", "ViewModifier", "Substring"] {
            #expect(catalogs.contains { $0.namespace == must }, "no catalog named \(must)")
        }
    }

    /// A reserved namespace is a format error whether the spec writes it or its file name
    /// gives it, and the message says why.
    @Test func reservedNamespacesAreFormatErrors() {
        let written = Self.parse("version: 1\nnamespace: Swift\nprogress: {wait: {title: Wait}}\n", path: "Specs/wait.alerts.yaml")
        #expect(written.diagnostics.map(\.id) == [FormatErrorID.invalidNamespace.rawValue])
        #expect(written.diagnostics.map(\.message) == [
            "namespace 'Swift' is reserved (the module generated code qualifies its types with); choose another type name",
        ])
        let derived = Self.parse("version: 1\nprogress: {wait: {title: Wait}}\n", path: "Specs/alert-content.alerts.yaml")
        #expect(derived.diagnostics.map(\.id) == [FormatErrorID.invalidNamespace.rawValue])
        #expect(derived.diagnostics.map(\.message) == [
            "the file name 'alert-content' gives the namespace 'AlertContent', which is reserved (a type alertlint's generated runtime declares); add 'namespace:' with another UpperCamelCase name",
        ])
        // No suggestion of a reserved name.
        let misspelled = Self.parse("version: 1\nnamespace: alert-content\nprogress: {wait: {title: Wait}}\n", path: "Specs/wait.alerts.yaml")
        #expect(misspelled.diagnostics.map(\.message) == [
            "namespace 'alert-content' is not an UpperCamelCase Swift type name (ASCII letters and digits, starting with an upper-case letter)",
        ])
        // Written explicitly, a safe name rescues a file whose name gives a reserved one.
        let rescued = Self.parse("version: 1\nnamespace: AlertTexts\nprogress: {wait: {title: Wait}}\n", path: "Specs/alert-content.alerts.yaml")
        #expect(!rescued.diagnostics.hasErrors)
        #expect(rescued.catalog?.namespace == "AlertTexts")
    }

    /// The runtime file's name is one no namespace can take, so no catalog overwrites it.
    @Test func noNamespaceCanNameTheRuntimeFile() throws {
        let stem = String(SwiftGenerator.runtimeFileName.dropLast(".swift".count))
        #expect(SwiftGenerator.runtimeFileName.hasSuffix(".swift"))
        #expect(!Identifier.isUpperCamelCase(stem), "\(stem) is a valid namespace")
        // Nor one that differs only in case (macOS volumes are case-insensitive).
        #expect(!Identifier.isUpperCamelCase(stem.uppercased()) && !Identifier.isUpperCamelCase(stem.lowercased()))
    }

    /// Every type the runtime declares at the top level is a reserved namespace: a catalog of
    /// that name would redeclare it.
    @Test func everyRuntimeTypeIsReserved() {
        for generator in [Self.internalGenerator, Self.publicGenerator] {
            let declared = generator.runtime().split(separator: "\n").compactMap { line in
                String(line).firstMatch(of: #/^(?:public )?(?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)/#).map { String($0.output.1) }
            }
            #expect(declared.count > 10)
            for name in declared { #expect(Identifier.reservedNamespaces.keys.contains(name), "the runtime declares \(name)") }
        }
    }

    /// All dangerous catalogs in one program with the runtime, compiled (warnings as errors)
    /// and run: every function returns its texts with the arguments in their places.
    @Test(.timeLimit(.minutes(10))) func neutralLayerCompilesAndRuns() throws {
        let (catalogs, _) = try Self.dangerousCatalogs()
        var files = Self.sources(catalogs, Self.internalGenerator)
        var main = "let localization = AlertLocalization(bundle: Foundation.Bundle.main, language: \"en\")\n"
        var expected: [String] = []
        for catalog in catalogs {
            let parameters = try #require(catalog.alerts.first).parameters
            let values = parameters.enumerated().map { index, _ in index == 0 ? "2" : index % 2 == 1 ? "\"s\(index)\"" : "\(index).5" }
            let arguments = zip(parameters, values).map { "\(SwiftLiteral.identifier($0.name)): \($1)" }.joined(separator: ", ") + ", in: localization"
            let shown = parameters.indices.map { $0 == 0 ? "2" : $0 % 2 == 1 ? "s\($0)" : "\($0).5" }.joined(separator: " ")
            let n = catalog.namespace
            main += """
                do {
                    let alert = \(n).confirm(\(arguments))
                    let sheet = \(n).choose(\(arguments))
                    let note = \(n).remind(\(arguments))
                    let overlay = \(n).wait(\(arguments))
                    let categories = \(n).notificationCategories(in: localization)
                    let payload = \(n).remindAPNsPayload(\(arguments))
                    Swift.print([\(SwiftLiteral.string(n)), alert.title!, alert.message!, alert.actions[1].title, alert.textFields[0].placeholder!, sheet.title!,
                                 note.title!, note.body, Swift.String(note.badge!), overlay.title!, overlay.cancelTitle!,
                                 categories[0].actions[0].textInput!.buttonTitle, Swift.String(payload.contains("\\"badge\\":2"))].joined(separator: "|"))
                }

                """
            expected.append([n, "Title \(shown)", "2 other \(shown)", "Apply \(shown)", "Name \(shown)", "Choose \(shown)",
                             "Remind \(shown)", "Body \(shown)", "2", "Wait \(shown)", "Stop", "Send", "true"].joined(separator: "|"))
        }
        files["main.swift"] = "import Foundation\n" + main
        let output = try SwiftProgram.run(files)
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }

    /// The same catalogs' UIKit, SwiftUI and UserNotifications code type-checked against the
    /// Apple stubs with no warnings, in both access levels (a public default argument may
    /// only name public or `@usableFromInline` declarations).
    @Test(.timeLimit(.minutes(10)), arguments: [AccessLevel.internal, .public])
    func appleAdaptersTypeCheck(_ access: AccessLevel) throws {
        let (catalogs, _) = try Self.dangerousCatalogs()
        let generator = access == .public ? Self.publicGenerator : Self.internalGenerator
        let result = try AppleTypeCheck.typeCheck(files: Self.sources(catalogs, generator))
        #expect(result.succeeded, "\(result.errors.prefix(40).map(\.description).joined(separator: "\n"))")
        #expect(result.warnings.isEmpty, "\(result.warnings.prefix(40).map(\.description).joined(separator: "\n"))")
    }
}
