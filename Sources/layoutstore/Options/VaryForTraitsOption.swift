import ArgumentParser
import Model

/// `--size-class` on the commands that add constraints: Interface Builder's "Vary for Traits",
/// the new constraints installed in that class only.
struct VaryForTraitsOption: ParsableArguments {
    @Option(
        name: .customLong("size-class"),
        help: ArgumentHelp(
            "Add the constraints installed only in this size class, as Interface Builder's Vary for Traits does, in its notation: wR, hC, wC,hR (docs/size-classes.md).",
            valueName: "class"))
    var sizeClass: SizeClass?

    /// The constraints as the option adds them: unchanged without it.
    func applied(to constraints: [Constraint]) -> [Constraint] {
        guard let sizeClass else { return constraints }
        return constraints.map { $0.installed(onlyIn: sizeClass) }
    }

    /// The layout the tool looks at: the project as the class has it (so a tool finds the views
    /// and constraints installed there), or as it is without the option.
    func layout(of project: Project) -> Project {
        sizeClass.map { project.resolved(for: $0) } ?? project
    }
}
