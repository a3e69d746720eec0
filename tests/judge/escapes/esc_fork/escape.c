/* A fork bomb: forks until the system says no (each child sleeps), then plays. */
#include <stdio.h>
#include <unistd.h>

#include "play.h"

int main(void) {
  int n = 0;
  for (;;) {
    const pid_t pid = fork();
    if (pid < 0) break;
    if (pid == 0) {
      sleep(600);
      _exit(0);
    }
    if (++n >= 100000) break;
  }
  fprintf(stderr, "ESCAPE forked %d children\n", n);
  return play();
}
