#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// An input over the 8 MiB limit is refused before it is read: a huge file costs neither
/// time nor memory, and an endless pipe ends.
@Suite struct InputSizeTests {
    static let limit = 8 << 20

    /// Memory a run may use beyond linting a small file: the 8 MiB buffer a pipe fills, and
    /// its copy while growing. Sanitizers keep freed buffers, so they get more.
    static var allowance: Int { isSanitized ? 96 << 20 : 32 << 20 }

    /// Whether the tests (and so the binary) are built with a sanitizer, which reserves
    /// terabytes of address space and cannot run under an address-space limit.
    static let isSanitized: Bool = {
        let handle = dlopen(nil, RTLD_NOW)
        return dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
    }()

    /// `alertlint` with `arguments`, under a 1 GiB address-space limit where the system sets
    /// one: a reader that read whole inputs then fails at once instead of filling memory.
    static func alertlint(_ arguments: [String]) -> [String] {
        let binary = [CLIHarness.binary.path] + arguments
        return isSanitized ? binary : ["/bin/sh", "-c", "ulimit -v 1048576 2>/dev/null; exec \"$@\"", "sh"] + binary
    }

    /// A 2 GiB file that takes no disk space: only its size says it is too large.
    static func treeWithHugeFile() throws -> URL {
        let tree = try CLIHarness.temporaryTree(["small.alerts.yaml": GenerateCommandTests.spec])
        let huge = open(tree.appendingPathComponent("huge.alerts.yaml").path, O_WRONLY | O_CREAT, 0o644)
        #expect(huge >= 0)
        #expect(ftruncate(huge, 2 << 30) == 0)
        close(huge)
        return tree
    }

    @Test func aHugeFileIsRefusedBySizeWithoutBeingRead() throws {
        let tree = try Self.treeWithHugeFile()
        defer { try? FileManager.default.removeItem(at: tree) }
        let small = try ChildProcess.run(Self.alertlint(["lint", "--jobs", "1", "small.alerts.yaml"]), in: tree)
        #expect(small.status == 0, "\(small.stdout)\(small.stderr)")

        let huge = try ChildProcess.run(Self.alertlint(["lint", "--jobs", "1", "huge.alerts.yaml"]), in: tree, timeout: 60)
        #expect(!huge.timedOut)
        #expect(huge.status == 1, "\(huge.stderr)")
        #expect(huge.stdout == "huge.alerts.yaml:1:1: error: file is 2147483648 bytes; the limit is 8388608 bytes [file-too-large]\n")
        #expect(huge.peakMemory < small.peakMemory + Self.allowance, "peak \(huge.peakMemory) bytes; a small file takes \(small.peakMemory)")

        // The same file on standard input: its size is known too.
        let input = open(tree.appendingPathComponent("huge.alerts.yaml").path, O_RDONLY)
        defer { close(input) }
        let redirected = try ChildProcess.run(Self.alertlint(["lint", "--jobs", "1", "-"]), in: tree, standardInput: input, timeout: 60)
        #expect(redirected.status == 1, "\(redirected.stderr)")
        #expect(redirected.stdout == "<stdin>:1:1: error: file is 2147483648 bytes; the limit is 8388608 bytes [file-too-large]\n")
        #expect(redirected.peakMemory < small.peakMemory + Self.allowance)
    }

    @Test func anEndlessPipeEndsInTheSizeError() throws {
        let tree = try CLIHarness.temporaryTree(["small.alerts.yaml": GenerateCommandTests.spec])
        defer { try? FileManager.default.removeItem(at: tree) }
        let small = try ChildProcess.run(Self.alertlint(["lint", "--jobs", "1", "small.alerts.yaml"]), in: tree)
        #expect(small.status == 0)

        // `yes | alertlint lint -`, with the test holding neither end of the pipe.
        let pipe = try ChildProcess.makePipe()
        let producer = try ChildProcess.start(["/usr/bin/yes"], standardOutput: pipe.write)
        close(pipe.write)
        defer {
            kill(producer, SIGKILL)
            var status: Int32 = 0
            waitpid(producer, &status, 0)
        }
        let result = try ChildProcess.run(Self.alertlint(["lint", "--jobs", "1", "-"]), in: tree, standardInput: pipe.read, timeout: 60)
        close(pipe.read)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == "<stdin>:1:1: error: input is more than 8388608 bytes; the limit is 8388608 bytes [file-too-large]\n")
        #expect(result.peakMemory < small.peakMemory + Self.allowance, "peak \(result.peakMemory) bytes; a small file takes \(small.peakMemory)")
    }

    @Test func aPipedSpecUnderTheLimitIsLintedWhole() throws {
        // 64 KiB is the reader's first buffer: a spec longer than it must not be cut.
        let padding = String(repeating: "# padding line to make the spec longer than the first buffer\n", count: 2_000)
        let result = try CLIHarness.run(["lint", "-"], stdin: padding + ReportingCommandTests.cancelLast)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("<stdin>:\(2_000 + 9):") && result.stdout.contains("[cancel-placement]"), "\(result.stdout)")
    }
}
