#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TestSupport

/// A child run with `posix_spawn` and reaped with `wait4`, for what `Process` cannot give:
/// the child's own peak memory, a time limit, standard input from any descriptor (an
/// endless pipe), and running as another user.
struct ChildResult {
    /// The exit status, or 128 + the signal that ended the child.
    var status: Int32
    var stdout: String
    var stderr: String
    /// Peak resident memory of the child (its `ru_maxrss`), in bytes.
    var peakMemory: Int
    var timedOut: Bool
}

enum ChildProcess {
    /// Runs `arguments` (the first is an absolute executable path) in `directory`.
    /// `standardInput` is a descriptor to read from (default: nothing, `/dev/null`); the
    /// child is killed after `timeout` seconds.
    static func run(
        _ arguments: [String],
        in directory: URL,
        standardInput: Int32? = nil,
        timeout: Double = 60
    ) throws -> ChildResult {
        let outputs = TestScratch.root.appendingPathComponent("alertlint-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let stdoutPath = outputs.appendingPathComponent("stdout").path
        let stderrPath = outputs.appendingPathComponent("stderr").path

        // The shell changes folder, then becomes the program: the pid reaped is the program's.
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + arguments
        var actions = makeFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        let pid = try spawn(argv, environment: environment.map { "\($0.key)=\($0.value)" }, actions: &actions)

        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if Date() > deadline, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
        return ChildResult(
            status: exitStatus,
            stdout: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "",
            peakMemory: peak,
            timedOut: timedOut
        )
    }

    /// Starts `argv` with its standard output into `standardOutput`, without waiting: for a producer such as `yes` feeding a pipe.
    static func start(_ argv: [String], standardOutput: Int32) throws -> pid_t {
        var actions = makeFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        return try spawn(argv, environment: ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }, actions: &actions)
    }

    #if canImport(Darwin)
    typealias FileActions = posix_spawn_file_actions_t?
    private static func makeFileActions() -> FileActions { nil }
    #else
    typealias FileActions = posix_spawn_file_actions_t
    private static func makeFileActions() -> FileActions { FileActions() }
    #endif

    private static func spawn(_ argv: [String], environment: [String], actions: inout FileActions) throws -> pid_t {
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in cArguments { free(pointer) }
            for pointer in cEnvironment { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, &cEnvironment)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        return pid
    }

    /// A pipe whose ends are closed in every child that does not `dup2` them, so a reader
    /// sees end of file and a writer `SIGPIPE` exactly when the test means them to.
    static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// The arguments that run `alertlint arguments…` as the unprivileged user `nobody` when
    /// the tests run as root (root reads every file, whatever its mode), and as the current
    /// user otherwise.
    static func alertlintUnprivileged(_ arguments: [String]) -> [String] {
        guard geteuid() == 0 else { return [CLIHarness.binary.path] + arguments }
        return ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", binaryForNobody] + arguments
    }

    /// The built binary, or a copy of it in the temporary folder when a folder on its path is
    /// closed to other users (a checkout in /root).
    static let binaryForNobody: String = {
        let binary = CLIHarness.binary.path
        var folder = binary
        var reachable = true
        repeat {
            folder = (folder as NSString).deletingLastPathComponent
            var info = stat()
            if stat(folder, &info) != 0 || info.st_mode & 0o001 == 0 { reachable = false }
        } while folder != "/" && !folder.isEmpty
        guard !reachable else { return binary }
        let copy = TestScratch.root.appendingPathComponent("alertlint-bin-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let path = copy.appendingPathComponent("alertlint").path
        try? FileManager.default.copyItem(atPath: binary, toPath: path)
        return path
    }()

    /// The user `alertlintUnprivileged` runs as.
    static let nobody: uid_t = 65534

    /// Hands every file under `root` to `nobody` when the tests run as root, so a child run
    /// by `alertlintUnprivileged` may write there.
    static func giveAway(_ root: URL) throws {
        guard geteuid() == 0 else { return }
        let paths = [root.path] + (FileManager.default.subpaths(atPath: root.path) ?? []).map { root.appendingPathComponent($0).path }
        for path in paths where lchown(path, nobody, gid_t(nobody)) != 0 {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
}
