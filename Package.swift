// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "layoutstore",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Model", targets: ["Model"]),
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Sync", targets: ["Sync"]),
        .library(name: "Interchange", targets: ["Interchange"]),
        .library(name: "CodeImport", targets: ["CodeImport"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Lint", targets: ["Lint"]),
        .library(name: "WebView", targets: ["WebView"]),
        .library(name: "SyncHTTP", targets: ["SyncHTTP"]),
        .executable(name: "layoutstore", targets: ["layoutstore"]),
        .executable(name: "layoutstore-http", targets: ["layoutstore-http"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        // Hummingbird's own HTTP parts (NIOHTTPTypes), for the server's connection guard.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.0"),
        // Hummingbird's own foundations, which the server and the tests also use by name: SwiftNIO's
        // buffers and HTTP/1 types, the HTTP types of its requests, and the service group that runs it.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.3.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        // Swift's own parser, for layouts written in code (`import File.swift`).
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
    ],
    targets: [
        .target(name: "Model"),
        .target(name: "Solver", dependencies: ["Model"]),
        // Interface Builder documents to and from the Model; its own XML reader, so that the
        // static `layoutstore` links no XML library and expands no entity.
        .target(name: "Interchange", dependencies: ["Model"]),
        // Layouts written in Swift (layout anchors, NSLayoutConstraint, VFL calls, SnapKit) to the
        // Model, over swift-syntax; kept apart so that Interchange's users do not build a parser.
        .target(
            name: "CodeImport",
            dependencies: [
                "Model",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Interface Builder documents linted on a device matrix: findings, their configuration,
        // baselines and reports (Xcode's lines, JSON, SARIF, GitHub, JUnit); pure, no I/O.
        .target(name: "Lint", dependencies: ["Model", "Solver", "Interchange"]),
        // Pictures of solved layouts in Interface Builder's visual language, as SVG: pure, no I/O.
        .target(name: "Render", dependencies: ["Model", "Solver"]),
        // SQLite's process-wide settings that Swift cannot reach (a variadic C function).
        .target(name: "CSQLiteSettings", linkerSettings: [.linkedLibrary("sqlite3")]),
        .target(
            name: "Storage",
            dependencies: [
                "Model", "CSQLiteSettings",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            plugins: ["EmbedMigrations"]
        ),
        .executableTarget(name: "embed-migrations"),
        .plugin(name: "EmbedMigrations", capability: .buildTool(), dependencies: ["embed-migrations"]),
        .target(name: "Sync", dependencies: ["Model", "Storage"]),
        // The web view of `serve`: read-only HTML pages of a store's projects (timeline, revision,
        // blame), from Mustache templates compiled into the binary.
        .target(
            name: "WebView",
            dependencies: [
                "Model", "Solver", "Storage", "Render",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // The system's zlib, with which the server compresses the revisions it streams.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // The HTTP server and client of sync. Kept out of `layoutstore`, which reaches them
        // through `layoutstore-http`: without the networking libraries it starts in half the time.
        .target(
            name: "SyncHTTP",
            dependencies: [
                "Storage", "Sync", "WebView", "CZlib",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // `make build` links it as a static executable on Linux (no dynamic loader, no libraries
        // to map, no symbols to look up at start); the package itself asks for no flags, so that
        // `swift build -c release` works and other packages can depend on the libraries.
        .executableTarget(
            name: "layoutstore",
            dependencies: [
                "Model", "Solver", "Storage", "Sync", "Interchange", "CodeImport", "Render", "Lint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "layoutstore-http", dependencies: ["Storage", "Sync", "SyncHTTP"]),
        .executableTarget(
            name: "layoutstore-bench",
            dependencies: [
                "Model", "Solver", "Storage", "Sync", "SyncHTTP", "Interchange", "Render", "WebView", "Lint",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Benchmarks",
            exclude: ["README.md", "kiwi_reference.py", "perf_table.py"]),
        .testTarget(name: "ModelTests", dependencies: ["Model"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "Model"]),
        .testTarget(
            name: "StorageTests",
            dependencies: ["Storage", "Model", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "SyncTests",
            dependencies: [
                "Sync", "SyncHTTP", "Model", "Storage",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The web view in-process (routing, paging, auth) and in headless Chromium, on corpus
        // scenes (Interchange imports them); screenshots compared by pixel (CZlib inflates PNGs).
        // Tests/Fixtures/web-screenshots/ holds the recorded screenshots (WEB_RECORD=1 writes them).
        .testTarget(
            name: "WebViewTests",
            dependencies: [
                "WebView", "SyncHTTP", "Storage", "Model", "Solver", "Render", "Interchange", "CZlib",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(name: "LayoutstoreTests", dependencies: ["Model", "Storage", "Interchange"]),
        // Crypto for the corpus manifest's split rule (a hash of each repository's name).
        .testTarget(
            name: "InterchangeTests", dependencies: ["Interchange", "Model", "Solver", .product(name: "Crypto", package: "swift-crypto")]),
        .testTarget(name: "CodeImportTests", dependencies: ["CodeImport", "Interchange", "Model", "Solver"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "Interchange", "Model", "Solver"]),
        // Snapshots/ holds the SVG files the tests compare with (RENDER_RECORD=1 writes them).
        .testTarget(name: "RenderTests", dependencies: ["Render", "Model", "Solver", "Interchange"], exclude: ["Snapshots"]),
    ]
)
