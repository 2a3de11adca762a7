@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Generated sounds: the Swift for Fixtures/sounds.alerts.yaml matches its golden
/// (Goldens/sounds; `ALERTLINT_RECORD=1` rewrites it), compiles and runs on Linux at both
/// access levels with the runtime's player on a fake output, and — with the runtime's Audio
/// Toolbox and UIKit parts and the call site docs/generate.md shows — type-checks against the
/// Apple stubs in Swift 6 mode without warnings. Ids named like the namespace's own members
/// (`table`, `defaultLocalization`) and like contextual keywords (`any`, `actor`) are part of
/// the fixture.
@Suite struct SoundGenerationTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let golden = testsFolder.appendingPathComponent("Goldens/sounds/Chat.swift")

    static func catalog() throws -> Catalog {
        let url = testsFolder.appendingPathComponent("Fixtures/sounds.alerts.yaml")
        let parsed = SpecParser.parse(SourceFile(path: "sounds.alerts.yaml", bytes: Array(try Data(contentsOf: url))))
        #expect(!parsed.diagnostics.hasErrors, "\(parsed.diagnostics)")
        return try #require(parsed.catalog)
    }

    static func sources(access: AccessLevel) throws -> [String: String] {
        let generator = SwiftGenerator(options: .init(access: access, toolVersion: "test"))
        return Dictionary(uniqueKeysWithValues: GenerationPlan.swift([try catalog()], generator: generator).map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    /// The Swift block after `<!-- compiled: SoundGenerationTests -->` in docs/generate.md.
    static func documentedCallSite() throws -> String {
        let docs = testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/generate.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- compiled: SoundGenerationTests -->\n```swift\n"))
        let end = try #require(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
        return String(text[marker.upperBound..<end.lowerBound])
    }

    @Test func soundsMatchTheirGoldenAndAreDeterministic() throws {
        let generator = SwiftGenerator(options: .init(toolVersion: "golden"))
        let catalog = try Self.catalog()
        let source = generator.source(for: catalog)
        #expect(source == generator.source(for: try Self.catalog()), "the same spec gives the same bytes")
        if ProcessInfo.processInfo.environment["ALERTLINT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: Self.golden)
        }
        let golden = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(golden == source, "Goldens/sounds/Chat.swift differs; ALERTLINT_RECORD=1 rewrites it")
    }

    @Test func soundFunctionsUseTheCatalogsBundleAndNeedNoAppleFramework() throws {
        let source = try #require(try Self.sources(access: .internal)["Chat.swift"])
        #expect(source.contains("static func messageReceived(bundle: Foundation.Bundle = Self.defaultLocalization.bundle) -> AlertSound {\n        AlertSound(file: \"chime.caf\", bundle: bundle, isAlert: true, vibrates: true)\n    }"))
        let sounds = try #require(source.range(of: "// MARK: - Sounds")).upperBound
        #expect(!source[sounds...].contains("UIKit") && !source[sounds...].contains("AudioToolbox"), "the generated part is Foundation only")
        let module = SwiftGenerator(options: .init(bundle: .module, toolVersion: "test")).source(for: try Self.catalog())
        #expect(module.contains("AlertLocalization(bundle: .module)"), "the sounds' default bundle is the catalog's")
    }

    /// A fake output that records, and a folder bundle with `chime.caf` but no `missing.caf`.
    static let program = """
        import Foundation

        @MainActor final class Recorder: AlertSoundOutput {
            var events: [String] = []
            func makeSystemSound(at url: URL) -> AlertSystemSound? {
                events.append("make \\(url.lastPathComponent)")
                return AlertSystemSound(id: 7) { _ in }
            }
            func playSystemSound(_ sound: AlertSystemSound, asAlert: Bool, completion: @escaping @Sendable () -> Void) {
                events.append(asAlert ? "alert" : "system")
                DispatchQueue.global().async { completion() }
            }
            func vibrate() { events.append("vibrate") }
            func prepareHaptic(_ haptic: AlertSound.Haptic) { events.append("prepare \\(haptic.rawValue)") }
            func playHaptic(_ haptic: AlertSound.Haptic) { events.append("haptic \\(haptic.rawValue)") }
        }

        @MainActor func play(_ sound: AlertSound) async -> String {
            let recorder = Recorder()
            let player = AlertSoundPlayer(sound, output: recorder)
            player.prepare()
            var played = false
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                played = player.play { continuation.resume() }
            }
            return "\\(played) " + recorder.events.joined(separator: ", ")
        }

        @main enum Main {
            @MainActor static func main() async {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sounds-\\(UUID().uuidString)")
                try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                try! Data("caff".utf8).write(to: folder.appendingPathComponent("chime.caf"))
                let bundle = Bundle(url: folder)!
                print("sent:", await play(Chat.messageSent(bundle: bundle)))
                print("received:", await play(Chat.messageReceived(bundle: bundle)))
                print("reminder:", await play(Chat.reminder(bundle: bundle)))
                print("missing:", await play(Chat.missing(bundle: bundle)))
                print("buzz:", await play(Chat.buzz()))
                print("bump:", await play(Chat.bump()))
                print("names:", Chat.table().haptic!.rawValue, Chat.defaultLocalization().haptic!.rawValue,
                      Chat.developmentLanguage().haptic!.rawValue, Chat.table, Chat.developmentLanguage,
                      Chat.bundle().vibrates, Chat.any().vibrates, Chat.some().vibrates, Chat.actor().vibrates,
                      Chat.get().vibrates, Chat.open().vibrates, Chat.async().vibrates, Chat.isolated().vibrates)
                print("default bundle:", Chat.saved().bundle == Bundle.main, Chat.failed().haptic!.rawValue, Chat.tapped().haptic!.rawValue)
            }
        }
        """

    @Test(arguments: [AccessLevel.internal, .public])
    func soundsRunOnLinux(_ access: AccessLevel) throws {
        var sources = try Self.sources(access: access)
        sources["Program.swift"] = Self.program
        let output = try SwiftProgram.run(sources)
        #expect(output == """
            sent: true make chime.caf, system
            received: true make chime.caf, alert
            reminder: true make chime.caf, prepare heavy, system, vibrate, haptic heavy
            missing: false prepare warning, haptic warning
            buzz: true vibrate
            bump: true prepare rigid, haptic rigid
            names: light soft medium Chat en true true true true true true true true
            default bundle: true error selection

            """, "\(output)")
    }

    /// The runtime's System Sound Services and feedback-generator code, the generated sounds
    /// and the documented call site, against the stubs, in both access levels.
    @Test(arguments: [AccessLevel.internal, .public])
    func soundsTypeCheckAgainstTheAppleStubs(_ access: AccessLevel) throws {
        var files = try Self.sources(access: access)
        files["Usage.swift"] = try Self.documentedCallSite()
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
        #expect(result.warnings.isEmpty, "\(result)")
    }

    /// The stubs are what the runtime's Apple code is checked against; this proves the Apple
    /// branches were compiled there (an `#if` that is false on Linux with the stubs too would
    /// check nothing).
    @Test func theAppleBranchesAreCheckedAgainstTheStubs() throws {
        let files = [
            SwiftGenerator.runtimeFileName: SwiftGenerator(options: .init(toolVersion: "test")).runtime(),
            "Probe.swift": """
                #if !(canImport(AudioToolbox) && !os(watchOS)) || !(canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS))
                #error("the sound player's Apple branches are not compiled against the stubs")
                #endif
                """,
        ]
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(result.succeeded, "\(result)")
    }

    /// Misuse the stubs catch: a player made off the main actor.
    @Test func thePlayerIsMainActorIsolated() throws {
        var files = try Self.sources(access: .internal)
        files["Misuse.swift"] = """
            func playOffTheMainActor() {
                AlertSoundPlayer(Chat.messageSent()).play()
            }
            """
        let result = try AppleTypeCheck.typeCheck(files: files)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.file == "Misuse.swift" && $0.message.contains("main actor") }, "\(result)")
    }
}
