/* Tries to read another student's source and binary, the results folder and /root, then plays.
   targets.h (written by the test) names the paths; the binary is found by a glob of the stages. */
#include <glob.h>
#include <stdio.h>

#include "play.h"
#include "targets.h"

static void try_open(const char* path) {
  FILE* f = fopen(path, "r");
  fprintf(stderr, "ESCAPE read %s: %s\n", path, f ? "OPENED" : "blocked");
  if (f) fclose(f);
}

int main(void) {
  const char* paths[] = {TARGET_SOURCE, TARGET_RESULTS, "/root/.bashrc", "/root"};
  for (unsigned i = 0; i < sizeof paths / sizeof paths[0]; ++i) try_open(paths[i]);
  glob_t g;
  if (glob("/tmp/c6contest-*/c_line/bot", 0, NULL, &g) == 0) {
    for (size_t i = 0; i < g.gl_pathc; ++i) try_open(g.gl_pathv[i]);
    globfree(&g);
  } else {
    fprintf(stderr, "ESCAPE read stage binary: blocked (not found)\n");
  }
  return play();
}
