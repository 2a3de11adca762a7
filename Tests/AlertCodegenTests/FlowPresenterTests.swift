@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Flows on UIKit and SwiftUI (issue 12, item 3): per flow a `run<FlowId>(…, from:work:)` that
/// presents on top of a view controller and a `run<FlowId>(…, on:work:)` for an
/// `AlertlintFlowRunner` a SwiftUI view shows with `.alertlintFlow(_:)`, both returning the
/// `AlertFlowOutcome`. A determinate overlay's work takes the `Foundation.Progress`; an
/// action-sheet confirmation demands a popover source on UIKit. The generated code, the
/// runtime's presenters and the call sites of docs/generate.md type-check against the Apple
/// stubs in Swift 6 mode with no warnings.
@Suite struct FlowPresenterTests {
    /// Flows with an alert confirmation and an `error` failure, a determinate overlay and a
    /// success alert, an action-sheet confirmation, and no confirmation.
    static let spec = """
        version: 1
        namespace: Account
        alerts:
          confirmSignOut:
            parameters: {account: String}
            title: Sign Out of {account}?
            actions:
              - {title: Cancel, role: cancel}
              - {id: signOut, title: Sign Out, role: destructive}
          signOutFailed:
            parameters: {error: String, account: String}
            title: Couldn’t Sign Out of {account}
            message: "{error}"
            actions: [OK]
          exported: {title: Exported, actions: [OK]}
          syncFailed:
            parameters: {error: String}
            title: Couldn’t Sync
            message: "{error}"
            actions: [OK]
        actionSheets:
          confirmDeleteAll:
            title: Delete Everything?
            actions:
              - {title: Cancel, role: cancel}
              - {id: delete, title: Delete Everything, role: destructive}
        progress:
          signingOut:
            parameters: {account: String}
            title: Signing Out of {account}…
            cancel: Cancel
          exporting: {title: Exporting…, mode: determinate, cancel: Stop}
          deleting: {title: Deleting…, cancel: Stop}
          syncing: {title: Syncing…, cancel: Cancel}
        flows:
          signOut: {confirm: confirmSignOut, progress: signingOut, failure: signOutFailed, delay: 0.25, minimumDuration: 1}
          export: {progress: exporting, success: exported, failure: syncFailed}
          deleteAll: {confirm: confirmDeleteAll, progress: deleting, failure: syncFailed}
          sync: {progress: syncing, failure: syncFailed}
        """

    static func catalog(_ yaml: String, path: String = "account.alerts.yaml") throws -> Catalog {
        let parsed = SpecParser.parse(SourceFile(path: path, text: yaml))
        return try #require(parsed.catalog, "\(parsed.diagnostics)")
    }

    static func sources(_ catalog: Catalog, access: AccessLevel, runtime: SwiftGenerator.RuntimeLocation = .generated) -> [String: String] {
        let generator = SwiftGenerator(options: .init(access: access, toolVersion: "test", runtime: runtime))
        var files = [generator.fileName(for: catalog): generator.source(for: catalog)]
        if runtime == .generated { files[SwiftGenerator.runtimeFileName] = generator.runtime() }
        return files
    }

    /// The Swift block after `<!-- compiled: FlowPresenterTests -->` in docs/generate.md.
    static func documentedCallSites() throws -> String {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/generate.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- compiled: FlowPresenterTests -->\n```swift\n"))
        let end = try #require(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
        return String(text[marker.upperBound..<end.lowerBound])
    }

    /// Every form of the run functions, called as an app calls them.
    static let usage = """
        import UIKit
        import SwiftUI

        struct Offline: Error {}

        @MainActor final class AccountViewController: UIKit.UIViewController {
            func run(item: UIKit.UIBarButtonItem) async -> [AlertFlowOutcome] {
                var outcomes: [AlertFlowOutcome] = []
                outcomes.append(await Account.runSignOut(account: "ana@example.com", from: self) { throw Offline() })
                outcomes.append(await Account.runExport(from: self) { progress in
                    progress.totalUnitCount = 3
                    progress.completedUnitCount += 1
                })
                outcomes.append(await Account.runDeleteAll(source: .barButtonItem(item), from: self, in: AlertLocalization(bundle: .main, language: "de")) {})
                outcomes.append(await Account.runSync(from: self) { try await Task.sleep(nanoseconds: 1) })
                // A flow built by hand runs on the same presenter.
                outcomes.append(await Account.sync().run(presenter: AlertlintUIKitFlowPresenter(from: self)) {})
                return outcomes
            }
        }

        struct AccountView: View {
            @StateObject private var flows = AlertlintFlowRunner()
            let account: String

            var body: some View {
                Button("Sign Out") {
                    Task {
                        let outcome = await Account.runSignOut(account: account, on: flows) { throw Offline() }
                        if case .failed(let error) = outcome { print(error) }
                        _ = await Account.runExport(on: flows) { progress in progress.completedUnitCount = 100 }
                        _ = await Account.runDeleteAll(on: flows, in: AlertLocalization(bundle: .main, language: "de")) {}
                        _ = await flows.run(Account.sync()) {}
                        print(flows.isRunning)
                    }
                }
                .alertlintFlow(flows)
            }
        }
        """

    @Test func determinateWorkTakesTheProgressAndASheetConfirmationDemandsASource() throws {
        let source = try #require(Self.sources(Self.catalog(Self.spec), access: .internal).values.first { $0.contains("enum Account") || $0.contains("extension Account") })
        #expect(source.contains("static func runExport(from presenter: UIKit.UIViewController, in localization: AlertLocalization = Self.defaultLocalization, work: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void) async -> AlertFlowOutcome"))
        #expect(source.contains("static func runSync(from presenter: UIKit.UIViewController, in localization: AlertLocalization = Self.defaultLocalization, work: @escaping @Sendable () async throws -> Swift.Void) async -> AlertFlowOutcome"))
        #expect(source.contains("static func runDeleteAll(source: AlertPopoverSource, from presenter: UIKit.UIViewController,"))
        #expect(source.contains("AlertlintUIKitFlowPresenter(from: presenter, source: source)"))
        #expect(source.contains("static func runExport(on runner: AlertlintFlowRunner, in localization: AlertLocalization? = nil, work: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void) async -> AlertFlowOutcome"))
        // SwiftUI anchors a confirmation dialog to the view: no source.
        #expect(source.contains("static func runDeleteAll(on runner: AlertlintFlowRunner, in localization: AlertLocalization? = nil, work: @escaping @Sendable () async throws -> Swift.Void)"))
    }

    /// Generated flows, the generated runtime and every call form type-check in Swift 6 mode
    /// with no warnings, at both access levels.
    @Test(arguments: [AccessLevel.internal, .public])
    func runFunctionsTypeCheck(_ access: AccessLevel) throws {
        var files = Self.sources(try Self.catalog(Self.spec), access: access)
        files["Usage.swift"] = Self.usage
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// Against the `AlertlintRuntime` module, as `--runtime module` generates them.
    @Test func runFunctionsTypeCheckAgainstTheRuntimeModule() throws {
        let module = try AppleTypeCheck.buildModule("AlertlintRuntime", paths: RuntimeModuleTests.moduleSources)
        #expect(module.result.succeeded, "\(module.result)")
        #expect(module.result.warnings.isEmpty, "\(module.result.warnings)")
        var files = Self.sources(try Self.catalog(Self.spec), access: .public, runtime: .module)
        files["Usage.swift"] = "import AlertlintRuntime\n" + Self.usage
        let result = try AppleTypeCheck.typeCheck(files: files, extraArguments: module.arguments)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// The call sites docs/generate.md shows, as written there.
    @Test func documentedCallSitesTypeCheck() throws {
        var files = Self.sources(try Self.catalog(Self.spec), access: .internal)
        files["Usage.swift"] = try Self.documentedCallSites()
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// Spec parameters named like what `run<FlowId>` adds keep their labels; the added
    /// parameters take other names, and everything still type-checks.
    @Test func parametersNamedLikeTheAddedOnesAreNotShadowed() throws {
        let catalog = try Self.catalog("""
            version: 1
            namespace: Clash
            alerts:
              ask:
                parameters: {work: String, presenter: String, source: String, runner: String, localization: String}
                title: "{work} {presenter} {source} {runner} {localization}"
                actions:
                  - {title: Cancel, role: cancel}
                  - {id: go, title: Go}
              failed: {title: Failed, actions: [OK]}
            actionSheets:
              pick:
                parameters: {work: String}
                title: "{work}"
                actions:
                  - {title: Cancel, role: cancel}
                  - {id: go, title: Go}
            progress:
              working: {title: Working…, mode: determinate, cancel: Stop}
            flows:
              act: {confirm: ask, progress: working, failure: failed}
              choose: {confirm: pick, progress: working, failure: failed}
            """, path: "clash.alerts.yaml")
        var files = Self.sources(catalog, access: .internal)
        let source = try #require(files["Clash.swift"])
        #expect(source.contains("static func runChoose(work: Swift.String, source: AlertPopoverSource, from presenter: UIKit.UIViewController, in localization: AlertLocalization = Self.defaultLocalization, work alertlintWork: @escaping @Sendable (Foundation.Progress) async throws -> Swift.Void)"), "\(source)")
        files["Usage.swift"] = """
            import UIKit
            import SwiftUI

            @MainActor func run(from controller: UIKit.UIViewController, item: UIKit.UIBarButtonItem, runner: AlertlintFlowRunner) async {
                _ = await Clash.runAct(work: "w", presenter: "p", source: "s", runner: "r", localization: "l", from: controller) { progress in progress.completedUnitCount = 1 }
                _ = await Clash.runChoose(work: "w", source: .barButtonItem(item), from: controller) { _ in }
                _ = await Clash.runAct(work: "w", presenter: "p", source: "s", runner: "r", localization: "l", on: runner) { _ in }
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
