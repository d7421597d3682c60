# Shared by the tmux smoke tests: drives one program in a detached tmux session and polls
# its screen. Set `smoke` (the name in messages) and `socket` before sourcing this file.
# Each script has a tmux server of its own (`tmux -L socket`), so scripts never share one.

session="smoke"
tmux_() {
  if [ "$1" = send-keys ] && [[ " $* " == *" Escape "* ]]; then send_keys_escape_alone "${@:2}"; return; fi
  tmux -L "$socket" -f /dev/null "$@"
}
# Sends keys with a pause after each Escape, as a person presses it: an ESC with more bytes
# right behind it is Alt with them (or the start of a sequence), never Esc alone.
send_keys_escape_alone() {
  local options=() batch=()
  while [[ "${1:-}" == -* ]]; do
    if [ "$1" = -t ]; then options+=("$1" "$2"); shift 2; else options+=("$1"); shift; fi
  done
  for key in "$@"; do
    if [ "$key" = Escape ]; then
      [ ${#batch[@]} -eq 0 ] || tmux -L "$socket" -f /dev/null send-keys "${options[@]}" "${batch[@]}"
      tmux -L "$socket" -f /dev/null send-keys "${options[@]}" Escape
      batch=()
      sleep 0.1
    else
      batch+=("$key")
    fi
  done
  [ ${#batch[@]} -eq 0 ] || tmux -L "$socket" -f /dev/null send-keys "${options[@]}" "${batch[@]}"
}
trap 'tmux_ kill-server >/dev/null 2>&1 || true' EXIT

# With the history (after the program ended), lines the terminal wrapped are joined again, so
# an exit line longer than the terminal is found whole.
screen() { tmux_ capture-pane -p -t "$session" ${with_history:+-J -S -}; }
with_history=""
fail() {
  echo "$smoke: FAILED: $1" >&2
  echo "---- screen ($(tmux_ display-message -p -t "$session" '#{window_width}x#{window_height}' 2>/dev/null || echo '?')) ----" >&2
  screen >&2 || true
  echo "----" >&2
  exit 1
}

# Polls the screen until it contains every given line (each a fixed string), at most 10 s.
expect_lines() {
  local deadline=$((SECONDS + 10)) missing
  while :; do
    missing=""
    local shown; shown="$(screen)"
    for line in "$@"; do grep -qF -- "$line" <<<"$shown" || { missing="$line"; break; }; done
    [ -z "$missing" ] && return 0
    [ $SECONDS -ge $deadline ] && fail "expected \"$missing\" on the screen"
    sleep 0.1
  done
}

# Polls until the screen no longer shows the fixed string $1, at most 10 s.
expect_gone() {
  local deadline=$((SECONDS + 10))
  while screen | grep -qF -- "$1"; do
    [ $SECONDS -ge $deadline ] && fail "\"$1\" stayed on the screen"
    sleep 0.1
  done
}

# Polls until the whole screen (trailing blanks trimmed) equals the expected text, at most 10 s.
expect_screen() {
  local expected="$1" deadline=$((SECONDS + 10)) shown
  while :; do
    shown="$(screen | sed -e 's/[[:space:]]*$//' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}')"
    [ "$shown" = "$expected" ] && return 0
    if [ $SECONDS -ge $deadline ]; then
      diff <(echo "$expected") <(echo "$shown") >&2 || true
      fail "the screen differs from the expected one (diff above: < expected, > shown)"
    fi
    sleep 0.1
  done
}

# Resizes the window to $1x$2 and polls until the screen shows every further line, and not the
# "too small" notice: a program is usable at this size (80x23 is a tmux pane under a status line).
expect_usable_at() {
  local width="$1" height="$2"
  shift 2
  tmux_ resize-window -t "$session" -x "$width" -y "$height"
  expect_lines "$@"
  ! screen | grep -qF "terminal too small" || fail "the program refused ${width}x${height}"
}

# Presses ? (or $help_key: F1 where ? is the screen's own, or typed into a field) and expects
# the keys' help over the screen, listing every further line; then Esc closes it.
expect_help() {
  tmux_ send-keys -t "$session" "${help_key:-?}"
  expect_lines "┌ Keys" "redraw the screen" "$@"
  tmux_ send-keys -t "$session" Escape
  local deadline=$((SECONDS + 10))
  while screen | grep -qF "redraw the screen"; do
    [ $SECONDS -ge $deadline ] && fail "Esc did not close the help"
    sleep 0.1
  done
}

# Sends a mouse event as a terminal reports it, in the form the program asked for (tmux knows:
# `#{mouse_sgr_flag}`): SGR, ESC [ < button ; column ; row M, counted from 1; or X10, ESC [ M
# then the button, the column and the row, each as a byte of 32 plus the value, from 1.
# `mouse click X Y`, `mouse wheel up X Y` or `mouse wheel down X Y`, X and Y from 0 as a
# snapshot counts them.
mouse() {
  local button x y
  case "$1" in
    click) button=0 x=$2 y=$3 ;;
    wheel) { [ "$2" = up ] && button=64 || button=65; } && x=$3 y=$4 ;;
    *) fail "mouse: click X Y or wheel up|down X Y" ;;
  esac
  if [ "$(tmux_ display-message -p -t "$session" '#{mouse_sgr_flag}')" = "1" ]; then
    tmux_ send-keys -t "$session" -l "$(printf '\e[<%d;%d;%dM' "$button" $((x + 1)) $((y + 1)))"
  else
    tmux_ send-keys -t "$session" -l "$(printf "\\e[M\\$(printf %03o $((32 + button)))\\$(printf %03o $((33 + x)))\\$(printf %03o $((33 + y)))")"
  fi
}

# Sends what terminals send beside keys, and Alt with each given letter (ESC and the letter),
# and expects the screen unchanged: focus reports, kitty's CSI-u keys (one with no key here, and
# Alt-x), an unknown CSI and SS3 sequence, and a mouse report in the form not asked for
# released off every target. None of them may act as Esc, type, or press a bound letter.
expect_unchanged_by_strays() {
  local before; before="$(screen)"
  local strays=$'\e[I\e[O\e[57358u\e[120;3u\e[5;3R\eOx'
  if [ "$(tmux_ display-message -p -t "$session" '#{mouse_sgr_flag}')" = "1" ]; then strays+=$'\e[M#!!'
  else strays+=$'\e[<0;1;1m'; fi
  for letter in "$@"; do strays+=$'\e'"$letter"; done
  tmux_ send-keys -t "$session" -l "$strays"
  sleep 0.5
  [ "$(screen)" = "$before" ] || { diff <(echo "$before") <(screen) >&2 || true; fail "the screen changed on focus reports, CSI-u, Alt keys or unknown sequences (diff above: < before)"; }
}

expect_alive() {
  [ "$(tmux_ display-message -p -t "$session" '#{pane_dead}')" = "0" ] || fail "the program is no longer running"
}

# Builds the product named $1 and sets `program` to its path: a debug build, or the build
# that SMOKE_CONFIGURATION names (release); SMOKE_SCRATCH_PATH names another scratch directory.
# SMOKE_PROGRAMS names a folder where the program is already built (scripts/test's builds
# made it), and nothing is built.
build_program() {
  if [ -n "${SMOKE_PROGRAMS:-}" ]; then
    program="$SMOKE_PROGRAMS/$1"
  else
    . scripts/swift-options.sh
    local options=(-c "${SMOKE_CONFIGURATION:-debug}" "${swift_options[@]}")
    if [ -n "${SMOKE_SCRATCH_PATH:-}" ]; then options+=(--scratch-path "$SMOKE_SCRATCH_PATH"); fi
    swift build "${options[@]}" --product "$1" 2>&1 | grep -Ev "^(\[|Building|Build |Compiling|Write|Planning)" || true
    program="$(swift build "${options[@]}" --show-bin-path)/$1"
  fi
  [ -x "$program" ] || { echo "$smoke: no program at $program" >&2; exit 1; }
  echo "$smoke: testing $program"
}

# Ends the session and waits until its tmux server has exited: a session started while the
# server is still shutting down fails with "server exited unexpectedly".
end_session() {
  local server
  server="$(tmux_ display-message -p '#{pid}' 2>/dev/null || true)"
  tmux_ kill-server >/dev/null 2>&1 || true
  [ -n "$server" ] || return 0
  local deadline=$((SECONDS + 10))
  while kill -0 "$server" 2>/dev/null; do
    [ $SECONDS -ge $deadline ] && { echo "$smoke: FAILED: the tmux server did not exit" >&2; exit 1; }
    sleep 0.05
  done
}

# Starts "$@" in a new session of 80x24. The shell around the program reports its exit
# status; its own Ctrl-C trap (a command, not an ignore, so the program starts with default
# signal handling) keeps it alive to do so. With `smoke_term` set, the program runs with that
# TERM instead of tmux's own (xterm-256color: ncurses then asks for the mouse in SGR form).
smoke_term=""
start_program() {
  tmux_ new-session -d -s "$session" -x 80 -y 24 -e LANG=C.UTF-8 -e SWIFT_BACKTRACE=interactive=no \
    -e SMOKE_TERM="$smoke_term" \
    sh -c 'trap : INT; [ -z "$SMOKE_TERM" ] || export TERM="$SMOKE_TERM"; "$@"; echo "smoke: exit status $?"' sh "$@" \; \
    set-option -t "$session" remain-on-exit on
  with_history=""
}

# Waits at most 10 s for the program to end.
expect_exited() {
  local deadline=$((SECONDS + 10))
  until [ "$(tmux_ display-message -p -t "$session" '#{pane_dead}')" = "1" ]; do
    [ $SECONDS -ge $deadline ] && fail "the program did not exit"
    sleep 0.1
  done
}

# The process id of the program running in the session.
program_pid() {
  pgrep -P "$(tmux_ display-message -p -t "$session" '#{pane_pid}')" | head -1
}
