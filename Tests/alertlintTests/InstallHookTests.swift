import Foundation
import Testing

/// `alertlint install-hook`, through the real binary and real `git commit`s in scratch
/// repositories: the hook lints what the commit will hold (the staged content), and only that.
@Suite struct InstallHookTests {
    static let valid = LintCommandTests.valid
    /// Two titles: a format error at line 5.
    static let invalid = LintCommandTests.invalid
    /// One warning (cancel-placement), no errors.
    static let cancelLast = ReportingCommandTests.cancelLast

    /// Output of one git command, stdout and stderr together (git prints hook output on stderr).
    struct GitResult {
        var status: Int32
        var output: String
    }

    /// Runs git isolated from the machine's global and system configuration (a global
    /// core.hooksPath would move the hook).
    @discardableResult
    static func git(_ arguments: [String], in directory: URL, path: String? = nil) throws -> GitResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GITHUB_ACTIONS"] = nil
        for key in environment.keys where key.hasPrefix("GIT_") && !key.hasPrefix("GIT_CONFIG") {
            environment[key] = nil
        }
        if let path { environment["PATH"] = path }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return GitResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// A git repository holding `files` (nothing staged or committed yet).
    static func repository(_ files: [String: String] = [:]) throws -> URL {
        let root = try CLIHarness.temporaryTree(files.merging(["README.md": "# scratch\n"]) { first, _ in first })
        try git(["init", "--quiet"], in: root)
        try git(["config", "user.email", "test@example.com"], in: root)
        try git(["config", "user.name", "Test"], in: root)
        try git(["config", "commit.gpgsign", "false"], in: root)
        return root
    }

    static func installHook(in repository: URL, _ extra: [String] = []) throws -> CLIResult {
        try CLIHarness.run(["install-hook"] + extra, in: repository, environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
    }

    static func write(_ content: String, to path: String, in repository: URL) throws {
        let url = repository.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: url)
    }

    static func commitCount(in repository: URL) throws -> Int {
        let result = try git(["rev-list", "--count", "HEAD"], in: repository)
        return result.status == 0 ? Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 : 0
    }

    // MARK: What the hook checks

    @Test func aStagedBadSpecRefusesTheCommitWithTheFindings() throws {
        let repo = try Self.repository(["Specs/bad.alerts.yaml": Self.invalid])
        let install = try Self.installHook(in: repo)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stderr.contains("installed the alertlint pre-commit hook at .git/hooks/pre-commit"), "\(install.stderr)")
        try Self.git(["add", "."], in: repo)
        let commit = try Self.git(["commit", "--quiet", "-m", "bad"], in: repo)
        #expect(commit.status != 0)
        #expect(commit.output.contains("Specs/bad.alerts.yaml:5:5: error: "), "\(commit.output)")
        #expect(commit.output.contains("the commit is refused"), "\(commit.output)")
        #expect(try Self.commitCount(in: repo) == 0)
    }

    @Test func theStagedContentIsLintedNotTheWorkingTree() throws {
        let repo = try Self.repository(["Specs/a.alerts.yaml": Self.invalid])
        #expect(try Self.installHook(in: repo).status == 0)
        try Self.git(["add", "."], in: repo)
        // Fixed on disk, still bad in the index: the commit would record the bad version.
        try Self.write(Self.valid, to: "Specs/a.alerts.yaml", in: repo)
        let refused = try Self.git(["commit", "--quiet", "-m", "staged bad"], in: repo)
        #expect(refused.status != 0)
        #expect(refused.output.contains("Specs/a.alerts.yaml:5:5: error: "), "\(refused.output)")
        #expect(try Self.commitCount(in: repo) == 0)

        // The other way round: good in the index, broken on disk. The commit is good.
        try Self.git(["add", "."], in: repo)
        try Self.write(Self.invalid, to: "Specs/a.alerts.yaml", in: repo)
        let accepted = try Self.git(["commit", "--quiet", "-m", "staged good"], in: repo)
        #expect(accepted.status == 0, "\(accepted.output)")
        #expect(try Self.commitCount(in: repo) == 1)
    }

    @Test func aGoodSpecCommitsAndWarningsDoNotBlock() throws {
        let repo = try Self.repository([
            "Specs/good.alerts.yaml": Self.valid,
            "Specs/Nested/warned.alerts.yml": Self.cancelLast,
        ])
        #expect(try Self.installHook(in: repo).status == 0)
        try Self.git(["add", "."], in: repo)
        let commit = try Self.git(["commit", "--quiet", "-m", "good"], in: repo)
        #expect(commit.status == 0, "\(commit.output)")
        // The .yml spec in a subfolder was linted too: its warning is shown.
        #expect(commit.output.contains("Specs/Nested/warned.alerts.yml:"), "\(commit.output)")
        #expect(commit.output.contains(": warning: "), "\(commit.output)")
        #expect(try Self.commitCount(in: repo) == 1)
    }

    @Test func theNearestConfigurationApplies() throws {
        // The configuration beside the spec turns its warning into an error.
        let repo = try Self.repository([
            "Specs/.alertlint.yml": "rules:\n  cancel-placement: error\n",
            "Specs/draft.alerts.yaml": Self.cancelLast,
        ])
        #expect(try Self.installHook(in: repo).status == 0)
        try Self.git(["add", "."], in: repo)
        let commit = try Self.git(["commit", "--quiet", "-m", "configured"], in: repo)
        #expect(commit.status != 0)
        #expect(commit.output.contains("Specs/draft.alerts.yaml:"), "\(commit.output)")
        #expect(commit.output.contains(": error: ") && commit.output.contains("[cancel-placement]"), "\(commit.output)")
    }

    @Test func aCommitWithoutStagedSpecsIsNotChecked() throws {
        // A bad spec in the working tree, never staged, does not concern this commit.
        let repo = try Self.repository(["Specs/bad.alerts.yaml": Self.invalid])
        #expect(try Self.installHook(in: repo).status == 0)
        try Self.git(["add", "README.md"], in: repo)
        let commit = try Self.git(["commit", "--quiet", "-m", "readme"], in: repo)
        #expect(commit.status == 0, "\(commit.output)")
        #expect(!commit.output.contains("error"), "\(commit.output)")
        // Deleting a spec stages no content to lint either.
        try Self.git(["add", "Specs"], in: repo)
        try Self.write(Self.valid, to: "Specs/bad.alerts.yaml", in: repo)
        try Self.git(["add", "Specs"], in: repo)
        #expect(try Self.git(["commit", "--quiet", "-m", "spec"], in: repo).status == 0)
        try Self.git(["rm", "--quiet", "Specs/bad.alerts.yaml"], in: repo)
        let deletion = try Self.git(["commit", "--quiet", "-m", "delete"], in: repo)
        #expect(deletion.status == 0, "\(deletion.output)")
        #expect(try Self.commitCount(in: repo) == 3)
    }

    /// `git commit -a` and `git commit PATH` stage into a temporary index (GIT_INDEX_FILE);
    /// the hook lints that one.
    @Test func commitAllAndCommitPathAreLintedToo() throws {
        let repo = try Self.repository(["Specs/a.alerts.yaml": Self.valid])
        #expect(try Self.installHook(in: repo).status == 0)
        try Self.git(["add", "."], in: repo)
        #expect(try Self.git(["commit", "--quiet", "-m", "good"], in: repo).status == 0)
        try Self.write(Self.invalid, to: "Specs/a.alerts.yaml", in: repo)
        let all = try Self.git(["commit", "--quiet", "-a", "-m", "all"], in: repo)
        #expect(all.status != 0)
        #expect(all.output.contains("Specs/a.alerts.yaml:5:5: error: "), "\(all.output)")
        let named = try Self.git(["commit", "--quiet", "-m", "named", "Specs/a.alerts.yaml"], in: repo)
        #expect(named.status != 0)
        #expect(named.output.contains("Specs/a.alerts.yaml:5:5: error: "), "\(named.output)")
        #expect(try Self.commitCount(in: repo) == 1)
    }

    // MARK: Installing

    @Test func anExistingHookIsKeptWithoutForce() throws {
        let repo = try Self.repository()
        let own = "#!/bin/sh\necho mine\n"
        try Self.write(own, to: ".git/hooks/pre-commit", in: repo)
        let refused = try Self.installHook(in: repo)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("error: .git/hooks/pre-commit exists; pass --force to replace it"), "\(refused.stderr)")
        let hook = repo.appendingPathComponent(".git/hooks/pre-commit")
        #expect(try String(contentsOf: hook, encoding: .utf8) == own)

        let forced = try Self.installHook(in: repo, ["--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        let installed = try String(contentsOf: hook, encoding: .utf8)
        #expect(installed.contains("alertlint install-hook"))
        let mode = try FileManager.default.attributesOfItem(atPath: hook.path)[.posixPermissions] as? Int
        #expect(mode == 0o755)
        // Installing the same hook again is not a conflict.
        let again = try Self.installHook(in: repo)
        #expect(again.status == 0 && again.stderr.contains("already installed"), "\(again.stderr)")
    }

    @Test func coreHooksPathIsRespected() throws {
        let repo = try Self.repository(["Specs/bad.alerts.yaml": Self.invalid])
        try Self.git(["config", "core.hooksPath", "tools/hooks"], in: repo)
        let install = try Self.installHook(in: repo)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: repo.appendingPathComponent("tools/hooks/pre-commit").path))
        #expect(!FileManager.default.fileExists(atPath: repo.appendingPathComponent(".git/hooks/pre-commit").path))
        try Self.git(["add", "Specs"], in: repo)
        #expect(try Self.git(["commit", "--quiet", "-m", "bad"], in: repo).status != 0)
    }

    /// From a linked worktree, the hook goes where git runs it from: the shared hooks folder.
    @Test func fromALinkedWorktreeTheSharedHooksFolderIsUsed() throws {
        let repo = try Self.repository()
        try Self.git(["add", "."], in: repo)
        try Self.git(["commit", "--quiet", "-m", "first"], in: repo)
        let linked = repo.deletingLastPathComponent().appendingPathComponent(repo.lastPathComponent + "-linked")
        try Self.git(["worktree", "add", "--quiet", linked.path], in: repo)
        let install = try Self.installHook(in: linked)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: repo.appendingPathComponent(".git/hooks/pre-commit").path))
        try Self.write(Self.invalid, to: "Specs/bad.alerts.yaml", in: linked)
        try Self.git(["add", "Specs"], in: linked)
        let commit = try Self.git(["commit", "--quiet", "-m", "bad"], in: linked)
        #expect(commit.status != 0)
        #expect(commit.output.contains("Specs/bad.alerts.yaml:5:5: error: "), "\(commit.output)")
    }

    @Test func outsideARepositoryItFails() throws {
        let folder = try CLIHarness.temporaryTree(["x.txt": ""])
        let result = try CLIHarness.run(["install-hook"], in: folder, environment: ["GIT_CEILING_DIRECTORIES": folder.deletingLastPathComponent().path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: not in a git repository"), "\(result.stderr)")
    }

    /// The hook runs the binary that installed it by absolute path, and falls back to
    /// `alertlint` on PATH when that binary is gone.
    @Test func theHookFallsBackToAlertlintOnPath() throws {
        let repo = try Self.repository(["Specs/bad.alerts.yaml": Self.invalid])
        let copy = try CLIHarness.temporaryTree([:]).appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let installer = copy.appendingPathComponent("alertlint")
        try FileManager.default.copyItem(at: CLIHarness.binary, to: installer)
        let process = try Self.runFreshCopy(installer, arguments: ["install-hook"], in: repo)
        #expect(process.terminationStatus == 0)
        let hook = try String(contentsOf: repo.appendingPathComponent(".git/hooks/pre-commit"), encoding: .utf8)
        #expect(hook.contains("alertlint='\(installer.path)'"), "\(hook)")
        try FileManager.default.removeItem(at: installer)

        try Self.git(["add", "."], in: repo)
        let systemPath = "/usr/local/bin:/usr/bin:/bin"
        let missing = try Self.git(["commit", "--quiet", "-m", "x"], in: repo, path: systemPath)
        #expect(missing.status != 0)
        #expect(missing.output.contains("no alertlint at the path it was installed from, nor on PATH"), "\(missing.output)")
        let onPath = try Self.git(["commit", "--quiet", "-m", "x"], in: repo, path: CLIHarness.binary.deletingLastPathComponent().path + ":" + systemPath)
        #expect(onPath.status != 0)
        #expect(onPath.output.contains("Specs/bad.alerts.yaml:5:5: error: "), "\(onPath.output)")
    }

    /// Runs a binary just copied. While the copy was being written, a process another test
    /// forked at that moment may have inherited its write descriptor and hold it until it
    /// execs; executing the file then fails with ETXTBSY ("Text file busy"). That is the
    /// file system's view of a brief race, not the hook's fault: try again for a while.
    static func runFreshCopy(_ executable: URL, arguments: [String], in folder: URL) throws -> Process {
        var attempt = 0
        while true {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
                process.waitUntilExit()
                return process
            } catch let error as NSError {
                let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
                guard underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(ETXTBSY), attempt < 100 else { throw error }
                attempt += 1
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }
}
