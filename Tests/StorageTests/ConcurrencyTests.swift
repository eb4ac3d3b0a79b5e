import Foundation
import Model
import Synchronization
import Testing

@testable import Storage

@Suite("Concurrent writers")
struct ConcurrencyTests {
    @Test("8 threads, each with its own Store on one file, add 200 constraints each: all kept, one linear history")
    func eightWriters() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let path = temporary.path
        let threads = 8
        let commitsPerThread = 200
        let errors = Mutex<[String]>([])
        let finished = DispatchGroup()
        for thread in 0..<threads {
            finished.enter()
            let worker = Thread {
                defer { finished.leave() }
                do {
                    let store = try Store(path: path, create: false)
                    for index in 0..<commitsPerThread {
                        let constraint = Constraint(
                            identifier: "t\(thread)-\(index)",
                            equation: Equation(Anchor(root, .width), .greaterThanOrEqual, constant: Double(index)))
                        try store.commit(
                            project, message: "thread \(thread) #\(index)", author: "thread\(thread)",
                            edits: [.insertConstraint(constraint)])
                    }
                } catch {
                    errors.withLock { $0.append("thread \(thread): \(error)") }
                }
            }
            worker.start()
        }
        finished.wait()
        let failures = errors.withLock { $0 }
        #expect(failures.isEmpty, "\(failures)")

        let state = try temporary.store.state(of: project)
        #expect(state.constraints.count == threads * commitsPerThread)
        let log = try temporary.store.history.log(project)
        #expect(log.count == threads * commitsPerThread + 1)
        // One linear chain: every revision but the first has one parent, the previous one.
        for (newer, older) in zip(log, log.dropFirst()) {
            #expect(newer.parents == [older.id])
        }
        #expect(log.last?.parents == [])
        for thread in 0..<threads {
            #expect(log.filter { $0.author == "thread\(thread)" }.count == commitsPerThread)
        }
        #expect(try temporary.store.history.verify().isOK)
    }
}
