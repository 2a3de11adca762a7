import AlertCodegen
import AlertDiagnostics
import AlertLint
import AlertSpec
import AlertStrings
import ArgumentParser
import Foundation

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift code and string tables from spec files.",
        discussion: """
            Writes Alertlint+Runtime.swift, one <Namespace>.swift per catalog, and the strings \
            tables. The specs are linted first: errors stop generation (nothing is written) \
            and are printed; warnings are printed and do not. A file is written only when its \
            content changes, and never half-written: every output is checked and written to a \
            temporary first, then all are renamed into place (see docs/generate.md).

            --pseudo-locale adds a pseudo-localized locale (default en-XA) to the string \
            tables, for a simulator run that shows every text accented, expanded by the IBM \
            table and bracketed (docs/pseudo-localization.md). Give it after the paths, or \
            as --pseudo-locale=ID.

            EXIT CODES
              0  generated
              1  lint errors, or strings tables that cannot be written (one key for two
                 texts, one table in two development languages, a format Foundation would
                 crash on, even with format-crash off): nothing was generated
              2  usage error, a file could not be read or written,
                 or no catalog to generate from
            """
    )

    @Argument(help: "Spec files or directories. Default: the current directory.")
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var output: String

    @Option(help: "Access level of the generated declarations: internal or public.")
    var access: AccessLevel = .internal

    @Option(help: "The bundle texts are looked up in by default: main (the app) or module (a Swift package's resources).")
    var bundle: SwiftGenerator.BundleChoice = .main

    @Option(name: .customLong("strings-format"), help: "String tables: xcstrings (a String Catalog per table) or strings (.strings and .stringsdict per locale).")
    var stringsFormat: StringTableFiles.Format = .xcstrings

    @Option(name: .long, help: "A configuration file to use instead of the nearest .alertlint.yml.")
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Read no .alertlint.yml: every spec gets the default rules and settings (the build-tool plugin passes it when its package has no configuration).")
    var noConfig = false

    @Option(help: "The shared runtime file: include (default), omit (catalogs only), only (the runtime alone; no spec is read), or module (catalogs only, importing the AlertlintRuntime library product).")
    var runtime: RuntimeChoice = .include

    @Option(name: .customLong("locales"), parsing: .upToNextOption, help: "With --strings-format strings: write exactly these locales' .strings and .stringsdict per table (empty where a table has no text), so a build system knows the outputs beforehand.")
    var exactLocales: [String] = []

    @Option(
        name: .customLong("pseudo-locale"),
        defaultAsFlag: Pseudolocalizer.defaultLocale.identifier,
        help: ArgumentHelp("Add a pseudo-localized locale to the string tables: every text accented, expanded by the IBM table and bracketed.", valueName: "id")
    )
    var pseudoLocale: String? = nil

    /// Build-tool plugins run one command per spec and declare every output before it runs:
    /// the runtime goes in its own command, or two specs of one target declare it twice.
    enum RuntimeChoice: String, CaseIterable, ExpressibleByArgument {
        case include, omit, only
        /// Catalogs that import the `AlertlintRuntime` library product instead of a generated copy.
        case module
    }

    mutating func validate() throws {
        // ArgumentParser takes `--pseudo-locale=ID` followed by another option for the flag
        // alone, its default (swift-argument-parser 1.x, `defaultAsFlag`): the id written is
        // the one meant. Arguments after `--` are paths.
        let options = CommandLine.arguments.dropFirst().prefix { $0 != "--" }
        if let written = options.last(where: { $0.hasPrefix("--pseudo-locale=") }) {
            pseudoLocale = String(written.dropFirst("--pseudo-locale=".count))
        }
        // An empty path would write into the current folder.
        if output.isEmpty { throw ValidationError("--output must name a folder; it is empty") }
        if !exactLocales.isEmpty, stringsFormat != .strings {
            throw ValidationError("--locales needs --strings-format strings: a String Catalog is one file per table whatever its locales")
        }
        if noConfig, config != nil { throw ValidationError("--no-config reads no configuration; it cannot go with --config") }
        if runtime == .only, !paths.isEmpty {
            throw ValidationError("--runtime only writes the runtime alone and reads no spec; give no paths")
        }
        if let pseudoLocale {
            // `--pseudo-locale Specs` reads the path as the locale: say so.
            if FileManager.default.fileExists(atPath: pseudoLocale) {
                throw ValidationError("--pseudo-locale took '\(pseudoLocale)', a path, as its locale; give the paths first, or write --pseudo-locale=ID")
            }
            if LocaleID(pseudoLocale) == nil {
                throw ValidationError("--pseudo-locale takes a locale id such as \(Pseudolocalizer.defaultLocale), found '\(pseudoLocale)'")
            }
        }
    }

    func run() throws {
        if runtime == .only {
            try write(catalogs: 0) { try $0.add(SwiftGenerator.runtimeFileName, Array(makeGenerator().runtime().utf8)) }
            return
        }
        let plan = LintPlan(paths: paths, configurationPath: config, noConfiguration: noConfig, standardInputPath: "<stdin>")
        // Generating from nothing would write only the runtime: a wrong path, said as such.
        if let nothingFound = plan.nothingFoundMessage {
            FileHandle.standardError.write(Data("error: \(nothingFound); nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
        }
        if plan.jobs.isEmpty, plan.discoveryFailures.isEmpty {
            let searched = plan.searchedPaths.joined(separator: ", ")
            FileHandle.standardError.write(Data("error: no catalogs to generate: every spec file found in \(searched) is excluded by configuration; nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
        }
        // Everything the run reads is hashed first; when the output folder's stamp holds the
        // same hash and every output is as written, there is nothing to do (decision 0052).
        var specHashes: [String: UInt64] = [:]
        var readOnce: [String: [UInt8]] = [:]
        var inputs = inputsHash(plan, specHashes: &specHashes, readOnce: &readOnce)
        if let inputs, skipIfUpToDate(inputs: inputs) { return }
        var runner = LintRunner()
        // What is generated from: the catalogs of the first few MB of specs as decoded, the
        // rest decoded again a table at a time, so memory does not grow with every catalog
        // (decision 0067).
        runner.keepsCatalogSources = true
        runner.catalogBudget = CatalogBudget(specBytes: Self.keptSpecBytes(ProcessInfo.processInfo.environment))
        // As `lint` does: each spec's bytes go once it is linted, the positions its findings
        // point at resolved, and its findings leave memory as it is linted (decisions 0055,
        // 0062). Its catalog source keeps the bytes' hash, and the file is read again to
        // generate (decision 0068).
        runner.keepsSources = false
        runner.positionsRead = LintRunner.PositionsRead(ends: false, fixItEdits: false, severity: .info)
        runner.findingsBudget = 4 << 20
        var report = plan.report(runner, contents: readOnce)
        readOnce = [:]
        // The bytes hashed are the bytes linted, or the stamp would vouch for specs the run
        // did not read: a spec edited in between makes a run that writes no stamp.
        if report.catalogSources.count != specHashes.count
            || report.catalogSources.contains(where: { specHashes[$0.path] != $0.bytesHash }) {
            inputs = nil
        }
        // Printed as `lint` prints them, a piece at a time as they are formatted, and kept for
        // the stamp in a scratch file: a large project's warnings can be many MB, and are not
        // held while it generates (decision 0068). The findings themselves are not needed again.
        let printed = SpilledBytes()
        LintCommand.writeXcode(report) { piece in
            FileHandle.standardOutput.write(Data(piece))
            printed.append(piece)
        }
        let errorCount = report.errorCount
        report.diagnostics = []
        report.spill = nil
        report.spilledChunks = []
        releaseFreedMemory()

        let failures = plan.failures(after: report)
        for failure in failures { FileHandle.standardError.write(Data("error: \(failure)\n".utf8)) }
        if !failures.isEmpty { throw ExitCode(ExitStatus.usageOrIOFailure.rawValue) }
        if errorCount > 0 {
            FileHandle.standardError.write(Data("error: \(counted(errorCount, "lint error")); nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.errorsFound.rawValue)
        }
        // The catalogs are decoded again a table at a time, checked and generated, and let go
        // (decision 0067). Tables that cannot be written right are refused even when their
        // rules are off; so are translations Foundation would crash on.
        // Handed on, not kept here: the catalogs kept whole go as their tables are generated.
        var sources = report.catalogSources
        report.catalogSources = []
        let catalogCount = sources.count
        let pseudolocalizer = pseudoLocale.flatMap(LocaleID.init).map { Pseudolocalizer(locale: $0) }
        // The pseudo-locale asked for is written even when --locales leaves it out.
        var restriction = exactLocales.isEmpty ? nil : LocaleRestriction(
            locales: exactLocales + (pseudolocalizer.map { [$0.locale.identifier] } ?? []),
            tables: sources.map(\.table))
        let generation = TableByTableGeneration(runner: runner, generator: makeGenerator(), format: stringsFormat, pseudolocalizer: pseudolocalizer)
        var watched: Set<String> = []
        // Where what the checks below find points in the specs, resolved as they were read
        // again: set before `throwFirstFailure` throws the findings the `catch` blocks print.
        var generationPositions = ResolvedPositions()
        var formatter: DiagnosticFormatter { DiagnosticFormatter(files: report.files, positions: generationPositions) }
        do {
            // Said before reading anything from the folder: which path is in the way of it.
            // Found first, reported after what the specs' checks find.
            let unusableFolder: AtomicFileWriter.WriteError?
            do { try AtomicFileWriter.checkFolder(output); unusableFolder = nil } catch { unusableFolder = error }
            // Each output is staged as soon as it is made, so the run holds a window of
            // catalogs and one table's files at a time (decisions 0065, 0067).
            try write(catalogs: catalogCount) { staging in
                // Moved out, so the pass holds the only reference to the catalogs kept whole.
                let taken = sources
                sources = []
                let findings = generation.run(consume taken, generating: unusableFolder == nil, existing: { relativePath in
                    // Only a missing file is "no catalog yet"; an unreadable one is never replaced.
                    let read = { try readExistingFile((output as NSString).appendingPathComponent(relativePath)) }
                    guard let pseudolocalizer else { return try read() }
                    return try Self.existingTable(at: relativePath, leavingOut: pseudolocalizer.locale, read: read)
                }, stage: { file in
                    if restriction?.admits(file.path) ?? true { try staging.add(file.path, file.contents) }
                })
                generationPositions = findings.positions
                try throwFirstFailure(findings, unusableFolder: unusableFolder, formatter: formatter)
                watched = findings.watched
                for file in restriction?.missingFiles() ?? [] { try staging.add(file.path, file.contents) }
                // The spec is the source of truth (decision 0034): a translator's text it
                // replaces is said, never lost silently.
                let replaced = findings.overwrites.map(\.diagnostic).sortedForOutput()
                if !replaced.isEmpty {
                    FileHandle.standardOutput.write(Data(formatter.formattedBytes(replaced)))
                }
                if runtime == .include { try staging.add(SwiftGenerator.runtimeFileName, Array(generation.generator.runtime().utf8)) }
            } stamp: { outputs in
                inputs.map {
                    releaseFreedMemory()
                    var stamp = GenerationStamp.encodedLines(
                        inputs: $0, outputs: Self.stampOrder(outputs, sortedByPath: restriction != nil),
                        watched: watchedFiles(watched), catalogs: catalogCount, printedCount: printed.count)
                    stamp.reserveCapacity(stamp.count + printed.count)
                    printed.append(to: &stamp)
                    return stamp
                }
            }
        } catch let exit as ExitCode {
            throw exit
        } catch StringTableFiles.Error.unrepresentableTexts(let diagnostics) {
            // Errors in the specs, printed as lint findings are: nothing was generated.
            FileHandle.standardOutput.write(Data(formatter.formattedBytes(diagnostics)))
            FileHandle.standardError.write(Data("error: \(counted(diagnostics.count, "text")) cannot be written as --strings-format \(stringsFormat.rawValue); nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.errorsFound.rawValue)
        } catch let refusal as GenerationPlan.UnsafeFormats {
            // Refused whatever the configuration says of format-crash (decision 0037): the app
            // would crash, or show garbage, when Foundation formats the text.
            let diagnostics = refusal.diagnostics
            FileHandle.standardOutput.write(Data(formatter.formattedBytes(diagnostics)))
            FileHandle.standardError.write(Data("error: \(counted(diagnostics.count, "format")) would crash or garble Foundation's formatting; nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.errorsFound.rawValue)
        } catch {
            // An existing table that cannot be read is never overwritten.
            FileHandle.standardError.write(Data("error: \(error); nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
        }
    }

    /// How many bytes of specs the run keeps the catalogs of, rather than decoding them again
    /// to generate: 2 MiB by default, about 20 MB of catalogs (ten times the bytes in the
    /// benchmark corpus). `ALERTLINT_KEEP_CATALOG_BYTES` sets it: 0 decodes every catalog
    /// again, for the least memory (docs/generate.md). The output is the same either way.
    static func keptSpecBytes(_ environment: [String: String]) -> Int {
        let standard = 2 << 20
        guard let value = environment["ALERTLINT_KEEP_CATALOG_BYTES"] else { return standard }
        guard let bytes = Int(value), bytes >= 0 else {
            FileHandle.standardError.write(Data("warning: ALERTLINT_KEEP_CATALOG_BYTES is '\(value)', not a number of bytes; the catalogs of the first 2 MiB of specs are kept\n".utf8))
            return standard
        }
        return bytes
    }

    /// The stamp's outputs in the order it has always listed them: the Swift files by path,
    /// then the tables by path; with --locales, all of them by path.
    static func stampOrder(_ outputs: [(path: String, hash: UInt64)], sortedByPath: Bool) -> [(path: String, hash: UInt64)] {
        if sortedByPath { return outputs.sorted { $0.path < $1.path } }
        func group(_ path: String) -> Int { path.hasSuffix(".swift") ? 0 : 1 }
        return outputs.sorted { (group($0.path), $0.path) < (group($1.path), $1.path) }
    }

    /// Stops the run (nothing is written) when the checks of every table's catalogs found
    /// anything, reporting the findings of the first kind in the order the command has
    /// always checked them: strings table conflicts, the pseudo-locale holding real text, the
    /// output folder unusable, texts the format cannot hold, formats Foundation would crash
    /// on, an existing table that cannot be read or an output that cannot be staged, and
    /// unsafe translations an existing table would keep.
    func throwFirstFailure(_ findings: TableByTableGeneration.Findings, unusableFolder: AtomicFileWriter.WriteError?, formatter: DiagnosticFormatter) throws {
        if let failure = findings.notDecodedAgain.min(by: { $0.path < $1.path }) {
            FileHandle.standardError.write(Data("error: \(failure); nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
        }
        if !findings.refusals.isEmpty {
            let refusals = findings.refusals.sortedForOutput()
            FileHandle.standardOutput.write(Data(formatter.formattedBytes(refusals)))
            FileHandle.standardError.write(Data("error: \(counted(refusals.count, "strings table conflict")); nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.errorsFound.rawValue)
        }
        // A locale that holds real text is refused (exit 2): pseudo-text would replace it.
        if let path = findings.pseudoLocaleHolders.min(), let locale = pseudoLocale.flatMap(LocaleID.init) {
            FileHandle.standardError.write(Data("error: --pseudo-locale \(locale): \(path) has real text in \(locale); pseudo-text would replace it. Pick an unused id such as \(Pseudolocalizer.defaultLocale); nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
        }
        if let unusableFolder { throw UnusableFolder(error: unusableFolder) }
        if !findings.unrepresentable.isEmpty {
            throw StringTableFiles.Error.unrepresentableTexts(findings.unrepresentable.sortedForOutput())
        }
        if !findings.unsafe.isEmpty { throw GenerationPlan.UnsafeFormats(diagnostics: findings.unsafe.sortedForOutput()) }
        if let error = findings.firstError { throw error }
        if !findings.keptUnsafe.isEmpty { throw GenerationPlan.UnsafeFormats(diagnostics: findings.keptUnsafe.sortedForOutput()) }
    }

    /// The output folder cannot be written into: said as it is, not as an output that
    /// cannot be written.
    struct UnusableFolder: Error, CustomStringConvertible {
        var error: AtomicFileWriter.WriteError
        var description: String { "\(error)" }
    }

    func makeGenerator() -> SwiftGenerator {
        SwiftGenerator(
            options: .init(access: access, bundle: bundle, toolVersion: AlertlintVersion.current, runtime: runtime == .module ? .module : .generated)
        )
    }

    /// The outputs of one run as they are staged (`AtomicFileWriter.Batch`), with their paths
    /// and hashes for the stamp.
    struct Staging {
        let output: String
        let batch = AtomicFileWriter.Batch()
        private(set) var outputs: [(path: String, hash: UInt64)] = []

        /// Stages `contents` for `path`, relative to the output folder.
        mutating func add(_ path: String, _ contents: [UInt8]) throws(AtomicFileWriter.WriteError) {
            outputs.append((path, XXH64.hash(contents)))
            try batch.add(path: (output as NSString).appendingPathComponent(path), contents: contents)
        }
    }

    /// Writes the outputs `stage` adds, all or nothing (decision 0011), and says what changed.
    /// The stamp `stamp` makes of their paths and hashes (its bytes, `GenerationStamp`'s
    /// encoding), when it makes one, is written with them, all or nothing, and not counted.
    func write(catalogs: Int, _ stage: (inout Staging) throws -> Void, stamp: ([(path: String, hash: UInt64)]) -> [UInt8]? = { _ in nil }) throws {
        var staging = Staging(output: output)
        let outcomes: [AtomicFileWriter.Outcome]
        do {
            // Every output is checked and staged before any is replaced.
            try stage(&staging)
            if let stamp = stamp(staging.outputs) {
                try staging.batch.add(path: (output as NSString).appendingPathComponent(GenerationStamp.fileName), contents: stamp)
            }
            outcomes = try staging.batch.commit()
        } catch let error as AtomicFileWriter.WriteError {
            FileHandle.standardError.write(Data("error: cannot write \(error)\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
        }
        // The stamp, added last, is not counted.
        let written = outcomes.prefix(staging.outputs.count).count { $0 == .written }
        removeLegacyRuntime(planned: staging.outputs.map(\.path))
        FileHandle.standardError.write(Data("Generated \(counted(staging.outputs.count, "file")) for \(counted(catalogs, "catalog")) in \(output) (\(written) changed).\n".utf8))
    }
}

extension GenerateCommand {
    /// A file to write, relative to the output folder.
    typealias OutputFile = (path: String, contents: [UInt8])

    /// An empty property list: a `.stringsdict` for a locale whose table has no plural text.
    static let emptyStringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict/>
        </plist>

        """

    /// `--locales`: the `.lproj` tables of exactly those locales. Other locales' files are
    /// dropped as they come (`admits`), and an empty `.strings` and `.stringsdict` are added
    /// where a table has none (`missingFiles`), so the set depends on the arguments alone and a
    /// build system can declare it before running (docs/plugin.md).
    struct LocaleRestriction {
        let locales: [String]
        let tables: [String]
        private let folders: Set<String>
        private var present: Set<String> = []

        init(locales: [String], tables: [String]) {
            self.locales = locales
            self.tables = tables
            folders = Set(locales.map { "\($0).lproj" })
        }

        /// Whether `path` is written; a file outside every `.lproj` folder always is.
        mutating func admits(_ path: String) -> Bool {
            guard let folder = path.split(separator: "/").first, folder.hasSuffix(".lproj"), path.contains("/") else { return true }
            guard folders.contains(String(folder)) else { return false }
            present.insert(path)
            return true
        }

        /// The empty tables of the locales and tables no admitted file was.
        func missingFiles() -> [OutputFile] {
            var result: [OutputFile] = []
            for locale in Set(locales).sorted() {
                for table in Set(tables).sorted() {
                    for (suffix, contents) in [("strings", ""), ("stringsdict", emptyStringsdict)] {
                        let path = "\(locale).lproj/\(table).\(suffix)"
                        if !present.contains(path) { result.append((path, Array(contents.utf8))) }
                    }
                }
            }
            return result
        }
    }

    /// The runtime an earlier version wrote as `AlertlintRuntime.swift` would declare every
    /// runtime type a second time beside the new one: removed, when alertlint wrote it and
    /// no catalog of this run now owns the name.
    func removeLegacyRuntime(planned paths: [String]) {
        let name = SwiftGenerator.legacyRuntimeFileName
        guard !paths.contains(name) else { return }
        let path = (output as NSString).appendingPathComponent(name)
        guard let bytes = try? readFileBytes(path), SwiftGenerator.isLegacyRuntime(bytes) else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
            FileHandle.standardError.write(Data("removed \(name): the runtime is \(SwiftGenerator.runtimeFileName) now\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("warning: cannot remove the old runtime \(path) (\(error)); delete it, it declares the runtime's types a second time\n".utf8))
        }
    }
}

extension GenerateCommand {
    /// The hash of everything this run would read or was told (decision 0052): the tool (its
    /// version, and the executable's size and modification time, so a rebuilt alertlint
    /// generates again), the working directory and the arguments as given, every spec's path
    /// and bytes, every configuration file read, and every table a configuration's
    /// `translations:` names. The string tables in the output folder that generate merges
    /// into are outputs, checked against the stamp's hashes (`skipIfUpToDate`). `specHashes`
    /// gets each spec's `XXH64`, to check that the lint read the bytes hashed; the bytes
    /// themselves are not kept, but for a spec named as a path that is not a regular file (a
    /// pipe, a FIFO: `generate <(cat a.alerts.yaml)`), whose bytes can be read only once:
    /// `readOnce` gets those, for the lint.
    ///
    /// Nil when the run cannot be skipped: standard input, a path that cannot be found or
    /// read, a file over the size limit. Those runs write no stamp.
    func inputsHash(_ plan: LintPlan, specHashes: inout [String: UInt64], readOnce: inout [String: [UInt8]]) -> UInt64? {
        guard plan.discoveryFailures.isEmpty, plan.loader.failures.isEmpty else { return nil }
        var hasher = FNV1a64()
        hasher.addField(GenerationStamp.fileName)
        hasher.addField(AlertlintVersion.current)
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: executable),
              let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date else { return nil }
        hasher.addNumber(size.uint64Value)
        hasher.addNumber(UInt64(bitPattern: Int64(modified.timeIntervalSince1970 * 1_000_000)))
        hasher.addField(plan.loader.workingDirectory)
        let arguments = CommandLine.arguments.dropFirst()
        hasher.addNumber(UInt64(arguments.count))
        for argument in arguments { hasher.addField(argument) }
        let limit = LintRunner().limits.maxFileBytes
        func add(_ path: String, _ bytes: [UInt8]) {
            hasher.addField(path)
            hasher.addField(bytes)
        }
        hasher.addNumber(UInt64(plan.jobs.count))
        for job in plan.jobs {
            guard case .file(let path, _) = job.input,
                  case .bytes(let bytes)? = try? readInput(path, limit: limit) else { return nil }
            specHashes[path] = XXH64.hash(bytes)
            if !isRegularFile(path) { readOnce[path] = bytes }
            add(path, bytes)
        }
        hasher.addNumber(UInt64(plan.loader.files.count))
        for file in plan.loader.files { add(file.path, file.bytes) }
        // Each configuration's tables once, in a fixed order.
        var configurations: [String: Configuration] = [:]
        for job in plan.jobs where !job.configuration.translations.isEmpty {
            configurations[job.configuration.path ?? ""] = job.configuration
        }
        for key in configurations.keys.sorted() {
            let (paths, failures) = ExistingTranslations.tablePaths(for: configurations[key]!, workingDirectory: plan.loader.workingDirectory)
            guard failures.isEmpty else { return nil }
            hasher.addField(key)
            hasher.addNumber(UInt64(paths.count))
            for path in paths {
                guard case .bytes(let bytes)? = try? readInput(path, limit: limit) else { return nil }
                add(path, bytes)
            }
        }
        return hasher.value
    }

    /// The sound files the sound rules looked up for the catalogs (`paths`, found or not),
    /// with their state now: a run skips only while each is as it was, since adding,
    /// replacing or deleting one changes what `notification-sound-file` and
    /// `system-sound-file` report.
    func watchedFiles(_ paths: Set<String>) -> [(path: String, state: String)] {
        paths.sorted().map { ($0, GenerationStamp.fileState($0)) }
    }

    /// Whether the output folder is up to date for `inputs`: its stamp holds that hash and
    /// every output it lists has the bytes written (a deleted, hand-edited or
    /// translator-edited file makes the run generate, and merge). Then prints what the run
    /// that wrote it printed, and its summary, and returns true.
    func skipIfUpToDate(inputs: UInt64) -> Bool {
        let folder = output as NSString
        guard let bytes = try? readExistingFile(folder.appendingPathComponent(GenerationStamp.fileName)),
              let stamp = GenerationStamp(decoding: bytes), stamp.inputs == inputs else { return false }
        let hasher = FileHasher()
        for file in stamp.outputs {
            guard hasher.hash(folder.appendingPathComponent(file.path)) == file.hash else { return false }
        }
        for file in stamp.watched where GenerationStamp.fileState(file.path) != file.state { return false }
        // A temporary an interrupted run left behind is removed by a run that writes there
        // (decision 0011): work for a full run, as is an old runtime file to remove.
        for subfolder in Set(stamp.outputs.map { ($0.path as NSString).deletingLastPathComponent }) {
            let path = subfolder.isEmpty ? output : folder.appendingPathComponent(subfolder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
            if names.contains(where: AtomicFileWriter.isTemporaryName) { return false }
        }
        if !stamp.outputs.contains(where: { $0.path == SwiftGenerator.legacyRuntimeFileName }),
           FileManager.default.fileExists(atPath: folder.appendingPathComponent(SwiftGenerator.legacyRuntimeFileName)) {
            return false
        }
        FileHandle.standardOutput.write(Data(stamp.printed))
        FileHandle.standardError.write(Data("Generated \(counted(stamp.outputs.count, "file")) for \(counted(stamp.catalogs, "catalog")) in \(output) (0 changed).\n".utf8))
        return true
    }
}

extension AccessLevel: ExpressibleByArgument {}
extension SwiftGenerator.BundleChoice: ExpressibleByArgument {}
extension StringTableFiles.Format: ExpressibleByArgument {}

/// Hashes files one after another through one buffer. Checking a stamp reads every output
/// it lists (170 MB for the 500-file benchmark corpus), and a fresh zeroed array per file
/// cost about as much as reading it: the zeroing, and the page faults of new memory.
private final class FileHasher {
    private var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)

    deinit { buffer.deallocate() }

    /// The `XXH64` of the regular file at `path`; nil when there is none or it cannot be
    /// read (which makes the run generate, and report what is wrong).
    func hash(_ path: String) -> UInt64? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        // One byte more than its size, so one read call usually sees the end.
        reserve(Int(status.st_size) + 1)
        var filled = 0
        while true {
            if filled == buffer.count { reserve(buffer.count * 2) }
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        return XXH64.hash(UnsafeRawBufferPointer(rebasing: buffer[..<filled]))
    }

    private func reserve(_ byteCount: Int) {
        guard byteCount > buffer.count else { return }
        let larger = max(byteCount, buffer.count * 2)
        buffer.deallocate()
        buffer = .allocate(byteCount: larger, alignment: 16)
    }
}

/// Gives the memory the process has freed back to the system, where the C library keeps it
/// for reuse otherwise (glibc's `malloc_trim`, looked up at run time: nothing elsewhere).
/// Called before a large allocation that freed memory cannot serve, so peak memory is what
/// is live rather than what was (decision 0068).
func releaseFreedMemory() {
    #if canImport(Glibc)
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
    #endif
}
