# fitcheck — the two commands a newcomer runs: `make run` and `make test`.
# Each installs the Debian packages it needs when they are missing (as root), then builds and runs.

SWIFT ?= swift
PREFIX ?= /usr/local
# Build and test packages: the native libraries, pkg-config, Unicode conformance files, hb-shape.
DEPS := pkg-config libfreetype-dev libharfbuzz-dev libfontconfig-dev libicu-dev libpng-dev unicode-data libharfbuzz-bin
# Extra packages for `make bench` (the Pango baseline).
BENCH_DEPS := python3-gi gir1.2-pango-1.0 gir1.2-harfbuzz-0.0 libpango1.0-dev

.PHONY: run test deps build bench fuzz install clean

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

run: build
	$(SWIFT) run fitcheck measure "Abonnement verwalten" --lang de --width 120 || true

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

clean:
	rm -rf .build
