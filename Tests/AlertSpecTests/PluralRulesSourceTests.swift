import Foundation
import Testing

@testable import AlertSpec

/// The shipped CLDR table against its source, Babel's CLDR data, as Tools/cldr/generate_plural_rules.py
/// recorded it in Fixtures/cldr-plurals.json (decision 0030): every locale's rules, every
/// Babel locale's lookup, and Babel's category for every sample number.
@Suite struct PluralRulesSourceTests {
    struct Fixture: Decodable {
        struct Samples: Decodable {
            let integer: [String]
            let decimal: [String]
        }

        struct RuleSet: Decodable {
            let tableLocales: [String]
            let babelLocales: [String]
            let aliases: [String: String]
            /// Category → condition as Babel prints it (`i in 1 and v in 0`); no `other`.
            let babelRules: [String: String]
            let categories: [String]
            /// Category → the sample numbers Babel puts in it.
            let samples: [String: Samples]
        }

        let cldrVersion: String
        let babelVersion: String
        let sampleNumbers: Samples
        let ruleSets: [RuleSet]
    }

    static let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/cldr-plurals.json")

    static let fixture: Fixture = {
        do {
            return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: fixtureURL))
        } catch {
            fatalError("Fixtures/cldr-plurals.json: \(error)")
        }
    }()

    /// Babel's rule syntax (`n in 1`, `i not in 0`, `i mod 10`) read by our parser: `in` and
    /// `not in` are CLDR's `=` and `!=`; `mod` our parser reads itself.
    static func parseBabelRule(_ text: String) throws -> PluralCondition {
        let cldr = text.replacingOccurrences(of: " not in ", with: " != ").replacingOccurrences(of: " in ", with: " = ")
        return try PluralCondition(parsing: cldr)
    }

    /// Every value of a list of sample entries (`0~1003`, `1.5`), expanded in full.
    static func values(_ entries: [String]) -> [String] {
        entries.flatMap { entry -> [String] in
            let ends = entry.split(separator: "~").map(String.init)
            return PluralSampleRange(start: ends[0], end: ends.last!).values(maximumCount: 100_000)
        }
    }

    // MARK: Version

    @Test func tableRecordsTheCLDRReleaseOfItsSource() throws {
        let fixture = Self.fixture
        #expect(PluralRules.cldrVersion == fixture.cldrVersion)
        #expect(PluralRules.dataSource == "Babel \(fixture.babelVersion)")
        // Decision 0030: the data is at least CLDR 42, where Spanish, Italian and Portuguese got `many`.
        let major = try #require(Int(PluralRules.cldrVersion.prefix { $0.isNumber }))
        #expect(major >= 42)
        let emitted = PluralRules.swiftSource(functionName: "plural", locales: [LocaleID("en")!])
        #expect(emitted.contains("from the CLDR \(fixture.cldrVersion) plural rules"))
    }

    // MARK: Rules

    /// The table has the fixture's rule sets, under the same locale ids, with the same
    /// categories, and each condition equals Babel's once both are parsed.
    @Test func everyRuleSetOfTheTableIsBabels() throws {
        let fixture = Self.fixture
        #expect(PluralRules.sources.count == fixture.ruleSets.count)
        #expect(PluralRules.allLocaleIdentifiers == fixture.ruleSets.flatMap(\.tableLocales).sorted())
        var compared = 0
        for set in fixture.ruleSets {
            let name = set.tableLocales.joined(separator: " ")
            let rules = PluralRules.rules(forIdentifier: set.tableLocales[0])
            #expect(rules.localeIdentifiers == set.tableLocales, "\(name)")
            #expect(rules.categories.map(\.rawValue) == set.categories, "\(name)")
            #expect(Set(set.babelRules.keys).union(["other"]) == Set(set.categories), "\(name)")
            for category in rules.categories where category != .other {
                let babel = try Self.parseBabelRule(try #require(set.babelRules[category.rawValue], "\(name) \(category)"))
                #expect(rules.condition(for: category) == babel, "\(name) \(category): table \(rules.conditionSource(for: category) ?? "nil"), Babel \(set.babelRules[category.rawValue]!)")
                compared += 1
            }
            for locale in set.tableLocales where locale != "root" {
                #expect(LocaleID(locale)?.identifier == locale, "\(locale) is not a canonical LocaleID")
            }
        }
        #expect(compared > 60)
    }

    /// Every locale Babel knows (1,000+ ids: `pt-AO`, `zh-Hant-TW`, `ca-ES-valencia`), and the
    /// deprecated codes the table adds, looks up the rules Babel gives it.
    @Test func everyBabelLocaleLooksUpBabelsRules() {
        var failures: [String] = []
        var count = 0
        for set in Self.fixture.ruleSets {
            let expected = PluralRules.rules(forIdentifier: set.tableLocales[0])
            for id in set.babelLocales + set.aliases.keys.sorted() {
                count += 1
                guard let locale = LocaleID(id) else {
                    failures.append("\(id): no LocaleID")
                    continue
                }
                let found = PluralRules.rules(for: locale)
                if found != expected { failures.append("\(id): \(found.localeIdentifiers.prefix(3)) instead of \(set.tableLocales.prefix(3))") }
            }
        }
        #expect(failures == [])
        #expect(count > 1_000)
    }

    /// Our evaluator puts every sample number in the category Babel's evaluator chose, and the
    /// fixture places every sample number of every rule set exactly once.
    @Test func ourEvaluatorPicksBabelsCategoryForEverySample() throws {
        let fixture = Self.fixture
        let integers = Self.values(fixture.sampleNumbers.integer)
        let decimals = Self.values(fixture.sampleNumbers.decimal)
        #expect(integers.count > 1_000)
        #expect(decimals.count > 400)
        var failures: [String] = []
        var checked = 0
        for set in fixture.ruleSets {
            let name = set.tableLocales.joined(separator: " ")
            let rules = PluralRules.rules(forIdentifier: set.tableLocales[0])
            var placedIntegers: [String] = []
            var placedDecimals: [String] = []
            for (categoryName, samples) in set.samples.sorted(by: { $0.key < $1.key }) {
                let category = try #require(PluralCategory(rawValue: categoryName))
                for text in Self.values(samples.integer) {
                    placedIntegers.append(text)
                    checked += 1
                    let count = try #require(Int(text))
                    let found = rules.category(forInteger: count)
                    if found != category { failures.append("\(name): \(text) gives \(found), Babel \(category)") }
                }
                for text in Self.values(samples.decimal) {
                    placedDecimals.append(text)
                    checked += 1
                    guard let operands = PluralOperands(text) else {
                        failures.append("\(name): \(text) does not parse")
                        continue
                    }
                    let found = rules.category(for: operands)
                    if found != category { failures.append("\(name): \(text) gives \(found), Babel \(category)") }
                }
            }
            if placedIntegers.sorted() != integers.sorted() { failures.append("\(name): the integer samples are not the sample numbers") }
            if placedDecimals.sorted() != decimals.sorted() { failures.append("\(name): the decimal samples are not the sample numbers") }
        }
        #expect(Array(failures.prefix(20)) == [])
        #expect(checked == fixture.ruleSets.count * (integers.count + decimals.count))
        print("PluralRulesSourceTests: \(checked) sample numbers checked against Babel \(fixture.babelVersion) (CLDR \(fixture.cldrVersion))")
    }

    // MARK: What CLDR 42 changed

    /// Spanish, Italian, Portuguese (both), Catalan and French take `many` for exact millions;
    /// Hebrew has one, two and other, and `many` no more. Checked in the fixture as well, so the
    /// claim is Babel's, not this test's.
    @Test func spanishItalianPortugueseManyAndHebrew() throws {
        for id in ["es", "it", "pt", "pt-PT", "pt-BR", "ca", "fr"] {
            let rules = PluralRules.rules(for: LocaleID(id)!)
            #expect(rules.categories == [.one, .many, .other], "\(id)")
            #expect(rules.category(forInteger: 1_000_000) == .many, "\(id)")
            #expect(rules.category(forInteger: 2_000_000) == .many, "\(id)")
            #expect(rules.category(forInteger: 1_000_001) == .other, "\(id)")
            #expect(rules.category(forInteger: 100) == .other, "\(id)")
            #expect(rules.category(for: PluralOperands("1c6")!) == .many, "\(id)")
            #expect(rules.allIntegerSamplesAreAtLeastOneMillion(.many), "\(id)")
            let set = try #require(Self.fixture.ruleSets.first { $0.babelLocales.contains(id) }, "\(id)")
            #expect(set.categories == ["one", "many", "other"], "\(id)")
            #expect(set.samples["many"]?.integer.first == "1000000", "\(id)")
        }
        let he = PluralRules.rules(for: LocaleID("he")!)
        #expect(he.categories == [.one, .two, .other])
        #expect([1, 2, 0, 3, 10, 20, 100].map { he.category(forInteger: $0) } == [.one, .two, .other, .other, .other, .other, .other])
        #expect(he.category(for: PluralOperands("0.5")!) == .one)
        #expect(he.category(for: PluralOperands("2.0")!) == .other)
        let heSet = try #require(Self.fixture.ruleSets.first { $0.babelLocales.contains("he") })
        #expect(heSet.categories == ["one", "two", "other"])
        #expect(PluralRules.rules(for: LocaleID("iw")!) == he)
    }

    // MARK: The generator

    /// Rerunning the generator with the Babel release the fixture names writes the committed
    /// files unchanged. Runs when `ALERTLINT_BABEL_PYTHON` (or `python3`) imports that Babel.
    @Test(.enabled(if: BabelProbe.python != nil, "no Python with the fixture's Babel release; see Tools/cldr/generate_plural_rules.py"))
    func generatorOutputIsCommitted() throws {
        let python = try #require(BabelProbe.python)
        let script = BabelProbe.repository.appendingPathComponent("Tools/cldr/generate_plural_rules.py").path
        let result = try BabelProbe.run(python, [script, "--check"])
        #expect(result.status == 0, "\(result.output)")
    }
}

/// Finds a Python whose Babel is the release the fixture was written with.
enum BabelProbe {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let python: String? = {
        let candidates = [ProcessInfo.processInfo.environment["ALERTLINT_BABEL_PYTHON"], "python3"].compactMap { $0 }
        for candidate in candidates {
            guard let result = try? run(candidate, ["-c", "import babel; print(babel.__version__)"]), result.status == 0 else { continue }
            if result.output.trimmingCharacters(in: .whitespacesAndNewlines) == PluralRulesSourceTests.fixture.babelVersion { return candidate }
        }
        return nil
    }()

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
