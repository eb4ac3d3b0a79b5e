import Foundation
import Sync

/// ``HTTPTransport`` through a `layoutstore-http relay` child process: each request is written
/// to its standard input and its answer read from its standard output (``RelayFrame``). The
/// child starts with the first request and ends when this transport does.
final class RelayTransport: HTTPTransport, @unchecked Sendable {  // every access to `child` holds the lock
    private struct Child {
        var pid: pid_t
        var requests: Int32
        var answers: Int32
    }

    private let lock = NSLock()
    private var child: Child?

    func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
        try lock.withLock { try exchange(request) }
    }

    private func exchange(_ request: HTTPTransportRequest) throws -> HTTPTransportResponse {
        let child = try self.child ?? start()
        self.child = child
        let fields = [Array(request.method.utf8), Array(request.url.utf8), request.token.map { Array($0.utf8) }, request.body]
        guard RelayFrame.send(fields, to: child.requests), let answer = try RelayFrame.receive(fields: 2, from: child.answers),
            let kind = answer[0], let value = answer[1]
        else { throw SyncError.remote("the layoutstore-http helper stopped before answering; try the sync again") }
        let text = String(decoding: value, as: UTF8.self)
        switch String(decoding: kind, as: UTF8.self) {
        case "ok":
            guard let status = UInt(text),
                let body = try RelayFrame.receive(fields: 1, from: child.answers)?[0]
            else { throw SyncError.remote("the layoutstore-http helper's answer ended early; try the sync again") }
            return HTTPTransportResponse(status: status, body: body)
        default:
            throw SyncError.remote(text)
        }
    }

    private func start() throws -> Child {
        let helper = try HTTPHelper.path()
        var requests: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&requests) == 0, pipe(&answers) == 0 else { throw CLIError("cannot start layoutstore-http: no pipes left") }
        signal(SIGPIPE, SIG_IGN)  // a helper that died is reported as an error, not a signal
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requests[0], 0)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 1)
        for descriptor in requests + answers { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(helper), strdup("relay"), nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, helper, &actions, nil, argv, environ)
        close(requests[0])
        close(answers[1])
        guard status == 0 else {
            close(requests[1])
            close(answers[0])
            throw CLIError("cannot start \(helper): \(String(cString: strerror(status)))")
        }
        return Child(pid: pid, requests: requests[1], answers: answers[0])
    }

    deinit {
        guard let child else { return }
        close(child.requests)  // the helper sees the end of its input and exits
        close(child.answers)
        var status: Int32 = 0
        waitpid(child.pid, &status, 0)
    }
}
