import Model
import Solver

/// A project at one revision with its solution: what a picture is drawn from.
public struct SolvedLayout: Sendable {
    /// The project's state at the revision.
    public var project: Project
    /// Its frames and problems in ``environment``.
    public var solution: LayoutSolution
    /// The screen it was solved on: size, direction, safe area.
    public var environment: LayoutEnvironment

    /// A layout already solved (`solution` must be `project`'s in `environment`).
    public init(project: Project, solution: LayoutSolution, environment: LayoutEnvironment) {
        self.project = project
        self.solution = solution
        self.environment = environment
    }

    /// Solves the project in the environment.
    public init(solving project: Project, in environment: LayoutEnvironment) {
        self.init(project: project, solution: LayoutSystem.solve(project, in: environment), environment: environment)
    }
}
