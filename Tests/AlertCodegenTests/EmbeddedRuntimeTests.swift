@testable import AlertCodegen
import Foundation
import Testing

/// The runtime is code in Sources/AlertlintRuntime, and the generator writes it from
/// `EmbeddedRuntime`, a generated copy of those files. These tests fail when the copy (or the
/// module's CLDR plural function) is older than its source; `ALERTLINT_RECORD=1 swift test
/// --filter EmbeddedRuntimeTests` rewrites both.
@Suite struct EmbeddedRuntimeTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let moduleFolder = repository.appendingPathComponent("Sources/AlertlintRuntime")
    static let embeddedFile = repository.appendingPathComponent("Sources/AlertCodegen/Swift/EmbeddedRuntime.swift")
    static let pluralFile = moduleFolder.appendingPathComponent("PluralCategory.swift")
    static var recording: Bool { ProcessInfo.processInfo.environment["ALERTLINT_RECORD"] == "1" }

    /// `PluralCategory.swift`: the CLDR rules the linter uses, as the runtime's function.
    static var expectedPluralSource: String {
        """
        // Generated from CLDR's plural rules (the data the linter uses) by EmbeddedRuntimeTests:
        // do not edit. Regenerate with `ALERTLINT_RECORD=1 swift test --filter EmbeddedRuntimeTests`.

        // MARK: - Plural rules (CLDR), for the development-language fallback and for tables read
        // without Foundation's .stringsdict support

        \(PluralFunctionSource.all)
        """
    }

    /// The module's Swift files, by name.
    static func moduleFiles() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: moduleFolder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { name in (name, try String(contentsOf: moduleFolder.appendingPathComponent(name), encoding: .utf8)) }
    }

    /// `EmbeddedRuntime.swift` for `files`: each file's text in a raw string literal whose
    /// delimiter no line of it can close.
    static func embeddedSource(_ files: [(name: String, text: String)]) -> String {
        var out = """
            // Generated from Sources/AlertlintRuntime by EmbeddedRuntimeTests: do not edit.
            // Regenerate with `ALERTLINT_RECORD=1 swift test --filter EmbeddedRuntimeTests`.

            /// The files of the `AlertlintRuntime` module, in name order, as `generate` writes them
            /// into `Alertlint+Runtime.swift` (`RuntimeSource`).
            enum EmbeddedRuntime {
                static let files: [(name: String, text: String)] = [

            """
        for file in files {
            var hashes = "#"
            while file.text.contains("\"" + hashes) || file.text.contains("\\" + hashes) { hashes += "#" }
            out += "        (name: \"\(file.name)\", text: \(hashes)\"\"\"\n\(file.text)\n\"\"\"\(hashes)),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    @Test func pluralFunctionMatchesTheCLDRData() throws {
        if Self.recording { try Self.expectedPluralSource.write(to: Self.pluralFile, atomically: true, encoding: .utf8) }
        let committed = try String(contentsOf: Self.pluralFile, encoding: .utf8)
        #expect(committed == Self.expectedPluralSource, "PluralCategory.swift is stale; ALERTLINT_RECORD=1 rewrites it")
    }

    @Test func embeddedCopyMatchesTheModule() throws {
        let files = try Self.moduleFiles()
        #expect(files.contains { $0.name == "AlertlintRuntime.swift" })
        for file in files {
            #expect(file.text.hasSuffix("\n") && !file.text.hasSuffix("\n\n"), "\(file.name) should end with exactly one newline")
        }
        let expected = Self.embeddedSource(files)
        if Self.recording { try expected.write(to: Self.embeddedFile, atomically: true, encoding: .utf8) }
        let committed = try String(contentsOf: Self.embeddedFile, encoding: .utf8)
        #expect(committed == expected, "EmbeddedRuntime.swift is stale; ALERTLINT_RECORD=1 swift test --filter EmbeddedRuntimeTests rewrites it")
        // What the generator writes is the module's text, not a copy that drifted.
        #expect(EmbeddedRuntime.files.map(\.name) == files.map(\.name))
        for (embedded, file) in zip(EmbeddedRuntime.files, files) {
            #expect(embedded.text == file.text, "\(file.name): rebuild after recording")
        }
    }

    @Test func internalAccessRemovesEveryPublicModifier() {
        let source = """
            /// A public type: this comment keeps its words.
            public struct A {
                public init() {}
                override public func viewDidLoad() {}
                let republic = 1
            }
            @_spi(AlertlintGenerated) public enum Helper {
                public static func f() {}
            }
            """
        #expect(RuntimeSource.withAccess(.internal, source) == """
            /// A public type: this comment keeps its words.
            struct A {
                init() {}
                override func viewDidLoad() {}
                let republic = 1
            }
            enum Helper {
                static func f() {}
            }
            """)
        #expect(RuntimeSource.withAccess(.public, source).contains("public struct A"))
        #expect(RuntimeSource.withAccess(.public, source).contains("\nenum Helper {"), "helpers only generated code calls stay internal")
    }
}
