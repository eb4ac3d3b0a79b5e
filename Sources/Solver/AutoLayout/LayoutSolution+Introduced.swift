import Model

extension LayoutSolution {
    /// This solution with only the problems that none of `others` has: the unsatisfiable sets,
    /// ambiguities and invalid frames they do not share. Misplaced views are left out: design
    /// frames are not constraints, so a merge cannot make a view misplaced.
    ///
    /// Problems are compared as values (the constraints and views they name, by id), so the same
    /// problem is recognised in two revisions whatever the names or their printed form.
    ///
    /// - Complexity: O(*p*) in the number of problems of `self` and `others`, on average.
    public func problems(notIn others: [LayoutSolution]) -> LayoutSolution {
        let unsatisfiable = Set(others.flatMap(\.unsatisfiable))
        let ambiguous = Set(others.flatMap(\.ambiguous))
        let invalid = Set(others.flatMap { $0.invalidFrames.map { InvalidKey(item: $0.item, problem: $0.problem) } })
        var narrowed = self
        narrowed.unsatisfiable = self.unsatisfiable.filter { !unsatisfiable.contains($0) }
        narrowed.ambiguous = self.ambiguous.filter { !ambiguous.contains($0) }
        narrowed.invalidFrames = self.invalidFrames.filter { !invalid.contains(InvalidKey(item: $0.item, problem: $0.problem)) }
        narrowed.misplaced = []
        return narrowed
    }

    /// An invalid frame is the same problem whatever values it solved to.
    private struct InvalidKey: Hashable {
        var item: ItemID
        var problem: InvalidFrame.Problem
    }
}

extension LayoutSystem {
    /// What a merge did to the layout: the merged project solved at its root view's size, with
    /// only the problems (unsatisfiable, ambiguous, invalid) that none of its parents had, each
    /// parent solved at its own root size. Empty problems when the merge brought none, even if
    /// the layout had some before.
    public static func problemsIntroduced(by merged: Project, over parents: [Project]) -> LayoutSolution {
        func solved(_ project: Project) -> LayoutSolution { solve(project, in: LayoutEnvironment(designOf: project)) }
        return solved(merged).problems(notIn: parents.map(solved))
    }
}
