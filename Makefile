# The two commands of the README: `make demo` runs the main job, `make test` runs the tests.
# Both install what they need first (Debian/Ubuntu with Swift 6 installed).

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
PREFIX ?= /usr/local

.PHONY: demo test deps demo-deps build bench perf-table docs install man package-consumer lint format gallery

# The demo needs `layoutstore` alone: nothing of the networking half is built first.
demo: demo-deps
	$(RELEASE) --product layoutstore
	.build/release/layoutstore demo

test: deps lint
	swift build --build-tests
	swift test --skip-build
	$(MAKE) package-consumer

# The code's layout, as .swift-format describes it (the toolchain's swift-format): `make format`
# rewrites the files, `make lint` (run by `make test`) fails on any difference.
SWIFT_SOURCES := Sources Tests Benchmarks Plugins Package.swift

lint:
	swift format lint --strict --recursive $(SWIFT_SOURCES)

format:
	swift format --in-place --recursive $(SWIFT_SOURCES)

# Another package that depends on this one's libraries (by path) builds and runs: the
# package asks nothing of its dependants (no unsafe flags) and its products are usable. It
# shares this package's build folder, so the dependencies built for the tests are not built
# again (the next `swift build` here recompiles this package's own modules, under a minute).
package-consumer:
	cd Tests/PackageConsumer && swift run -q --scratch-path ../../.build package-consumer

# docs/gallery.md and its pictures (docs/gallery/): real corpus scenes drawn by `render`
# (PNG through rsvg-convert, which `make deps` installs).
gallery: deps
	$(RELEASE) --product layoutstore
	Scripts/gallery.sh .build/release/layoutstore docs/gallery

# Start-up time is most of a command's time, so the release build links everything statically
# and as a position-dependent executable (no dynamic loader, no relocations to apply, no
# libraries to map at start). These are options of this Makefile, not of Package.swift:
# `swift build -c release` works too and gives ordinary dynamic executables, a few
# milliseconds slower to start (see docs/performance.md). The linker's warnings about getpwuid
# and getaddrinfo in static binaries are expected: the account is looked up only when $USER
# and $LOGNAME, or Foundation's $HOME, are unset, and host names through the system's resolver,
# which glibc loads from the system it was built on. layoutstore-http, the sync server and HTTP
# client, is a separate executable beside layoutstore, so that the everyday commands do not
# load the networking libraries.
RELEASE := swift build -c release --static-swift-stdlib -Xswiftc -static-executable -Xlinker -no-pie

build: deps
	$(RELEASE) --product layoutstore
	$(RELEASE) --product layoutstore-http

# The manual page, made from the commands by swift-argument-parser's generate-manual tool
# (the tool behind its plugin, run on the static binary: the plugin would build the package
# again without the flags above), and the shell completions, made by the command itself.
MANUAL_TOOL := swift run -q -c release --package-path .build/checkouts/swift-argument-parser \
	--scratch-path .build/generate-manual generate-manual

man: build
	mkdir -p .build/share/man/man1 .build/share/completions
	$(MANUAL_TOOL) .build/release/layoutstore --output-directory .build/share/man/man1 \
		--authors "the layoutstore authors"
	.build/release/layoutstore --generate-completion-script bash > .build/share/completions/layoutstore.bash
	.build/release/layoutstore --generate-completion-script zsh > .build/share/completions/_layoutstore
	.build/release/layoutstore --generate-completion-script fish > .build/share/completions/layoutstore.fish

install: build man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 .build/release/layoutstore .build/release/layoutstore-http $(DESTDIR)$(PREFIX)/bin/
	install -m 644 .build/share/man/man1/layoutstore.1 $(DESTDIR)$(PREFIX)/share/man/man1/
	install -m 644 .build/share/completions/layoutstore.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/layoutstore
	install -m 644 .build/share/completions/_layoutstore $(DESTDIR)$(PREFIX)/share/zsh/site-functions/
	install -m 644 .build/share/completions/layoutstore.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/

# What the demo needs: Swift and SQLite's headers (the rest is for sync over HTTP, PNG, the
# benchmarks' reference and the browser test).
demo-deps:
	@command -v swift >/dev/null || { echo "layoutstore needs Swift 6: see https://www.swift.org/install/linux/"; exit 1; }
	@if ! dpkg -s libsqlite3-dev >/dev/null 2>&1; then \
		echo "Installing libsqlite3-dev (apt-get)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libsqlite3-dev; \
	fi

# libsqlite3-dev: GRDB builds against the system SQLite. zlib1g-dev: the sync server deflates
# what it streams (CZlib), as AsyncHTTPClient inflates it. sqlite3: the command-line shell the
# schema documentation and the CLI benchmark use. librsvg2-bin: rsvg-convert, through which
# `render -o FILE.png` writes PNG. chromium: the headless browser the web view's tests load
# `serve`'s pages in.
deps: demo-deps
	@if ! dpkg -s libsqlite3-dev zlib1g-dev sqlite3 librsvg2-bin chromium >/dev/null 2>&1; then \
		echo "Installing libsqlite3-dev, zlib1g-dev, sqlite3, librsvg2-bin and chromium (apt-get)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libsqlite3-dev zlib1g-dev sqlite3 librsvg2-bin chromium; \
	fi

bench: build
	$(RELEASE) --product layoutstore-bench

# The libraries' documentation, a DocC archive per public module (Sources/MODULE/MODULE.docc, the
# landing page; the rest from the doc comments), in .build/docs/MODULE.doccarchive, built from
# the symbol graphs SwiftPM writes (no plugin). A broken link fails the build; each module's
# coverage (the share of its public symbols with a comment of their own) is printed.
DOC_MODULES := Model Solver Storage Sync Interchange CodeImport Render Lint WebView SyncHTTP

docs: deps
	swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members >/dev/null
	@set -e; graphs=$$(dirname $$(ls .build/*/symbolgraph/Model.symbols.json | head -1)); \
	for module in $(DOC_MODULES); do \
		rm -rf .build/docs/symbols/$$module .build/docs/$$module.doccarchive; \
		mkdir -p .build/docs/symbols/$$module; \
		cp $$graphs/$$module.symbols.json .build/docs/symbols/$$module/; \
		cp $$graphs/$$module@*.symbols.json .build/docs/symbols/$$module/ 2>/dev/null || true; \
		docc convert Sources/$$module/$$module.docc --additional-symbol-graph-dir .build/docs/symbols/$$module \
			--output-path .build/docs/$$module.doccarchive --fallback-display-name $$module \
			--fallback-bundle-identifier layoutstore.$$module --warnings-as-errors \
			--experimental-documentation-coverage --coverage-summary-level brief > .build/docs/$$module.log 2>&1 \
			|| { cat .build/docs/$$module.log; exit 1; }; \
		echo "$$module: .build/docs/$$module.doccarchive"; grep -A3 "Abstract" .build/docs/$$module.log | head -3; \
	done

# The README's performance table, from one run of the benchmarks behind it, each row against its
# peer in the same run (Benchmarks/perf_table.py; about 15 minutes on 2 cores). It rewrites the
# table in README.md between its markers; `python3 Benchmarks/perf_table.py --only solver,cli`
# reruns some rows without touching the README. kiwisolver, the solver's peer, in a venv of its own.
KIWI_PYTHON := .build/kiwi-venv/bin/python

$(KIWI_PYTHON):
	python3 -m venv .build/kiwi-venv
	.build/kiwi-venv/bin/pip install -q kiwisolver==1.5.1

perf-table: bench $(KIWI_PYTHON)
	python3 Benchmarks/perf_table.py --kiwi $(KIWI_PYTHON) --readme README.md
