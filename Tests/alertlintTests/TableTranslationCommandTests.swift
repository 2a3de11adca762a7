import Foundation
import Testing

/// Translations from the tables `.alertlint.yml`'s `translations:` names, end to end: the
/// findings and their notes in the Xcode shape, and `generate` keeping them out of the
/// tables it writes.
@Suite struct TableTranslationCommandTests {
    static let spec = """
        version: 1
        locales: [de, fr]
        alerts:
          deletePhoto:
            parameters: {album: String}
            title: Delete Photo?
            message: This photo will be removed from “{album}”.
            actions:
              - {title: Cancel, role: cancel}
              - {id: delete, title: Delete, role: destructive}

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Photos.deletePhoto.actions.cancel" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } }
              }
            },
            "Photos.deletePhoto.actions.delete" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer" } }
              }
            },
            "Photos.deletePhoto.message" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Dieses Foto wird aus „%1$@“ entfernt." } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Cette photo sera retirée de « %1$d »." } }
              }
            },
            "Photos.deletePhoto.title" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Foto löschen?"
                  }
                },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer la photo ?" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func catalogFindingsWithTheirNotesInXcodeShape() throws {
        let tree = try CLIHarness.temporaryTree([
            "Project/photos.alerts.yaml": Self.spec,
            "Project/Resources/Photos.xcstrings": Self.catalog,
            "Project/.alertlint.yml": "translations: [\"Resources/*.xcstrings\"]\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let catalogURL = tree.appendingPathComponent("Project/Resources/Photos.xcstrings")
        let before = try Data(contentsOf: catalogURL)
        let modified = try FileManager.default.attributesOfItem(atPath: catalogURL.path)[.modificationDate] as? Date

        let result = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree.appendingPathComponent("Project"))
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "photos.alerts.yaml:6:12: note: the de translation of 'Photos.deletePhoto.title' (\"Foto löschen?\") is marked 'needs_review' in Photos.xcstrings; review it [stale-translation]",
            "Resources/Photos.xcstrings:24:16: note: the de translation is in this catalog",
            "photos.alerts.yaml:7:14: error: 'Photos.deletePhoto.message', fr translation: the format \"Cette photo sera retirée de « %1$d ».\" would crash or garble Foundation's String(format:): %1$d reads {album}, a String, as an integer: shows the string's address, or garbage, instead of the text [format-crash]",
            "Resources/Photos.xcstrings:19:16: note: the fr translation is in this catalog",
        ], "\(result.stdout)")

        // From the parent folder, the same findings with paths from there.
        let outside = try CLIHarness.run(["lint", "Project/photos.alerts.yaml"], in: tree)
        #expect(outside.status == 1)
        #expect(outside.stdout.contains("Project/Resources/Photos.xcstrings:24:16: note: the de translation is in this catalog"), "\(outside.stdout)")
        #expect(!outside.stdout.contains("missing-translation"), "\(outside.stdout)")

        // By absolute path from an unrelated working directory: the same tables, by absolute path.
        let project = tree.appendingPathComponent("Project").resolvingSymlinksInPath().path
        let absolute = try CLIHarness.run(["lint", project + "/photos.alerts.yaml"])
        #expect(absolute.status == 1)
        #expect(absolute.stdout.contains(project + "/Resources/Photos.xcstrings:24:16: note: the de translation is in this catalog"), "\(absolute.stdout)")
        #expect(!absolute.stdout.contains("missing-translation"), "\(absolute.stdout)")

        // Lint never writes a table.
        #expect(try Data(contentsOf: catalogURL) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: catalogURL.path)[.modificationDate] as? Date == modified)
    }

    @Test func aMalformedTableIsAnErrorAtItsLineAndColumn() throws {
        let broken = Self.catalog.replacingOccurrences(of: "\"value\" : \"Foto löschen?\"", with: "\"value\" : \"Foto löschen?\",")
        let tree = try CLIHarness.temporaryTree([
            "photos.alerts.yaml": Self.spec,
            "Resources/Photos.xcstrings": broken,
            ".alertlint.yml": "translations: [\"Resources/*.xcstrings\"]\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Resources/Photos.xcstrings:28:11: error: cannot read the translations in this string table: expected a key in quotes [invalid-string-table]"), "\(result.stdout)")
        #expect(try Data(contentsOf: tree.appendingPathComponent("Resources/Photos.xcstrings")) == Data(broken.utf8))

        // The id is explained like the other diagnostics that are not rules, and SARIF describes it.
        let explained = try CLIHarness.run(["explain", "invalid-string-table"])
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("translations:"), "\(explained.stdout)")
        let sarif = try CLIHarness.run(["lint", "--reporter", "sarif", "photos.alerts.yaml"], in: tree)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = (((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]) ?? []
        let results = run["results"] as? [[String: Any]] ?? []
        let finding = try #require(results.first { $0["ruleId"] as? String == "invalid-string-table" })
        let index = try #require(finding["ruleIndex"] as? Int)
        #expect(rules.indices.contains(index) && rules[index]["id"] as? String == "invalid-string-table")
    }

    func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            // The stamp is generate's record of its run (GenerateSkipTests), not an output.
            guard !url.hasDirectoryPath, url.lastPathComponent != ".alertlint.stamp" else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    static let generateSpec = """
        version: 1
        locales: [de, fr]
        alerts:
          deletePhoto:
            title: {text: Delete Photo?, translations: {de: Foto löschen?, fr: Supprimer la photo ?}}
            actions:
              - {title: {text: Cancel, translations: {de: Abbrechen, fr: Annuler}}, role: cancel}
              - {id: delete, title: {text: Delete, translations: {de: Löschen}}, role: destructive}

        """

    @Test func generateDoesNotWriteACatalogsTranslationsAsTheSpecs() throws {
        // The fr translation of the delete button lives only in a catalog `translations:` names.
        let source = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Photos.deletePhoto.actions.delete" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let tree = try CLIHarness.temporaryTree([
            "photos.alerts.yaml": Self.generateSpec,
            "Translations/Photos.xcstrings": source,
            ".alertlint.yml": "translations: [\"Translations/*.xcstrings\"]\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let lint = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(!lint.stdout.contains("missing-translation"), "\(lint.stdout)")

        let result = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let generated = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: tree.appendingPathComponent("Out/Photos.xcstrings"))) as? [String: Any])
        let strings = try #require(generated["strings"] as? [String: Any])
        let delete = try #require(strings["Photos.deletePhoto.actions.delete"] as? [String: Any])
        let localizations = delete["localizations"] as? [String: Any] ?? [:]
        // The development language and the spec's de; not the catalog's fr.
        #expect(Set(localizations.keys) == ["en", "de"], "\(localizations)")
        let cancel = try #require(strings["Photos.deletePhoto.actions.cancel"] as? [String: Any])
        #expect(Set((cancel["localizations"] as? [String: Any] ?? [:]).keys) == ["en", "de", "fr"])
        // The catalog it read is untouched.
        #expect(try Data(contentsOf: tree.appendingPathComponent("Translations/Photos.xcstrings")) == Data(source.utf8))

        // As .strings tables: no fr entry for the key either.
        let strings2 = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Strings", "--strings-format", "strings"], in: tree)
        #expect(strings2.status == 0, "\(strings2.stdout)\(strings2.stderr)")
        let written = try files(in: tree.appendingPathComponent("Strings"))
        let french = String(decoding: try #require(written["fr.lproj/Photos.strings"]), as: UTF8.self)
        #expect(french.contains("Annuler"))
        #expect(!french.contains("Supprimer\""), "\(french)")
    }

    @Test func generateKeepsATranslatorsStateInTheCatalogItMergesInto() throws {
        // The generated catalog is also the one `translations:` names: a translator's fr
        // entry, marked needs_review in Xcode, is read as the catalog's, not written back as
        // the spec's (which would mark it translated).
        let tree = try CLIHarness.temporaryTree([
            "photos.alerts.yaml": Self.generateSpec,
            ".alertlint.yml": "translations: [\"Out/*.xcstrings\"]\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let first = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out"], in: tree)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let catalogURL = tree.appendingPathComponent("Out/Photos.xcstrings")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        var strings = try #require(json["strings"] as? [String: Any])
        var entry = try #require(strings["Photos.deletePhoto.actions.delete"] as? [String: Any])
        var localizations = entry["localizations"] as? [String: Any] ?? [:]
        // Varied by device in Xcode: the linter reads the `other` device's text.
        localizations["fr"] = ["variations": ["device": [
            "mac": ["stringUnit": ["state": "translated", "value": "Supprimer définitivement"]],
            "other": ["stringUnit": ["state": "needs_review", "value": "Supprimer"]],
        ]]]
        entry["localizations"] = localizations
        strings["Photos.deletePhoto.actions.delete"] = entry
        json["strings"] = strings
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: catalogURL)

        let lint = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree)
        #expect(lint.stdout.contains("[stale-translation]"), "\(lint.stdout)")
        #expect(lint.stdout.contains("Out/Photos.xcstrings:"), "\(lint.stdout)")

        let second = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out"], in: tree)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        let merged = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        let french = (((merged["strings"] as? [String: Any])?["Photos.deletePhoto.actions.delete"] as? [String: Any])?["localizations"] as? [String: Any])?["fr"] as? [String: Any]
        let devices = (french?["variations"] as? [String: Any])?["device"] as? [String: Any]
        #expect(french?["stringUnit"] == nil, "\(String(describing: french))")
        let other = (devices?["other"] as? [String: Any])?["stringUnit"] as? [String: Any]
        #expect(other?["state"] as? String == "needs_review", "\(String(describing: french))")
        #expect(other?["value"] as? String == "Supprimer")
        let mac = (devices?["mac"] as? [String: Any])?["stringUnit"] as? [String: Any]
        #expect(mac?["value"] as? String == "Supprimer définitivement")
    }

    @Test func generateKeepsATranslatorsPluralSubstitutionInTheCatalogItMergesInto() throws {
        // A translator writes fr with a substitution in Xcode. The linter reads it as plural
        // variants; written back as the spec's, it would become plural variations marked
        // translated. It is the catalog's: the merge keeps it as it is.
        let spec = """
            version: 1
            locales: [de, fr]
            alerts:
              deletePhotos:
                parameters: {count: Int}
                title:
                  plural: count
                  one: Delete This Photo?
                  other: Delete {count} Photos?
                  translations: {de: {one: Dieses Foto löschen?, other: "{count} Fotos löschen?"}}
                actions:
                  - {title: {text: Cancel, translations: {de: Abbrechen, fr: Annuler}}, role: cancel}
                  - {title: {text: Delete, translations: {de: Löschen, fr: Supprimer}}, role: destructive}

            """
        let tree = try CLIHarness.temporaryTree([
            "photos.alerts.yaml": spec,
            ".alertlint.yml": "translations: [\"Out/*.xcstrings\"]\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let first = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out"], in: tree)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let catalogURL = tree.appendingPathComponent("Out/Photos.xcstrings")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        var strings = try #require(json["strings"] as? [String: Any])
        var entry = try #require(strings["Photos.deletePhotos.title"] as? [String: Any])
        var localizations = entry["localizations"] as? [String: Any] ?? [:]
        let french: [String: Any] = [
            "stringUnit": ["state": "needs_review", "value": "Supprimer %#@photos@ ?"],
            "substitutions": ["photos": [
                "argNum": 1,
                "formatSpecifier": "lld",
                "variations": ["plural": [
                    "one": ["stringUnit": ["state": "translated", "value": "%arg photo"]],
                    "many": ["stringUnit": ["state": "translated", "value": "%arg de photos"]],
                    "other": ["stringUnit": ["state": "translated", "value": "%arg photos"]],
                ]],
            ]],
        ]
        localizations["fr"] = french
        entry["localizations"] = localizations
        strings["Photos.deletePhotos.title"] = entry
        json["strings"] = strings
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: catalogURL)

        let lint = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("[stale-translation]"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("[missing-translation]"), "\(lint.stdout)")

        let second = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out"], in: tree)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        let merged = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        let kept = (((merged["strings"] as? [String: Any])?["Photos.deletePhotos.title"] as? [String: Any])?["localizations"] as? [String: Any])?["fr"] as? [String: Any]
        let unit = kept?["stringUnit"] as? [String: Any]
        #expect(unit?["state"] as? String == "needs_review", "\(String(describing: kept))")
        #expect(unit?["value"] as? String == "Supprimer %#@photos@ ?")
        #expect(kept?["variations"] == nil, "\(String(describing: kept))")
        #expect(kept?["substitutions"] != nil, "\(String(describing: kept))")
    }

    @Test func generateDoesNotRefuseATablesTranslationItWillNotWrite() throws {
        // A .stringsdict cannot hold U+0001; the fr translation holding it is the catalog's,
        // which generate does not write, so it does not stop generating .strings tables.
        let spec = """
            version: 1
            locales: [fr]
            alerts:
              deletePhotos:
                parameters: {count: Int}
                title: {plural: count, one: Delete This Photo?, other: "Delete {count} Photos?"}
                actions:
                  - {title: {text: Cancel, translations: {fr: Annuler}}, role: cancel}
                  - {title: {text: Delete, translations: {fr: Supprimer}}, role: destructive}

            """
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Photos.deletePhotos.title" : {
                  "localizations" : {
                    "fr" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer cette photo ?" } },
                          "many" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer %1$lld de photos ?" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer %1$lld photos ?\\u0001" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let tree = try CLIHarness.temporaryTree([
            "photos.alerts.yaml": spec,
            "Translations/Photos.xcstrings": catalog,
            ".alertlint.yml": "translations: [\"Translations/*.xcstrings\"]\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out", "--strings-format", "strings"], in: tree)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("unrepresentable-character"), "\(result.stdout)")
        let written = try files(in: tree.appendingPathComponent("Out"))
        #expect(written["fr.lproj/Photos.stringsdict"] == nil || !String(decoding: written["fr.lproj/Photos.stringsdict"]!, as: UTF8.self).contains("Supprimer %1$lld photos"))
    }

    @Test func fixKeepsTheTablesTranslationsInEveryPass() throws {
        // The tables settle missing-translation; a pass linted without them would seem to
        // add it, and the fix would be refused.
        let spec = """
            version: 1
            locales: [de]
            alerts:
              deletePhoto:
                title: Delete Photo.
                actions:
                  - {title: Cancel, role: cancel}
                  - {id: delete, title: Delete, role: destructive}

            """
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Photos.deletePhoto.actions.cancel" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } } } },
                "Photos.deletePhoto.actions.delete" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } } } },
                "Photos.deletePhoto.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Foto löschen?" } } } }
              },
              "version" : "1.0"
            }
            """
        let tree = try CLIHarness.temporaryTree([
            "photos.alerts.yaml": spec,
            "Resources/Photos.xcstrings": catalog,
            ".alertlint.yml": "translations: [\"Resources/*.xcstrings\"]\n",
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try CLIHarness.run(["lint", "--fix", "photos.alerts.yaml"], in: tree)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("fixes not applied"), "\(result.stderr)")
        #expect(result.stderr.contains("fixed 1 finding in photos.alerts.yaml"), "\(result.stderr)")
        #expect(result.stdout == "", "\(result.stdout)")
        let fixed = String(decoding: try Data(contentsOf: tree.appendingPathComponent("photos.alerts.yaml")), as: UTF8.self)
        #expect(fixed.contains("    title: Delete Photo\n"), "\(fixed)")
        #expect(try Data(contentsOf: tree.appendingPathComponent("Resources/Photos.xcstrings")) == Data(catalog.utf8))
    }

    /// A folder or table that `translations:` may cover but cannot be read is reported
    /// (exit 2), as an unreadable spec folder is: it may hide the translations being checked.
    @Test func unreadableTablesAndFoldersAreReported() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "translations: [\"Resources/**\"]\n",
            "Specs/photos.alerts.yaml": Self.spec,
            "Resources/Private/Photos.xcstrings": Self.catalog,
            "Resources/de.lproj/Photos.strings": "\"a\" = \"b\";\n",
        ])
        let paths = [".", ".alertlint.yml", "Specs", "Specs/photos.alerts.yaml", "Resources", "Resources/Private",
                     "Resources/Private/Photos.xcstrings", "Resources/de.lproj", "Resources/de.lproj/Photos.strings"]
        if getuid() == 0 {
            for path in paths { #expect(chown(tree.appendingPathComponent(path).path, 65534, 65534) == 0) }
        }
        #expect(chmod(tree.appendingPathComponent("Resources/Private").path, 0) == 0)
        #expect(chmod(tree.appendingPathComponent("Resources/de.lproj/Photos.strings").path, 0) == 0)
        defer { _ = chmod(tree.appendingPathComponent("Resources/Private").path, 0o755) }

        let result = try FolderSearchTests.runUnprivileged(["lint", "Specs"], in: tree)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("Resources/Private: permission denied"), "\(result.stderr)")
        #expect(result.stderr.contains("Resources/de.lproj/Photos.strings: "), "\(result.stderr)")
    }
}
