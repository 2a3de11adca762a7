import AlertCodegen
import AlertDiagnostics
import AlertSpec
import AlertStrings
import Testing

/// `GenerationPlan.tables` refuses a translation Foundation would misread or crash on
/// (decision 0037), before it reads or writes any table, whatever the configuration.
@Suite struct UnsafeFormatRefusalTests {
    static let spec = """
        version: 1
        locales: [de]
        alerts:
          deletePhotos:
            parameters: {album: String, count: Int}
            title:
              plural: count
              one: Delete the photo in “{album}”?
              other: Delete {count} photos in “{album}”?
              translations:
                de:
                  one: "Das Foto in „{album}“ löschen?"
                  other: "{count} Fotos löschen?"
            actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]

        """

    @Test(arguments: [StringTableFiles.Format.xcstrings, .strings])
    func aGapBelowAnArgumentReadIsRefusedBeforeAnyTableIsRead(format: StringTableFiles.Format) throws {
        let catalog = try StringTableTests.catalog(Self.spec)
        var read: [String] = []
        #expect {
            _ = try GenerationPlan.tables([catalog], format: format, existing: { path in read.append(path); return nil })
        } throws: { error in
            guard let refusal = error as? GenerationPlan.UnsafeFormats else { return false }
            return refusal.diagnostics.map(\.id) == ["format-crash"]
                && refusal.diagnostics.allSatisfy { $0.severity == .error }
                && refusal.diagnostics.first?.message.hasPrefix("'Test.deletePhotos.title', de translation, plural variant 'other': the format \"%2$lld Fotos löschen?\"") == true
        }
        #expect(read.isEmpty)
    }

    /// The `one` variant leaves the count out: the plural variable reads it. Written.
    @Test func aPluralVariantWithoutTheCountIsWritten() throws {
        let safe = Self.spec.replacingOccurrences(of: "\"{count} Fotos löschen?\"", with: "\"{count} Fotos in „{album}“ löschen?\"")
        let catalog = try StringTableTests.catalog(safe)
        #expect(GenerationPlan.unsafeFormats([catalog]).isEmpty)
        #expect(try !GenerationPlan.tables([catalog], format: .strings, existing: { _ in nil }).isEmpty)
    }

    /// A translation the merge keeps from the output folder's String Catalog is checked too.
    @Test func aKeptTranslationInTheOutputFolderIsRefused() throws {
        let english = Self.spec.replacingOccurrences(of: "      translations:\n        de:\n          one: \"Das Foto in „{album}“ löschen?\"\n          other: \"{count} Fotos löschen?\"\n", with: "")
        #expect(english != Self.spec)
        let catalog = try StringTableTests.catalog(english)
        let existing = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"Test.deletePhotos.message": {}, "Test.deletePhotos.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%1$lld Fotos"}}}}}}
            """
        #expect {
            _ = try GenerationPlan.tables([catalog], format: .xcstrings, existing: { _ in Array(existing.utf8) })
        } throws: { error in
            guard let refusal = error as? GenerationPlan.UnsafeFormats, let diagnostic = refusal.diagnostics.first else { return false }
            return diagnostic.message.contains("%1$lld reads {album}, a String, as an integer")
                && diagnostic.notes.map(\.message) == ["the de translation is kept from Test.xcstrings in the output folder; fix or remove it there"]
        }
    }
}
