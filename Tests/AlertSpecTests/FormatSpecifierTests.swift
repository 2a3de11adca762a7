import AlertSpec
import Testing

/// Format strings as `String(format:)` reads them: what string tables hold for translations.
@Suite struct FormatSpecifierTests {
    private func only(_ format: String) -> FormatSpecifier? {
        guard let specifiers = FormatSpecifier.specifiers(in: format), specifiers.count == 1 else { return nil }
        return specifiers[0]
    }

    @Test func positionalSpecifiersKeepPositionAndType() throws {
        let specifiers = try #require(FormatSpecifier.specifiers(in: "%2$lld Fotos von %1$@, %3$f MB"))
        #expect(specifiers.map(\.position) == [2, 1, 3])
        #expect(specifiers.map(\.argumentType) == ["integer(64)", "object", "double"])
        #expect(specifiers.map(\.text) == ["%2$lld", "%1$@", "%3$f"])
    }

    @Test func widthsOfIntegersDiffer() {
        #expect(only("%d")?.argumentType == "integer(32)")
        #expect(only("%ld")?.argumentType == "integer(64)")
        #expect(only("%lld")?.argumentType == "integer(64)")
        #expect(only("%hhd")?.argumentType == "integer(8)")
    }

    @Test func flagsWidthAndPrecision() throws {
        let specifier = try #require(only("%1$-'08.2f"))
        #expect(specifier.position == 1)
        #expect(specifier.flags == "-'0")
        #expect(specifier.width == "8")
        #expect(specifier.precision == "2")
        #expect(specifier.conversion == "f")
        #expect(only("%5lld")?.width == "5")
        #expect(only("%.f")?.precision == "")
        #expect(only("%f")?.precision == nil)
        #expect(only("%*d")?.width == "*")
        #expect(only("%*2$d")?.width == "*2$")
    }

    @Test func percentIsLiteralAndReadsNoArgument() throws {
        #expect(FormatSpecifier.specifiers(in: "100%% sicher") == [])
        let pieces = try FormatSpecifier.parse("%1$lld%%").get()
        #expect(pieces.count == 2)
        guard case .specifier(let percent)? = pieces.last else { Issue.record("no %% piece"); return }
        #expect(percent.isLiteralPercent && percent.argumentType == nil && percent.text == "%%")
    }

    @Test func digitsWithoutDollarAreAWidth() {
        #expect(only("%12d")?.position == nil)
        #expect(only("%12d")?.width == "12")
    }

    @Test func invalidSpecifiersAreErrors() {
        for format in ["50%!", "trailing %", "%1$", "%k", "%0$@", "%1$%", "%*2d"] {
            #expect(FormatSpecifier.specifiers(in: format) == nil, "\(format)")
        }
        if case .failure(let error) = FormatSpecifier.parse("Nur 50%!") {
            #expect(error.text == "%!")
        } else {
            Issue.record("50%! parsed")
        }
    }

    /// A bare `%` before a letter is a specifier to Foundation: "50% off" reads an argument
    /// as octal (`% o`, space flag), which is why translations are checked for it.
    @Test func aStrayPercentBeforeALetterReadsAnArgument() {
        #expect(only("50% off")?.text == "% o")
        #expect(only("50% off")?.argumentType == "integer(32)")
    }
}
