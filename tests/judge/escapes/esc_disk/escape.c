/* Fills the disk: writes to a file (named in targets.h) in its working folder, then in TMPDIR or
   /tmp, until a write fails (or a file-size signal ends it), then plays. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"
#include "targets.h"

static void fill(const char* path) {
  FILE* f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "ESCAPE disk %s: cannot create (%s)\n", path, strerror(errno));
    return;
  }
  static char block[1 << 20];
  memset(block, 'x', sizeof block);
  long mb = 0;
  while (fwrite(block, 1, sizeof block, f) == sizeof block && fflush(f) == 0) ++mb;
  fprintf(stderr, "ESCAPE disk %s: stopped after %ld MB (%s)\n", path, mb, strerror(errno));
  fclose(f);
}

int main(void) {
  fill(TARGET_FILL);
  const char* tmp = getenv("TMPDIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", tmp ? tmp : "/tmp", TARGET_FILL);
  fill(path);
  return play();
}
