// A pseudo-terminal for tests of the terminal backend: what a terminal emulator does when it
// starts a program, without a window.
#ifndef PSEUDO_TERMINAL_H
#define PSEUDO_TERMINAL_H

/// Opens a new pseudo-terminal pair: `emulator` reads what the program writes and writes
/// what the program reads; `terminal` is the program's side. Returns 0, or -1 with errno set.
int pseudo_terminal_open(int *emulator, int *terminal);

#endif
