import AlertDiagnostics
import AlertSpec
@testable import AlertStrings
import Foundation
import TestSupport
import Testing

/// The translations the linter reads out of existing string tables (`TableTranslations`):
/// every format, plurals three ways, device variations, encodings, and positioned errors
/// for what cannot be read exactly.
@Suite struct TableTranslationsTests {
    typealias Variant = CatalogTranslation.FormatVariant

    static func read(_ path: String, _ text: String) throws -> TableTranslations {
        try TableTranslations.read(path: path, bytes: Array(text.utf8))
    }

    /// The error reading `bytes` gives, or nil when it reads.
    static func error(_ path: String, _ bytes: [UInt8]) -> TableReadError? {
        do throws(TableReadError) {
            _ = try TableTranslations.read(path: path, bytes: bytes)
            return nil
        } catch {
            return error
        }
    }

    static func error(_ path: String, _ text: String) -> TableReadError? {
        error(path, Array(text.utf8))
    }

    /// Line:column of a UTF-8 offset in the table's text.
    static func location(_ offset: Int, in text: [UInt8]) -> String {
        LineTable(text).location(of: offset, in: text).description
    }

    static func locale(_ name: String) -> LocaleID { LocaleID(name)! }

    /// The text of the line at `offset`, from the offset on.
    static func rest(_ offset: Int, in text: [UInt8]) -> String {
        let tail = text[offset...]
        let end = tail.firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        return String(decoding: text[offset..<end], as: UTF8.self)
    }

    // MARK: String Catalog

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Photos.deletePhoto.title" : {
              "comment" : "Title",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Foto löschen?"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Delete Photo?"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "value" : "Supprimer la photo ?"
                  }
                }
              }
            },
            "Photos.noLocalizations" : {
              "comment" : "Not translated yet"
            }
          },
          "version" : "1.0"
        }
        """

    @Test func stringCatalogStringUnits() throws {
        let table = try Self.read("Resources/Photos.xcstrings", Self.catalog)
        #expect(table.table == "Photos")
        #expect(table.sourceLanguage == Self.locale("en"))
        #expect(table.text == Array(Self.catalog.utf8))
        // The source language's entry is not a translation; an entry without localizations has none.
        #expect(table.entries.map { "\($0.key) \($0.locale)" } == ["Photos.deletePhoto.title de", "Photos.deletePhoto.title fr"])
        let german = table.entries[0]
        #expect(german.state == "needs_review")
        #expect(german.formats == [Variant(category: nil, format: "Foto löschen?")])
        // The entry starts at its localization's value: the `{` after `"de" :`.
        #expect(Self.location(german.offset, in: table.text) == "7:16")
        #expect(Self.rest(german.offset, in: table.text) == "{")
        let french = table.entries[1]
        #expect(french.state == nil)
        #expect(Self.location(french.offset, in: table.text) == "19:16")
    }

    @Test func stringCatalogWithoutSourceLanguageKeepsEveryLocale() throws {
        let table = try Self.read("L.xcstrings", """
            {"strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}},"version":"1.0"}
            """)
        #expect(table.sourceLanguage == nil)
        #expect(table.entries.map(\.locale.identifier) == ["de", "en"])
        #expect(Self.rest(table.entries[0].offset, in: table.text).hasPrefix("{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Hallo\"}}"))
    }

    @Test func stringCatalogPluralVariations() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Photos.deletePhotos.title" : {
                  "localizations" : {
                    "ru" : {
                      "variations" : {
                        "plural" : {
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Удалить %1$lld фото?" } },
                          "few" : { "stringUnit" : { "state" : "new", "value" : "Удалить %1$lld фотографии?" } },
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "Удалить %1$lld фотографию?" } },
                          "many" : { "stringUnit" : { "state" : "needs_review", "value" : "Удалить %1$lld фотографий?" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let table = try Self.read("Photos.xcstrings", text)
        #expect(table.entries.count == 1)
        let entry = table.entries[0]
        #expect(entry.locale == Self.locale("ru"))
        // CLDR order, whatever the file's order; the state is the least finished variant's.
        #expect(entry.formats == [
            Variant(category: .one, format: "Удалить %1$lld фотографию?"),
            Variant(category: .few, format: "Удалить %1$lld фотографии?"),
            Variant(category: .many, format: "Удалить %1$lld фотографий?"),
            Variant(category: .other, format: "Удалить %1$lld фото?"),
        ])
        #expect(entry.state == "new")
        #expect(Self.location(entry.offset, in: table.text) == "6:16")
    }

    @Test func stringCatalogSubstitutionsExpandPerCategory() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Photos.deletePhotos.message" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@photos@ aus „%2$@“ löschen?" },
                      "substitutions" : {
                        "photos" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Foto" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Fotos" } }
                            }
                          }
                        }
                      }
                    },
                    "fr" : {
                      "stringUnit" : { "state" : "translated", "value" : "Supprimer %#@photos@ ?" },
                      "substitutions" : {
                        "photos" : {
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                              "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg de photos" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                            }
                          }
                        }
                      }
                    },
                    "it" : {
                      "stringUnit" : { "state" : "translated", "value" : "Eliminare %#@unknown@?" }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let table = try Self.read("Photos.xcstrings", text)
        #expect(table.entries.map(\.locale.identifier) == ["de", "fr", "it"])
        #expect(table.entries[0].formats == [
            Variant(category: .one, format: "%1$lld Foto aus „%2$@“ löschen?"),
            Variant(category: .other, format: "%1$lld Fotos aus „%2$@“ löschen?"),
        ])
        // Without argNum and formatSpecifier the argument is the next one, an object.
        #expect(table.entries[1].formats == [
            Variant(category: .one, format: "Supprimer %@ photo ?"),
            Variant(category: .many, format: "Supprimer %@ de photos ?"),
            Variant(category: .other, format: "Supprimer %@ photos ?"),
        ])
        // A variable with no substitution stays as written.
        #expect(table.entries[2].formats == [Variant(category: nil, format: "Eliminare %#@unknown@?")])
    }

    /// A substitution's `%arg` is replaced as Foundation's `replacingOccurrences` replaces
    /// it, fast paths and all: no match, ASCII, several and adjacent matches, near misses,
    /// and text with non-ASCII, combining marks, a prepended character (U+0600) and a
    /// zero-width joiner next to a match (where Foundation's search is not literal: `%arg`
    /// followed by U+0301 is not a match).
    @Test func argumentReplacementMatchesFoundation() {
        var random = SeededGenerator(state: 8)
        let pieces = ["%arg", "%ar", "%a", "%", "arg", "g", " ", "x", "%%", "é", "e\u{301}", "\u{301}", "\u{600}", "\u{200D}", "中", "😀", "%lld", "$"]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0..<10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for replacement in ["%2$lld", "%@", ""] {
                #expect(Array(CatalogReader.replacingArgument(in: text, with: replacement).utf8) == Array(text.replacingOccurrences(of: "%arg", with: replacement).utf8), "\(text.debugDescription)")
            }
        }
    }

    @Test func stringCatalogDeviceVariations() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "k" : {
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } },
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } },
                          "other" : { "stringUnit" : { "state" : "needs_review", "value" : "Auswählen" } }
                        }
                      }
                    },
                    "fr" : {
                      "variations" : {
                        "device" : {
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Cliquer" } },
                          "iphone" : {
                            "variations" : {
                              "plural" : {
                                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld touche" } },
                                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld touches" } }
                              }
                            }
                          }
                        }
                      }
                    },
                    "ja" : {
                      "variations" : { "width" : { } }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let table = try Self.read("Devices.xcstrings", text)
        // The `other` device when there is one; else the first by name (iphone before mac),
        // which may itself vary by plural. A localization with nothing readable gives none.
        #expect(table.entries.map(\.locale.identifier) == ["de", "fr"])
        #expect(table.entries[0].formats == [Variant(category: nil, format: "Auswählen")])
        #expect(table.entries[0].state == "needs_review")
        #expect(table.entries[1].formats == [
            Variant(category: .one, format: "%lld touche"),
            Variant(category: .other, format: "%lld touches"),
        ])
    }

    @Test func stringCatalogWithByteOrderMark() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array(Self.catalog.utf8)
        let table = try TableTranslations.read(path: "Photos.xcstrings", bytes: bytes)
        // Positions count in the text without the mark.
        #expect(table.text == Array(Self.catalog.utf8))
        #expect(Self.location(table.entries[0].offset, in: table.text) == "7:16")
    }

    // MARK: .strings

    static let germanStrings = """
        /* Title */
        "Photos.deletePhoto.title" = "Foto löschen?";
        "Photos.deletePhoto.message" = "„%1$@“ wird gelöscht.";
        // unquoted key
        Photos.cancel = Abbrechen;

        """

    @Test func stringsFileInItsLocaleFolder() throws {
        let table = try Self.read("App/de.lproj/Photos.strings", Self.germanStrings)
        #expect(table.table == "Photos")
        #expect(table.sourceLanguage == nil)
        #expect(table.entries.map(\.key) == ["Photos.cancel", "Photos.deletePhoto.message", "Photos.deletePhoto.title"])
        #expect(table.entries.allSatisfy { $0.locale == Self.locale("de") && $0.state == nil })
        #expect(table.entries.map(\.formats) == [
            [Variant(category: nil, format: "Abbrechen")],
            [Variant(category: nil, format: "„%1$@“ wird gelöscht.")],
            [Variant(category: nil, format: "Foto löschen?")],
        ])
        #expect(table.entries.map { Self.location($0.offset, in: table.text) } == ["5:1", "3:1", "2:1"])
        // A region and a script are locales too.
        #expect(try Self.read("pt-BR.lproj/Photos.strings", Self.germanStrings).entries.first?.locale == Self.locale("pt-BR"))
        #expect(try Self.read("zh-Hans.lproj/Photos.strings", Self.germanStrings).entries.first?.locale == Self.locale("zh-Hans"))
        #expect(try Self.read("zh_Hans.lproj/Photos.strings", Self.germanStrings).entries.first?.locale == Self.locale("zh-Hans"))
        // The language names of old projects' folders are their languages, not locales of their own.
        #expect(try Self.read("German.lproj/Photos.strings", Self.germanStrings).entries.first?.locale == Self.locale("de"))
        #expect(try Self.read("English.lproj/Photos.stringsdict", Self.stringsdict).entries.first?.locale == Self.locale("en"))
        #expect(try Self.read("Japanese.lproj/Photos.strings", Self.germanStrings).entries.first?.locale == Self.locale("ja"))
    }

    @Test(arguments: [false, true])
    func utf16StringsWithByteOrderMark(bigEndian: Bool) throws {
        let text = "/* Ünïcödé 😀 */\n\"a\" = \"1\"; \"Photos.title\" = \"Фото 😀 удалить?\";\n"
        let bytes = StringsFileReaderTests.utf16(text, bigEndian: bigEndian)
        let table = try TableTranslations.read(path: "ru.lproj/Photos.strings", bytes: bytes)
        // The text is the file as UTF-8, without the mark; offsets count in it.
        #expect(table.text == Array(text.utf8))
        #expect(table.entries.map(\.key) == ["Photos.title", "a"])
        #expect(table.entries[0].formats == [Variant(category: nil, format: "Фото 😀 удалить?")])
        #expect(table.entries[0].offset == Array("/* Ünïcödé 😀 */\n\"a\" = \"1\"; ".utf8).count)
        #expect(Self.location(table.entries[0].offset, in: table.text) == "2:12")
        #expect(Self.location(table.entries[1].offset, in: table.text) == "2:1")
    }

    @Test(arguments: [false, true])
    func utf16StringsErrorCountsInTheUTF8Text(bigEndian: Bool) throws {
        let text = "\"ä\" = \"1\";\n\"ö😀\" = \"2\" \"x\";\n"
        let bytes = StringsFileReaderTests.utf16(text, bigEndian: bigEndian)
        let error = try #require(Self.error("de.lproj/L.strings", bytes))
        #expect(error.line == 2)
        #expect(error.column == 12)
        #expect(error.offset == Array("\"ä\" = \"1\";\n\"ö😀\" = \"2\" ".utf8).count)
    }

    @Test func utf8StringsWithByteOrderMark() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array(Self.germanStrings.utf8)
        let table = try TableTranslations.read(path: "de.lproj/Photos.strings", bytes: bytes)
        #expect(table.text == Array(Self.germanStrings.utf8))
        #expect(table.entries.map { Self.location($0.offset, in: table.text) } == ["5:1", "3:1", "2:1"])
    }

    @Test func baseLocalizationGivesNoEntries() throws {
        #expect(try Self.read("Base.lproj/Photos.strings", Self.germanStrings).entries.isEmpty)
        let table = try Self.read("Base.lproj/Photos.stringsdict", Self.stringsdict)
        #expect(table.entries.isEmpty)
        #expect(table.table == "Photos")
        // Still read: a malformed Base table is an error like any other.
        #expect(Self.error("Base.lproj/Photos.strings", "\"a\" = \"b\"\n") != nil)
    }

    @Test func stringsTablesMustSitInALocaleFolder() throws {
        for path in ["Photos.strings", "Resources/Photos.strings", "Resources/Photos.stringsdict"] {
            let error = try #require(Self.error(path, "\"a\" = \"b\";\n"))
            #expect(error.message.contains("outside a <locale>.lproj folder"), "\(error)")
            #expect(error.line == nil)
        }
        let notALocale = try #require(Self.error("App/not a locale!.lproj/L.strings", "\"a\" = \"b\";\n"))
        #expect(notALocale.message.contains("does not name a locale"), "\(notALocale)")
        let other = try #require(Self.error("de.lproj/Photos.json", "{}"))
        #expect(other.message.contains("not a string table"))
        #expect(Self.error("de.lproj/Makefile", "") != nil)
    }

    @Test func malformedStringsIsAnErrorAtItsLine() throws {
        let cases: [(String, Int, String)] = [
            ("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n", 3, "expected ';'"),
            ("\"a\" = \"b\";\n\n\"c\" = \"unterminated;\n", 3, "never closed"),
            ("\"a\" = \"b\";\n\"a\" = \"c\";\n", 2, "appears twice (first on line 1)"),
            ("/* fine */\n\"a\" = (\"array\");\n", 2, "not a string"),
            ("\"a\" = \"\\777\";\n", 1, "octal"),
        ]
        for (text, line, message) in cases {
            let error = try #require(Self.error("de.lproj/L.strings", text), "\(text)")
            #expect(error.line == line, "\(text): \(error)")
            #expect(error.message.contains(message), "\(text): \(error)")
        }
        let notUTF8 = try #require(Self.error("de.lproj/L.strings", Array("\"a\" = \"".utf8) + [0xFF] + Array("\";".utf8)))
        #expect(notUTF8.line == 1)
        #expect(notUTF8.message.contains("not UTF-8"))
    }

    // MARK: .stringsdict

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>Photos.deletePhotos.title</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>Удалить %#@photos@?</string>
        \t\t<key>photos</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld фото</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld фотографию</string>
        \t\t\t<key>few</key>
        \t\t\t<string>%lld фотографии</string>
        \t\t</dict>
        \t</dict>
        \t<key>Photos.moved.message</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%2$@: %1$#@items@</string>
        \t\t<key>items</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>many</key>
        \t\t\t<string>%1$lld объектов перемещено</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%1$lld объекта перемещено</string>
        \t\t</dict>
        \t</dict>
        \t<key>Photos.plain</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>100%% готово, %#@notPlural@</string>
        \t\t<key>notPlural</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringSomethingElse</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    @Test func stringsdictPluralsExpandPerCategory() throws {
        let table = try Self.read("App/ru.lproj/Photos.stringsdict", Self.stringsdict)
        #expect(table.table == "Photos")
        #expect(table.entries.map(\.key) == ["Photos.deletePhotos.title", "Photos.moved.message", "Photos.plain"])
        #expect(table.entries.allSatisfy { $0.locale == Self.locale("ru") && $0.state == nil })
        // One whole format per category, in CLDR order; `few` is missing as written.
        #expect(table.entries[0].formats == [
            Variant(category: .one, format: "Удалить %lld фотографию?"),
            Variant(category: .few, format: "Удалить %lld фотографии?"),
            Variant(category: .other, format: "Удалить %lld фото?"),
        ])
        // `%1$#@items@` is replaced whole, its position with it.
        #expect(table.entries[1].formats == [
            Variant(category: .many, format: "%2$@: %1$lld объектов перемещено"),
            Variant(category: .other, format: "%2$@: %1$lld объекта перемещено"),
        ])
        // A variable that is not a plural rule leaves the format as written.
        #expect(table.entries[2].formats == [Variant(category: nil, format: "100%% готово, %#@notPlural@")])
        // Each entry starts at its `<key>`.
        #expect(table.entries.map { Self.location($0.offset, in: table.text) } == ["5:2", "23:2", "37:2"])
        #expect(Self.rest(table.entries[0].offset, in: table.text) == "<key>Photos.deletePhotos.title</key>")
    }

    @Test func laterPluralVariablesShowTheirOther() throws {
        let text = Self.plist("""
            \t<key>moved</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%1$#@files@ in %2$#@folders@.</string>
            \t\t<key>files</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%1$lld Datei</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%1$lld Dateien</string>
            \t\t</dict>
            \t\t<key>folders</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%2$lld Ordner</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%2$lld Ordnern</string>
            \t\t</dict>
            \t</dict>
            """)
        let table = try Self.read("de.lproj/Files.stringsdict", text)
        #expect(table.entries.first?.formats == [
            Variant(category: .one, format: "%1$lld Datei in %2$lld Ordnern."),
            Variant(category: .other, format: "%1$lld Dateien in %2$lld Ordnern."),
        ])
    }

    @Test func stringsdictWithByteOrderMark() throws {
        let table = try TableTranslations.read(path: "ru.lproj/Photos.stringsdict", bytes: [0xEF, 0xBB, 0xBF] + Array(Self.stringsdict.utf8))
        #expect(table.text == Array(Self.stringsdict.utf8))
        #expect(Self.rest(table.entries[0].offset, in: table.text) == "<key>Photos.deletePhotos.title</key>")
    }

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    @Test func stringsdictOfTheWrongShapeIsAnErrorAtTheEntry() throws {
        let cases: [(String, String)] = [
            ("\t<key>a</key>\n\t<string>not a dict</string>", "must be a <dict>"),
            ("\t<key>a</key>\n\t<dict><key>x</key><string>y</string></dict>", "has no NSStringLocalizedFormatKey"),
            ("\t<key>a</key>\n\t<dict><key>NSStringLocalizedFormatKey</key><integer>1</integer></dict>", "must be a <string>"),
            ("\t<key>a</key>\n\t<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><string>x</string></dict>", "the variable 'n' must be a <dict>"),
            ("\t<key>a</key>\n\t<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><true/></dict></dict>", "the 'one' variant of 'n' must be a <string>"),
        ]
        for (body, message) in cases {
            let error = try #require(Self.error("de.lproj/L.stringsdict", Self.plist(body)), "\(body)")
            #expect(error.message.contains(message), "\(error)")
            #expect(error.message.contains("\"a\""), "\(error)")
            #expect(error.line == 4 && error.column == 2, "\(error)")
        }
    }

    @Test func malformedPlistIsAnErrorAtItsLineAndColumn() throws {
        let cases: [(String, String, Int, Int)] = [
            (Self.plist("\t<key>a</key>\n\t<dict>\n\t\t<key>b</key>\n\t\t<string>x</strin>\n\t</dict>"), "</strin>", 7, 12),
            (Self.plist("\t<key>a</key>\n\t<dict>\n\t\t<key>b</key>\n\t\t<string>x & y</string>\n\t</dict>"), "'&'", 7, 13),
            (Self.plist("\t<key>a</key>\n\t<dict>\n\t\t<string>x</string>\n\t</dict>"), "expected <key>", 6, 3),
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n", "not <array>", 3, 1),
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n", "expected <key> in a <dict>", 4, 1),
        ]
        for (text, message, line, column) in cases {
            let error = try #require(Self.error("de.lproj/L.stringsdict", text), "\(text)")
            #expect(error.message.contains(message), "\(error)")
            #expect(error.line == line && error.column == column, "\(text): \(error)")
        }
        let binary = try #require(Self.error("de.lproj/L.stringsdict", Array("bplist00".utf8) + [0, 1, 2]))
        #expect(binary.message.contains("binary property list"))
        #expect(binary.line == 1 && binary.column == 1)
    }

    // MARK: Malformed catalogs

    /// Checks `error` is at `line`, that its column and offset agree, and that the text
    /// there starts with `snippet`.
    static func expect(_ error: TableReadError, at line: Int, startingWith snippet: String, in bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(error.line == line, "\(error)", sourceLocation: sourceLocation)
        guard let offset = error.offset, let column = error.column else {
            Issue.record("no position: \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(location(offset, in: bytes) == "\(line):\(column)", "\(error)", sourceLocation: sourceLocation)
        #expect(String(decoding: bytes[offset...], as: UTF8.self).hasPrefix(snippet), "\(error): \(String(decoding: bytes[offset...], as: UTF8.self).prefix(20))", sourceLocation: sourceLocation)
    }

    @Test func malformedJSONIsAnErrorAtItsLineAndColumn() throws {
        let cases: [(String, String, Int, String)] = [
            ("{\n  \"strings\" : {\n    \"k\" : {\n      \"localizations\" : {\n        \"de\" : {,\n", "expected a key", 5, ",\n"),
            ("{\n  \"strings\" : {\n    \"k\" : { \"comment\" : \"a\" \"b\" }\n  }\n}", "expected ',' or '}'", 3, "\"b\" }"),
            ("{\n  \"version\" : \"1.0\",\n  \"version\" : \"1.0\"\n}", "appears twice", 3, "\"version\" : \"1.0\"\n}"),
            ("{\n  \"strings\" : {}\n}\n}", "unexpected text after", 4, "}"),
            ("{\n  \"strings\" : { \"k\" : { \"comment\" : \"é\u{01}\" } }\n}", "control character", 2, "\u{01}\" }"),
            ("{\n  \"strings\" : { \"k\" : tru }\n}", "expected 'true'", 2, "tru }"),
            ("", "unexpected end", 1, ""),
        ]
        for (text, message, line, snippet) in cases {
            let error = try #require(Self.error("L.xcstrings", text), "\(text)")
            #expect(error.message.contains(message), "\(error)")
            Self.expect(error, at: line, startingWith: snippet, in: Array(text.utf8))
        }
        // Columns count characters, not bytes: "é" is one.
        #expect(Self.error("L.xcstrings", "{\n  \"strings\" : { \"k\" : { \"comment\" : \"é\u{01}\" } }\n}")?.column == 39)
    }

    static let wrongTypes: [(String, String, Int, String)] = [
        // stringUnit as a string: at the string.
        ("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "k" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : "Hallo"
                }
              }
            }
          }
        }
        """, "a 'stringUnit' must be an object", 7, "\"Hallo\""),
        ("""
        {
          "strings" : {
            "k" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : 42 } } } }
          }
        }
        """, "a 'stringUnit' needs a string 'value'", 3, "42 }"),
        ("""
        {
          "strings" : {
            "k" : { "localizations" : { "de" : { "stringUnit" : { "state" : true, "value" : "x" } } } }
          }
        }
        """, "a 'state' must be a string", 3, "true,"),
        ("""
        {
          "strings" : {
            "k" : { "localizations" : { "de" : { "variations" : { "plural" : { "some" : { } } } } } }
          }
        }
        """, "'some' is not a plural category", 3, "{ } } }"),
        ("""
        {
          "strings" : {
            "k" : { "localizations" : { "de" : { "variations" : { "plural" : { "one" : { "value" : "x" } } } } } }
          }
        }
        """, "the 'one' variant needs a 'stringUnit'", 3, "{ \"value\""),
        ("""
        {
          "strings" : {
            "k" : { "localizations" : [] }
          }
        }
        """, "'localizations' of \"k\" must be an object", 3, "[] }"),
        ("""
        {
          "strings" : {
            "k" : { "localizations" : { "not a locale" : { } } }
          }
        }
        """, "is not a locale id", 3, "{ } } }"),
        ("""
        {
          "strings" : {
            "k" : { "localizations" : { "de" : { "stringUnit" : { "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : "1", "variations" : { } } } } } }
          }
        }
        """, "'argNum' must be an integer", 3, "\"1\","),
        ("""
        {
          "sourceLanguage" : 1,
          "strings" : { }
        }
        """, "'sourceLanguage' must be a locale id string", 2, "1,"),
        ("[]", "a String Catalog is a JSON object", 1, "[]"),
        ("{ \"strings\" : [] }", "'strings' must be an object", 1, "[] }"),
        ("{ \"strings\" : { \"k\" : \"v\" } }", "the entry \"k\" must be an object", 1, "\"v\" }"),
    ]

    @Test func wrongJSONTypesAreErrorsAtTheValue() throws {
        for (text, message, line, snippet) in Self.wrongTypes {
            let error = try #require(Self.error("L.xcstrings", text), "\(text)")
            #expect(error.message.contains(message), "\(error)")
            Self.expect(error, at: line, startingWith: snippet, in: Array(text.utf8))
        }
        #expect(Self.error("L.xcstrings", Self.wrongTypes[0].0)?.description == "7:26: a 'stringUnit' must be an object")
    }

    @Test func wrongJSONTypeInAFileWithByteOrderMark() throws {
        let (text, _, line, snippet) = Self.wrongTypes[0]
        let bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let error = try #require(Self.error("L.xcstrings", bytes))
        // Like a parse error's, the offset counts in the file's bytes, mark included.
        Self.expect(error, at: line, startingWith: snippet, in: bytes)
        let broken = [0xEF, 0xBB, 0xBF] + Array("{\n  ,\n}".utf8)
        let parse = try #require(Self.error("L.xcstrings", broken))
        Self.expect(parse, at: 2, startingWith: ",", in: broken)
    }

    @Test func stringsdictShapeErrorInAFileWithByteOrderMark() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array(Self.plist("\t<key>a</key>\n\t<string>x</string>").utf8)
        let error = try #require(Self.error("de.lproj/L.stringsdict", bytes))
        Self.expect(error, at: 4, startingWith: "<key>a</key>", in: bytes)
    }
}

/// `FormatString.template(from:parameters:)`, the inverse of `FormatString.make`.
@Suite struct FormatStringTemplateTests {
    static let parameters = [
        Parameter(name: "album", type: .string, range: .at(0)),
        Parameter(name: "count", type: .int, range: .at(0)),
        Parameter(name: "ratio", type: .double, range: .at(0)),
    ]

    static func template(_ format: String, _ parameters: [Parameter] = Self.parameters) -> Template {
        FormatString.template(from: format, parameters: parameters)
    }

    @Test func roundTripsWhatMakeWrites() {
        let templates: [Template] = [
            Template(source: "Delete {count} photos from “{album}”?", segments: [.literal("Delete "), .placeholder("count"), .literal(" photos from “"), .placeholder("album"), .literal("”?")]),
            Template(source: "{ratio}% done", segments: [.placeholder("ratio"), .literal("% done")]),
            Template(source: "{{literal}} {album}{count}", segments: [.literal("{literal} "), .placeholder("album"), .placeholder("count")]),
            Template(source: "100%% of {album}", segments: [.literal("100%% of "), .placeholder("album")]),
            Template(source: "plain", segments: [.literal("plain")]),
            Template(source: "", segments: []),
        ]
        for original in templates {
            let format = FormatString.make(original, parameters: Self.parameters)
            let back = Self.template(format)
            #expect(back.source == original.source, "\(format)")
            #expect(back.segments == original.segments, "\(format)")
            #expect(FormatString.make(back, parameters: Self.parameters) == format)
        }
        #expect(FormatString.make(templates[0], parameters: Self.parameters) == "Delete %2$lld photos from “%1$@”?")
        #expect(FormatString.make(templates[1], parameters: Self.parameters) == "%3$f%% done")
    }

    @Test func reorderedPositionsNameTheirParameters() {
        let template = Self.template("„%1$@“: %2$lld Fotos löschen?")
        #expect(template.source == "„{album}“: {count} Fotos löschen?")
        let reordered = Self.template("%2$lld aus %1$@")
        #expect(reordered.segments == [.placeholder("count"), .literal(" aus "), .placeholder("album")])
    }

    @Test func percentPercentIsAPercentSign() {
        let template = Self.template("100%% von %1$@")
        #expect(template.source == "100% von {album}")
        #expect(template.segments == [.literal("100% von "), .placeholder("album")])
        // A literal percent does not take an argument.
        #expect(Self.template("%% %@").source == "% {album}")
    }

    @Test func sequentialSpecifiersTakeParametersInOrder() {
        #expect(Self.template("%@ has %lld photos at %f").source == "{album} has {count} photos at {ratio}")
        // The type is not checked here: placeholder-mismatch compares the specifiers.
        #expect(Self.template("%d %@").segments == [.placeholder("album"), .literal(" "), .placeholder("count")])
        // Past the declared parameters, the specifier stays as written.
        #expect(Self.template("%@ %@ %@ %@").source == "{album} {count} {ratio} %@")
    }

    @Test func outOfRangePositionsStayLiteral() {
        let template = Self.template("%4$@ and %2$lld")
        #expect(template.segments == [.literal("%4$@ and "), .placeholder("count")])
        #expect(template.source == "%4$@ and {count}")
        // Position 0 does not parse: the whole string stays as written.
        #expect(Self.template("%0$@ and %2$lld").segments == [.literal("%0$@ and %2$lld")])
        #expect(Self.template("%1$@", []).segments == [.literal("%1$@")])
    }

    @Test func bracesInLiteralTextAreEscapedInTheSource() {
        let template = Self.template("{count} Fotos {x} %2$lld")
        #expect(template.source == "{{count}} Fotos {{x}} {count}")
        #expect(template.segments == [.literal("{count} Fotos {x} "), .placeholder("count")])
        #expect(template.placeholders == ["count"])
    }

    @Test func unparseableFormatStaysLiteralWhole() {
        for format in ["50%! of {album}", "trailing %", "%1$@ then %"] {
            let template = Self.template(format)
            #expect(template.segments == [.literal(format)], "\(format)")
            #expect(template.placeholders.isEmpty)
            #expect(template.source == format.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}"))
        }
    }
}
