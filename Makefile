# Thin wrapper over CMake. `make run` builds and shows the bot at work; `make test` builds and runs
# every test through CTest. Missing Debian packages are installed when run as root.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BUILD ?= build
CMAKE_ARGS ?=

.PHONY: all deps build debug asan test test-asan run botzone bench format format-check clean \
	fuzz clang test-stress soak architecture

all: build

deps:
	@tools/ensure-deps.sh

build: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_ARGS) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

# Debug build: assertions on and incremental evaluation checked against a full recompute.
debug: deps
	@cmake -S . -B build-debug -DCMAKE_BUILD_TYPE=Debug $(CMAKE_ARGS) >/dev/null
	@cmake --build build-debug -j $(JOBS)

# Address + undefined-behaviour sanitizers on everything, tests included.
asan: deps
	@cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DC6_SANITIZE=ON $(CMAKE_ARGS) >/dev/null
	@cmake --build build-asan -j $(JOBS)

test: build
	@tools/ensure-deps.sh openjdk-17-jdk-headless || echo "make test: without a JDK the class contest's Java students fail to build"
	@tools/ensure-deps.sh chromium chromium-driver python3-selenium || echo "make test: without them the browser test web_serve is skipped"
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# A one-node Slurm on this machine (installs Debian slurm-wlm if missing; needs root) running a
# sharded tournament as a job array with a dependent merge job. Not part of `make test`.
.PHONY: test-slurm
test-slurm: build
	@tools/slurm/test-slurm.sh $(BUILD)

test-asan: asan
	@cd build-asan && ctest --output-on-failure -j $(JOBS)

# libFuzzer targets (tests/fuzz) built with clang-14 and -fsanitize=fuzzer,address,undefined in
# build-fuzz, each run for FUZZ_SECONDS from a seed corpus of samples/ and the tests' inputs
# (tools/fuzz.sh prints executions, exec/s, coverage and crashes per target).
FUZZ_SECONDS ?= 60
fuzz:
	@tools/ensure-deps.sh clang-14 libfuzzer-14-dev libclang-rt-14-dev
	@cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
		-DC6_FUZZ=ON $(CMAKE_ARGS) >/dev/null
	@cmake --build build-fuzz -j $(JOBS) --target fuzz_targets
	@tools/fuzz.sh build-fuzz $(FUZZ_SECONDS)

# clang++-14 build with warnings as errors, and its tests (CI runs it).
clang: deps
	@cmake -S . -B build-clang -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 \
	  -DC6_WERROR=ON $(CMAKE_ARGS) >/dev/null
	@cmake --build build-clang -j $(JOBS)
	@cd build-clang && ctest --output-on-failure -j $(JOBS)

# make test and make test-asan, STRESS_RUNS (5) times each, on 2 cores kept busy by stress-ng.
STRESS_RUNS ?= 5
test-stress:
	@tools/ensure-deps.sh stress-ng
	@tools/test-stress.sh $(STRESS_RUNS)

# SOAK_GAMES (2000) sanitized games of c6bot against its greedy level; not part of make test.
SOAK_GAMES ?= 2000
soak: asan
	@SOAK_GAMES=$(SOAK_GAMES) tools/soak.sh

run: build
	@tools/demo.sh $(BUILD)

botzone: build
	@tools/botzone.sh $(BUILD)

bench: build
	@$(BUILD)/c6bot bench

# docs/architecture.svg: c6's libraries (one per folder of src/ and judge/) and binaries and what
# links what, drawn from the build's own CMake graph (cmake --graphviz) by Graphviz dot; and the
# include check of the same layers.
architecture: build
	@tools/ensure-deps.sh graphviz
	@cp tools/graphviz-options.cmake $(BUILD)/CMakeGraphVizOptions.cmake
	@cmake -S . -B $(BUILD) --graphviz=$(BUILD)/graphviz/c6.dot >/dev/null
	@sed '/subgraph clusterLegend/,/^}/d' $(BUILD)/graphviz/c6.dot | dot -Tsvg -o docs/architecture.svg
	@python3 tools/check-layers.py --stats

format:
	@find src judge tests -name '*.cpp' -o -name '*.h' | xargs clang-format -i

format-check:
	@find src judge tests -name '*.cpp' -o -name '*.h' | xargs clang-format --dry-run -Werror

clean:
	@rm -rf build build-debug build-asan build-fuzz build-clang
