import AlertCodegen
import AlertStrings
import AlertSpec

extension GenerateCommand {
    /// An existing table as `generate --pseudo-locale` merges into it: without the
    /// pseudo-locale's entries, so every run writes them afresh from the specs. They are
    /// generated text, never a translator's, and a kept one would go on showing a development
    /// text that has since changed.
    ///
    /// - `<locale>.lproj/…` files of the pseudo-locale count as absent (`read` is not called).
    /// - A String Catalog loses the pseudo-locale's localization of every key; one that cannot
    ///   be read is passed on as it is, for the merge to report where it is broken.
    static func existingTable(at relativePath: String, leavingOut locale: LocaleID, read: () throws -> [UInt8]?) rethrows -> [UInt8]? {
        if relativePath.hasPrefix("\(locale.identifier).lproj/") { return nil }
        guard let bytes = try read() else { return nil }
        guard relativePath.hasSuffix(".xcstrings"), let json = try? CatalogJSON.parse(bytes),
              case .object(var root) = json, case .object(var strings)? = root["strings"]
        else { return bytes }
        var changed = false
        for (key, entry) in strings {
            guard case .object(var members) = entry, case .object(var localizations)? = members["localizations"],
                  localizations.removeValue(forKey: locale.identifier) != nil
            else { continue }
            members["localizations"] = localizations.isEmpty ? nil : .object(localizations)
            strings[key] = .object(members)
            changed = true
        }
        guard changed else { return bytes }
        root["strings"] = .object(strings)
        return CatalogJSON.object(root).xcodeLayout()
    }
}
