import Foundation

/// What a spec's outputs are named after, read from its top-level keys without a YAML
/// parser (a plugin cannot link libyaml): `namespace`, `table`, `developmentLanguage` and
/// `locales`, the last two falling back to the configuration the command passes. The
/// generator is told the same locales (`--locales`), so the files it writes are exactly
/// the ones declared here, whatever the translations hold.
struct SpecFacts {
    var namespace: String
    var table: String
    /// The development language first, then the other locales, without repeats.
    var locales: [String]

    init(spec: URL, configuration file: URL?) throws {
        let keys = Self.topLevelKeys(try String(contentsOf: spec, encoding: .utf8))
        // The nearest configuration applies, alone, as for the linter (FORMAT.md).
        let configuration = try file.map { Self.topLevelKeys(try String(contentsOf: $0, encoding: .utf8)) } ?? [:]
        namespace = keys["namespace"]?.first ?? Self.namespace(fromStem: Self.stem(of: spec.lastPathComponent))
        table = keys["table"]?.first ?? namespace
        let development = keys["developmentLanguage"]?.first ?? configuration["developmentLanguage"]?.first ?? "en"
        let others = keys["locales"] ?? configuration["locales"] ?? []
        var seen: Set<String> = []
        locales = ([development] + others).map(Self.normalized).filter { seen.insert($0).inserted }
    }

    /// `photo-library.alerts.yaml` → `photo-library`, as the generator names it.
    static func stem(of name: String) -> String {
        for suffix in [".alerts.yaml", ".alerts.yml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// `photo-library` → `PhotoLibrary`: runs of ASCII letters and digits, each capitalized.
    static func namespace(fromStem stem: String) -> String {
        stem.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// `pt_BR` → `pt-BR`, the form the generator names `.lproj` folders with.
    static func normalized(_ locale: String) -> String {
        locale.replacingOccurrences(of: "_", with: "-")
    }

    /// The scalar or list value of each top-level key: `key: value`, `key: [a, b]`, or a
    /// block list of `- item` lines below `key:`.
    static func topLevelKeys(_ text: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var listKey: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = stripComment(String(rawLine))
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if line.first == " " || line.first == "-" {
                let item = line.trimmingCharacters(in: .whitespaces)
                if let key = listKey, item.hasPrefix("-") {
                    result[key, default: []].append(unquoted(String(item.dropFirst())))
                } else if !item.hasPrefix("-") {
                    listKey = nil
                }
                continue
            }
            listKey = nil
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.isEmpty {
                listKey = key
            } else if value.hasPrefix("["), value.hasSuffix("]") {
                result[key] = value.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0)) }.filter { !$0.isEmpty }
            } else {
                result[key] = [unquoted(value)]
            }
        }
        return result
    }

    static func stripComment(_ line: String) -> String {
        guard let hash = line.range(of: " #") ?? (line.hasPrefix("#") ? line.startIndex..<line.index(after: line.startIndex) : nil) else { return line }
        return String(line[..<hash.lowerBound])
    }

    static func unquoted(_ value: String) -> String {
        value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }
}
