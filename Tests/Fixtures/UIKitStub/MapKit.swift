// MapKit's map view, for type-checking generated code (see UIKit.swift).
import UIKit

open class MKMapView: UIView {}
