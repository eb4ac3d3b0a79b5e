/// One problem lint reports: where it is in a document, which rule found it, and on which
/// devices of the matrix.
public struct LintFinding: Hashable, Sendable, Codable {
    /// The document's path as lint was given or found it.
    public var file: String
    /// Where the element it is about starts (its `<`), from 1; columns count characters.
    public var line: Int
    /// The column of that `<`, from 1.
    public var column: Int
    /// Whether it is reported as an error or a warning.
    public var severity: LintSeverity
    /// The rule that found it.
    public var rule: LintRule
    /// The finding in words, with the devices it shows on.
    public var message: String
    /// The layout root (scene, cell or top-level view) it is in, by the name import gives it.
    public var scene: String?
    /// The document's object id of the view or constraint it is about.
    public var objectID: String?
    /// What tells apart two findings of one rule on one object (the other sibling of an
    /// overlap, the attributes of an ambiguity): with the file, rule and object, the finding's
    /// identity in a baseline, which line numbers and figures do not move.
    public var detail: String
    /// The devices of the matrix it shows on, by ``LintDevice/label``.
    public var devices: [String]

    /// A finding; no scene, object, detail or device unless given.
    public init(
        file: String, line: Int, column: Int, severity: LintSeverity, rule: LintRule, message: String, scene: String? = nil,
        objectID: String? = nil, detail: String = "", devices: [String] = []
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
        self.scene = scene
        self.objectID = objectID
        self.detail = detail
        self.devices = devices
    }

    /// The finding's identity in a baseline: file, rule, object and detail, not its line or figures.
    public var fingerprint: String { [file, rule.rawValue, objectID ?? "", detail].joined(separator: "|") }
}
