import AlertCodegen
import AlertStrings
import AlertSpec
import Foundation
import Testing

/// The String Catalog merge with what Xcode writes beyond plain string units — device
/// variations on the development language — and with values of the wrong JSON type, which
/// are refused at their line and column rather than replaced.
@Suite struct CatalogMergeTests {
    static let spec = """
        version: 1
        namespace: D
        locales: [de]
        alerts:
          open:
            parameters: {count: Int}
            title:
              # No de translation here: the translator's, in the catalog, is the only one
              # (a spec translation would replace it, decision 0034).
              text: Tap to open
            message:
              plural: count
              one: "{count} photo"
              other: "{count} photos"
        """

    /// The catalog after a developer used Xcode's "Vary by Device" on both texts and a
    /// translator translated them: the `other` device shows the spec's text.
    static let variedByDevice = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "D.open.message" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Foto" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Fotos" } } } } },
                "en" : {
                  "variations" : {
                    "device" : {
                      "mac" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld photo on this Mac" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld photos on this Mac" } } } } },
                      "other" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld photo" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld photos" } } } } }
                    }
                  }
                }
              }
            },
            "D.open.title" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Zum Öffnen tippen (Übersetzerin)" } },
                "en" : {
                  "variations" : {
                    "device" : {
                      "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open on iPad" } },
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" }, "x-note" : "kept" },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static func unit(_ root: [String: Any], _ path: [String]) -> [String: String]? {
        var value: Any? = root
        for key in path { value = (value as? [String: Any])?[key] }
        return (value as? [String: Any])?["stringUnit"] as? [String: String]
    }

    @Test func deviceVariationsOfAnUnchangedTextAreKeptAndNothingNeedsReview() throws {
        let table = try StringTableTests.table(Self.spec)
        let existing = try StringTableFiles.merge(existing: Array(Self.variedByDevice.utf8), table: table)
        let merged = try StringTableFiles.merge(existing: existing, table: table)
        #expect(merged == existing)
        let before = try StringTableTests.jsonObject(Array(Self.variedByDevice.utf8))
        let after = try StringTableTests.jsonObject(merged)
        // Nothing changed, so nothing is edited: same content as Xcode wrote it.
        #expect(NSDictionary(dictionary: before).isEqual(to: after), "\(StringTableTests.text(merged))")
        let title = ["strings", "D.open.title", "localizations"]
        #expect(Self.unit(after, title + ["de"]) == ["state": "translated", "value": "Zum Öffnen tippen (Übersetzerin)"])
        #expect(Self.unit(after, title + ["en", "variations", "device", "mac"]) == ["state": "translated", "value": "Click to open"])
    }

    @Test func aChangedTextGoesToTheOtherDeviceAndTheDevicesVariantsAreKeptForReview() throws {
        let changed = Self.spec
            .replacingOccurrences(of: "text: Tap to open", with: "text: Tap to view")
            .replacingOccurrences(of: #"other: "{count} photos""#, with: #"other: "{count} pictures""#)
        let table = try StringTableTests.table(changed)
        let merged = try StringTableFiles.merge(existing: Array(Self.variedByDevice.utf8), table: table)
        let root = try StringTableTests.jsonObject(merged)
        let title = ["strings", "D.open.title", "localizations"]
        let devices = title + ["en", "variations", "device"]
        #expect(Self.unit(root, devices + ["other"]) == ["state": "translated", "value": "Tap to view"])
        #expect(Self.unit(root, devices + ["ipad"]) == ["state": "needs_review", "value": "Tap to open on iPad"])
        #expect(Self.unit(root, devices + ["mac"]) == ["state": "needs_review", "value": "Click to open"])
        #expect(StringTableTests.text(merged).contains(#""x-note" : "kept""#))
        #expect(Self.unit(root, title + ["de"]) == ["state": "needs_review", "value": "Zum Öffnen tippen (Übersetzerin)"])
        #expect(Self.unit(root, title + ["en"]) == nil, "the text lives in the device variations, as Xcode keeps it")

        let message = ["strings", "D.open.message", "localizations"]
        let plural = message + ["en", "variations", "device", "other", "variations", "plural"]
        #expect(Self.unit(root, plural + ["other"]) == ["state": "translated", "value": "%1$lld pictures"])
        #expect(Self.unit(root, plural + ["one"]) == ["state": "translated", "value": "%1$lld photo"])
        #expect(Self.unit(root, message + ["en", "variations", "device", "mac", "variations", "plural", "other"]) == ["state": "needs_review", "value": "%1$lld photos on this Mac"])
        #expect(Self.unit(root, message + ["de", "variations", "plural", "one"]) == ["state": "needs_review", "value": "%1$lld Foto"])
        // And merging the same spec again changes nothing.
        #expect(try StringTableFiles.merge(existing: merged, table: table) == merged)
    }

    /// A value of the wrong JSON type where the merge reads or edits: the text replaced, its
    /// replacement, and where in the replacement the error must point.
    static let wrongTypes: [(replace: String, with: String, at: String)] = [
        // A translation's string unit that is a string: was taken for "not translated" and replaced.
        (#""de" : { "stringUnit" : { "state" : "translated", "value" : "Zum Öffnen tippen (Übersetzerin)" } }"#,
         #""de" : { "stringUnit" : "Zum Öffnen tippen (Übersetzerin)" }"#, #""Zum"#),
        // An array.
        (#""de" : { "stringUnit" : { "state" : "translated", "value" : "Zum Öffnen tippen (Übersetzerin)" } }"#,
         #""de" : { "stringUnit" : [ "Zum Öffnen tippen" ] }"#, "["),
        // A state that is a number.
        (#"{ "state" : "translated", "value" : "Click to open" }"#, #"{ "state" : 1, "value" : "Click to open" }"#, "1,"),
        // A device variant that is a string.
        (#""ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open on iPad" } }"#, #""ipad" : "Tap to open on iPad""#, #""Tap"#),
        // Plural variations that are an array.
        (#""de" : { "variations" : { "plural" : {"#, #""de" : { "variations" : { "plural" : [ ], "x" : {"#, "[ ]"),
        // A development-language string unit's value that is null.
        (#""value" : "%1$lld photo" }"#, #""value" : null }"#, "null"),
    ]

    /// 1-based line and column (in characters) of `needle` inside `replacement` in `text`.
    static func location(of needle: String, in replacement: String, of text: String) throws -> String {
        let replaced = try #require(text.range(of: replacement))
        let inside = try #require(replacement.range(of: needle))
        let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: replaced.lowerBound)
            + replacement.unicodeScalars.distance(from: replacement.unicodeScalars.startIndex, to: inside.lowerBound)
        let before = text.unicodeScalars.prefix(offset)
        let line = before.count { $0 == "\n" } + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }

    @Test(arguments: 0..<wrongTypes.count)
    func aValueOfTheWrongTypeIsRefusedAtItsPosition(_ index: Int) throws {
        let change = Self.wrongTypes[index]
        let catalog = Self.variedByDevice.replacingOccurrences(of: change.replace, with: change.with)
        try #require(catalog != Self.variedByDevice)
        try #require((try? JSONSerialization.jsonObject(with: Data(catalog.utf8))) != nil, "still well-formed JSON")
        let table = try StringTableTests.table(Self.spec)
        let error = #expect(throws: StringTableFiles.Error.self) {
            try StringTableFiles.merge(existing: Array(catalog.utf8), table: table)
        }
        let description = error.map { "\($0)" } ?? ""
        let location = try Self.location(of: change.at, in: change.with, of: catalog)
        #expect(description.hasPrefix("D.xcstrings:\(location): "), "\(description)")
        #expect(description.contains(" must be "), "\(description)")
    }
}
