import Foundation

/// A whole process, from spawning to its exit: wall time, CPU time and peak resident memory.
///
/// Spawned and reaped with `posix_spawn` and `wait4`: Foundation's `Process` on Linux notices an
/// exit only on its next poll, which rounded every run up to tens of milliseconds. Linux counts
/// a spawned child's peak memory from the memory it was spawned from, so `maxRSSMB` is the
/// command's own only when the process measuring it is smaller.
struct ProcessMeasure {
    var ms: Double
    /// User and system CPU time: on a machine others load, the part of `ms` that is this process's own work.
    var cpuMS: Double
    var maxRSSMB: Double

    /// Runs the executable with its output sent to /dev/null (it is still written in full);
    /// throws when it cannot start or exits with a status not in `exitCodes` (0 alone by default).
    static func run(_ executable: String, _ arguments: [String], exitCodes: Set<Int32> = [0]) throws -> ProcessMeasure {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "cannot start \(executable)"])
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let elapsed = ContinuousClock.now - start
        // A normal exit (no signal) with its code in the second byte, as WEXITSTATUS reads it.
        guard status & 0x7F == 0, exitCodes.contains((status >> 8) & 0xFF) else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(executable) \(arguments.prefix(5)) failed"])
        }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        let wall = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return ProcessMeasure(ms: wall, cpuMS: cpu, maxRSSMB: Double(usage.ru_maxrss) / 1024)
    }
}
