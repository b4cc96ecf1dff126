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

// Attribute macros expand to expressions Swift cannot import.
static inline attr_t cn_attr_bold(void) { return A_BOLD; }
static inline attr_t cn_attr_dim(void) { return A_DIM; }
static inline attr_t cn_attr_reverse(void) { return A_REVERSE; }
static inline attr_t cn_attr_underline(void) { return A_UNDERLINE; }

// newterm on the process's own stdout/stdin (C globals Swift 6 will not touch); unlike
// initscr it returns NULL instead of exiting when the terminal cannot be set up.
static inline SCREEN *cn_newterm(void) { return newterm(NULL, stdout, stdin); }

// One cell: a spacing character plus combining marks (NUL-terminated), attributes, colour pair.
static inline int cn_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

// The next key without waiting: OK with a character, KEY_CODE_YES with a function key, or ERR.
static inline int cn_get_key(wint_t *key) { return wget_wch(stdscr, key); }

#endif
