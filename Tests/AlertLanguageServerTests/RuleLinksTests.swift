import AlertLanguageServer
import AlertLint
import Foundation
import Testing

/// `codeDescription.href`: a rule's page, the format reference for a format error, nothing
/// for an unknown id or without a documentation base. The pages are made when the base is
/// set, so these also check that setting it again links under the new base.
@Suite struct RuleLinksTests {
    @Test func rulesLinkToTheirPageAndFormatErrorsToTheFormatReference() throws {
        let formatError = try #require(FormatErrors.summaries.keys.sorted().first)
        for base in ["https://example.com/docs/", "https://example.com/docs"] {
            let links = RuleLinks(documentationBase: URL(string: base))
            #expect(links.page(for: "alert-scrolls") == "https://example.com/docs/rules.md#alert-scrolls")
            #expect(links.page(for: formatError) == "https://example.com/docs/format.md#format-errors")
            #expect(links.page(for: "no-such-rule") == nil)
        }
    }

    @Test func withoutABaseNothingLinks() {
        let links = RuleLinks(documentationBase: nil)
        #expect(links.page(for: "alert-scrolls") == nil)
    }

    @Test func aNewBaseLinksUnderIt() {
        var links = RuleLinks(documentationBase: URL(string: "https://example.com/docs/"))
        links.documentationBase = URL(fileURLWithPath: "/checkout/docs", isDirectory: true)
        #expect(links.page(for: "alert-scrolls") == "file:///checkout/docs/rules.md#alert-scrolls")
        links.documentationBase = nil
        #expect(links.page(for: "alert-scrolls") == nil)
    }

    @Test func onlyTheGivenRulesLink() {
        let links = RuleLinks(documentationBase: URL(string: "https://example.com/docs/"), ruleIDs: ["alert-scrolls"])
        #expect(links.page(for: "alert-scrolls") != nil)
        #expect(links.page(for: "button-title-case") == nil)
    }
}
