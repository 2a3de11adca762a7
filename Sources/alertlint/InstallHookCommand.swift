import ArgumentParser
import Foundation

/// `alertlint install-hook`: writes a git pre-commit hook that lints the staged spec files.
struct InstallHookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install-hook",
        abstract: "Install a git pre-commit hook that lints the staged spec files.",
        discussion: """
            The hook lints each staged *.alerts.yaml / *.alerts.yml from its staged content \
            (what the commit will hold, not the working tree), reporting it under its real \
            path with the nearest .alertlint.yml in the working tree. A commit that stages no \
            spec file is not checked. 'git commit --no-verify' skips the hook.

            The hook goes where git looks for hooks ('git rev-parse --git-path hooks', so \
            core.hooksPath and worktrees are respected). It runs this alertlint binary, by \
            absolute path, or 'alertlint' on PATH when that binary has gone.

            An existing pre-commit hook is not overwritten unless --force is given.

            EXIT CODES
              0  the hook is installed (or already was, identical)
              2  not in a git repository, another hook exists, or writing failed
            """
    )

    @Flag(help: "Replace an existing pre-commit hook.")
    var force = false

    func run() throws {
        let hooksFolder: String
        switch GitQuery.run(["rev-parse", "--git-path", "hooks"]) {
        case .success(let output): hooksFolder = output
        case .failure(let message):
            return try fail("not in a git repository (git rev-parse --git-path hooks: \(message))")
        }
        let hooksURL = URL(fileURLWithPath: hooksFolder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        let hookURL = hooksURL.appendingPathComponent("pre-commit")
        let hook = PreCommitHook.script(alertlintPath: Self.executablePath())

        if let existing = FileManager.default.contents(atPath: hookURL.path) {
            if existing == Data(hook.utf8) {
                FileHandle.standardError.write(Data("alertlint pre-commit hook already installed at \(hookURL.relativePath)\n".utf8))
                return
            }
            if !force {
                return try fail("\(hookURL.relativePath) exists; pass --force to replace it (or call alertlint from it)")
            }
        }
        do {
            try FileManager.default.createDirectory(at: hooksURL, withIntermediateDirectories: true)
            try Data(hook.utf8).write(to: hookURL, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hookURL.path)
        } catch {
            return try fail("cannot write \(hookURL.relativePath): \(error.localizedDescription)")
        }
        FileHandle.standardError.write(Data("installed the alertlint pre-commit hook at \(hookURL.relativePath)\n".utf8))
    }

    private func fail(_ message: String) throws {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
    }

    /// This binary's absolute path, so the hook runs the alertlint that installed it even
    /// when none is on PATH (a `swift run` or `.build/release` checkout).
    static func executablePath() -> String {
        if let path = Bundle.main.executablePath, path.hasPrefix("/") { return path }
        let argument = CommandLine.arguments[0]
        return URL(fileURLWithPath: argument).standardizedFileURL.path
    }
}

/// The text of the installed hook: bash (as on macOS, Linux and Git for Windows), because it
/// reads the NUL-separated path list that keeps any file name intact.
enum PreCommitHook {
    static func script(alertlintPath: String) -> String {
        """
        #!/usr/bin/env bash
        # Installed by `alertlint install-hook`. Lints the staged *.alerts.yaml / *.alerts.yml
        # files from their STAGED content (what this commit will hold), each reported under its
        # real path with the nearest .alertlint.yml. Skip once with `git commit --no-verify`.
        alertlint=\(shellQuoted(alertlintPath))
        if [ ! -x "$alertlint" ]; then
            alertlint=alertlint
            if ! command -v alertlint >/dev/null 2>&1; then
                echo "alertlint pre-commit hook: no alertlint at the path it was installed from, nor on PATH" >&2
                exit 1
            fi
        fi
        status=0
        # Git runs the hook from the top of the working tree, so the paths it lists resolve.
        while IFS= read -r -d '' path; do
            # ':path' is the index entry; a pipe status of 0 needs both sides to succeed.
            git cat-file blob ":$path" | "$alertlint" lint - --stdin-path "$path"
            results=("${PIPESTATUS[@]}")
            for code in "${results[@]}"; do
                if [ "$code" -ne 0 ] && [ "$status" -eq 0 ]; then status=$code; fi
            done
        done < <(git diff --cached --name-only --diff-filter=ACMR -z -- '*.alerts.yaml' '*.alerts.yml')
        if [ "$status" -ne 0 ]; then
            echo "alertlint: the commit is refused; fix the staged spec files (or commit with --no-verify)" >&2
        fi
        exit "$status"

        """
    }

    /// Single-quoted for the shell: nothing inside is expanded.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// One git command's trimmed standard output, or why it failed.
enum GitQuery {
    enum Outcome {
        case success(String)
        case failure(String)
    }

    static func run(_ arguments: [String]) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        do { try process.run() } catch { return .failure("cannot run git: \(error.localizedDescription)") }
        let output = outPipe.fileHandleForReading.readDataToEndOfFile()
        let errors = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let trimmed = { (data: Data) in String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        guard process.terminationStatus == 0 else { return .failure(trimmed(errors)) }
        return .success(trimmed(output))
    }
}
