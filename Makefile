# fitcheck — the two commands a newcomer runs: `make run` and `make test`.
# Each installs the Debian packages it needs when they are missing (as root), then builds and runs.

SWIFT ?= swift
PREFIX ?= /usr/local
# Build and test packages: the native libraries, pkg-config, Unicode conformance files, hb-shape,
# the default set's large font families (CJK, colour emoji, the other Noto scripts; Fonts/README.md),
# chromium (the report page is tested in a headless browser) and python3-jsonschema (SARIF is checked
# against its schema).
DEPS := pkg-config libfreetype-dev libharfbuzz-dev libfontconfig-dev libicu-dev libpng-dev unicode-data libharfbuzz-bin fonts-inter-variable \
        fonts-noto-cjk fonts-noto-color-emoji fonts-noto-core chromium python3-venv python3-jsonschema
# Extra packages for `make bench` (the Pango baseline).
BENCH_DEPS := python3-gi gir1.2-pango-1.0 gir1.2-harfbuzz-0.0

.PHONY: run test deps build bench fuzz install install-files uninstall clean mcp-sdk

# Installs whichever of the named packages are missing; apt-get runs only when one is.
define install_missing
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" -ne 0 ]; then echo "fitcheck: missing packages:" $$missing "- run as root or: sudo apt-get install" $$missing >&2; exit 2; fi; \
	  echo "installing:" $$missing >&2; \
	  export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
endef

deps:
	$(call install_missing,$(DEPS))

build: deps
	$(SWIFT) build

# The main job on the bundled demo. The demo fails a few cells on purpose (Matrix/demo/README.md):
# exit status 1 is the expected outcome here, 2 (bad input) is not.
run: build
	@status=0; .build/debug/fitcheck --matrix Matrix/default.json || status=$$?; \
	if [ $$status -eq 1 ]; then \
	  echo; echo "make run: the demo fails these cells on purpose (see Matrix/demo/README.md)."; \
	  echo "The report page, with a picture of each finding: .fitcheck/report/index.html"; \
	elif [ $$status -ne 0 ]; then exit $$status; fi

test: deps mcp-sdk
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The official MCP Python SDK, pinned, in a virtual environment of its own (.build/mcp-sdk): one test
# uses it as a real client of `fitcheck serve`. `make test` installs it from PyPI when it is missing;
# when it cannot (no network, no python3-venv), it says so and that test is skipped, visibly.
MCP_SDK := mcp==2.3.0
mcp-sdk:
	@if ! .build/mcp-sdk/bin/python -c "import importlib.metadata as m; assert m.version('mcp') == '$(subst mcp==,,$(MCP_SDK))'" 2>/dev/null; then \
	  rm -rf .build/mcp-sdk; mkdir -p .build; \
	  if python3 -m venv .build/mcp-sdk >/dev/null 2>&1 && .build/mcp-sdk/bin/pip install -q $(MCP_SDK) >/dev/null 2>&1; then \
	    echo "installed the MCP Python SDK ($(MCP_SDK)) in .build/mcp-sdk" >&2; \
	  else \
	    echo "make: the MCP Python SDK ($(MCP_SDK)) could not be installed: its test will be skipped" >&2; \
	  fi; \
	fi

clean:
	rm -rf .build

# Installs the release binary to $(PREFIX)/bin and its data to $(PREFIX)/share/fitcheck/{Fonts,Matrix};
# the binary finds them from any folder (next to ../share/fitcheck, or $FITCHECK_HOME).
# `install-files` copies an already built binary (BIN) and is what the tests run.
BIN ?= .build/release/fitcheck
SHARE = $(DESTDIR)$(PREFIX)/share/fitcheck

install: deps
	$(SWIFT) build -c release --static-swift-stdlib
	$(MAKE) --no-print-directory install-files BIN=.build/release/fitcheck

install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(SHARE)/Fonts $(SHARE)/Matrix/demo
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/fitcheck
	install -m 644 Fonts/*.ttf Fonts/fonts.conf Fonts/OFL.txt Fonts/README.md $(SHARE)/Fonts/
	install -m 644 Matrix/default.json Matrix/README.md $(SHARE)/Matrix/
	install -m 644 Matrix/demo/Demo.xcstrings Matrix/demo/README.md $(SHARE)/Matrix/demo/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/fitcheck
	rm -rf $(SHARE)

# The benchmark (issue 7): release build, generated catalogs of 100 / 1,000 / 10,000 keys, the default
# matrix over them, the Pango baseline and the HarfBuzz floor side by side. Timings live here only.
# BENCH_KEYS narrows the sizes (e.g. `make bench BENCH_KEYS=1000`).
BENCH_KEYS ?= 100 1000 10000
bench: deps
	$(call install_missing,$(BENCH_DEPS))
	$(SWIFT) build -c release --product fitcheck-bench
	.build/release/fitcheck-bench --keys "$(BENCH_KEYS)" --python /usr/bin/python3

# libFuzzer on the catalog readers and on measure (Sources/fitcheck-fuzz), FUZZ_SECONDS each.
# Seeds come from the test fixtures; findings land in .build/fuzz-crashes/ (replay one with
# `swift run fitcheck-fuzz FILE`, which builds without libFuzzer).
FUZZ_SECONDS ?= 60
FUZZ_BIN := .build/fuzz/release/fitcheck-fuzz
fuzz: deps
	$(SWIFT) build -c release --product fitcheck-fuzz --build-path .build/fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING
	@rm -rf .build/fuzz-seeds && mkdir -p .build/fuzz-seeds/catalog .build/fuzz-seeds/measure .build/fuzz-crashes
	@for f in $$(find Tests/FitCoreTests/Fixtures -name '*.xcstrings'); do (printf '\000'; cat $$f) > .build/fuzz-seeds/catalog/x-$$(echo $$f | tr / _); done
	@for f in $$(find Tests/FitCoreTests/Fixtures -name '*.strings'); do (printf '\001'; cat $$f) > .build/fuzz-seeds/catalog/s-$$(echo $$f | tr / _); done
	@for f in $$(find Tests/FitCoreTests/Fixtures -name '*.stringsdict'); do (printf '\002'; cat $$f) > .build/fuzz-seeds/catalog/d-$$(echo $$f | tr / _); done
	@printf '\100\131\000\000\000\000\000\000\002\002Manage your subscription settings' > .build/fuzz-seeds/measure/en
	@printf '\100\131\000\000\000\000\000\000\000\002यह सदस्यता और उसके भुगतान का इतिहास' > .build/fuzz-seeds/measure/hi
	@printf '\177\370\000\000\000\000\000\001\001\003مرحبا بالعالم' > .build/fuzz-seeds/measure/ar-nan
	@mkdir -p .build/fuzz-corpus/catalog .build/fuzz-corpus/measure
	@for target in catalog measure; do \
	  echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
	  status=0; SWIFT_BACKTRACE=enable=no FITCHECK_FUZZ=$$target $(FUZZ_BIN) .build/fuzz-corpus/$$target .build/fuzz-seeds/$$target \
	    -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -artifact_prefix=.build/fuzz-crashes/$$target- \
	    -print_final_stats=1 > .build/fuzz-$$target.log 2>&1 || status=$$?; \
	  grep -E '^(stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)' .build/fuzz-$$target.log; \
	  if [ $$status -ne 0 ]; then tail -40 .build/fuzz-$$target.log; echo "fuzz: $$target found a crash (.build/fuzz-crashes/)"; exit $$status; fi; \
	done
