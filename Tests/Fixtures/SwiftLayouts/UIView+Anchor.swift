// A layout helper of the kind projects that make their views in code write once and call from
// every screen: optional anchors with default nil, constants with default 0.
import UIKit

extension UIView {
    func anchor(
        top: NSLayoutYAxisAnchor? = nil, left: NSLayoutXAxisAnchor? = nil, bottom: NSLayoutYAxisAnchor? = nil,
        right: NSLayoutXAxisAnchor? = nil, centerX: NSLayoutXAxisAnchor? = nil, centerY: NSLayoutYAxisAnchor? = nil,
        topConstant: CGFloat = 0, leftConstant: CGFloat = 0, bottomConstant: CGFloat = 0, rightConstant: CGFloat = 0,
        widthConstant: CGFloat = 0, heightConstant: CGFloat = 0
    ) {
        translatesAutoresizingMaskIntoConstraints = false
        if let top {
            topAnchor.constraint(equalTo: top, constant: topConstant).isActive = true
        }
        if let left = left {
            leftAnchor.constraint(equalTo: left, constant: leftConstant).isActive = true
        }
        if let bottom {
            bottomAnchor.constraint(equalTo: bottom, constant: -bottomConstant).isActive = true
        }
        if let right {
            rightAnchor.constraint(equalTo: right, constant: -rightConstant).isActive = true
        }
        if let centerX {
            centerXAnchor.constraint(equalTo: centerX).isActive = true
        }
        if let centerY {
            centerYAnchor.constraint(equalTo: centerY).isActive = true
        }
        if widthConstant > 0 {
            widthAnchor.constraint(equalToConstant: widthConstant).isActive = true
        }
        if heightConstant > 0 {
            heightAnchor.constraint(equalToConstant: heightConstant).isActive = true
        }
    }
}
