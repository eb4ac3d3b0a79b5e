import Model

/// Gathers what one layout root's solves see on every device, and makes findings of it: one per
/// rule, subject and detail, located at the subject's element, naming the devices it shows on.
struct FindingCollector {
    let file: String
    let scene: String
    /// The root view's element, where a finding about an element without an id is located.
    let rootOffset: Int
    let offsets: [String: Int]
    let locator: SourceLocator
    let configuration: LintConfiguration
    private var order: [Key] = []
    private var seen: [Key: (observation: LintObservation, objectID: String?, devices: [String])] = [:]

    struct Key: Hashable {
        var rule: LintRule
        var objectID: String
        var detail: String
    }

    init(file: String, scene: String, rootOffset: Int, offsets: [String: Int], locator: SourceLocator, configuration: LintConfiguration) {
        self.file = file
        self.scene = scene
        self.rootOffset = rootOffset
        self.offsets = offsets
        self.locator = locator
        self.configuration = configuration
    }

    /// Adds what a solve on `device` saw; `documentID` is its subject's object id, `name` the
    /// subject's name in the project (what tells subjects without an id apart).
    mutating func add(_ observation: LintObservation, documentID: String?, name: String, on device: LintDevice) {
        guard configuration.severity(of: observation.rule) != nil else { return }
        let key = Key(rule: observation.rule, objectID: documentID ?? "name:" + name, detail: observation.detail)
        if seen[key] == nil {
            order.append(key)
            seen[key] = (observation, documentID, [])
        }
        seen[key]?.devices.append(device.label)
    }

    /// The findings, in the order first seen; `devicesSolved` is how many devices the root was
    /// solved on (a finding on all of them says so rather than list them).
    func findings(devicesSolved: Int) -> [LintFinding] {
        order.compactMap { key in
            guard let entry = seen[key], let severity = configuration.severity(of: key.rule) else { return nil }
            let location = locator.location(ofOffset: entry.objectID.flatMap { offsets[$0] } ?? rootOffset)
            let devices = entry.devices
            let on =
                devices.count == devicesSolved && devicesSolved > 1
                ? "on every device linted (\(devicesSolved))" : "on \(devices.joined(separator: ", "))"
            return LintFinding(
                file: file, line: location.line, column: location.column, severity: severity, rule: key.rule,
                message: "\(entry.observation.message), in '\(scene)' \(on)", scene: scene, objectID: entry.objectID,
                detail: entry.observation.detail, devices: devices)
        }
    }
}
