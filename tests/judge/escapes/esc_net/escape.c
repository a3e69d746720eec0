/* Connects to a port on this machine (the test's listener, named in targets.h), then plays. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>

#include "play.h"
#include "targets.h"

int main(void) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  a.sin_port = htons(TARGET_PORT);
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const int ok = fd >= 0 && connect(fd, (struct sockaddr*)&a, sizeof a) == 0;
  fprintf(stderr, "ESCAPE net 127.0.0.1:%d: %s\n", TARGET_PORT, ok ? "CONNECTED" : "blocked");
  if (fd >= 0) close(fd);
  return play();
}
