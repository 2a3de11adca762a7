/// Renders a rule's page from its description — one template for every rule (ruff's): what it
/// flags, why, an example, what to write instead, options, fix safety. `alertlint explain`
/// prints it; docs/rules.md is every page after an index.
public enum RuleDocumentation {
    /// The example's YAML as a reader should see it: markers removed.
    public static func plain(_ example: RuleExample) -> String {
        var text = ""
        var scalars = example.yaml.unicodeScalars[...]
        while let scalar = scalars.first {
            let rest = scalars.dropFirst()
            if ("1"..."9").contains(scalar), rest.first == "\u{FE0F}", rest.dropFirst().first == "\u{20E3}" {
                scalars = rest.dropFirst(2)
                continue
            }
            text.unicodeScalars.append(scalar)
            scalars = rest
        }
        return text
    }

    public static func page(_ description: RuleDescription, headingLevel: Int = 1) -> String {
        let heading = String(repeating: "#", count: headingLevel)
        let sub = heading + "#"
        var lines = [
            "\(heading) \(description.id)",
            "",
            "**\(description.name)** · default severity: `\(description.defaultSeverity.rawValue)` · "
                + (description.isFixable ? "fixable" : "not fixable") + " · source: \(description.source)",
            "",
            "\(sub) What it does",
            description.summary,
            "",
            "\(sub) Why",
            description.rationale,
            "",
        ]
        if let example = description.triggeringExamples.first {
            lines += ["\(sub) Example", "```yaml", plain(example).trimmingTrailingNewlines, "```", ""]
            if !example.catalogEntries.isEmpty {
                lines += ["With a catalog (named by `translations:`) that holds:"] + example.catalogEntries.map { "- \($0.summary)" } + [""]
            }
        }
        lines += ["\(sub) How to fix", description.howToFix, ""]
        if let example = description.nonTriggeringExamples.first {
            lines += ["Use instead:", "```yaml", plain(example).trimmingTrailingNewlines, "```", ""]
        }
        lines.append("\(sub) Options")
        if description.options.isEmpty {
            lines.append("Only `severity` (`off`, `info`, `warning`, `error`).")
        } else {
            lines += ["| option | default | meaning |", "|---|---|---|"]
            lines += description.options.map { "| `\($0.key)` | `\($0.defaultValue)` | \($0.summary) |" }
            lines += ["", "Also `severity`. In `.alertlint.yml`:", "```yaml", "rules:", "  \(description.id):", "    severity: \(description.defaultSeverity.rawValue)"]
            lines += description.options.map { "    \($0.key): \($0.defaultValue)" }
            lines.append("```")
        }
        lines += ["", "\(sub) Fix safety"]
        if let title = description.fixItTitle {
            lines.append("Fix-it: “\(title)”. `alertlint lint --fix` applies it; the edit keeps comments, quoting and indentation.")
        } else {
            lines.append("No automatic fix: the right change needs a person's judgement.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// docs/rules.md: an index, then every rule's page.
    public static func catalog(_ rules: [RegisteredRule]) -> String {
        var text = """
            # Rules

            <!-- Generated from the rules' descriptions by `alertlint rules --markdown`; do not edit. -->

            Every rule can be set to `off`, `info`, `warning` or `error` in `.alertlint.yml`, and
            silenced with `# alertlint:disable RULE` (see docs/configuration.md).
            `alertlint explain RULE` prints a rule's page.

            | rule | default | fixable | what it flags |
            |---|---|---|---|

            """
        for rule in rules {
            let description = rule.description
            text += "| [`\(description.id)`](#\(description.id)) | \(description.defaultSeverity.rawValue) | \(description.isFixable ? "yes" : "") | \(description.summary.replacingPipes) |\n"
        }
        for rule in rules {
            text += "\n" + page(rule.description, headingLevel: 2)
        }
        return text
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    fileprivate var replacingPipes: String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
}
