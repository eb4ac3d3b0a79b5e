import Model
import Solver

/// A project at one revision with its solution: what a picture is drawn from.
public struct SolvedLayout: Sendable {
    public var project: Project
    public var solution: LayoutSolution
    public var environment: LayoutEnvironment

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
