// WebKit's web view, for type-checking generated code (see UIKit.swift).
import UIKit

open class WKWebView: UIView {}
