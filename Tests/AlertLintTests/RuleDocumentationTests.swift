@testable import AlertLint
import Foundation
import Testing

/// docs/rules.md is rendered from the rules' descriptions; it must never drift from them.
@Suite struct RuleDocumentationTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    @Test func docsAreUpToDate() throws {
        let rendered = RuleDocumentation.catalog(RuleRegistry.rules)
        if ProcessInfo.processInfo.environment["ALERTLINT_RECORD"] == "1" {
            try Data(rendered.utf8).write(to: Self.docs)
        }
        let committed = (try? String(contentsOf: Self.docs, encoding: .utf8)) ?? ""
        #expect(committed == rendered, "docs/rules.md is out of date: run `swift run alertlint rules --markdown > docs/rules.md`")
    }

    static let configSchema = docs.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("schemas/alertlint-config.schema.json")

    @Test func configurationSchemaIsUpToDate() throws {
        let rendered = ConfigurationSchema.render(RuleRegistry.rules)
        if ProcessInfo.processInfo.environment["ALERTLINT_RECORD"] == "1" {
            try Data(rendered.utf8).write(to: Self.configSchema)
        }
        let committed = (try? String(contentsOf: Self.configSchema, encoding: .utf8)) ?? ""
        #expect(committed == rendered, "schemas/alertlint-config.schema.json is out of date: run `swift run alertlint rules --config-schema > schemas/alertlint-config.schema.json`")
    }

    @Test func everyPageHasTheSections() {
        for rule in RuleRegistry.rules {
            let page = RuleDocumentation.page(rule.description)
            for section in ["## What it does", "## Why", "## How to fix", "## Options", "## Fix safety"] {
                #expect(page.contains(section), "\(rule.id) page lacks \(section)")
            }
            #expect(!page.contains("1️⃣"), "\(rule.id) page shows a marker")
        }
    }
}
