import Foundation

/// A `git` child process whose standard input is written to and whose output is read as it
/// comes. Spawned with `posix_spawnp` and reaped with `waitpid`: Foundation's `Process` on
/// Linux notices an exit only on its next poll, tens of milliseconds a process.
final class GitProcess {
    private let pid: pid_t
    private var input: Int32
    private let output: Int32
    private let errors: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    private var reaped = false

    /// Starts `git ARGUMENTS`.
    ///
    /// - Throws: ``CLIError`` when git cannot be started.
    init(_ arguments: [String]) throws(CLIError) {
        var inputPipe: [Int32] = [0, 0], outputPipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        guard pipe(&inputPipe) == 0, pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
            throw CLIError("git could not be run: no pipes left")
        }
        signal(SIGPIPE, SIG_IGN)  // a git that stopped early is reported by its status, not a signal
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in inputPipe + outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = (["git"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, "git", &actions, nil, argv, environ)
        close(inputPipe[0])
        close(outputPipe[1])
        close(errorPipe[1])
        guard status == 0 else {
            close(inputPipe[1])
            close(outputPipe[0])
            close(errorPipe[0])
            throw CLIError("git could not be run (\(String(cString: strerror(status)))); install git")
        }
        self.pid = pid
        input = inputPipe[1]
        output = outputPipe[0]
        errors = errorPipe[0]
    }

    /// Runs `git ARGUMENTS` to its end, with nothing on its input: its output, or its error
    /// message when it exits with a status other than 0.
    static func run(_ arguments: [String]) -> Result<[UInt8], CLIError> {
        let git: GitProcess
        do { git = try GitProcess(arguments) } catch { return .failure(error) }
        git.closeInput()
        let output = git.rest()
        return git.finish().map { output }
    }

    /// Writes to git's standard input; false when git no longer reads it.
    @discardableResult
    func send(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    /// Ends git's standard input.
    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// The output up to and including the next line break (without it); nil at the end.
    func nextLine() -> [UInt8]? {
        var scanned = 0  // bytes after `position` that hold no line break
        while true {
            if let end = buffer[(position + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[position..<end])
                position = end + 1
                return line
            }
            scanned = buffer.count - position
            guard fill() else { return nil }
        }
    }

    /// The next `count` bytes of output; nil when it ends before them.
    func next(count: Int) -> [UInt8]? {
        while buffer.count - position < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[position..<(position + count)])
        position += count
        return bytes
    }

    /// The rest of the output.
    func rest() -> [UInt8] {
        while fill() {}
        let bytes = Array(buffer[position...])
        position = buffer.count
        return bytes
    }

    /// Waits for git to exit: its error message when the status is not 0.
    func finish() -> Result<Void, CLIError> {
        closeInput()
        var message: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            message += chunk[..<count]
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        reaped = true
        // Exited normally with status 0 (the low 7 bits: no signal; the next 8: the status).
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(CLIError(text.isEmpty ? "git stopped with status \(status)" : text))
        }
        return .success(())
    }

    /// Reads more output into the buffer; false at its end.
    private func fill() -> Bool {
        guard !ended else { return false }
        if position > 0, position >= buffer.count / 2 {
            buffer.removeSubrange(..<position)
            position = 0
        }
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: 65_536))
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress! + start, 65_536) }
            if count < 0, errno == EINTR { continue }
            buffer.removeSubrange((start + max(count, 0))...)
            if count <= 0 { ended = true }
            return count > 0
        }
    }

    deinit {
        closeInput()
        close(output)
        close(errors)
        if !reaped {
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }
}
