import Foundation
import Testing

@testable import AlertSpec
import TestSupport

/// CLDR plural rules: the parser and evaluator against the table's samples, the lookup, the
/// helpers the localization rules use, and the Swift source emitted for generated code.
/// PluralRulesSourceTests compares the table with its source, Babel's CLDR data.
@Suite struct PluralRulesTests {
    private func rules(_ id: String) -> PluralRules {
        PluralRules.rules(for: LocaleID(id)!)
    }

    private func categories(_ id: String, _ counts: [Int]) -> [PluralCategory] {
        counts.map { rules(id).category(forInteger: $0) }
    }

    // MARK: The table's samples

    /// Every integer and decimal sample of every category of every locale in the table takes
    /// that category (the samples are Babel's verdicts; see PluralRulesSourceTests).
    @Test func everySampleOfEveryLocaleTakesItsCategory() {
        var failures: [String] = []
        var checked = 0
        var locales = 0
        for source in PluralRules.sources {
            for locale in source.locales {
                locales += 1
                let rules = PluralRules.rules(forIdentifier: locale)
                if rules.localeIdentifiers != source.locales { failures.append("\(locale): looked up \(rules.localeIdentifiers)") }
                if locale != "root", LocaleID(locale).map({ PluralRules.rules(for: $0) }) != rules {
                    failures.append("\(locale): not a canonical LocaleID, or rules(for:) differs")
                }
                if rules.categories != source.rules.map(\.category).sorted() { failures.append("\(locale): categories \(rules.categories)") }
                for category in rules.categories {
                    let samples = rules.samples(for: category)
                    if samples.integers.isEmpty && samples.decimals.isEmpty { failures.append("\(locale) \(category): no samples") }
                    for (range, isInteger) in samples.integers.map({ ($0, true) }) + samples.decimals.map({ ($0, false) }) {
                        for text in range.values(maximumCount: 200) {
                            checked += 1
                            guard let operands = PluralOperands(text) else {
                                failures.append("\(locale) \(category): sample \(text) does not parse")
                                continue
                            }
                            let found = rules.category(for: operands)
                            if found != category { failures.append("\(locale) \(category): \(text) (\(operands)) gives \(found)") }
                            // Decimals show a decimal point; `1.1e6` is one, though its v is 0.
                            if isInteger == text.contains(".") { failures.append("\(locale) \(category): \(text) is in the wrong list") }
                            // A compact exponent can be written `c` as well as `e`.
                            if text.contains("e"), let compact = PluralOperands(text.replacingOccurrences(of: "e", with: "c")) {
                                checked += 1
                                if rules.category(for: compact) != category { failures.append("\(locale) \(category): \(text) with c") }
                            }
                            // An integer sample is also a count.
                            if isInteger, let count = Int(exactly: operands.i) {
                                checked += 1
                                let found = rules.category(forInteger: count)
                                if found != category { failures.append("\(locale) \(category): count \(count) gives \(found)") }
                            }
                        }
                    }
                }
            }
        }
        #expect(failures == [])
        // CLDR 49 from Babel 2.19.0: 235 locale ids in 39 rule sets.
        #expect(locales >= 230)
        #expect(PluralRules.allLocales.count == locales - 1)  // root is no LocaleID
        #expect(checked > 100_000)
        print("PluralRulesTests: \(checked) samples checked in \(locales) locales (\(PluralRules.sources.count) rule sets)")
    }

    /// Every condition parses and prints back as the table writes it.
    @Test func everyConditionParsesAndPrintsBack() throws {
        for source in PluralRules.sources {
            for rule in source.rules where rule.category != .other {
                let condition = try PluralCondition(parsing: rule.condition)
                #expect(condition.description == rule.condition)
            }
        }
    }

    @Test func sampleRangesExpandByTheirLastDigit() {
        #expect(PluralSampleRange(start: "0.00", end: "0.04").values() == ["0.00", "0.01", "0.02", "0.03", "0.04"])
        #expect(PluralSampleRange(start: "0.8", end: "1.1").values() == ["0.8", "0.9", "1.0", "1.1"])
        #expect(PluralSampleRange(start: "2", end: "5").values() == ["2", "3", "4", "5"])
        #expect(PluralSampleRange(start: "1e6", end: "1e6").values() == ["1e6"])
        // Long ranges: both ends and evenly spaced values between them.
        #expect(PluralSampleRange(start: "0", end: "100000").values(maximumCount: 6) == ["0", "20000", "40000", "60000", "80000", "100000"])
        #expect(PluralSampleRange(start: "1", end: "1000000").values(maximumCount: 3) == ["1", "500000", "1000000"])
        let fr = rules("fr")
        #expect(fr.samples(for: .many).integers.map(\.description) == ["1000000", "2000000", "3000000", "10000000", "100000000", "1000000000"])
        #expect(!fr.samples(for: .many).integersContinue)
        #expect(fr.samples(for: .other).integersContinue)
        #expect(fr.integerSamples(for: .many).first == 1_000_000...1_000_000)
        #expect(rules("en").integerSamples(for: .other).prefix(2) == [0...0, 2...1003])
    }

    // MARK: Operands and the parser

    @Test func operandsOfDecimalsAndCompactNumbers() {
        #expect(PluralOperands("1.50") == PluralOperands(i: 1, v: 2, w: 1, f: 50, t: 5))
        #expect(PluralOperands("1.50")?.n == 1.5)
        #expect(PluralOperands("-21") == PluralOperands(21))
        #expect(PluralOperands(-21) == PluralOperands(i: 21))
        #expect(PluralOperands("1.0")?.isInteger == true)
        #expect(PluralOperands("1.2c3") == PluralOperands(i: 1200, e: 3))
        #expect(PluralOperands("1.2e3") == PluralOperands(i: 1200, e: 3))
        #expect(PluralOperands("1.20050c3") == PluralOperands(i: 1200, v: 2, w: 1, f: 50, t: 5, e: 3))
        #expect(PluralOperands("1.0000001e6") == PluralOperands(i: 1_000_000, v: 1, w: 1, f: 1, t: 1, e: 6))
        #expect(PluralOperands("1e6")?.c == 6)
        #expect(PluralOperands(Int.min).i == UInt(Int.max) + 1)
        for bad in ["", "-", "1.", ".5", "1..2", "e3", "1e", "1.5x", "1,5", "99999999999999999999", "1e999"] {
            #expect(PluralOperands(bad) == nil, "\(bad)")
        }
    }

    @Test func conditionsParseIntoATree() throws {
        let condition = try PluralCondition(parsing: "v = 0 and i mod 10 = 2..4,7 or n != 1")
        #expect(condition.alternatives == [
            [PluralRelation(operand: .v, ranges: [0...0]), PluralRelation(operand: .i, modulus: 10, ranges: [2...4, 7...7])],
            [PluralRelation(operand: .n, isNegated: true, ranges: [1...1])],
        ])
        #expect(condition.description == "v = 0 and i % 10 = 2..4,7 or n != 1")
        #expect(condition.matches(PluralOperands(12)))
        #expect(condition.matches(PluralOperands("1.5")!))
        #expect(!condition.matches(PluralOperands(1)))
        #expect(!condition.matches(PluralOperands("1.0")!))
    }

    @Test func malformedConditionsAreErrors() {
        let cases: [(String, String, Int)] = [
            ("", "expected an operand (n, i, v, w, f, t, c or e)", 0),
            ("x = 1", "expected an operand (n, i, v, w, f, t, c or e)", 0),
            ("n = ", "expected a number", 4),
            ("n % 0 = 1", "modulus 0", 4),
            ("n = 3..1", "range 3..1 is empty", 7),
            ("n = 1 or", "expected an operand (n, i, v, w, f, t, c or e)", 8),
            ("n is 1", "expected '=' or '!='", 2),
            ("n = 1 xor n = 2", "expected 'and', 'or' or the end", 6),
            ("n = 1.5", "expected '..'", 5),
            ("n ! 1", "expected '!='", 2),
            ("n = 1 # x", "unexpected character '#'", 6),
        ]
        for (text, message, offset) in cases {
            #expect(throws: PluralRuleSyntaxError(message: message, offset: offset, condition: text)) {
                try PluralCondition(parsing: text)
            }
        }
    }

    // MARK: Locales

    @Test func englishRussianArabicFrench() {
        #expect(rules("en").categories == [.one, .other])
        #expect(categories("en", [0, 1, 2, 21]) == [.other, .one, .other, .other])
        #expect(rules("en").category(for: PluralOperands("1.0")!) == .other)

        #expect(rules("ru").categories == [.one, .few, .many, .other])
        #expect(categories("ru", [1, 21, 101, 2, 3, 4, 22, 5, 11, 12, 14, 0, 100]) == [.one, .one, .one, .few, .few, .few, .few, .many, .many, .many, .many, .many, .many])
        #expect(rules("ru").category(for: PluralOperands("1.5")!) == .other)
        #expect(rules("ru").integerCategories == [.one, .few, .many])

        #expect(rules("ar").categories == [.zero, .one, .two, .few, .many, .other])
        #expect(categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103]) == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few])

        #expect(rules("fr").categories == [.one, .many, .other])
        #expect(categories("fr", [0, 1, 2, 1_000, 999_999, 1_000_000, 2_000_000, 1_000_001]) == [.one, .one, .other, .other, .other, .many, .many, .other])
        #expect(rules("fr").category(for: PluralOperands("1.5")!) == .one)
        #expect(rules("fr").category(for: PluralOperands("1.1e6")!) == .many)
        #expect(rules("fr").category(for: PluralOperands("1c6")!) == .many)
        #expect(rules("fr").category(for: PluralOperands("1c3")!) == .other)

        #expect(categories("pl", [1, 2, 5, 12, 22, 25]) == [.one, .few, .many, .many, .few, .many])
        #expect(categories("cs", [1, 2, 4, 5]) == [.one, .few, .few, .other])
        #expect(rules("cs").category(for: PluralOperands("1.5")!) == .many)
        #expect(categories("cy", [0, 1, 2, 3, 4, 6, 7]) == [.zero, .one, .two, .few, .other, .many, .other])
    }

    @Test func lookupFallsBackByDroppingSubtagsUnlessCLDRNamesTheLongerID() {
        #expect(rules("pt").categories == [.one, .many, .other])
        #expect(categories("pt", [0, 1, 2]) == [.one, .one, .other])
        #expect(categories("pt-BR", [0, 1, 2]) == [.one, .one, .other])
        #expect(rules("pt-BR") == rules("pt"))
        #expect(categories("pt-PT", [0, 1, 2]) == [.other, .one, .other])
        #expect(rules("pt_pt") == rules("it"))
        #expect(rules("pt-PT-fonipa") == rules("pt-PT"))
        // CLDR's parent locales: the Portuguese of Angola, Mozambique, … is Portugal's.
        #expect(rules("pt-AO") == rules("pt-PT"))
        #expect(rules("pt-MZ-fonipa") == rules("pt-PT"))
        #expect(rules("pt-US") == rules("pt"))
        #expect(rules("ja").categories == [.other])
        #expect(categories("ja", [0, 1, 2, 1_000_000]) == [.other, .other, .other, .other])
        #expect(rules("zh-Hans") == rules("zh"))
        #expect(rules("zh-Hant-TW") == rules("zh"))
        #expect(rules("sr-Latn") == rules("sr"))
        #expect(rules("sr-Latn-RS").localeIdentifiers == ["bs", "hr", "sh", "sr"])
        #expect(rules("en-GB") == rules("en"))
        #expect(rules("xx") == PluralRules.root)
        #expect(PluralRules.root.categories == [.other])
        #expect(PluralRules.root.localeIdentifiers.contains("root"))
        #expect(PluralRules.allLocales.contains(LocaleID("pt-PT")!))
    }

    // MARK: Helpers for RULES.md §6

    @Test func categoriesOnlyMillionsTake() {
        #expect(rules("fr").allIntegerSamplesAreAtLeastOneMillion(.many))
        #expect(rules("br").allIntegerSamplesAreAtLeastOneMillion(.many))
        #expect(!rules("fr").allIntegerSamplesAreAtLeastOneMillion(.one))
        #expect(!rules("fr").allIntegerSamplesAreAtLeastOneMillion(.other))
        #expect(!rules("ru").allIntegerSamplesAreAtLeastOneMillion(.many))
        #expect(!rules("he").allIntegerSamplesAreAtLeastOneMillion(.many))
        // No integer samples at all: Czech `many` is for decimals.
        #expect(!rules("cs").allIntegerSamplesAreAtLeastOneMillion(.many))
        #expect(!rules("en").allIntegerSamplesAreAtLeastOneMillion(.many))
        // Since CLDR 42, Spanish, Italian and Portuguese have `many` for millions too (RULES.md's list).
        for id in ["es", "it", "pt", "pt-PT", "ca"] {
            #expect(rules(id).allIntegerSamplesAreAtLeastOneMillion(.many), "\(id)")
        }
        let all = PluralRules.sources.flatMap { source in
            PluralCategory.allCases.filter { PluralRules.rules(forIdentifier: source.locales[0]).allIntegerSamplesAreAtLeastOneMillion($0) }
                .map { "\(source.locales[0]) \($0)" }
        }
        #expect(all == ["ca many", "es many", "fr many", "br many"])
    }

    @Test func oneThatCoversOtherNumbers() {
        for id in ["ru", "uk", "be", "hr", "sr", "bs", "lt", "lv", "is", "mk", "fil", "tzm", "gv"] {
            #expect(rules(id).oneCoversNumbersOtherThanOne, "\(id)")
            #expect(rules(id).oneCoversNumbersAboveOne, "\(id)")
        }
        for id in ["fr", "pt", "hi", "am", "hy"] {
            #expect(rules(id).oneCoversNumbersOtherThanOne, "\(id)")
            #expect(!rules(id).oneCoversNumbersAboveOne, "\(id)")
        }
        for id in ["en", "de", "da", "es", "pt-PT", "cs", "pl", "ar", "he", "cy", "ja", "zh"] {
            #expect(!rules(id).oneCoversNumbersOtherThanOne, "\(id)")
            #expect(!rules(id).oneCoversNumbersAboveOne, "\(id)")
        }
    }

    /// The helpers are read from CLDR's samples; the rules themselves must agree, for every
    /// rule set, over the integers 0…20000 and the first millions.
    @Test func helpersAgreeWithTheRules() {
        let counts = Array(0...20_000) + [100_000, 999_999, 1_000_000, 1_000_001, 2_000_000, 10_000_000, 1_000_000_000]
        for source in PluralRules.sources {
            let rules = PluralRules.rules(forIdentifier: source.locales[0])
            var selected: [PluralCategory: [Int]] = [:]
            for count in counts { selected[rules.category(forInteger: count), default: []].append(count) }
            let name = source.locales.joined(separator: " ")
            let ones = selected[.one] ?? []
            #expect(rules.oneCoversNumbersOtherThanOne == ones.contains { $0 != 1 }, "\(name)")
            #expect(rules.oneCoversNumbersAboveOne == ones.contains { $0 > 1 }, "\(name)")
            #expect(rules.integerCategories == rules.categories.filter { selected[$0] != nil }, "\(name)")
            for category in rules.categories where rules.allIntegerSamplesAreAtLeastOneMillion(category) {
                #expect(selected[category]?.allSatisfy { $0 >= 1_000_000 } == true, "\(name) \(category)")
            }
        }
    }

    // MARK: Swift source for generated code

    @Test func swiftSourceIsDeterministicAndDeduplicated() {
        let ids = ["ru", "en", "pt-PT", "en", "ru"].map { LocaleID($0)! }
        let source = PluralRules.swiftSource(functionName: "plural", locales: ids)
        #expect(source == PluralRules.swiftSource(functionName: "plural", locales: ids.reversed()))
        #expect(source == PluralRules.swiftSource(functionName: "plural", locales: ["en", "pt-PT", "ru"].map { LocaleID($0)! }))
        #expect(source.contains("case \"en\":"))
        #expect(source.contains("case \"pt-AO\", \"pt_AO\", \"pt-CH\", \"pt_CH\", "))
        #expect(source.contains("\"pt-PT\", \"pt_PT\", "))
        #expect(source.contains("case \"pt\":"))
        #expect(source.contains("case \"ru\":"))
        let caseLines = source.split(separator: "\n").filter { $0.hasPrefix("        case ") }
        #expect(caseLines.filter { $0.contains("\"ru\"") }.count == 1)
        #expect(caseLines.count == 4)
        #expect(source.contains("func plural(_ languageCode: String, _ count: Int) -> String {"))
        #expect(!source.contains("Foundation"))
        let empty = PluralRules.swiftSource(functionName: "plural", locales: [])
        #expect(empty.hasSuffix("func plural(_ languageCode: String, _ count: Int) -> String {\n    return \"other\"\n}\n"))
    }

    @Test func swiftSourceForRussianAndEuropeanPortuguese() {
        let source = PluralRules.swiftSource(functionName: "pluralCategory", locales: [LocaleID("ru")!, LocaleID("pt-PT")!])
        let body = source.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("///") }.joined(separator: "\n")
        #expect(body == """
            func pluralCategory(_ languageCode: String, _ count: Int) -> String {
                let n: UInt = count.magnitude
                var code: Substring = Substring(languageCode)
                while true {
                    switch code {
                    case "pt-AO", "pt_AO", "pt-CH", "pt_CH", "pt-CV", "pt_CV", "pt-GQ", "pt_GQ", "pt-GW", "pt_GW", "pt-LU", "pt_LU", "pt-MO", "pt_MO", "pt-MZ", "pt_MZ", "pt-PT", "pt_PT", "pt-ST", "pt_ST", "pt-TL", "pt_TL":
                        let n1000000: UInt = n % 1000000
                        if n == 1 { return "one" }
                        if n != 0 && n1000000 == 0 { return "many" }
                        return "other"
                    case "pt":
                        let n1000000: UInt = n % 1000000
                        if (0...1).contains(n) { return "one" }
                        if n != 0 && n1000000 == 0 { return "many" }
                        return "other"
                    case "ru":
                        let n10: UInt = n % 10
                        let n100: UInt = n % 100
                        if n10 == 1 && n100 != 11 { return "one" }
                        if (2...4).contains(n10) && !(12...14).contains(n100) { return "few" }
                        if n10 == 0 { return "many" }
                        if (5...9).contains(n10) { return "many" }
                        if (11...14).contains(n100) { return "many" }
                        return "other"
                    default:
                        guard let end = code.lastIndex(where: { $0 == "-" || $0 == "_" }) else { return "other" }
                        code = code[..<end]
                    }
                }
            }

            """)
    }

    /// The emitted functions compile in Swift 6 mode with warnings as errors, and, run, give
    /// the evaluator's categories: ten locales chosen for their variety, and every CLDR locale.
    @Test(.timeLimit(.minutes(10))) func emittedSwiftCompilesAndAgreesWithTheEvaluator() throws {
        let ten = ["en", "fr", "ru", "ar", "pl", "cs", "lt", "cy", "ja", "pt-PT"].map { LocaleID($0)! }
        // Ids the ten-locale function must also place: fallbacks, `_` spellings, an unknown language.
        let tenCodes = ten.map(\.identifier) + ["en-GB", "en_US", "fr-CA", "ru_RU", "pt", "pt-BR", "pt_PT", "ar-EG", "ja-JP", "xx", "sr", "pt-AO", "pt_MZ"]
        let allCodes = PluralRules.allLocales.map(\.identifier) + ["zh-Hans", "zh_Hant_TW", "sr-Latn", "sr_Latn_RS", "pt-BR", "de-CH", "xx", "es-MX", "pt_AO", "he-IL"]
        let counts = Array(0...200) + [
            1_000, 1_001, 1_011, 10_000, 10_021, 100_000, 999_999, 1_000_000, 1_000_001, 2_000_000,
            10_000_000, 1_000_000_000, Int.max, -1, -2, -5, -21, -1_000_000, Int.min,
        ]

        let folder = TestScratch.root.appendingPathComponent("alertlint-plurals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = """
            let tenCodes: [String] = [\(tenCodes.map { "\"\($0)\"" }.joined(separator: ", "))]
            let allCodes: [String] = [\(allCodes.map { "\"\($0)\"" }.joined(separator: ", "))]
            let counts: [Int] = Array(0...200) + [\(counts.dropFirst(201).map { $0 == Int.min ? "Int.min" : String($0) }.joined(separator: ", "))]
            var lines: [String] = []
            for code in tenCodes {
                for count in counts { lines.append("ten \\(code) \\(count) \\(tenLocalePlural(code, count))") }
            }
            for code in allCodes {
                for count in counts { lines.append("all \\(code) \\(count) \\(allLocalePlural(code, count))") }
            }
            print(lines.joined(separator: "\\n"))
            print("plural probe: \\(emptyPlural("en", 1))")

            """
        let files = [
            "main.swift": main,
            "ten.swift": PluralRules.swiftSource(functionName: "tenLocalePlural", locales: ten),
            "all.swift": PluralRules.swiftSource(functionName: "allLocalePlural", locales: PluralRules.allLocales),
            "empty.swift": PluralRules.swiftSource(functionName: "emptyPlural", locales: []),
        ]
        for (name, content) in files { try Data(content.utf8).write(to: folder.appendingPathComponent(name)) }

        let binary = folder.appendingPathComponent("plurals").path
        let compile = try run(
            "/usr/bin/env",
            ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Plurals", "-o", binary]
                + files.keys.sorted().map { folder.appendingPathComponent($0).path }
        )
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        #expect(compile.output.isEmpty, "swiftc said:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let result = try run(binary, [])
        #expect(result.status == 0)

        var expected: [String] = []
        for code in tenCodes {
            for count in counts { expected.append("ten \(code) \(count) \(expectedCategory(code, count, languages: ten))") }
        }
        for code in allCodes {
            for count in counts { expected.append("all \(code) \(count) \(expectedCategory(code, count, languages: PluralRules.allLocales))") }
        }
        expected.append("plural probe: other")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        let mismatches = zip(lines, expected).filter { $0 != $1 }.map { "\($0) ≠ expected \($1)" }
        #expect(Array(mismatches.prefix(20)) == [])
    }

    /// What a function emitted for `languages` must answer: the evaluator's category for an id
    /// of one of their languages, however written, and "other" for any other language.
    private func expectedCategory(_ code: String, _ count: Int, languages: [LocaleID]) -> String {
        let locale = LocaleID(code)!
        guard languages.contains(where: { $0.language == locale.language }) else { return "other" }
        return PluralRules.rules(for: locale).category(forInteger: count).rawValue
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
