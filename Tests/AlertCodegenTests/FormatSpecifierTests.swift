@testable import AlertCodegen
import Foundation
import Testing

/// Issue 11, defect 6: a translation's format specifier with flags, a width or a precision
/// (`%1$.1f`, `%5lld`, `%'d`) is filled in as `String(format:)` would, in the language's number
/// format, never shown raw. The runtime's own substitution engine, compiled and run.
@Suite struct FormatSpecifierTests {
    static let generator = SwiftGenerator(options: .init(toolVersion: "test"))

    @Test(.timeLimit(.minutes(10))) func flagsWidthAndPrecisionAreApplied() throws {
        let formats = [
            "%1$.1f", "%2$5lld", "%4$'d", "%2$05lld", "%2$-5lld|", "%1$+.2f", "%3$.3@", "%3$8@", "%3$-8@|", "%5$07.2f",
            "%1$f", "%1$.0f", "%2$.3d", "%2$ d", "%%", "%.1f and %lld", "%1$e",
        ]
        let main = """
            let arguments: [AlertlintArgument] = [.double(2.36), .int(42), .string("Beach"), .int(1234567), .double(-3.5)]
            for language in ["en", "de"] {
                for format in [\(formats.map { SwiftLiteral.string($0) }.joined(separator: ", "))] {
                    Swift.print(AlertlintText.render(format, arguments, language: language))
                }
            }
            """
        let output = try SwiftProgram.run(["AlertlintRuntime.swift": Self.generator.runtime(), "main.swift": main])
        func expected(_ language: String) -> [String] {
            let comma = language == "de"
            func number(_ text: String) -> String {
                comma ? String(text.map { $0 == "." ? "," : $0 == "," ? "." : $0 }) : text
            }
            return [
                number("2.4"), "   42", number("1,234,567"), "00042", "42   |", number("+2.36"), "Bea", "   Beach", "Beach   |", number("-003.50"),
                number("2.36"), "2", "042", " 42", "%", number("2.4") + " and 42",
                String(format: "%e", locale: Locale(identifier: language), 2.36),
            ]
        }
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected("en") + expected("de"))
    }
}
