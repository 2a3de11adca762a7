import AlertSpec

/// What a player demands of a sound file, and how a rule words each way a file falls short.
/// Notifications and System Sound Services accept different containers and encodings, but
/// their files are looked up the same way and judged in the same order: container by name,
/// then presence, then the header's encoding and duration.
struct SoundFileRequirements: Sendable {
    /// Lowercased file extensions of the containers the player accepts.
    let extensions: Set<String>
    /// "an AIFF, WAV or CAF file": what to re-export an unreadable file as.
    let containerDescription: String
    /// Why a file with another extension is not played, given the file's name.
    let wrongContainer: @Sendable (_ name: String) -> String
    /// Whether the player plays this encoding.
    let playsCodec: @Sendable (AudioFileInfo.Codec) -> Bool
    /// Why a file in an unplayable encoding is not played.
    let unplayableCodec: @Sendable (AudioFileInfo.Codec) -> String
    /// What happens to a sound of this duration ("31.0 s"), which is too long.
    let tooLong: @Sendable (_ duration: String) -> String

    /// Sounds this long or longer are not played, by either player.
    static let maximumDuration = 30.0

    /// The problems of the file `name`, in the order a person fixes them: nothing about a file
    /// the linter did not look up (`lookups` lacks it), beyond its name.
    func problems(of name: String, lookups: [String: SoundFileLookup]) -> [String] {
        let fileExtension = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last.map { $0.lowercased() }
        guard let fileExtension, extensions.contains(fileExtension) else { return [wrongContainer(name)] }
        switch lookups[name] {
        case nil:
            return []
        case .missing(let folders)?:
            let places = folders.map { "'\($0)'" }.joined(separator: ", ")
            return ["was not found (looked in \(places)); add it beside the spec or to a 'resources' folder"]
        case .unreadable(_, let error)?:
            return ["could not be read: \(error); re-export it as \(containerDescription)"]
        case .found(_, let info)?:
            var problems: [String] = []
            if !playsCodec(info.codec) { problems.append(unplayableCodec(info.codec)) }
            if info.duration >= Self.maximumDuration { problems.append(tooLong(Self.seconds(info.duration))) }
            return problems
        }
    }

    /// "31.0 s".
    static func seconds(_ duration: Double) -> String {
        guard duration.isFinite, duration < 1e9 else { return "longer than the file could hold" }
        let tenths = (duration * 10).rounded(.down) / 10
        return "\(tenths) s"
    }
}
