#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AlertLanguageServer
import ArgumentParser
import Foundation

struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a Language Server Protocol server over standard input and output.",
        discussion: """
            An editor starts it and talks LSP 3.17 to it (docs/editors.md). Each open spec is \
            linted as 'alertlint lint PATH' would lint the file, with the editor's text: the \
            same findings at the same positions, published as diagnostics when the document \
            opens, changes (after a short pause in typing) and is saved; fix-its are offered \
            as quick fixes.

            EXIT CODES
              0  the client sent shutdown, then exit
              1  exit came without shutdown, or the input ended
            """
    )

    @Option(name: .customLong("docs-url"), help: "The URL of alertlint's docs/ folder, where diagnostics link their rule's page. Default: the docs/ of the checkout alertlint was built from, if it is still there.")
    var documentationURL: String?

    @Option(help: "The longest wait, in milliseconds, for a document to go unchanged before it is linted again. The server waits half as long as its last lint took, at least 10 ms.")
    var debounce = 150

    func validate() throws {
        if debounce < 0 { throw ValidationError("--debounce must be at least 0") }
        if let documentationURL, URL(string: documentationURL)?.scheme == nil {
            throw ValidationError("--docs-url must be an absolute URL, such as https://example.com/alertlint/docs/")
        }
    }

    func run() throws {
        // A client that goes away must end the server through the read loop, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let base = documentationURL.flatMap { URL(string: $0) } ?? RuleLinks.buildCheckoutDocumentation
        let linter = DocumentLinter(links: RuleLinks(documentationBase: base))
        let status = StandardIOTransport.run(options: LanguageServer.Options(linter: linter, debounce: .milliseconds(debounce), version: AlertlintVersion.current))
        if status != 0 { throw ExitCode(status) }
    }
}
