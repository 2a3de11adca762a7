@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// The generated SwiftUI modifiers, type-checked on Linux against the SwiftUI API stubs (copied
/// from Apple's documentation) with the real swiftc in Swift 6 mode: they must compile without
/// warnings when used the way an app uses them, and a text field's binding must be required.
@Suite struct SwiftUIAdapterTests {
    static let generator = SwiftGenerator(options: .init(access: .public, toolVersion: "test"))

    static func generatedSources() throws -> [String: String] {
        var files = [SwiftGenerator.runtimeFileName: generator.runtime()]
        for catalog in try SwiftGoldenTests.sampleCatalogs() { files[generator.fileName(for: catalog)] = generator.source(for: catalog) }
        return files
    }

    static func hostileCatalog() throws -> Catalog {
        let url = SwiftGoldenTests.testsFolder.appendingPathComponent("Fixtures/hostile.alerts.yaml")
        return try #require(SpecParser.parse(SourceFile(path: "hostile.alerts.yaml", bytes: Array(try Data(contentsOf: url)))).catalog)
    }

    /// How an app applies the generated modifiers: `View` methods for an alert with
    /// parameters (from a Bool and from a presented item), one with text fields bound to state
    /// (one secure), a confirmation dialog in a forced language, a determinate overlay bound to
    /// a fraction and one bound to a `Foundation.Progress`, an indeterminate one, the modifier
    /// types applied with `.modifier(_:)` as before, and the environment's locale set by the app.
    static let usage = #"""
        import SwiftUI

        struct Photo: Identifiable {
            var id: Int
            var fileName: String
        }

        struct LibraryView: View {
            @State private var isDeleting = false
            @State private var photoToDelete: Photo?
            @State private var isSigningIn = false
            @State private var showsOptions = false
            @State private var isExporting = false
            @State private var isImporting = false
            @State private var isWaiting = false
            @State private var exported: Double? = 0.25
            @State private var username = ""
            @State private var password = ""
            @State private var log: [String] = []
            let importProgress = Progress(totalUnitCount: 10)

            var body: some View {
                Text("Library")
                    .photoLibraryDeletePhotoAlert(isPresented: $isDeleting, name: "Beach.jpg", onDelete: { log.append("deleted") })
                    .photoLibraryDeletePhotoAlert(item: $photoToDelete, name: \.fileName, onDelete: { photo in log.append("deleted \(photo.id)") })
                    .accountSignInAlert(
                        isPresented: $isSigningIn,
                        username: $username,
                        password: $password,
                        onSignIn: { log.append("\(username) \(password.count)") }
                    )
                    .photoLibraryPhotoOptionsDialog(
                        isPresented: $showsOptions,
                        onDelete: { log.append("delete") }, onShare: {}, onAddToAlbum: {}, onDuplicate: {}, onHide: {},
                        in: AlertLocalization(bundle: .main, language: "de")
                    )
                    .photoLibraryExportingPhotosOverlay(isPresented: $isExporting, progress: exported, onCancel: { isExporting = false })
                    .photoLibraryExportingPhotosOverlay(isPresented: $isImporting, progress: importProgress)
                    .accountSigningInOverlay(isPresented: $isWaiting, onCancel: {})
                    .modifier(PhotoLibrary.DeletePhotosAlert(isPresented: $isDeleting, count: 3, onDelete: {}))
                    .modifier(PhotoLibrary.exportingPhotosOverlay(isPresented: $isExporting, progress: 0.5, onCancel: {}))
                    .modifier(AlertlintProgressOverlay(PhotoLibrary.exportingPhotos(), isPresented: $isExporting, progress: importProgress))
                    .environment(\.locale, Locale(identifier: "de_CH"))
            }
        }
        """#

    @Test func generatedSwiftUICodeTypeChecks() throws {
        var files = try Self.generatedSources()
        files["Usage.swift"] = Self.usage
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    @Test func hostileFixtureTypeChecksWithSwiftUI() throws {
        let catalog = try Self.hostileCatalog()
        let source = Self.generator.source(for: catalog)
        #expect(source.contains("struct QuotesAlert: SwiftUI.ViewModifier"))
        let result = try AppleTypeCheck.typeCheck(files: [
            SwiftGenerator.runtimeFileName: Self.generator.runtime(),
            "Hostile.swift": source,
            "Usage.swift": """
                import SwiftUI

                struct HostileView: View {
                    @State private var isPresented = false

                    var body: some View {
                        Text("x").modifier(Hostile.QuotesAlert(
                            isPresented: $isPresented, name: "n", count: 2,
                            onBidi: {}, onZeroWidth: {}, onComment: {}, onEmoji: {}, onControl: {}
                        ))
                    }
                }
                """,
        ])
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    @Test func aTextFieldWithoutItsBindingDoesNotCompile() throws {
        var files = try Self.generatedSources()
        files["Misuse.swift"] = """
            import SwiftUI

            struct SignInView: View {
                @State private var isSigningIn = false
                @State private var username = ""

                var body: some View {
                    // The password field's binding is missing.
                    Text("x").modifier(Account.SignInAlert(isPresented: $isSigningIn, username: $username, onSignIn: {}))
                }
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.message.contains("password") }, "\(result)")
    }

    @Test func everyActionNeedsItsHandler() throws {
        var files = try Self.generatedSources()
        files["Misuse.swift"] = """
            import SwiftUI

            struct DeleteView: View {
                @State private var isDeleting = false

                var body: some View {
                    // The destructive action's handler is missing.
                    Text("x").modifier(PhotoLibrary.DeletePhotoAlert(isPresented: $isDeleting, name: "x"))
                }
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.message.contains("onDelete") }, "\(result)")
    }

    /// Spec names that are also the names a modifier uses itself (`isPresented`, `content`,
    /// `localization`, `progress`, `body`) are renamed or qualified, not shadowed.
    @Test func namesThatCollideWithTheModifiersOwnStillCompile() throws {
        let yaml = #"""
            version: 1
            namespace: Collide
            alerts:
              body:
                parameters: {isPresented: String, content: String, localization: Int, alertContent: String}
                title: "{isPresented} {content} {localization} {alertContent}"
                textFields:
                  - {id: body, placeholder: "x"}
                  - {id: isPresented, secure: true}
                actions:
                  - {id: cancel, title: Cancel, role: cancel}
                  - {id: confirm, title: OK}
              item:
                parameters: {item: String, locale: String}
                message: "{item} {locale}"
                actions:
                  - {id: ok, title: OK}
            actionSheets:
              view:
                parameters: {content: String}
                title: "{content}"
                actions:
                  - {id: cancel, title: Cancel, role: cancel}
            progress:
              content:
                parameters: {isPresented: Int, progress: Double}
                mode: determinate
                title: "{isPresented} {progress}"
                cancel: Stop
            """#
        let catalog = try #require(SpecParser.parse(SourceFile(path: "collide.alerts.yaml", bytes: Array(yaml.utf8))).catalog)
        let result = try AppleTypeCheck.typeCheck(files: [
            SwiftGenerator.runtimeFileName: Self.generator.runtime(),
            "Collide.swift": Self.generator.source(for: catalog),
            "Usage.swift": """
                import SwiftUI

                struct CollideView: View {
                    @State private var flag = false
                    @State private var text = ""
                    @State private var number: Int?

                    var body: some View {
                        Text("x")
                            .modifier(Collide.BodyAlert(
                                isPresented: $flag, isPresented: "a", content: "b", localization: 1, alertContent: "c",
                                body: $text, isPresentedText: $text, onConfirm: {}
                            ))
                            .modifier(Collide.ViewDialog(isPresented: $flag, content: "d"))
                            .modifier(Collide.contentOverlay(isPresented: $flag, progress: 0.5, isPresented: 2, progress: 1.5, onCancel: {}))
                            .collideBodyAlert(
                                isPresented: $flag, isPresented: "a", content: "b", localization: 1, alertContent: "c",
                                body: $text, isPresentedText: $text, onConfirm: {}
                            )
                            .collideBodyAlert(
                                item: $number, isPresented: { String($0) }, content: { _ in "b" }, localization: { $0 }, alertContent: { _ in "c" },
                                body: $text, isPresentedText: $text, onConfirm: { _ in }
                            )
                            .collideItemAlert(item: $number, item: { _ in "i" }, locale: { _ in "l" }, onOk: { _ in })
                            .collideContentOverlay(isPresented: $flag, progress: Progress(totalUnitCount: 1), isPresented: 2, progress: 1.5)
                    }
                }
                """,
        ])
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    /// The SwiftUI call site in docs/generate.md, as written there, type-checks against the
    /// generated samples: the block after the `compiled:` marker.
    @Test func docsCallSiteTypeChecks() throws {
        let docs = try String(contentsOf: SwiftGoldenTests.testsFolder
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/generate.md"), encoding: .utf8)
        let marker = try #require(docs.range(of: "<!-- compiled: SwiftUIAdapterTests.docsCallSiteTypeChecks -->"))
        let fence = try #require(docs.range(of: "```swift\n", range: marker.upperBound..<docs.endIndex))
        let end = try #require(docs.range(of: "\n```", range: fence.upperBound..<docs.endIndex))
        var files = try Self.generatedSources()
        files["Docs.swift"] = String(docs[fence.upperBound..<end.lowerBound])
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    /// Defect 9: every SwiftUI declaration states the platforms and versions it needs, in the
    /// catalogs and in the runtime; nested ones inherit it from the type around them.
    @Test func everySwiftUIDeclarationDeclaresItsAvailability() throws {
        var sections: [(String, String)] = []
        for (name, source) in try Self.generatedSources() {
            guard let start = source.range(of: "\n#if canImport(SwiftUI)\n") else { continue }
            // Up to the `#endif` that closes it.
            var depth = 0
            var section: [Substring] = []
            for line in source[source.index(after: start.lowerBound)...].split(separator: "\n", omittingEmptySubsequences: false) {
                section.append(line)
                let directive = line.trimmingCharacters(in: .whitespaces)
                if directive.hasPrefix("#if") { depth += 1 }
                if directive.hasPrefix("#endif") { depth -= 1 }
                if depth == 0 { break }
            }
            sections.append((name, section.joined(separator: "\n")))
        }
        #expect(sections.count >= 3)
        for (name, section) in sections {
            // The runtime declares at the top level; a catalog inside `extension <Namespace>`
            // and `extension SwiftUI.View`. Members of those types inherit their availability.
            let indent = name == SwiftGenerator.runtimeFileName ? "" : "    "
            let declaration = try Regex("^\(indent)(public |private |fileprivate )?(static )?(struct|enum|class|func) ")
            let lines = section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line.firstMatch(of: declaration) != nil {
                var attributes: [String] = []
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                    attributes.append(lines[previous])
                    previous -= 1
                }
                #expect(attributes.contains { $0.contains("@available(iOS 1") && $0.contains("watchOS") }, "\(name): \(line)")
            }
        }
    }

    /// Item 14: the texts are resolved only while the alert shows, not on every render of the
    /// view it modifies, and in the environment's locale.
    @Test func textsAreResolvedWhenPresentedInTheEnvironmentsLocale() throws {
        let source = try #require(Self.generatedSources()["PhotoLibrary.swift"])
        #expect(source.contains("let alertContent = self.isPresented.wrappedValue ? self.alertContent() : nil"))
        #expect(source.contains("let alertContent = presented.map { self.alertContent(for: $0) }"))
        #expect(source.contains("@SwiftUI.Environment(\\.locale) private var locale"))
        #expect(source.contains("AlertlintSwiftUILocalization.resolve(self.localization, base: AlertlintCatalog.defaultLocalization, locale: self.locale)"))
        // The runtime marks the preferred action (renameAlbum's Rename) as the default action.
        let runtime = try #require(Self.generatedSources()[SwiftGenerator.runtimeFileName])
        #expect(runtime.contains("if action.isPreferred {"))
        #expect(runtime.contains("return button.keyboardShortcut(.defaultAction)"))
    }

    /// Item 14: SwiftUI's alert needs a title; an alert with only a message shows the message
    /// as its title and no message below it.
    @Test func aMessageOnlyAlertShowsItsMessageAsTitle() throws {
        let yaml = #"""
            version: 1
            namespace: Notice
            alerts:
              saved:
                parameters: {name: String}
                message: "{name} was saved."
                actions:
                  - {id: ok, title: OK, role: cancel}
            """#
        let catalog = try #require(SpecParser.parse(SourceFile(path: "notice.alerts.yaml", bytes: Array(yaml.utf8))).catalog)
        let source = Self.generator.source(for: catalog)
        #expect(source.contains("content.alert(SwiftUI.Text(verbatim: alertContent?.message ?? \"\"), isPresented: self.isPresented)"))
        #expect(!source.contains("} message: {"))
        let result = try AppleTypeCheck.typeCheck(files: [
            SwiftGenerator.runtimeFileName: Self.generator.runtime(),
            "Notice.swift": source,
            "Usage.swift": """
                import SwiftUI

                struct NoticeView: View {
                    @State private var saved: String?

                    var body: some View {
                        Text("x").noticeSavedAlert(item: $saved, name: { $0 })
                    }
                }
                """,
        ])
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    /// Inside `extension View`, `Body` names the view's body type: the View methods of a
    /// catalog named `Body` (or `Item`) reach it anyway.
    @Test func catalogsNamedLikeViewMembersStillWork() throws {
        var files = [SwiftGenerator.runtimeFileName: Self.generator.runtime()]
        for namespace in ["Body", "Item"] {
            let yaml = """
                version: 1
                namespace: \(namespace)
                alerts:
                  gone:
                    parameters: {name: String}
                    title: "{name} is gone"
                    actions:
                      - {id: ok, title: OK}
                """
            let catalog = try #require(SpecParser.parse(SourceFile(path: "x.alerts.yaml", bytes: Array(yaml.utf8))).catalog)
            files["\(namespace).swift"] = Self.generator.source(for: catalog)
        }
        files["Usage.swift"] = """
            import SwiftUI

            struct GoneView: View {
                @State private var flag = false
                @State private var name: String?

                var body: some View {
                    Text("x")
                        .bodyGoneAlert(isPresented: $flag, name: "a", onOk: {})
                        .itemGoneAlert(item: $name, name: { $0 }, onOk: { _ in })
                }
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }
}
