// The C side of the terminal backend: ncursesw with the wide-character API, plus shims for
// what Swift cannot import directly (C globals, attribute and key macros) and the crash
// signal handler, which must restore the terminal using only C state.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// SwiftPM drops the flags pkg-config gives for ncursesw; this one define is all the
// wide-character declarations (get_wch, cchar_t, wide strings) need.
#define NCURSES_WIDECHAR 1

#include <wchar.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <ncursesw/ncurses.h>

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_escdelay(void) { return ESCDELAY; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline FILE *cn_stderr(void) { return stderr; }

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }
static inline attr_t cn_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }
static inline int cn_key_f(int n) { return KEY_F(n); }

// Bracketed paste: the terminal wraps pasted text in ESC[200~ ... ESC[201~ once asked to
// with ESC[?2004h. ncurses knows neither sequence; `define_key` maps them to these codes.
static inline int cn_key_paste_start(void) { return KEY_MAX + 1; }
static inline int cn_key_paste_end(void) { return KEY_MAX + 2; }
// The mouse: presses of the first button and the wheel (buttons 4 and 5), reported at once
// (no click interval). Macros Swift cannot import, so they are read here.
static inline void cn_mouse_enable(void) {
  mousemask(BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
  mouseinterval(0);
}
static inline int cn_key_mouse(void) { return KEY_MOUSE; }
/// Reads the pending mouse event into x and y: 1 a click, 2 the wheel up, 3 the wheel down,
/// 0 nothing this program takes.
static inline int cn_mouse_read(int *x, int *y) {
  MEVENT event;
  if (getmouse(&event) != OK) return 0;
  *x = event.x;
  *y = event.y;
  if (event.bstate & BUTTON1_PRESSED) return 1;
  if (event.bstate & BUTTON4_PRESSED) return 2;
  if (event.bstate & BUTTON5_PRESSED) return 3;
  return 0;
}

// Ctrl-← and Ctrl-→ as xterm and tmux send them (ESC[1;5D, ESC[1;5C): words in a text field.
static inline int cn_key_control_left(void) { return KEY_MAX + 3; }
static inline int cn_key_control_right(void) { return KEY_MAX + 4; }

/// Sets attributes and colour pair for the following writes to stdscr.
static inline void cn_set_attributes(attr_t attributes, short pair) {
  attr_set(attributes, pair, NULL);
}

/// Puts back the default action for a signal (SIG_DFL is a cast Swift cannot import).
static inline void cn_reset_signal(int signal_number) { signal(signal_number, SIG_DFL); }

// Crash signals: restore the terminal, put back the handler that was there before (the
// Swift runtime's backtracer), and re-raise so the crash reports as it would without us.
// A function-local static: file-level statics in a header are not emitted for Swift.
static inline struct sigaction *cn_previous_actions(void) {
  static struct sigaction actions[NSIG];
  return actions;
}

// The descriptor of the terminal a screen owns, so a crash can turn bracketed paste off
// again (with async-signal-safe `write`) before the shell gets the terminal back; -1 for none.
static inline int *cn_terminal_descriptor(void) {
  static int descriptor = -1;
  return &descriptor;
}

// Whether kitty's keyboard protocol is on, so a crash turns it off (and only then).
static inline int *cn_keyboard_protocol_pushed(void) {
  static int pushed = 0;
  return &pushed;
}

static inline void cn_crash_handler(int signal_number) {
  int descriptor = *cn_terminal_descriptor();
  if (descriptor >= 0) {
    // Bracketed paste, focus and mouse reports off: the shell must get plain keys back.
    static const char modes_off[] = "\033[?2004l\033[?1004l\033[?1000l\033[?1006l";
    ssize_t ignored = write(descriptor, modes_off, sizeof modes_off - 1);
    if (*cn_keyboard_protocol_pushed()) ignored = write(descriptor, "\033[<u", 4);
    (void)ignored;
  }
  endwin();
  sigaction(signal_number, &cn_previous_actions()[signal_number], NULL);
  raise(signal_number);
}

/// Installs the terminal-restoring crash handler for one signal, keeping the previous one.
static inline int cn_install_crash_handler(int signal_number) {
  if (signal_number <= 0 || signal_number >= NSIG) return -1;
  struct sigaction action;
  action.sa_handler = cn_crash_handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_ONSTACK;
  return sigaction(signal_number, &action, &cn_previous_actions()[signal_number]);
}

/// Puts back the handler that was installed before `cn_install_crash_handler`.
static inline void cn_restore_crash_handler(int signal_number) {
  if (signal_number <= 0 || signal_number >= NSIG) return;
  sigaction(signal_number, &cn_previous_actions()[signal_number], NULL);
}

#endif
