/* kill(-1, SIGKILL): every process it may signal, each turn, then plays (Linux spares the caller). */
#include <signal.h>
#include <stdio.h>

#include "play.h"

int main(void) {
  const int rc = kill(-1, SIGKILL);
  fprintf(stderr, "ESCAPE kill(-1) = %d\n", rc);
  return play();
}
