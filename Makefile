# The two commands of the README: `make demo` runs the main job, `make test` runs the tests.
# Both install what they need first (Debian/Ubuntu with Swift 6 installed).

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: demo test deps build bench

demo: build
	.build/release/layoutstore demo

test: deps
	swift build
	swift test

# Start-up time is most of a command's time, so the release build links the Swift runtime and
# Foundation statically and as a position-dependent executable (no relocations to apply at
# start); `layoutstore` itself is a fully static executable (Package.swift), so no dynamic
# loader runs at all. (The linker's warnings about getpwuid in static binaries are expected:
# the account is looked up only when $USER and $LOGNAME, or Foundation's $HOME, are unset, and
# glibc then loads the NSS modules of the system it was built on.) layoutstore-http, the sync
# server and HTTP client, is a separate executable beside layoutstore, so that the everyday
# commands do not load the networking libraries.
RELEASE := swift build -c release --static-swift-stdlib -Xlinker -no-pie

build: deps
	$(RELEASE) --product layoutstore
	$(RELEASE) --product layoutstore-http

# libsqlite3-dev: GRDB builds against the system SQLite. sqlite3: the command-line shell the
# schema documentation and the CLI benchmark use.
deps:
	@command -v swift >/dev/null || { echo "layoutstore needs Swift 6: see https://www.swift.org/install/linux/"; exit 1; }
	@if ! dpkg -s libsqlite3-dev sqlite3 >/dev/null 2>&1; then \
		echo "Installing libsqlite3-dev and sqlite3 (apt-get)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libsqlite3-dev sqlite3; \
	fi

bench: build
	$(RELEASE) --product layoutstore-bench
