@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing
import TestSupport

/// The generated neutral layer, compiled with the real swiftc and run.
@Suite struct NeutralLayerTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let generator = SwiftGenerator(options: .init(toolVersion: "test"))

    static func catalog(_ relativePath: String) throws -> Catalog {
        let url = testsFolder.appendingPathComponent(relativePath)
        let parsed = SpecParser.parse(SourceFile(path: relativePath, bytes: Array(try Data(contentsOf: url))))
        #expect(!parsed.diagnostics.hasErrors, "\(parsed.diagnostics.map(\.message))")
        return try #require(parsed.catalog)
    }

    /// Every string of the hostile fixture comes back from the compiled program exactly as
    /// the spec wrote it: nothing broke out of a literal, nothing was lost or re-encoded.
    @Test func hostileTextRoundTrips() throws {
        let catalog = try Self.catalog("Fixtures/hostile.alerts.yaml")
        let main = """
            import Foundation
            let localization = AlertLocalization(bundle: .main, language: "en")
            let alert = Hostile.quotes(name: "N", count: 3, in: localization)
            let notification = Hostile.injection(in: localization)
            let category = notification.category!
            var texts: [String] = [alert.title!, alert.message!] + alert.actions.map(\\.title)
            texts += [notification.body, notification.threadIdentifier!, category.id, category.actions[0].title]
            texts += [category.actions[0].textInput!.buttonTitle, category.actions[0].textInput!.placeholder]
            let data = try! JSONSerialization.data(withJSONObject: texts, options: [])
            print(String(decoding: data, as: UTF8.self))
            """
        let output = try SwiftProgram.run([
            "AlertlintRuntime.swift": Self.generator.runtime(),
            "Hostile.swift": Self.generator.source(for: catalog),
            "main.swift": main,
        ])
        let texts = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String])
        let definition = try #require(catalog.alerts.first)
        func rendered(_ text: Text) -> String {
            text.content.primaryTemplate.rendered { $0 == "name" ? "N" : $0 == "count" ? "3" : "{\($0)}" }
        }
        var expected = [rendered(definition.title!), rendered(definition.message!)] + definition.actions.map { rendered($0.title) }
        let notification = try #require(catalog.notifications.first)
        let category = try #require(notification.category)
        expected += [rendered(notification.body), notification.threadIdentifier!.value, category.id, rendered(category.actions[0].title)]
        expected += [rendered(category.actions[0].textInput!.button!), rendered(category.actions[0].textInput!.placeholder!)]
        #expect(texts == expected)
        // The bidi override is in the output, but the generated source spells it as an escape.
        #expect(texts.contains { $0.unicodeScalars.contains("\u{202E}") })
        #expect(!Self.generator.source(for: catalog).unicodeScalars.contains("\u{202E}"))
    }

    /// The samples' generated code plus their generated tables (.strings and .stringsdict),
    /// compiled and run: texts come from the table of the language asked for, placeholders are
    /// filled with numbers formatted for the locale, and plural variants follow CLDR —
    /// Arabic with all six categories.
    @Test func samplesRunWithTheirTablesInTwoLocales() throws {
        let samples = Self.testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples/PhotoLibrary")
        let paths = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".alerts.yaml") }.sorted()
        let catalogs = try paths.map { name -> Catalog in
            let parsed = SpecParser.parse(SourceFile(path: "samples/PhotoLibrary/\(name)", bytes: Array(try Data(contentsOf: samples.appendingPathComponent(name)))))
            return try #require(parsed.catalog)
        }
        let bundle = TestScratch.root.appendingPathComponent("alertlint-tables-\(UUID().uuidString).bundle")
        for file in try GenerationPlan.tables(catalogs, format: .strings, existing: { _ in nil }) {
            let url = bundle.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        var sources = ["AlertlintRuntime.swift": Self.generator.runtime()]
        for catalog in catalogs { sources[Self.generator.fileName(for: catalog)] = Self.generator.source(for: catalog) }
        sources["main.swift"] = """
            import Foundation
            let bundle = Bundle(path: CommandLine.arguments[1])!
            for language in ["de", "ar"] {
                let localization = AlertLocalization(bundle: bundle, language: language)
                print(PhotoLibrary.deletePhoto(name: "Strand.jpg", in: localization).title!)
                for count in [0, 1, 2, 3, 11, 100, 1234] {
                    print(PhotoLibrary.deletePhotos(count: count, in: localization).title!)
                }
            }
            print(PhotoLibrary.deletePhoto(name: "Beach.jpg", in: AlertLocalization(bundle: bundle, language: "fr")).title!)
            """
        // A forced language keeps the person's region for numbers (defect 5): pin it to Germany.
        let environment: [String: String?] = ["LANG": "de_DE.UTF-8", "LC_ALL": nil, "LC_NUMERIC": nil, "LC_MESSAGES": nil, "LANGUAGE": nil]
        let lines = try SwiftProgram.run(sources, arguments: [bundle.path], environment: environment).split(separator: "\n").map(String.init)

        let photoLibrary = try #require(catalogs.first { $0.namespace == "PhotoLibrary" })
        let deletePhoto = try #require(photoLibrary.alerts.first { $0.id == "deletePhoto" })
        let deletePhotos = try #require(photoLibrary.alerts.first { $0.id == "deletePhotos" })
        var expected: [String] = []
        for code in ["de", "ar"] {
            let locale = try #require(LocaleID(code))
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: code + "_DE")
            formatter.numberStyle = .decimal
            let single = try #require(deletePhoto.title?.translation(for: locale)?.content.primaryTemplate)
            expected.append(single.rendered { _ in "Strand.jpg" })
            let plural = try #require(deletePhotos.title?.translation(for: locale)?.content.plural)
            let rules = PluralRules.rules(for: locale)
            for count in [0, 1, 2, 3, 11, 100, 1234] {
                let template = plural.variants[rules.category(forInteger: count)] ?? plural.other
                expected.append(template.rendered { _ in formatter.string(from: NSNumber(value: count))! })
            }
        }
        // No French table: the development text.
        expected.append("Delete “Beach.jpg”?")
        #expect(lines == expected)
        // Spot checks a reader can verify by eye.
        #expect(lines.contains("„Strand.jpg“ löschen?"))
        #expect(lines.contains("1.234 Fotos löschen?"))
        #expect(lines.contains("هل تريد حذف صورتين؟"))
    }

    @Test func generationIsDeterministic() throws {
        let catalog = try Self.catalog("Fixtures/hostile.alerts.yaml")
        #expect(Self.generator.source(for: catalog) == Self.generator.source(for: catalog))
        #expect(Self.generator.runtime() == Self.generator.runtime())
    }

    @Test func literalsEscapeEverythingThatCouldBreakOut() {
        #expect(SwiftLiteral.string("a\"b\\c\\(d)") == #""a\"b\\c\\(d)""#)
        #expect(SwiftLiteral.string("x\ny\u{202E}z\u{0}") == #""x\ny\u{202E}z\u{0}""#)
        #expect(SwiftLiteral.identifier("continue") == "`continue`")
        #expect(SwiftLiteral.identifier("deletePhoto") == "deletePhoto")
    }
    // MARK: Localization (issue 11: items 11, 12, 13, 17 and defect 5)

    static func invoices() throws -> Catalog {
        let parsed = SpecParser.parse(SourceFile(path: "invoices.alerts.yaml", bytes: Array(DefaultLanguageTests.spec.utf8)))
        return try #require(parsed.catalog)
    }

    static func samples() throws -> [Catalog] {
        let samples = testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples/PhotoLibrary")
        let paths = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".alerts.yaml") }.sorted()
        return try paths.map { name -> Catalog in
            let parsed = SpecParser.parse(SourceFile(path: "samples/PhotoLibrary/\(name)", bytes: Array(try Data(contentsOf: samples.appendingPathComponent(name)))))
            return try #require(parsed.catalog)
        }
    }

    /// Item 13: each table file is read once per process, not per call. The program looks a
    /// text and a plural up, deletes the German tables, and looks them up again: they still
    /// come from the tables (before, every call read the files, and the second lookup fell
    /// back to English). Then 64 lookups run at once on all cores, as TSan would watch them.
    @Test(.timeLimit(.minutes(10))) func tablesAreReadOncePerProcessAndSharedAcrossThreads() throws {
        let catalog = try Self.invoices()
        let bundle = TestScratch.root.appendingPathComponent("alertlint-cache-\(UUID().uuidString).bundle")
        for file in try GenerationPlan.tables([catalog], format: .strings, existing: { _ in nil }) {
            let url = bundle.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("de.lproj/Invoices.stringsdict").path))
        let main = """
            import Foundation
            let path = CommandLine.arguments[1]
            let localization = AlertLocalization(bundle: Foundation.Bundle(path: path)!, language: "de")
            let first = Invoices.deleteInvoices(count: 3, name: "Q3.pdf", in: localization)
            try! FileManager.default.removeItem(atPath: path + "/de.lproj")
            let second = Invoices.deleteInvoices(count: 3, name: "Q3.pdf", in: localization)
            Swift.print(second.title!, second.message!, first == second, separator: "|")
            Foundation.DispatchQueue.concurrentPerform(iterations: 64) { index in
                let alert = Invoices.deleteInvoices(count: index, name: "Q3.pdf", in: localization)
                precondition(alert.message == (index == 1 ? "1 Rechnung" : "\\(index) Rechnungen"), alert.message ?? "nil")
                precondition(alert.title == "„Q3.pdf“ löschen?")
            }
            Swift.print("threads ok")
            """
        let output = try SwiftProgram.run(
            ["AlertlintRuntime.swift": Self.generator.runtime(), "Invoices.swift": Self.generator.source(for: catalog), "main.swift": main],
            arguments: [bundle.path]
        )
        #expect(output == "„Q3.pdf“ löschen?|3 Rechnungen|true\nthreads ok\n")
    }

    /// Item 11: on Apple platforms a format goes to `String(format:)` only when it cannot crash
    /// it (decision 0006): no gap before the last position read, each argument read with its
    /// own type, no specifier `render` does not know; `%f` without a precision stays with
    /// `render` (six decimals). Plural entries are checked with every variant.
    @Test(.timeLimit(.minutes(10))) func foundationFormatsOnlyWhatCannotCrashIt() throws {
        let main = """
            import Foundation
            let cases: [(Swift.String, [AlertlintArgument])] = [
                ("Delete “%1$@”?", [.string("a")]),
                ("%1$lld photos in %2$@", [.int(1), .string("a")]),
                ("100%% done", []),
                ("%1$.1f MB", [.double(1)]),
                ("New in %2$@", [.int(1), .string("a")]),
                ("%1$lld photos", [.string("a")]),
                ("%1$@", [.int(1)]),
                ("%1$f MB", [.double(1)]),
                ("%@ and %1$@", [.string("a")]),
                ("%3$@", [.string("a")]),
                ("%d", [.int(1)]),
                ("%1$*d", [.int(1)]),
            ]
            for (format, arguments) in cases {
                Swift.print(AlertlintText.foundationCanFormat([format], arguments))
            }
            let entry: [Swift.String: Any] = [
                "NSStringLocalizedFormatKey": "%1$#@count@",
                "count": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld", "one": "One photo in %2$@", "other": "%1$lld photos in %2$@"],
            ]
            Swift.print(AlertlintText.foundationCanFormat(AlertlintText.variants(entry)!, [.int(1), .string("a")]))
            var skipping = entry
            skipping["NSStringLocalizedFormatKey"] = "%2$#@count@"
            skipping["count"] = ["NSStringFormatValueTypeKey": "lld", "one": "one photo", "other": "%2$lld photos"]
            Swift.print(AlertlintText.foundationCanFormat(AlertlintText.variants(skipping)!, [.string("a"), .int(1)]))
            """
        let output = try SwiftProgram.run(["AlertlintRuntime.swift": Self.generator.runtime(), "main.swift": main])
        let expected = ["true", "true", "true", "true", "false", "false", "false", "false", "false", "false", "false", "false", "true", "false"]
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }

    /// Items 11 and 12 on Linux: the Darwin branches of the runtime and of every sample catalog
    /// (the Foundation path, the `LocalizedStringResource` accessors) compiled in Swift 6 mode
    /// with warnings as errors, against a stub of the Foundation API corelibs lacks, and run.
    @Test(.timeLimit(.minutes(10))) func darwinBranchesOfTheCatalogsCompileAndTheirResourcesCarryKeyAndArguments() throws {
        let catalogs = try Self.samples()
        for generator in [Self.generator, SwiftGenerator(options: .init(access: .public, toolVersion: "test"))] {
            var sources = ["AlertlintRuntime.swift": generator.runtime()]
            for catalog in catalogs { sources[generator.fileName(for: catalog)] = generator.source(for: catalog) }
            #expect(sources["PhotoLibrary.swift"]?.contains("static func title(count: Swift.Int) -> Foundation.LocalizedStringResource") == true)
            var program = DarwinBranches.program(sources)
            program["main.swift"] = """
                import Foundation
                if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
                    let title = PhotoLibrary.DeletePhotos.title(count: 3)
                    Swift.print(title.key, title.table ?? "nil", Swift.String(localized: title), separator: "|")
                    Swift.print(Swift.String(localized: PhotoLibrary.DeletePhoto.title(name: "Beach.jpg")))
                    Swift.print(Swift.String(localized: PhotoLibrary.DeletePhoto.deleteAction))
                }
                let localization = AlertLocalization(bundle: Foundation.Bundle.main, locale: Foundation.Locale(identifier: "de_DE"))
                Swift.print(PhotoLibrary.deletePhotos(count: 1234, in: localization).title!)
                """
            let output = try SwiftProgram.run(program)
            #expect(output == """
                PhotoLibrary.deletePhotos.title|PhotoLibrary|Delete 3 Photos?
                Delete “Beach.jpg”?
                Delete
                Delete 1.234 Photos?

                """)
        }
    }

    /// Item 17: documentation reads like the alert (placeholders in code voice, the translator
    /// comment, what each parameter does), not the raw template; a text without placeholders
    /// passes no argument list; headers turn SwiftLint off, as SwiftGen's do; no empty
    /// `textFields: [ ]`.
    @Test func generatedSourceReadsLikeHandWrittenCode() throws {
        let catalogs = try Self.samples()
        let photoLibrary = try #require(catalogs.first { $0.namespace == "PhotoLibrary" })
        let source = Self.generator.source(for: photoLibrary)
        #expect(source.contains("""
                /// Delete “`name`”?
                ///
                /// Title of the confirmation before deleting one photo; name is the photo’s file name.
                ///
                /// - Parameters:
                ///   - name: Shown in the title.
                ///   - localization: Where the texts are looked up, and in which language and locale.
            """))
        #expect(source.contains("///   - count: Picks the plural variant of the title and message; shown in the title and message."))
        var neutral = SwiftWriter()
        NeutralLayerGenerator(catalog: photoLibrary, options: Self.generator.options).write(into: &neutral)
        #expect(!neutral.text.split(separator: "\n").contains { $0.contains("///") && $0.contains("{") })
        // The message has no placeholder: no argument list.
        #expect(source.contains(#"message: AlertlintText.text("PhotoLibrary.deletePhoto.message", table: Self.table, fallback: "This photo will be deleted from iCloud Photos on all your devices.", developmentLanguage: Self.developmentLanguage, in: localization),"#))
        #expect(!source.contains("textFields: [\n            ]"))
        #expect(source.split(separator: "\n").prefix(4).contains("// swiftlint:disable all"))
        #expect(Self.generator.runtime().split(separator: "\n").prefix(4).contains("// swiftlint:disable all"))
    }
    /// The accessor types take no name the code around them reads: a definition named like
    /// the namespace (`invoices` in `Invoices`), like a module (`swift`) or a runtime type
    /// (`alertContent`) gets `…Texts`; a parameter named `table` shadows nothing.
    @Test(.timeLimit(.minutes(10))) func resourceTypesShadowNothing() throws {
        let spec = """
            version: 1
            namespace: Invoices
            alerts:
              invoices:
                parameters: {table: String}
                title: "Move to {table}?"
                actions: [{id: ok, title: OK}]
              swift:
                title: Swift
                actions: [{id: ok, title: OK}]
              alertContent:
                title: Content
                actions: [{id: ok, title: OK}]

            """
        let parsed = SpecParser.parse(SourceFile(path: "invoices.alerts.yaml", bytes: Array(spec.utf8)))
        #expect(!parsed.diagnostics.hasErrors, "\(parsed.diagnostics.map(\.message))")
        let catalog = try #require(parsed.catalog)
        let source = Self.generator.source(for: catalog)
        #expect(source.contains("enum InvoicesTexts"))
        #expect(source.contains("enum SwiftTexts"))
        #expect(source.contains("enum AlertContentTexts"))
        var program = DarwinBranches.program(["AlertlintRuntime.swift": Self.generator.runtime(), "Invoices.swift": source])
        program["main.swift"] = """
            import Foundation
            if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
                Swift.print(Swift.String(localized: Invoices.InvoicesTexts.title(table: "Archive")), Invoices.InvoicesTexts.title(table: "A").table ?? "nil")
                Swift.print(Swift.String(localized: Invoices.SwiftTexts.title), Swift.String(localized: Invoices.AlertContentTexts.okAction))
            }
            """
        #expect(try SwiftProgram.run(program) == "Move to Archive? Invoices\nSwift OK\n")
    }
}
