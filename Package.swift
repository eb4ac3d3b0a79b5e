// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "layoutstore",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Model", targets: ["Model"]),
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Sync", targets: ["Sync"]),
        .executable(name: "layoutstore", targets: ["layoutstore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
    ],
    targets: [
        .target(name: "Model"),
        .target(name: "Solver", dependencies: ["Model"]),
        .target(
            name: "Storage",
            dependencies: [
                "Model",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            plugins: ["EmbedMigrations"]
        ),
        .executableTarget(name: "embed-migrations"),
        .plugin(name: "EmbedMigrations", capability: .buildTool(), dependencies: ["embed-migrations"]),
        .target(name: "Sync", dependencies: ["Model", "Storage"]),
        .executableTarget(
            name: "layoutstore",
            dependencies: [
                "Model", "Solver", "Storage", "Sync",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "layoutstore-bench", dependencies: ["Model", "Solver", "Storage"], path: "Benchmarks"),
        .testTarget(name: "ModelTests", dependencies: ["Model"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "Model"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
        .testTarget(name: "SyncTests", dependencies: ["Sync"]),
        .testTarget(name: "LayoutstoreTests", dependencies: ["Model"]),
    ]
)
