import Testing

@testable import Model

@Suite("Attributes, priorities and defaults")
struct AttributeTests {
    @Test("Each attribute knows its axis and whether it is a location or a size")
    func axesAndKinds() {
        #expect(Attribute.leading.axis == .horizontal && Attribute.leading.kind == .location)
        #expect(Attribute.width.axis == .horizontal && Attribute.width.kind == .size)
        #expect(Attribute.height.axis == .vertical && Attribute.height.kind == .size)
        #expect(Attribute.firstBaseline.axis == .vertical && Attribute.firstBaseline.kind == .location)
        #expect(Attribute.centerYWithinMargins.axis == .vertical)
        #expect(Attribute.notAnAttribute.axis == nil && Attribute.notAnAttribute.kind == .none)
        for attribute in Attribute.allCases where attribute != .notAnAttribute {
            #expect(attribute.axis != nil, "\(attribute) has no axis")
        }
    }

    @Test("Margin forms know their edge and margin")
    func marginForms() {
        #expect(Attribute.leadingMargin.edge == .leading && Attribute.leadingMargin.margins == [.leading])
        #expect(Attribute.bottomMargin.edge == .bottom && Attribute.bottomMargin.margins == [.bottom])
        #expect(Attribute.centerXWithinMargins.edge == .centerX)
        #expect(Attribute.centerXWithinMargins.margins == [.leading, .trailing])
        #expect(Attribute.leading.marginForm == .leadingMargin)
        #expect(!Attribute.leading.isMarginForm && Attribute.rightMargin.isMarginForm)
        #expect(Attribute.width.marginForm == nil)
        for attribute in Attribute.allCases where attribute.isMarginForm {
            #expect(attribute.edge.marginForm == attribute)
            #expect(attribute.axis == attribute.edge.axis)
        }
    }

    @Test("Named priorities and defaults")
    func priorities() {
        #expect(Priority.required.rawValue == 1000)
        #expect(Priority.defaultHigh.rawValue == 750)
        #expect(Priority.defaultLow.rawValue == 250)
        #expect(Priority.fittingSizeLevel.rawValue == 50)
        #expect(Priority(text: "high") == .defaultHigh && Priority(text: "required") == .required)
        #expect(Priority(text: "low") == .defaultLow && Priority(text: "999") == 999)
        #expect(Priority(text: "loud") == nil)
    }

    @Test("Views and constraints carry UIKit's and Interface Builder's defaults")
    func defaults() throws {
        let view = View(name: "box")
        #expect(view.contentHugging == AxisPriorities(horizontal: 250, vertical: 250))
        #expect(view.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(view.layoutMargins == EdgeInsets(all: 8))
        #expect(view.insetsLayoutMarginsFromSafeArea && !view.preservesSuperviewLayoutMargins)
        #expect(view.semanticContentAttribute == .unspecified)
        let label = View(name: "title", kind: .label)
        #expect(label.contentHugging == AxisPriorities(horizontal: 251, vertical: 251))

        let typed = try Equation.parse("box.width = 10")
        let constraint = Constraint(equation: typed.equation.mapItems { _ in view.id })
        #expect(constraint.priority == .required && constraint.isActive && !constraint.isPlaceholder)
        #expect(constraint.equation.multiplier == 1)
    }
}
