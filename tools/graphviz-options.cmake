# Options for `cmake --graphviz` (make architecture copies this file into the build directory as
# CMakeGraphVizOptions.cmake): only c6's own libraries and its two binaries, no tests, fuzz
# targets or system libraries, so the picture in docs/architecture.md shows the layers.
set(GRAPHVIZ_GRAPH_NAME "c6")
set(GRAPHVIZ_EXTERNAL_LIBS FALSE)
set(GRAPHVIZ_GENERATE_PER_TARGET FALSE)
set(GRAPHVIZ_GENERATE_DEPENDERS FALSE)
set(GRAPHVIZ_IGNORE_TARGETS "tests$" "^c6catchmain$" "^c6arena$" "^c6suitecheck$" "^fuzz"
  "^mockbot$" "^chatty_engine$" "^eof_reader$" "^hostile_bot$")
