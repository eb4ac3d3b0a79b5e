import Model
import Testing

/// Size classes as Apple's Auto Layout Guide ("Size-Class-Specific Layout") has them: nine
/// classes, a setting for a more specific class overriding a more general one.
@Suite("Size classes")
struct SizeClassTests {
    @Test("Interface Builder's notation reads with spaces, commas or dots, any sides left out, and prints as Xcode writes it")
    func notation() throws {
        let compactRegular = SizeClass(width: .compact, height: .regular)
        for text in ["wC hR", "wC,hR", "wC.hR", "hR wC", "wCompact hRegular", " wc,hr "] {
            #expect(SizeClass(text: text) == compactRegular, "\(text)")
        }
        #expect(SizeClass(text: "hC") == SizeClass(height: .compact))
        #expect(SizeClass(text: "wAny hC") == SizeClass(height: .compact))
        #expect(SizeClass(text: "w* hC") == SizeClass(height: .compact))
        #expect(SizeClass(text: "any") == .any && SizeClass(text: "wAny hAny") == .any)
        for bad in ["", "wX hR", "wC wR", "xC", "wC hR hC", "compact"] { #expect(SizeClass(text: bad) == nil, "\(bad)") }
        #expect(compactRegular.description == "wC hR" && compactRegular.key == "wC.hR")
        #expect(SizeClass(height: .compact).description == "hC" && SizeClass.any.description == "any")
        // Every class prints as something that reads back as itself.
        for sizeClass in SizeClass.all { #expect(SizeClass(text: sizeClass.description) == sizeClass && SizeClass(text: sizeClass.key) == sizeClass) }
        #expect(Set(SizeClass.all).count == 9 && SizeClass.all.filter(\.isFinal).count == 4)
    }

    @Test("a setting for wC applies in wC hC and wC hR, not in wR hR nor in wC alone's neighbour hC")
    func applies() {
        let compactWidth = SizeClass(width: .compact)
        #expect(compactWidth.applies(in: SizeClass(width: .compact, height: .compact)))
        #expect(compactWidth.applies(in: SizeClass(width: .compact, height: .regular)))
        #expect(!compactWidth.applies(in: SizeClass(width: .regular, height: .regular)))
        #expect(!compactWidth.applies(in: SizeClass(height: .compact)))
        #expect(SizeClass.any.applies(in: SizeClass(width: .regular, height: .compact)))
        #expect(SizeClass(width: .compact, height: .regular).resolution.map(\.description) == ["wC hR", "wC", "hR", "any"])
        #expect(SizeClass(height: .compact).resolution.map(\.description) == ["hC", "any"])
    }

    @Test("a device picks its class: iPhone portrait wC hR, landscape wC hC (wR hC for the widest), iPads wR hR")
    func devices() throws {
        #expect(try #require(Device.named("iphone-15")).sizeClass(.portrait).description == "wC hR")
        #expect(try #require(Device.named("iphone-15")).sizeClass(.landscape).description == "wC hC")
        #expect(try #require(Device.named("iphone-15-pro-max")).sizeClass(.landscape).description == "wR hC")
        #expect(try #require(Device.named("ipad-11")).sizeClass(.landscape).description == "wR hR")
    }

    /// A root with a label and a button; the label's top constraint varies by class.
    private func project() -> (Project, label: ItemID, button: ItemID, top: ConstraintID, gap: ConstraintID) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let label = View(name: "label", parent: root.id, index: 0)
        let button = View(name: "button", parent: root.id, index: 1)
        let top = Constraint(
            equation: Equation(Anchor(label.id, .top), .equal, Anchor(root.id, .top), constant: 20),
            variations: [
                SizeClass(height: .compact): ConstraintVariation(constant: 8),
                SizeClass(width: .regular, height: .compact): ConstraintVariation(constant: 4, priority: 750),
                SizeClass(width: .regular): ConstraintVariation(constant: 40),
            ])
        let gap = Constraint(
            equation: Equation(Anchor(button.id, .top), .equal, Anchor(label.id, .bottom), constant: 8), isActive: false,
            variations: [SizeClass(height: .regular): ConstraintVariation(isInstalled: true)])
        return (Project(name: "p", views: [root, label, button], constraints: [top, gap]), label.id, button.id, top.id, gap.id)
    }

    @Test("the most specific class wins: wR hC beats hC and wR beats the base; wC hR beats wC h* beats the base")
    func mostSpecificWins() throws {
        let (project, _, _, top, _) = project()
        func constant(_ text: String) throws -> Double? {
            let sizeClass = try #require(SizeClass(text: text))
            return project.resolved(for: sizeClass).constraint(top)?.equation.constant
        }
        #expect(try constant("any") == 20)
        #expect(try constant("wC hR") == 20)
        #expect(try constant("wC hC") == 8)
        #expect(try constant("wR hC") == 4)
        #expect(try constant("wR hR") == 40)
        // Each setting is looked up on its own: wR hC sets the priority, the others leave it required.
        #expect(project.resolved(for: SizeClass(width: .regular, height: .compact)).constraint(top)?.priority == 750)
        #expect(project.resolved(for: SizeClass(width: .regular, height: .regular)).constraint(top)?.priority == .required)
        // Equal specificity: wR (width) is looked up before hC (height); wR hC itself sets 4 above.
        #expect(project.resolved(for: SizeClass(width: .regular, height: .compact)).constraint(top)?.equation.constant == 4)
        // The resolved project has no variations left.
        #expect(!project.resolved(for: .any).hasSizeClassVariations && project.hasSizeClassVariations)
    }

    @Test("a constraint uninstalled in the base layout and installed for regular height is active only where the height is regular")
    func installedPerClass() throws {
        let (project, _, _, _, gap) = project()
        #expect(project.resolved(for: SizeClass(width: .compact, height: .regular)).constraint(gap)?.isActive == true)
        #expect(project.resolved(for: SizeClass(width: .regular, height: .regular)).constraint(gap)?.isActive == true)
        #expect(project.resolved(for: SizeClass(width: .compact, height: .compact)).constraint(gap)?.isActive == false)
        #expect(project.resolved(for: .any).constraint(gap)?.isActive == false)
    }

    @Test("a view uninstalled in compact height leaves the hierarchy with its subviews and every constraint to them")
    func uninstalledView() throws {
        var (project, label, button, top, gap) = project()
        let index = try #require(project.views.firstIndex { $0.id == label })
        project.views[index].variations[SizeClass(height: .compact)] = ViewVariation(isInstalled: false)
        let badge = View(name: "badge", parent: label)
        project.views.append(badge)
        project.guides.append(LayoutGuide(name: "labelGuide", owner: badge.id))
        let compact = project.resolved(for: SizeClass(width: .regular, height: .compact))
        #expect(compact.views.map(\.name) == ["root", "button"])
        #expect(compact.guides.isEmpty)
        #expect(compact.constraint(top) == nil && compact.constraint(gap) == nil)
        let regular = project.resolved(for: SizeClass(width: .compact, height: .regular))
        #expect(regular.views.map(\.name) == ["root", "label", "button", "badge"] && regular.guides.count == 1)
        #expect(regular.view(button) != nil && regular.constraint(gap) != nil)
    }

    @Test("a stack view's spacing and axis vary by class, and it stops arranging a view that is not installed")
    func stackVariations() throws {
        let root = View(name: "root")
        let first = View(name: "first", parent: root.id, index: 0)
        let second = View(name: "second", parent: root.id, index: 1)
        var stack = View(
            name: "stack", parent: root.id, stack: StackView(axis: .vertical, spacing: .points(10), arrangedSubviews: [first.id, second.id]))
        stack.variations = [
            SizeClass(width: .regular): ViewVariation(stackAxis: .horizontal, stackSpacing: .points(15)),
            SizeClass(width: .regular, height: .compact): ViewVariation(stackSpacing: .standard),
        ]
        var secondVaried = second
        secondVaried.parent = stack.id
        secondVaried.variations = [SizeClass(width: .regular): ViewVariation(isInstalled: false)]
        var firstInStack = first
        firstInStack.parent = stack.id
        let project = Project(name: "p", views: [root, stack, firstInStack, secondVaried])
        let regular = try #require(project.resolved(for: SizeClass(width: .regular, height: .regular)).view(stack.id)?.stack)
        #expect(regular.axis == .horizontal && regular.spacing == .points(15) && regular.arrangedSubviews == [first.id])
        let regularCompact = try #require(project.resolved(for: SizeClass(width: .regular, height: .compact)).view(stack.id)?.stack)
        #expect(regularCompact.axis == .horizontal && regularCompact.spacing == .standard)
        let compact = try #require(project.resolved(for: SizeClass(width: .compact, height: .regular)).view(stack.id)?.stack)
        #expect(compact.axis == .vertical && compact.spacing == .points(10) && compact.arrangedSubviews == [first.id, second.id])
    }
}
