import Foundation

/// Where tests make their scratch files and folders: one folder of the test process's own in
/// `$TMPDIR`, removed when the process exits, so a run of the suite leaves nothing behind (it
/// used to leave about 250 MB a run: compiled programs, project trees, bundles).
public enum TestScratch {
    /// This process's folder, made on first use, readable by other users (tests that run
    /// alertlint as an unprivileged user copy it here), and removed at exit.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("alertlint-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        // C `atexit` handlers cannot capture: the folder is read from here again.
        atexit { try? FileManager.default.removeItem(at: TestScratch.root) }
        return url
    }()
}
