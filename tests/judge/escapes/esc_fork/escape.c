/* A fork bomb: forks until the system says no (each child sleeps under the test's marker, so the
   test can look for leftovers of this run only), then plays. */
#include <stdio.h>
#include <unistd.h>

#include "play.h"
#include "targets.h"

int main(void) {
  int n = 0;
  for (;;) {
    const pid_t pid = fork();
    if (pid < 0) break;
    if (pid == 0) {
      execl("/bin/sleep", "sleep", TARGET_MARKER, (char*)0);
      _exit(0);
    }
    if (++n >= 100000) break;
  }
  fprintf(stderr, "ESCAPE forked %d children\n", n);
  return play();
}
