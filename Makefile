# The two commands of the README: `make demo` runs the main job, `make test` runs the tests.
# Both install what they need first (Debian/Ubuntu with Swift 6 installed).

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: demo test deps build bench

demo: build
	.build/release/layoutstore demo

test: deps
	swift build
	swift test

# The Swift runtime and Foundation linked in statically: a third less start-up time per command.
build: deps
	swift build -c release --static-swift-stdlib --product layoutstore

# libsqlite3-dev: GRDB builds against the system SQLite. sqlite3: the command-line shell the
# schema documentation and the CLI benchmark use.
deps:
	@command -v swift >/dev/null || { echo "layoutstore needs Swift 6: see https://www.swift.org/install/linux/"; exit 1; }
	@if ! dpkg -s libsqlite3-dev sqlite3 >/dev/null 2>&1; then \
		echo "Installing libsqlite3-dev and sqlite3 (apt-get)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libsqlite3-dev sqlite3; \
	fi

bench: build
	swift build -c release --static-swift-stdlib --product layoutstore-bench
