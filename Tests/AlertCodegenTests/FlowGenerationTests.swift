@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Generated flow functions compiled and run on Linux: each builds the `AlertFlow` of its
/// definitions in the localization, with the start action and timing, and the failure alert
/// receives the error's description; the runtime then sequences it (FlowRunTests covers the
/// timing with a controllable clock).
@Suite struct FlowGenerationTests {
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
          synced: {title: Synced, actions: [OK]}
          syncFailed: {title: Couldn’t Sync, actions: [OK]}
        progress:
          signingOut:
            parameters: {account: String}
            title: Signing Out of {account}…
            cancel: Cancel
          syncing: {title: Syncing…, cancel: Cancel}
        flows:
          signOut: {confirm: confirmSignOut, progress: signingOut, failure: signOutFailed, delay: 0.25, minimumDuration: 1}
          sync: {progress: syncing, success: synced, failure: syncFailed}
        """

    static func sources(access: AccessLevel) throws -> [String: String] {
        let parsed = SpecParser.parse(SourceFile(path: "account.alerts.yaml", text: spec))
        let catalog = try #require(parsed.catalog, "\(parsed.diagnostics)")
        #expect(catalog.flows.count == 2)
        let generator = SwiftGenerator(options: .init(access: access, toolVersion: "test"))
        return Dictionary(uniqueKeysWithValues: GenerationPlan.swift([catalog], generator: generator).map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    static let program = """
        import Foundation

        struct Unreachable: LocalizedError {
            var errorDescription: String? { "The server is unreachable." }
        }

        /// Chooses the start action and records what the flow shows.
        @MainActor final class Recorder: AlertFlowPresenter {
            var events: [String] = []
            func confirm(_ content: AlertContent) async -> String {
                events.append("confirm: \\(content.title ?? "-")")
                return content.actions.last?.id ?? ""
            }
            func showProgress(_ content: ProgressContent, progress: Progress?, onCancel: @escaping @MainActor () -> Void) { events.append("progress: \\(content.title ?? "-")") }
            func hideProgress() async { events.append("hide") }
            func showResult(_ content: AlertContent) async { events.append("result: \\(content.title ?? "-") / \\(content.message ?? "-")") }
        }

        @main enum Main {
            @MainActor static func main() async {
                let localization = AlertLocalization(bundle: .main, language: "en")
                let flow = Account.signOut(account: "ana@example.com", in: localization)
                print("start", flow.startActionID ?? "-", "delay", flow.delay, "minimum", flow.minimumDuration)
                print("progress", flow.progress.title ?? "-", flow.progress.cancelTitle ?? "-")
                print("failure", flow.failure?("Offline").message ?? "-", "/", flow.failure?("Offline").title ?? "-")
                let recorder = Recorder()
                let outcome = await flow.run(presenter: recorder) { throw Unreachable() }
                if case .failed = outcome { print("failed") }
                print(recorder.events.joined(separator: " | "))
                let sync = Account.sync(in: localization)
                print("sync", sync.confirm == nil, sync.success?.title ?? "-", sync.delay, sync.minimumDuration)
                let recorder2 = Recorder()
                print("completed", await sync.run(presenter: recorder2) {}.isCompleted, recorder2.events.joined(separator: " | "))
            }
        }
        """

    @Test(arguments: [AccessLevel.internal, .public])
    func flowFunctionsBuildTheirDefinitionsAndRun(_ access: AccessLevel) throws {
        var sources = try Self.sources(access: access)
        sources["Program.swift"] = Self.program
        let output = try SwiftProgram.run(sources)
        #expect(output == """
            start signOut delay 0.25 minimum 1.0
            progress Signing Out of ana@example.com… Cancel
            failure Offline / Couldn’t Sign Out of ana@example.com
            failed
            confirm: Sign Out of ana@example.com? | result: Couldn’t Sign Out of ana@example.com / The server is unreachable.
            sync true Synced 0.0 0.5
            completed true progress: Syncing… | hide | result: Synced / -

            """, "\(output)")
    }

    @Test func aFlowParameterNamedLikeTheClosuresParameterIsNotShadowed() throws {
        let spec = """
            version: 1
            namespace: Shadow
            alerts:
              failed:
                parameters: {error: String, errorDescription: String}
                title: "{errorDescription}: {error}"
                actions: [OK]
            progress:
              working: {title: Working…, cancel: Cancel}
            flows:
              work: {progress: working, failure: failed}
            """
        let catalog = try #require(SpecParser.parse(SourceFile(path: "shadow.alerts.yaml", text: spec)).catalog)
        let generator = SwiftGenerator(options: .init(toolVersion: "test"))
        var sources = Dictionary(uniqueKeysWithValues: GenerationPlan.swift([catalog], generator: generator).map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
        sources["Program.swift"] = """
            @main enum Main {
                static func main() {
                    let flow = Shadow.work(errorDescription: "Export", in: AlertLocalization(bundle: .main, language: "en"))
                    print(flow.failure?("disk full").title ?? "-")
                }
            }
            """
        #expect(try SwiftProgram.run(sources) == "Export: disk full\n")
    }
}
