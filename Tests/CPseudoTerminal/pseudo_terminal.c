#define _XOPEN_SOURCE 600
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "pseudo_terminal.h"

int pseudo_terminal_open(int *emulator, int *terminal) {
  int main_side = posix_openpt(O_RDWR | O_NOCTTY);
  if (main_side < 0) return -1;
  const char *name = NULL;
  if (grantpt(main_side) != 0 || unlockpt(main_side) != 0 || (name = ptsname(main_side)) == NULL) {
    close(main_side);
    return -1;
  }
  int program_side = open(name, O_RDWR | O_NOCTTY);
  if (program_side < 0) {
    close(main_side);
    return -1;
  }
  *emulator = main_side;
  *terminal = program_side;
  return 0;
}
