#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// Wide-character ncurses calls are only declared with this defined.
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <wchar.h>

// Swift 6 treats C globals as shared mutable state; read them through functions.
static inline int cn_cols(void) { return COLS; }
static inline int cn_lines(void) { return LINES; }
static inline WINDOW *cn_stdscr(void) { return stdscr; }

#endif
