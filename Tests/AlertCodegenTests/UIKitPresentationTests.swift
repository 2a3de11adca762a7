@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// The UIKit adapter an iOS team would ship (issue 11, items 15, 16 and 9): the typed
/// `present<Id>(…, from:) async` API, the top-most presenter, text fields with initial text,
/// credential traits and required-field gating, the production progress overlay, and the
/// platform guards and availability. Apple code is type-checked against the stubs in Swift 6
/// mode; the decisions that need no UIKit run on Linux.
@Suite struct UIKitPresentationTests {
    static let publicGenerator = SwiftGenerator(options: .init(access: .public, toolVersion: "test"))
    static let internalGenerator = SwiftGenerator(options: .init(toolVersion: "test"))

    static func sources(_ generator: SwiftGenerator, catalogs: [Catalog]) -> [String: String] {
        var files = [SwiftGenerator.runtimeFileName: generator.runtime()]
        for catalog in catalogs { files[generator.fileName(for: catalog)] = generator.source(for: catalog) }
        return files
    }

    static func catalog(_ yaml: String, path: String = "Spec.alerts.yaml") throws -> Catalog {
        let result = SpecParser.parse(SourceFile(path: path, bytes: Array(yaml.utf8)))
        return try #require(result.catalog, "\(result.diagnostics)")
    }

    /// The Swift block after `<!-- compiled: UIKitPresentationTests -->` in docs/generate.md.
    static func documentedCallSites() throws -> String {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/generate.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- compiled: UIKitPresentationTests -->\n```swift\n"))
        let end = try #require(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
        return String(text[marker.upperBound..<end.lowerBound])
    }

    // MARK: - Apple code against the stubs

    /// The call sites docs/generate.md shows, against the samples, at both access levels.
    @Test(arguments: [AccessLevel.public, .internal])
    func documentedViewControllerTypeChecks(access: AccessLevel) throws {
        let generator = access == .public ? Self.publicGenerator : Self.internalGenerator
        var files = Self.sources(generator, catalogs: try SwiftGoldenTests.sampleCatalogs())
        files["Usage.swift"] = try Self.documentedCallSites()
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    /// A sheet without a cancel action gets `.dismissed` (or another name when an action is
    /// called that); generated names give way to parameters named like them; the choice is an
    /// enum a switch must cover.
    @Test func choicesAndNamesTypeCheck() throws {
        let catalog = try Self.catalog("""
            version: 1
            namespace: Clash
            alerts:
              confirm:
                parameters: {presenter: String, source: String, alertlintResponse: Int, from: String}
                title: "{presenter} {source} {alertlintResponse} {from}"
                textFields:
                  - {id: code, text: "{presenter}", required: true, contentType: oneTimeCode}
                actions:
                  - {id: dismissed, title: Dismissed}
                  - {id: go, title: Go, preferred: true}
            actionSheets:
              pick:
                parameters: {presenter: String}
                title: "{presenter}"
                actions:
                  - {id: first, title: First}
                  - {id: second, title: Second}
            progress:
              working:
                parameters: {progress: Int}
                title: "{progress}"
                mode: determinate
                cancel: Stop
            """)
        var files = Self.sources(Self.publicGenerator, catalogs: [catalog])
        files["Usage.swift"] = """
            import UIKit

            @MainActor
            func use(_ controller: UIViewController, anchor: UIView, work: Progress) async {
                let (choice, fields) = await Clash.presentConfirm(presenter: "p", source: "s", alertlintResponse: 1, from: "f", from: controller)
                switch choice {
                case .dismissed: print("the action called dismissed")
                case .go: print(fields.code)
                case .dismissedWithoutAction: print("gone")
                }
                switch await Clash.presentPick(presenter: "p", source: .view(anchor, rect: .zero), from: controller) {
                case .first, .second: break
                case .dismissed: break
                }
                let overlay = Clash.workingViewController(progress: 3, observing: work, onCancel: {})
                overlay.progress = 0.5
                overlay.content = Clash.working(progress: 4)
                controller.present(overlay, animated: true)
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    @Test func anAsyncSheetWithoutItsAnchorDoesNotCompile() throws {
        var files = Self.sources(Self.publicGenerator, catalogs: try SwiftGoldenTests.sampleCatalogs())
        files["Misuse.swift"] = """
            import UIKit

            @MainActor
            func present(from viewController: UIViewController) async {
                _ = await PhotoLibrary.presentPhotoOptions(from: viewController)
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.message.contains("source") }, "\(result)")
    }

    // MARK: - Guards and availability (defect 9)

    /// watchOS has UIKit but no UIAlertController, tvOS no popovers: the catalog's UIKit part
    /// and the runtime's are guarded by the platforms that have the API, and every Apple-only
    /// declaration carries the floor's availability.
    @Test func uikitCodeIsGuardedByPlatformAndDeclaresAvailability() throws {
        let catalogs = try SwiftGoldenTests.sampleCatalogs()
        let availability = "@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)"
        for catalog in catalogs where !(catalog.alerts + catalog.actionSheets).isEmpty {
            let source = Self.publicGenerator.source(for: catalog)
            #expect(source.contains("#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n\n\(availability)\nextension \(catalog.namespace) {"), "\(catalog.namespace)")
            #expect(!source.contains("#if canImport(UIKit)\n"), "\(catalog.namespace)")
        }
        let runtime = Self.publicGenerator.runtime()
        #expect(!runtime.contains("#if canImport(UIKit)\n"))
        let uikit = try Self.block(of: runtime, from: "// UIAlertController does not exist on watchOS, where `canImport(UIKit)` is true too.\n#if canImport(UIKit) && !os(watchOS)\n")
        // Each top-level declaration of the block, with the attribute lines above it.
        let lines = uikit.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var declarations = 0
        for (index, line) in lines.enumerated() where Self.isTopLevelDeclaration(line) {
            declarations += 1
            let attributes = lines[..<index].reversed().prefix { $0.hasPrefix("@") }
            #expect(attributes.contains(availability), "no availability on: \(line)")
        }
        #expect(declarations >= 4)
        // Popover code only where popovers exist.
        let popover = try #require(uikit.range(of: "controller.popoverPresentationController"))
        let before = uikit[..<popover.lowerBound]
        #expect(before.components(separatedBy: "#if !os(tvOS)").count == before.components(separatedBy: "#endif").count + 1)
        // The progress overlay's material does not exist on tvOS either.
        #expect(uikit.contains("#if os(tvOS)\n        return .regular\n        #else\n        return .systemMaterial\n        #endif"))
    }

    static func isTopLevelDeclaration(_ line: String) -> Bool {
        guard let first = line.first, first != " ", first != "@", first != "/", first != "#", first != "}" else { return false }
        return ["enum ", "struct ", "final class ", "class ", "extension ", "func ", "public "].contains { line.hasPrefix($0) }
    }

    /// From `start` to its matching `#endif`.
    static func block(of text: String, from start: String) throws -> String {
        let begin = try #require(text.range(of: start))
        var depth = 1
        var result = ""
        for line in text[begin.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("#if ") { depth += 1 }
            if trimmed.hasPrefix("#endif") {
                depth -= 1
                if depth == 0 { return result }
            }
            result += line + "\n"
        }
        Issue.record("no #endif for \(start)")
        return result
    }

    // MARK: - Generated text (item 17)

    @Test func alertsWithoutTextFieldsHaveNoEmptyFieldList() throws {
        let photoLibrary = try #require(try SwiftGoldenTests.sampleCatalogs().first { $0.namespace == "PhotoLibrary" })
        let source = Self.internalGenerator.source(for: photoLibrary)
        #expect(source.firstMatch(of: #/textFields: \[\s*\]/#) == nil)
        // The field with fields keeps them, with its initial text and `required`.
        #expect(source.contains("textFields: [\n"))
        #expect(source.contains("fallback: \"%1$@\""))
        #expect(source.contains("isRequired: true"))
    }

    // MARK: - Decisions that need no UIKit, run on Linux

    /// The runtime's UIKit-free logic, compiled from the generated runtime with warnings as
    /// errors and run: required-field gating, the top-most walk over a presented / navigation /
    /// tab tree, a cancel that reports once, and a continuation that is resumed exactly once,
    /// with the fallback when nobody answered.
    @Test func presentationLogicRunsOnLinux() throws {
        let main = #"""
            func field(_ id: String, required: Bool = false) -> AlertTextFieldContent {
                AlertTextFieldContent(id: id, isRequired: required)
            }
            let fields = [field("user", required: true), field("note"), field("password", required: true)]
            print("filled", AlertlintUIKitLogic.areRequiredFieldsFilled(fields, texts: ["ana", nil, "secret"]))
            print("empty", AlertlintUIKitLogic.areRequiredFieldsFilled(fields, texts: ["ana", "x", ""]))
            print("blank", AlertlintUIKitLogic.areRequiredFieldsFilled(fields, texts: [" \n", "x", "secret"]))
            print("missing", AlertlintUIKitLogic.areRequiredFieldsFilled(fields, texts: ["ana"]))
            print("optional", AlertlintUIKitLogic.areRequiredFieldsFilled([field("note")], texts: [""]))

            let credentials = [
                AlertTextFieldContent(id: "a", isSecure: true), AlertTextFieldContent(id: "b", contentType: .username),
                AlertTextFieldContent(id: "c", contentType: .oneTimeCode), AlertTextFieldContent(id: "d", contentType: .emailAddress),
                AlertTextFieldContent(id: "e", contentType: .name), AlertTextFieldContent(id: "f", keyboard: .emailAddress),
            ]
            print("credential", credentials.map(\.isCredential))

            let cancel = AlertActionContent(id: "cancel", title: "Cancel", role: .cancel)
            let go = AlertActionContent(id: "go", title: "Go")
            let more = AlertActionContent(id: "more", title: "More")
            let preferred = AlertActionContent(id: "go", title: "Go", isPreferred: true)
            func gated(_ actions: [AlertActionContent], _ fields: [AlertTextFieldContent]) -> [String] {
                AlertlintUIKitLogic.gatedActionIDs(AlertContent(id: "a", style: .alert, title: nil, message: nil, actions: actions, textFields: fields)).sorted()
            }
            print("gated preferred", gated([cancel, preferred, more], [field("user", required: true)]))
            print("gated others", gated([cancel, go, more], [field("user", required: true)]))
            print("gated none", gated([cancel, preferred], [field("user")]))

            final class Node {
                let name: String
                var presented: Node?
                var children: [Node] = []
                var selected: Int?
                var isBeingDismissed = false
                init(_ name: String, presented: Node? = nil, children: [Node] = [], selected: Int? = nil) {
                    self.name = name
                    self.presented = presented
                    self.children = children
                    self.selected = selected
                }
            }
            func top(_ root: Node) -> String {
                AlertlintUIKitLogic.topMost(
                    from: root,
                    presented: { node in node.presented.flatMap { $0.isBeingDismissed ? nil : $0 } },
                    visibleChild: { node in node.selected.map { node.children[$0] } ?? node.children.last }
                ).name
            }
            let leaving = Node("leaving")
            leaving.isBeingDismissed = true
            let navigation = Node("nav", children: [Node("list"), Node("detail")])
            let tabs = Node("tabs", children: [Node("first"), navigation], selected: 1)
            print("top", top(Node("root")))
            print("top", top(tabs))
            print("top", top(Node("root", presented: Node("sheet", presented: tabs))))
            print("top", top(Node("root", presented: leaving)))
            let loop = Node("loop")
            loop.presented = loop
            print("top", top(loop))

            var once = AlertlintOnce<() -> Void>({ print("cancel reported") })
            for _ in 0..<3 { once.take()?() }
            var none = AlertlintOnce<() -> Void>(nil)
            print("no handler", none.take() == nil)

            final class Box: @unchecked Sendable { var values: [String] = [] }
            let box = Box()
            do {
                let reporter = AlertlintReportOnce<String>(fallback: "dismissed") { box.values.append($0) }
                print("first", reporter.report("go"), "second", reporter.report("cancel"), reporter.hasReported)
            }
            do {
                let reporter = AlertlintReportOnce<String>(fallback: "dismissed") { box.values.append($0) }
                print("unanswered", reporter.hasReported)
            }
            print("reported", box.values)
            """#
        let output = try SwiftProgram.run([
            "Runtime.swift": Self.internalGenerator.runtime(),
            "main.swift": main,
        ])
        #expect(output == """
            filled true
            empty false
            blank false
            missing false
            optional true
            credential [true, true, true, true, false, false]
            gated preferred ["go"]
            gated others ["go", "more"]
            gated none []
            top root
            top detail
            top detail
            top root
            top loop
            cancel reported
            no handler true
            first true second false true
            unanswered false
            reported ["go", "dismissed"]

            """)
    }
}

