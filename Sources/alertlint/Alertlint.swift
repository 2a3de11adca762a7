import ArgumentParser
import Foundation

/// The `alertlint` command: subcommands do the work; this type only maps failures to the
/// documented exit codes.
@main
struct Alertlint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alertlint",
        abstract: "Lint iOS alert specs against Apple's Human Interface Guidelines and UIKit's runtime rules.",
        discussion: """
            Alerts, action sheets, notifications and progress overlays are described in \
            *.alerts.yaml files; see docs/format.md.

            EXIT CODES
              0  no errors found
              1  errors found (warnings do not count)
              2  usage error, an input could not be read, or no spec files were found
            """,
        version: AlertlintVersion.current,
        subcommands: [LintCommand.self, GenerateCommand.self, RulesCommand.self, ExplainCommand.self, InstallHookCommand.self, LanguageServerCommand.self],
        defaultSubcommand: nil
    )

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            // Help and --version are reported as "errors" with a success code.
            if exitCode(for: error) == .success { exit(withError: error) }
            FileHandle.standardError.write(Data("\(fullMessage(for: error))\n".utf8))
            FileHandle.standardError.write(Data("Run 'alertlint --help' for usage.\n".utf8))
            Foundation.exit(ExitStatus.usageOrIOFailure.rawValue)
        }
    }
}

enum AlertlintVersion {
    static let current = "0.1.0"
}

/// "1 catalog", "2 catalogs": every count the commands print goes through here.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// The documented exit codes.
enum ExitStatus: Int32 {
    case clean = 0
    case errorsFound = 1
    case usageOrIOFailure = 2
}
