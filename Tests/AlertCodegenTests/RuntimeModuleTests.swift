@testable import AlertCodegen
import Foundation
import Testing

/// `generate --runtime module`: catalogs that import the `AlertlintRuntime` library product
/// instead of declaring the runtime themselves compile against the module itself (built here
/// from Sources/AlertlintRuntime, as SwiftPM builds it for an app) and behave like catalogs
/// with a generated runtime.
@Suite struct RuntimeModuleTests {
    static let moduleSources: [String] = {
        let folder = EmbeddedRuntimeTests.moduleFolder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    static func catalogSources(access: AccessLevel, runtime: SwiftGenerator.RuntimeLocation) throws -> [String: String] {
        let generator = SwiftGenerator(options: .init(access: access, toolVersion: "test", runtime: runtime))
        let files = GenerationPlan.swift(try SwiftGoldenTests.sampleCatalogs(), generator: generator)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    /// Prints texts of every sample catalog, through the neutral API apps call.
    static let program = """
        import Foundation

        @main enum Main {
            static func main() {
                let localization = AlertLocalization(bundle: .main, language: "en")
                let delete = PhotoLibrary.deletePhotos(count: 3, in: localization)
                print(delete.title ?? "-", delete.message ?? "-", delete.actions.map(\\.title))
                let one = PhotoLibrary.deletePhotos(count: 1, in: localization)
                print(one.title ?? "-")
                print(PhotoNotifications.photosAdded(person: "Ana", album: "Trip", count: 2, in: localization).body)
            }
        }
        """

    @Test func planHasNoRuntimeFileAndCatalogsImportTheModule() throws {
        let sources = try Self.catalogSources(access: .internal, runtime: .module)
        #expect(sources[SwiftGenerator.runtimeFileName] == nil)
        for (name, text) in sources {
            #expect(text.contains("\nimport Foundation\n@_spi(AlertlintGenerated) import AlertlintRuntime\n"), "\(name)")
        }
    }

    @Test(arguments: [AccessLevel.internal, .public])
    func catalogsRunAgainstTheModuleAsAgainstAGeneratedRuntime(_ access: AccessLevel) throws {
        let library = try SwiftProgram.buildLibrary("AlertlintRuntime", paths: Self.moduleSources)
        var withModule = try Self.catalogSources(access: access, runtime: .module)
        withModule["main.swift"] = "import AlertlintRuntime\n" + Self.program
        var withCopy = try Self.catalogSources(access: access, runtime: .generated)
        withCopy["main.swift"] = Self.program
        let viaModule = try SwiftProgram.run(withModule.mapKeys(), extraArguments: library)
        let viaCopy = try SwiftProgram.run(withCopy.mapKeys())
        #expect(viaModule == viaCopy)
        #expect(viaModule.contains("Delete 3 Photos?"), "\(viaModule)")
    }

    @Test func moduleAndCatalogsTypeCheckAgainstTheAppleStubs() throws {
        let module = try AppleTypeCheck.buildModule("AlertlintRuntime", paths: Self.moduleSources)
        #expect(module.result.succeeded, "\(module.result)")
        #expect(module.result.warnings.isEmpty, "\(module.result.warnings)")
        for access in AccessLevel.allCases {
            let catalogs = try Self.catalogSources(access: access, runtime: .module)
            let check = try AppleTypeCheck.typeCheck(files: catalogs, extraArguments: module.arguments)
            #expect(check.succeeded, "\(access): \(check)")
            #expect(check.warnings.isEmpty, "\(access): \(check.warnings)")
        }
    }
}

private extension Dictionary where Key == String, Value == String {
    /// `main.swift` must be named otherwise for `@main`: swiftc treats a file called main.swift as top-level code.
    func mapKeys() -> [String: String] {
        Dictionary(uniqueKeysWithValues: map { ($0.key == "main.swift" ? "Program.swift" : $0.key, $0.value) })
    }
}

private extension SwiftProgram {
    static func run(_ sources: [String: String], extraArguments: [String]) throws -> String {
        try run(build(sources, extraArguments: extraArguments))
    }
}
