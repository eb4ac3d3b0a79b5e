extension Constraint {
    /// The constraint as Interface Builder adds it with "Vary for Traits" on in `sizeClass`: not
    /// installed in the base layout, installed in the class (and in the classes more specific
    /// than it that set nothing else). For the base class `any` it is the constraint as it is.
    public func installed(onlyIn sizeClass: SizeClass) -> Constraint {
        guard sizeClass != .any else { return self }
        var constraint = self
        constraint.isActive = false
        constraint.variations[sizeClass, default: ConstraintVariation()].isInstalled = true
        return constraint
    }
}
