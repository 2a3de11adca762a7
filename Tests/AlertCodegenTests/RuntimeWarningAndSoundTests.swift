@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Issue 11, defect 10: a critical notification plays a critical sound, and the runtime has no
/// warnings, including in the branches only Apple platforms compile.
@Suite struct RuntimeWarningAndSoundTests {
    static let generator = SwiftGenerator(options: .init(toolVersion: "test"))
    static let publicGenerator = SwiftGenerator(options: .init(access: .public, toolVersion: "test"))

    /// The neutral runtime decides which system sound a notification plays; the UserNotifications
    /// adapter (type-checked against the stubs) only maps each case to its API.
    @Test(.timeLimit(.minutes(10))) func criticalNotificationsPlayCriticalSounds() throws {
        let main = """
            func spec(_ sound: NotificationContentSpec.Sound?, _ level: NotificationContentSpec.InterruptionLevel?) -> NotificationContentSpec {
                NotificationContentSpec(id: "n", title: nil, subtitle: nil, body: "b", sound: sound, badge: nil, category: nil, threadIdentifier: nil,
                                        interruptionLevel: level, relevanceScore: nil, launchImageName: nil, trigger: nil)
            }
            for (sound, level) in [(NotificationContentSpec.Sound.default, NotificationContentSpec.InterruptionLevel.critical), (.named("chime.caf"), .critical),
                                   (.default, .timeSensitive), (.named("chime.caf"), .active)] {
                Swift.print(Swift.String(describing: spec(sound, level).systemSound!))
            }
            Swift.print(Swift.String(describing: spec(.default, nil).systemSound!), spec(nil, .critical).systemSound == nil)
            for (sound, level) in [(NotificationContentSpec.Sound.default, NotificationContentSpec.InterruptionLevel.critical), (.named("chime.caf"), .critical),
                                   (.default, .active), (.named("chime.caf"), .timeSensitive)] {
                Swift.print(AlertlintAPNs.payload(spec(sound, level)))
            }
            """
        let output = try SwiftProgram.run(["AlertlintRuntime.swift": Self.generator.runtime(), "main.swift": main])
        #expect(output.split(separator: "\n").map(String.init) == [
            "defaultCritical", "criticalNamed(\"chime.caf\")", "default", "named(\"chime.caf\")", "default true",
            #"{"aps":{"alert":{"body":"b"},"interruption-level":"critical","sound":{"critical":1,"name":"default"}}}"#,
            #"{"aps":{"alert":{"body":"b"},"interruption-level":"critical","sound":{"critical":1,"name":"chime.caf"}}}"#,
            #"{"aps":{"alert":{"body":"b"},"interruption-level":"active","sound":"default"}}"#,
            #"{"aps":{"alert":{"body":"b"},"interruption-level":"time-sensitive","sound":"chime.caf"}}"#,
        ])
        for generator in [Self.generator, Self.publicGenerator] {
            let runtime = generator.runtime()
            #expect(runtime.contains("case .defaultCritical?: content.sound = UserNotifications.UNNotificationSound.defaultCritical"))
            let result = try AppleTypeCheck.typeCheck(files: [SwiftGenerator.runtimeFileName: runtime])
            #expect(result.succeeded, "\(result.errors.prefix(20).map(\.description).joined(separator: "\n"))")
            #expect(result.warnings.isEmpty, "\(result.warnings.prefix(20).map(\.description).joined(separator: "\n"))")
        }
    }

    /// The branches behind `#if canImport(Darwin)` compiled on Linux too, with warnings as
    /// errors: they use only API corelibs also has, so a warning in them (`value 'language' was
    /// defined but never used`) shows here rather than in an app's build.
    @Test(.timeLimit(.minutes(10))) func darwinBranchesCompileWithoutWarnings() throws {
        for generator in [Self.generator, Self.publicGenerator] {
            let runtime = generator.runtime()
            #expect(runtime.contains("#if canImport(Darwin)"))
            let forced = runtime.replacingOccurrences(of: "#if canImport(Darwin)", with: "#if true // canImport(Darwin)")
            let main = """
                import Foundation
                let localization = AlertLocalization(bundle: Foundation.Bundle.main, language: "de")
                Swift.print(AlertlintText.text("k", table: "T", fallback: "F", developmentLanguage: "en", [], in: localization))
                """
            let output = try SwiftProgram.run(["AlertlintRuntime.swift": forced, "main.swift": main])
            #expect(output == "F\n")
        }
    }
}
