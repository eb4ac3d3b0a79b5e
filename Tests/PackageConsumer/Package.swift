// swift-tools-version:6.1
// A package that depends on layoutstore's libraries as any other Swift tool would: `make test`
// builds and runs it, so the package stays usable as a dependency (no unsafe flags, products
// that build on their own).
import PackageDescription

let package = Package(
    name: "package-consumer",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "layoutstore", path: "../..")],
    targets: [
        .executableTarget(
            name: "package-consumer",
            dependencies: [
                .product(name: "Model", package: "layoutstore"),
                .product(name: "Solver", package: "layoutstore"),
                .product(name: "Storage", package: "layoutstore"),
                .product(name: "Sync", package: "layoutstore"),
            ]
        )
    ]
)
