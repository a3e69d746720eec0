/* Leaves a sleeping grandchild behind in its own session (escaping the process-group kill), named
   by the marker in targets.h so the test can look for it, then plays. */
#include <stdio.h>
#include <unistd.h>

#include "play.h"
#include "targets.h"

int main(void) {
  if (fork() == 0) {
    setsid();
    if (fork() == 0) execl("/bin/sleep", "sleep", TARGET_MARKER, (char*)0);
    _exit(0);
  }
  fprintf(stderr, "ESCAPE sleeper left\n");
  return play();
}
